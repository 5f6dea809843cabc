//! Two servers on one database (on Postgres in the second run of
//! `scripts/test`): two players taking one seek at the same moment start
//! one board, and two fitting seeks posted at the same moment are paired,
//! not left open side by side.

use crate::support;

use ringmail::server::Server;

use super::{address, answer, bed_with, boards, seeks};

/// Each of two players mails a line at the same instant, to a server of
/// their own on the bed's database; then `serve --once`: the mails that
/// came of it.
async fn at_the_same_moment(bed: &mut support::Bed, mails: [(&str, &str); 2]) -> Vec<support::Out> {
    let other = Server::open(support::config_for(&bed.dir, ""))
        .await
        .unwrap();
    let [first, second] = mails.map(|(user, line)| bed.mail(&address(user), line, ""));
    let (a, b) = tokio::join!(
        bed.server.process(&first, false),
        other.process(&second, false)
    );
    a.unwrap();
    b.unwrap();
    bed.run_once().await;
    bed.new_mail()
}

#[tokio::test]
async fn two_takers_at_the_same_moment_start_one_board() {
    let mut bed = bed_with("seek-two-takers", "", &["alice", "bob", "carol"]).await;
    super::says(&mut bed, "alice", "yinsh seek alice apw").await;
    let outs = at_the_same_moment(
        &mut bed,
        [
            ("bob", "yinsh take 1 bob bpw"),
            ("carol", "yinsh take 1 carol cpw"),
        ],
    )
    .await;
    let started = boards(&bed).await;
    assert_eq!(started.len(), 1, "{started:?}");
    let taker = started[0].3.clone();
    let loser = if taker == "bob" { "carol" } else { "bob" };
    assert_eq!(
        seeks(&bed).await,
        [(1, "alice".into(), "taken".into(), 101, taker.clone())]
    );
    assert!(
        answer(&outs, &taker).contains("You took alice's yinsh seek 1"),
        "{outs:#?}"
    );
    assert!(
        answer(&outs, loser).contains(
            "yinsh seek 1 is no longer open: it was taken, and yinsh Board 101 started from it"
        ),
        "{outs:#?}"
    );
    // Alice gets her board mail once.
    let to_alice = outs.iter().filter(|o| o.to == address("alice")).count();
    assert_eq!(to_alice, 1, "{outs:#?}");
}

#[tokio::test]
async fn two_fitting_seeks_at_the_same_moment_are_paired() {
    let mut bed = bed_with("seek-two-seekers", "", &["bob", "carol"]).await;
    at_the_same_moment(
        &mut bed,
        [
            ("bob", "yinsh seek bob bpw -blitz"),
            ("carol", "yinsh seek carol cpw -blitz"),
        ],
    )
    .await;
    assert_eq!(boards(&bed).await.len(), 1);
    let status: Vec<String> = seeks(&bed).await.into_iter().map(|s| s.2).collect();
    assert_eq!(status, ["paired", "paired"]);
}

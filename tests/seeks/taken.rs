//! A seek posted, listed (to anyone, with no address) and taken: the
//! board starts at once with the seeker to move, its mails say it came
//! from a seek, and the seek is closed for everyone else.

use super::{address, answer, bed_with, boards, refused, reply_to, says, seeks};

#[tokio::test]
async fn a_seek_is_listed_then_taken_and_the_seeker_moves_first() {
    let mut bed = bed_with("seek-taken", "", &["alice", "bob", "carol"]).await;
    let outs = says(&mut bed, "alice", "yinsh seek alice apw -blitz -nag=3").await;
    let posted = &reply_to(&outs, "alice").body;
    assert!(
        posted.contains("Your yinsh seek 1 is open: options -blitz -nag=3, rating range any."),
        "{posted}"
    );
    assert!(posted.contains("yinsh take 1 userid password"), "{posted}");
    assert!(posted.contains("yinsh unseek 1 alice PASSWORD"), "{posted}");

    // Anyone may look, a stranger too: user ids, never an address.
    let outs = bed.round("someone@elsewhere.test", "yinsh seeks", "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    let list = &outs[0].body;
    assert!(
        list.contains("1: alice (rating 1500), options -blitz -nag=3, rating range any, waiting for less than an hour"),
        "{list}"
    );
    assert!(!list.contains("players.test"), "{list}");
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);

    let outs = says(&mut bed, "bob", "yinsh take 1 bob bpw").await;
    assert_eq!(
        boards(&bed).await,
        [(
            101,
            "-blitz".to_string(),
            "alice".to_string(),
            "bob".to_string()
        )]
    );
    assert_eq!(
        seeks(&bed).await,
        [(1, "alice".into(), "taken".into(), 101, "bob".into())]
    );
    // Two board mails: alice's, the new board with her to move; bob's,
    // with his command's result at the top.
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let to_alice = outs.iter().find(|o| o.to == address("alice")).unwrap();
    assert_eq!(to_alice.subject, "New yinsh Board 101 alice");
    assert!(
        to_alice.body.starts_with(
            "This board started from alice's open challenge (yinsh seek 1), taken by bob."
        ),
        "{}",
        to_alice.body
    );
    assert!(to_alice.reply_to.is_some(), "alice may move by reply");
    let to_bob = answer(&outs, "bob");
    assert!(
        to_bob.contains("You took alice's yinsh seek 1: yinsh Board 101 has started, and alice, who waited longer, moves first."),
        "{to_bob}"
    );
    assert!(to_bob.contains("taken by bob."), "{to_bob}");
    assert_eq!(
        bed.count("SELECT nag_days FROM games WHERE board = 101")
            .await,
        3
    );

    // Closed for everyone else; the list is empty.
    refused(
        &mut bed,
        "carol",
        "yinsh take 1 carol cpw",
        "yinsh seek 1 is no longer open: it was taken, and yinsh Board 101 started from it",
    )
    .await;
    let outs = says(&mut bed, "carol", "yinsh seeks").await;
    assert!(
        reply_to(&outs, "carol")
            .body
            .contains("No yinsh seek is open."),
        "{outs:#?}"
    );
    // The board is an ordinary board.
    let outs = says(&mut bed, "alice", "yinsh move 101 alice apw e5").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(bed.moves(101).await.len(), 1);
}

#[tokio::test]
async fn a_french_reader_gets_the_seek_replies_in_french() {
    let mut bed = bed_with("seek-french", "", &["alice", "bob"]).await;
    says(&mut bed, "alice", "change language alice apw fr").await;
    let outs = says(&mut bed, "alice", "yinsh seek alice apw -robot=3").await;
    let posted = &reply_to(&outs, "alice").body;
    assert!(
        posted.contains(
            "Votre défi 1 de yinsh est ouvert : options -, fourchette de classement toutes."
        ),
        "{posted}"
    );
    assert!(posted.contains(", robot le prend"), "{posted}");
    let outs = says(&mut bed, "bob", "yinsh take 1 bob bpw").await;
    let to_alice = outs.iter().find(|o| o.to == address("alice")).unwrap();
    assert!(
        to_alice.body.starts_with(
            "Cette partie est née du défi ouvert de alice (défi 1 de yinsh), pris par bob."
        ),
        "{}",
        to_alice.body
    );
}

//! The limits (3 open seeks; confirmed players only; not one's own seek;
//! the boards a day; the bound on boards against robots) and every
//! refusal, each a clear error that changes nothing.

use super::{address, bed_with, refused, reply_to, says, seeks};

#[tokio::test]
async fn the_limits_and_every_refusal_change_nothing() {
    let mut bed = bed_with("seek-limits", "", &["alice", "bob"]).await;
    for _ in 0..3 {
        says(&mut bed, "alice", "yinsh seek alice apw").await;
    }
    assert_eq!(seeks(&bed).await.len(), 3);
    let too_many = "has 3 open seeks already, the most a player may have; withdraw one first (yinsh unseek SEEK userid password)";
    refused(&mut bed, "alice", "yinsh seek alice apw -blitz", too_many).await;
    // Of every game.
    refused(
        &mut bed,
        "alice",
        "rin seek alice apw",
        "has 3 open seeks already",
    )
    .await;
    for (who, line, why) in [
        (
            "alice",
            "yinsh take 1 alice apw",
            "yinsh seek 1 is your own; to withdraw it: yinsh unseek 1 ",
        ),
        (
            "bob",
            "yinsh unseek 1 bob bpw",
            "yinsh seek 1 is alice's; only alice can withdraw it",
        ),
        ("bob", "yinsh take 1 bob xyz", "wrong password for"),
        ("bob", "yinsh take 1 alice bpw", "wrong password for"),
        ("bob", "yinsh take 9 bob bpw", "there is no yinsh seek 9"),
        ("bob", "rin take 1 bob bpw", "there is no rin seek 1"),
        ("bob", "yinsh take one bob bpw", "is not a seek number"),
        (
            "bob",
            "yinsh take 1 bob",
            "write yinsh take SEEK userid password",
        ),
        (
            "bob",
            "yinsh unseek 1",
            "write yinsh unseek SEEK userid password",
        ),
        (
            "bob",
            "yinsh seek bob",
            "write yinsh seek userid password [-options]",
        ),
        ("bob", "yinsh seeks all", "write just: yinsh seeks"),
        (
            "bob",
            "yinsh seek bob bpw -rating=1700-1400",
            "'1700-1400' is not a rating range",
        ),
        (
            "bob",
            "yinsh seek bob bpw -robot=9",
            "is not a number of days for the robot",
        ),
        (
            "bob",
            "yinsh seek bob bpw -size=9",
            "the only option is -blitz",
        ),
        (
            "bob",
            "yinsh seek bob bpw -robot=2 -robot=3",
            "give -robot once",
        ),
        (
            "bob",
            "yinsh seek nobody bpw",
            "there is no player with that user id",
        ),
    ] {
        refused(&mut bed, who, line, why).await;
    }
    // Withdrawn: closed, and room for another.
    let outs = says(&mut bed, "alice", "yinsh unseek 2 alice apw").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("Your yinsh seek 2 is withdrawn."),
        "{outs:#?}"
    );
    refused(
        &mut bed,
        "alice",
        "yinsh unseek 2 alice apw",
        "yinsh seek 2 is no longer open: its player withdrew it",
    )
    .await;
    says(&mut bed, "alice", "yinsh seek alice apw -blitz").await;
    assert_eq!(seeks(&bed).await.len(), 4);
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);
}

#[tokio::test]
async fn only_confirmed_players_seek_or_take() {
    let mut bed = bed_with("seek-unconfirmed", "", &["alice"]).await;
    says(&mut bed, "alice", "yinsh seek alice apw").await;
    // Eve signed up and never answered the confirmation.
    bed.round(&address("eve"), "signup eve epw", "").await;
    for line in ["yinsh seek eve epw", "yinsh take 1 eve epw"] {
        refused(
            &mut bed,
            "eve",
            line,
            "has not confirmed an address yet: answer the confirmation mail first",
        )
        .await;
    }
    // A stranger may look, and do nothing else.
    let outs = bed
        .round("mallory@elsewhere.test", "yinsh take 1 alice guess", "")
        .await;
    assert_eq!(outs.len(), 1);
    assert!(
        outs[0].body.contains("wrong password for"),
        "{}",
        outs[0].body
    );
    assert_eq!(seeks(&bed).await[0].2, "open");
}

#[tokio::test]
async fn a_seek_for_a_robot_is_held_to_the_bound_on_boards_against_robots() {
    let mut bed = bed_with("seek-robot-bound", "", &["alice"]).await;
    for _ in 0..3 {
        says(&mut bed, "alice", "yinsh challenge alice robot-easy").await;
    }
    refused(
        &mut bed,
        "alice",
        "yinsh seek alice apw -robot=2",
        "already plays 3 running boards against robots, the most one may",
    )
    .await;
    let outs = says(&mut bed, "alice", "yinsh seek alice apw").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("Your yinsh seek 1 is open")
    );
}

#[tokio::test]
async fn seeks_and_takes_count_among_the_boards_a_day() {
    let mut bed = bed_with("seek-per-day", "boards_per_day = 1", &["alice", "bob"]).await;
    says(&mut bed, "alice", "yinsh challenge alice bob").await;
    let per_day = "at most 1 boards a day are started from one address";
    refused(&mut bed, "alice", "yinsh seek alice apw", per_day).await;
    says(&mut bed, "bob", "yinsh seek bob bpw").await;
    refused(&mut bed, "alice", "yinsh take 1 alice apw", per_day).await;
    assert_eq!(seeks(&bed).await[0].2, "open");
}

//! Pairing: a new seek that fits an open seek of another player starts a
//! board with the oldest such seek at once; seeks whose ranges do not fit
//! both ways, or whose options differ, stay apart; a relative range is
//! around the seeker's own rating.

use super::{address, answer, bed_with, boards, rate, refused, reply_to, says, seeks};

#[tokio::test]
async fn two_fitting_seeks_start_a_board_at_once() {
    let mut bed = bed_with("seek-pair", "", &["alice", "bob", "carol"]).await;
    says(&mut bed, "alice", "yinsh seek alice apw -blitz").await;
    // Other options: no fit.
    says(&mut bed, "carol", "yinsh seek carol cpw").await;
    assert_eq!(boards(&bed).await, []);
    let outs = says(&mut bed, "bob", "yinsh seek -BLITZ bob bpw").await;
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
        [
            (1, "alice".into(), "paired".into(), 101, "bob".into()),
            (2, "carol".into(), "open".into(), 0, String::new()),
            (3, "bob".into(), "paired".into(), 101, "alice".into()),
        ]
    );
    let to_bob = answer(&outs, "bob");
    assert!(
        to_bob.contains("Your yinsh seek 3 fitted alice's seek 1: yinsh Board 101 has started, and alice, who waited longer, moves first."),
        "{to_bob}"
    );
    let to_alice = outs.iter().find(|o| o.to == address("alice")).unwrap();
    assert_eq!(to_alice.subject, "New yinsh Board 101 alice");
    assert!(
        to_alice.body.starts_with("This board started from two open challenges that fitted each other: alice's (yinsh seek 1) and bob's (seek 3)."),
        "{}",
        to_alice.body
    );
    let list = says(&mut bed, "alice", "yinsh seeks").await;
    let list = &reply_to(&list, "alice").body;
    assert!(list.contains("2: carol (rating 1500)"), "{list}");
    assert!(
        !list.contains("1: alice") && !list.contains("3: bob"),
        "{list}"
    );
}

#[tokio::test]
async fn the_oldest_fitting_seek_is_paired_first() {
    let mut bed = bed_with("seek-oldest", "", &["alice", "bob", "carol"]).await;
    rate(&bed, "bob", 1650.0).await;
    // Alice's and Carol's ranges leave each other out (both 1500).
    says(&mut bed, "alice", "yinsh seek alice apw -rating=1600-1700").await;
    says(&mut bed, "carol", "yinsh seek carol cpw -rating=1600-1700").await;
    assert_eq!(boards(&bed).await, []);
    says(&mut bed, "bob", "yinsh seek bob bpw").await;
    assert_eq!(
        boards(&bed).await,
        [(101, String::new(), "alice".to_string(), "bob".to_string())]
    );
    assert_eq!(seeks(&bed).await[1].2, "open", "carol's seek waits");
}

#[tokio::test]
async fn ranges_that_do_not_fit_both_ways_stay_apart() {
    let mut bed = bed_with("seek-apart", "", &["alice", "bob", "dave"]).await;
    rate(&bed, "dave", 1800.0).await;
    says(&mut bed, "alice", "yinsh seek alice apw -rating=1700-2000").await;
    // Bob (1500) is not in Alice's range.
    says(&mut bed, "bob", "yinsh seek bob bpw").await;
    // Dave (1800) is in Alice's range, but Alice is not in his, nor Bob.
    says(&mut bed, "dave", "yinsh seek dave dpw -rating=1600-1700").await;
    assert_eq!(boards(&bed).await, []);
    let outs = says(&mut bed, "bob", "yinsh seeks").await;
    let list = &reply_to(&outs, "bob").body;
    for line in [
        "1: alice (rating 1500), options -, rating range 1700-2000,",
        "2: bob (rating 1500), options -, rating range any,",
        "3: dave (rating 1800), options -, rating range 1600-1700,",
    ] {
        assert!(list.contains(line), "{line}: {list}");
    }
    // Taking is held to the seek's range too.
    refused(
        &mut bed,
        "bob",
        "yinsh take 1 bob bpw",
        "'s yinsh rating, 1500, is outside the rating range of seek 1 (1700-2000), so",
    )
    .await;
}

#[tokio::test]
async fn a_relative_range_is_around_the_seekers_own_rating() {
    let mut bed = bed_with("seek-relative", "", &["alice", "bob", "carol"]).await;
    rate(&bed, "alice", 1550.0).await;
    rate(&bed, "carol", 1800.0).await;
    rate(&bed, "bob", 1420.0).await;
    let outs = says(&mut bed, "alice", "yinsh seek alice apw -rating=-100+200").await;
    let posted = &reply_to(&outs, "alice").body;
    assert!(
        posted.contains("rating range 1450-1750 (-100+200)."),
        "{posted}"
    );
    refused(
        &mut bed,
        "carol",
        "yinsh take 1 carol cpw",
        "'s yinsh rating, 1800, is outside the rating range of seek 1 (1450-1750 (-100+200))",
    )
    .await;
    refused(
        &mut bed,
        "bob",
        "yinsh take 1 bob bpw",
        "'s yinsh rating, 1420, is outside",
    )
    .await;
    // Alice's rating moves: her range moves with it.
    sqlx::query("UPDATE ratings SET rating = 1700 WHERE userid = 'alice'")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    let outs = says(&mut bed, "carol", "yinsh take 1 carol cpw").await;
    assert!(
        answer(&outs, "carol").contains("You took alice's yinsh seek 1"),
        "{outs:#?}"
    );
    assert_eq!(
        boards(&bed).await,
        [(101, String::new(), "alice".to_string(), "carol".to_string())]
    );
}

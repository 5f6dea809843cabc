//! The correspondence commands as an abuser would try them: throwaway
//! accounts writing to players, a player flooded by many senders, an
//! address taken away that keeps getting board mail or full replies,
//! moves arranged with a stolen password, and one player's queue
//! blocking another's.

use crate::support;

use support::Bed;

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

async fn sql(bed: &Bed, q: &str) {
    sqlx::query(sqlx::AssertSqlSafe(q.to_string()))
        .execute(bed.server.store().pool())
        .await
        .unwrap();
}

#[tokio::test]
async fn an_account_nobody_confirmed_cannot_write_to_players() {
    let mut bed = Bed::new("cs-throwaway").await;
    bed.signup(ALICE, "alice", "apw").await;
    // A sign-up whose confirmation nobody answers (a forged From).
    bed.round("forged@evil.test", "signup spam1 spw", "").await;
    let outs = bed
        .round(
            "forged@evil.test",
            "message spam1 spw alice",
            "Cheap watches at evil.test",
        )
        .await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, "forged@evil.test");
    assert!(
        outs[0].body.contains("has no confirmed address yet"),
        "{}",
        outs[0].body
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM messages_sent").await, 0);
}

#[tokio::test]
async fn a_player_gets_at_most_forty_messages_a_day_from_all_senders() {
    let mut bed = Bed::new("cs-flood").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    // 40 messages to bob today, from senders since gone.
    let at = ringmail::store::now() - 60;
    for i in 0..40 {
        sql(
            &bed,
            &format!(
                "INSERT INTO messages_sent (userid, recipient, at) VALUES ('sender{i}', 'bob', {at})"
            ),
        )
        .await;
    }
    let outs = bed.round(ALICE, "message alice apw bob", "Hello Bob").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, ALICE);
    assert!(
        outs[0].body.contains("has had 40 messages"),
        "{}",
        outs[0].body
    );
    // A day later bob may be written to again.
    sql(&bed, "UPDATE messages_sent SET at = at - 86400").await;
    let outs = bed.round(ALICE, "message alice apw bob", "Hello Bob").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(outs[1].to, BOB);
}

#[tokio::test]
async fn an_address_taken_away_gets_no_more_board_mail_nor_full_replies() {
    let mut bed = Bed::new("cs-removed").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.signup(CAROL, "carol", "cpw").await;
    bed.round(ALICE, "yinsh challenge alice bob", "").await;
    // The board is in memory after a move; carol observes it.
    bed.round(ALICE, "yinsh move 101 alice apw e5", "").await;
    bed.round(CAROL, "yinsh observe 101 carol cpw", "").await;
    let outs = bed.round(BOB, "yinsh move 101 bob bpw f6", "").await;
    assert!(outs.iter().any(|o| o.to == CAROL), "{outs:#?}");
    // Carol deletes her account, from her address.
    let outs = bed.round(CAROL, "delete carol cpw", "").await;
    assert!(outs[0].body.contains("is deleted"), "{}", outs[0].body);
    // The next move's board mails go to the players only.
    let outs = bed.round(ALICE, "yinsh move 101 alice apw e4", "").await;
    let to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
    assert_eq!(to, [ALICE, BOB], "{outs:#?}");
    // Carol's address is nobody's now: it counts as not confirmed, so
    // after today's mails to it the reply is withheld (a confirmed
    // sender's reply never is).
    let outs = bed.round(CAROL, "yinsh show 101", "").await;
    assert!(outs.is_empty(), "{outs:#?}");
    assert_eq!(
        bed.count(
            "SELECT COUNT(*) FROM inbound WHERE sender = 'carol@players.test' AND disposition LIKE '%withheld from carol@players.test%'"
        )
        .await,
        1
    );
}

#[tokio::test]
async fn moves_arranged_before_a_password_change_are_dropped() {
    let mut bed = Bed::new("cs-arranged").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.round(ALICE, "yinsh challenge alice bob", "").await;
    bed.round(ALICE, "yinsh move 101 alice apw e5", "").await;
    // Someone with bob's password queues a move for him, and submits one.
    let outs = bed.round(BOB, "yinsh submit 101 bob bpw f6", "").await;
    assert!(!outs[0].subject.contains("rror"), "{outs:#?}");
    let outs = bed.round(BOB, "yinsh queue 101 bob bpw g7#4", "").await;
    assert!(!outs[0].subject.contains("rror"), "{outs:#?}");
    assert_eq!(bed.count("SELECT COUNT(*) FROM queued").await, 1);
    // Bob takes his account back.
    bed.round(BOB, "change password bob bpw newpw", "").await;
    assert_eq!(bed.count("SELECT COUNT(*) FROM queued").await, 0);
    assert_eq!(bed.count("SELECT COUNT(*) FROM submitted").await, 0);
}

#[tokio::test]
async fn a_queued_move_for_the_opponents_number_blocks_nothing() {
    let mut bed = Bed::new("cs-queue").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.round(ALICE, "yinsh challenge alice bob", "").await;
    // Bob queues junk for alice's move 3; alice queues her own for it.
    bed.round(BOB, "yinsh queue 101 bob bpw a2#3", "").await;
    let outs = bed.round(ALICE, "yinsh queue 101 alice apw e5#3", "").await;
    assert!(!outs[0].subject.contains("rror"), "{outs:#?}");
    // Alice plays move 1, bob move 2: alice's queued move 3 is played,
    // bob's junk is dropped and he alone is told.
    bed.round(ALICE, "yinsh move 101 alice apw e4", "").await;
    let outs = bed.round(BOB, "yinsh move 101 bob bpw f6", "").await;
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM moves WHERE board = 101")
            .await,
        3
    );
    assert!(
        outs.iter()
            .any(|o| o.to == BOB && o.subject.contains("queued move 3 dropped")),
        "{outs:#?}"
    );
    assert!(
        !outs
            .iter()
            .any(|o| o.to == ALICE && o.subject.contains("dropped")),
        "{outs:#?}"
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM queued").await, 0);
}

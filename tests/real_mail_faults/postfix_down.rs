//! Postfix stopped while moves come in: the replies wait, and go out
//! once it is back.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replies_wait_while_postfix_is_down() {
    const MOVES: usize = 6;
    let t0 = Instant::now();
    let bed = MailBed::start("postfix");
    let serve = Serve::start(&bed);
    let db = Db::open(&bed).await;
    let games = set_up(&bed, &db, &[("alice", "bob")], 1).await;
    let (board, first, second) = &games[0];
    let moves = plan(&mut StdRng::seed_from_u64(7), MOVES);
    let before = db.count("SELECT COUNT(*) FROM outbox").await;

    // The set-up's replies delivered first: Postfix stopped while it hands
    // a mail to Dovecot may hand it again once started (its delivery is at
    // least once), which would be no fault of the server's.
    postfix_idle(&bed).await;
    bed.control("stop-postfix");
    for (k, (seat, mv)) in moves.iter().enumerate() {
        let who = [first, second][*seat];
        bed.lmtp(who, &format!("yinsh move {board} {who} {who}pw {mv}"))
            .await;
        db.wait_count(
            &format!("SELECT COUNT(*) FROM moves WHERE board = {board}"),
            k as i64 + 1,
        )
        .await;
    }
    // Tried again and again (a failing reply holds back the later ones to
    // the same player); none given up.
    db.wait_count(
        "SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND attempts >= 2 AND recipient = 'alice@ringmail.test'",
        1,
    )
    .await;
    let pending = db
        .count("SELECT COUNT(*) FROM outbox WHERE status = 'pending'")
        .await;
    assert_eq!(pending, 2 * MOVES as i64, "every reply waits");
    assert_eq!(
        db.count("SELECT COUNT(*) FROM outbox WHERE status = 'failed'")
            .await,
        0
    );
    assert_eq!(
        db.count("SELECT COUNT(*) FROM outbox").await,
        before + pending
    );
    let attempts = db
        .count("SELECT COALESCE(MAX(attempts), 0) FROM outbox WHERE status = 'pending'")
        .await;
    let down = Instant::now();

    bed.control("start-postfix");
    db.wait_all_sent().await;
    let drained = down.elapsed();
    assert_eq!(db.moves(*board).await, texts(&moves));
    let duplicates = check_mailboxes(&bed, &db, &["alice", "bob"]).await;
    assert_eq!(duplicates, 0, "no reply came twice");
    eprintln!(
        "{pending} replies waited (up to {attempts} attempts) and went out {drained:.1?} after Postfix came back; {:.1?} in all",
        t0.elapsed()
    );
    serve.stop();
}

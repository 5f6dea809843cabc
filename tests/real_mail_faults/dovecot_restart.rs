//! Dovecot restarted under the idling server: the server connects
//! again and reads the mail that came meanwhile.

use super::*;

/// Times the server logged an IMAP connection.
fn imap_connects(bed: &MailBed) -> usize {
    std::fs::read_to_string(bed.dir.join("serve.log"))
        .unwrap_or_default()
        .matches("IMAP connected")
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_reconnects_after_dovecot_restarts() {
    let t0 = Instant::now();
    let bed = MailBed::start("dovecot");
    let serve = Serve::start(&bed);
    let db = Db::open(&bed).await;
    let games = set_up(&bed, &db, &[("alice", "bob")], 2).await;
    // The server idles on its inbox.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(imap_connects(&bed), 1);
    let moves = plan(&mut StdRng::seed_from_u64(3), 1);

    bed.control("stop-dovecot");
    // Mail sent meanwhile waits in Postfix.
    let (b1, p1, _) = &games[0];
    bed.send(p1, &format!("yinsh move {b1} {p1} {p1}pw {}", moves[0].1))
        .await;
    bed.control("start-dovecot");
    let up = Instant::now();
    let (b2, p2, _) = &games[1];
    bed.send(p2, &format!("yinsh move {b2} {p2} {p2}pw {}", moves[0].1))
        .await;
    let sent = Instant::now();
    while imap_connects(&bed) < 2 {
        assert!(up.elapsed() < PATIENCE, "the server reconnects");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let reconnect = up.elapsed();
    db.wait_count(&format!("SELECT COUNT(*) FROM moves WHERE board = {b2}"), 1)
        .await;
    let applied = sent.elapsed();
    db.wait_count("SELECT COUNT(*) FROM moves", 2).await;
    let both = up.elapsed();
    eprintln!(
        "reconnected {reconnect:.2?} after Dovecot was back; the move sent then applied in {applied:.2?}; the move sent while it was down applied {both:.2?} after it was back"
    );
    assert!(
        reconnect < Duration::from_secs(5),
        "reconnected after {reconnect:.2?}"
    );
    assert!(
        applied < Duration::from_secs(5),
        "applied after {applied:.2?}"
    );
    assert_eq!(db.moves(*b1).await, texts(&moves));
    assert_eq!(db.moves(*b2).await, texts(&moves));
    db.wait_all_sent().await;
    let duplicates = check_mailboxes(&bed, &db, &["alice", "bob"]).await;
    assert_eq!(duplicates, 0);
    eprintln!("{:.1?} in all", t0.elapsed());
    serve.stop();
}

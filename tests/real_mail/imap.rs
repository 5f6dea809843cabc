//! What the IMAP inbound meets: a mail read again after a crash, an
//! oversize mail, servers without MOVE, IDLE or UIDPLUS, and a folder
//! made again.

use super::*;

/// Fetches until `n` messages are waiting.
async fn fetch_n(inbox: &mut dyn ringmail::mail::Inbound, n: usize) -> Vec<ringmail::mail::InMail> {
    let start = Instant::now();
    loop {
        let got = inbox.fetch(100).await.unwrap();
        if got.len() >= n {
            assert_eq!(got.len(), n, "no more than {n}");
            return got;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "{} of {n} mails came",
            got.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mail_read_again_after_a_crash_is_not_applied_twice() {
    use ringmail::server::Processed;
    let bed = MailBed::start("crash");
    let config = bed.config();
    let server = Server::open(config.clone()).await.unwrap();
    let mut games = bed.mailbox(GAMES).await;
    bed.send(ALICE, "signup alice apw", "").await;
    // Read and processed, then a crash before the message is moved.
    let mut inbox = inbound_from(&config).unwrap();
    let first = fetch_n(inbox.as_mut(), 1).await;
    assert!(matches!(
        server
            .process(&first[0].raw, first[0].oversize)
            .await
            .unwrap(),
        Processed::Answered { .. }
    ));
    drop(inbox);
    assert_eq!(games.uids("INBOX").await.len(), 1, "still in the inbox");
    // The next run reads it again; the database recognises it.
    let mut inbox = inbound_from(&config).unwrap();
    let again = fetch_n(inbox.as_mut(), 1).await;
    assert_eq!(again[0].raw, first[0].raw);
    assert_eq!(
        server.process(&again[0].raw, false).await.unwrap(),
        Processed::Duplicate
    );
    inbox.ack(&again[0].id).await.unwrap();
    assert!(inbox.fetch(100).await.unwrap().is_empty());
    assert_eq!(games.uids("INBOX").await.len(), 0);
    assert_eq!(games.uids("Processed").await.len(), 1);

    // With imap_move off, a processed mail is flagged \Seen and stays.
    let config = bed.config_with("imap_move = false");
    let mut inbox = inbound_from(&config).unwrap();
    bed.send(BOB, "signup bob bpw", "").await;
    let got = fetch_n(inbox.as_mut(), 1).await;
    server.process(&got[0].raw, false).await.unwrap();
    inbox.ack(&got[0].id).await.unwrap();
    assert!(
        inbox.fetch(100).await.unwrap().is_empty(),
        "seen mail is not read again"
    );
    games.session.select("INBOX").await.unwrap();
    let seen = games.session.uid_search("SEEN").await.unwrap();
    assert_eq!(seen.len(), 1);
    assert_eq!(games.uids("INBOX").await.len(), 1);
}

/// A mail far larger than `max_mail_bytes` in the IMAP inbox: the reader
/// hands out only its first bytes, its sender gets the short error reply,
/// and the mail after it is handled as usual.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversize_mail_over_imap() {
    use ringmail::mail::compose::build_plain;
    let bed = MailBed::start("oversize");
    let config = bed.config_with("max_mail_bytes = 8192");
    let mut games = bed.mailbox(GAMES).await;
    let mut alice = bed.mailbox(ALICE).await;
    let mut bob = bed.mailbox(BOB).await;
    let filler = "yinsh show 101, and filler that makes this mail large\n".repeat(20_000);
    let big = build_plain(ALICE, GAMES, "signup alice apw", &filler, "players.test").unwrap();
    assert!(big.len() > 1_000_000);
    let small = build_plain(BOB, GAMES, "signup bob bpw", "", "players.test").unwrap();
    for raw in [&big, &small] {
        games
            .session
            .append("INBOX", None, None, raw)
            .await
            .unwrap();
    }
    let mut inbox = inbound_from(&config).unwrap();
    let got = fetch_n(inbox.as_mut(), 2).await;
    assert!(got[0].oversize);
    assert_eq!(got[0].raw, big[..8193]);
    assert!(!got[1].oversize);
    assert_eq!(got[1].raw, small);
    drop(inbox);
    // Dovecot logs the body bytes each session fetched when it ends: the
    // big mail's first bytes and the small one, not the whole big mail.
    let log = bed.dir.join("dovecot/dovecot.log");
    let start = Instant::now();
    let fetched: usize = loop {
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        let sessions: Vec<usize> = text
            .lines()
            .filter(|l| l.contains("imap(games@ringmail.test)") && l.contains("Disconnected"))
            .filter_map(|l| {
                l.split_once(" body_bytes=")?
                    .1
                    .split(' ')
                    .next()?
                    .parse()
                    .ok()
            })
            .collect();
        if let [bytes] = sessions[..] {
            break bytes;
        }
        assert!(start.elapsed() < PATIENCE, "no session end in {text}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(
        fetched < 8193 + small.len() + 1024,
        "{fetched} bytes fetched"
    );

    let running = Running::start(config).await;
    let a = alice.expect(1).await;
    assert_eq!(a[0].subject, "error");
    assert!(a[0].body.contains("larger than 8 KiB"), "{}", a[0].body);
    let b = bob.expect(1).await;
    assert!(b[0].body.contains("Welcome"), "{}", b[0].body);
    running.stop().await;
    assert_eq!(games.uids("INBOX").await, Vec::<u32>::new());
    assert_eq!(games.uids("Processed").await.len(), 2);
}

/// A game played against an IMAP server that announces `capabilities`:
/// every mail is answered, and taken out of the game account's INBOX into
/// `Processed` without MOVE (COPY, `\Deleted`, then UID EXPUNGE with
/// UIDPLUS or EXPUNGE without); without IDLE, new mail is found by polling.
async fn a_smaller_imap_server(name: &str, capabilities: &str) {
    let bed = MailBed::start_with(name, &[("MAILBED_IMAP_CAPABILITY", capabilities)]);
    let mut games = bed.mailbox(GAMES).await;
    let caps = games.session.capabilities().await.unwrap();
    for cap in ["MOVE", "IDLE", "UIDPLUS"] {
        assert_eq!(
            caps.has_str(cap),
            capabilities.split_whitespace().any(|c| c == cap),
            "Dovecot announces {cap} as the bed was told"
        );
    }
    let running = Running::start(bed.config_with("imap_poll_seconds = 1")).await;
    // Each mail is sent once the server has answered the one before, so
    // each is found by a look at an INBOX that was idle.
    let (_alice, _bob, ..) = sign_up_and_challenge(&bed).await;
    running.stop().await;
    assert_eq!(
        games.uids("INBOX").await,
        Vec::<u32>::new(),
        "INBOX emptied"
    );
    assert_eq!(
        games.uids("Processed").await.len(),
        5,
        "two sign-ups, two confirmations and a challenge processed"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_imap_server_without_move_idle_or_uidplus() {
    a_smaller_imap_server(
        "nomove",
        "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE LITERAL+",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_imap_server_without_move_or_idle_but_with_uidplus() {
    a_smaller_imap_server(
        "uidplus",
        "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE LITERAL+ UIDPLUS",
    )
    .await;
}

/// The game account's folder is deleted and made again under the running
/// server (a new UIDVALIDITY): the server reconnects and reads the new
/// folder's mail.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_folder_made_again_is_read_again() {
    let bed = MailBed::start("uidvalidity");
    let mut games = bed.mailbox(GAMES).await;
    games.session.create("Games").await.unwrap();
    // Dovecot need not wake an IDLE on a folder deleted under it: the
    // server looks again when the IDLE is renewed (every 2 s here), and
    // that look must find the new folder.
    let running =
        Running::start(bed.config_in("Games", "imap_poll_seconds = 1\nimap_idle_seconds = 2"))
            .await;
    let mut alice = bed.mailbox(ALICE).await;
    let mut bob = bed.mailbox(BOB).await;
    let put = |from: &str, body: &str| {
        ringmail::mail::compose::build_plain(from, GAMES, "", body, "players.test").unwrap()
    };
    games
        .session
        .append("Games", None, None, put(ALICE, "signup alice apw\n"))
        .await
        .unwrap();
    assert!(alice.expect(1).await[0].body.contains("Welcome"));
    let before = games.session.select("Games").await.unwrap().uid_validity;
    games.session.select("INBOX").await.unwrap();
    games.session.delete("Games").await.unwrap();
    games.session.create("Games").await.unwrap();
    // Dovecot may find the new folder's index inconsistent while the
    // server's session races the deletion ("please relogin", or "Mailbox
    // was deleted under us"; it rebuilds the index on a later open): a
    // fresh session looks at it and appends bob's mail, again after a
    // moment if need be.
    let mut tries = 0;
    let after = loop {
        let mut fresh = bed.mailbox(GAMES).await;
        let tried = async {
            let selected = fresh.session.select("Games").await?;
            fresh
                .session
                .append("Games", None, None, put(BOB, "signup bob bpw\n"))
                .await?;
            Ok::<_, async_imap::error::Error>(selected.uid_validity)
        }
        .await;
        match tried {
            Ok(validity) => break validity,
            Err(e) => {
                tries += 1;
                assert!(tries < 10, "the new folder takes no mail: {e}");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    };
    assert_ne!(before, after, "a new UIDVALIDITY");
    assert!(bob.expect(1).await[0].body.contains("Welcome"));
    running.stop().await;
    let mut fresh = bed.mailbox(GAMES).await;
    assert_eq!(
        fresh.uids("Games").await,
        Vec::<u32>::new(),
        "Games emptied"
    );
    assert_eq!(
        fresh.uids("Processed").await.len(),
        2,
        "both mails processed"
    );
}

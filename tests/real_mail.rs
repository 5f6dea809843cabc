//! Games played over a real mail system: each test starts its own test bed
//! (`scripts/mailbed start DIR`: Postfix and Dovecot on loopback ports,
//! installed when missing), runs the server's loop in-process with the IMAP
//! inbound and the SMTP outbound, sends the players' mails to Postfix over
//! SMTP, and reads each player's mailbox over IMAP. A bed that cannot start
//! fails the test.

use crate::support;

use std::time::{Duration, Instant};

use lettre::Message;
use lettre::message::header::ContentType;
use ringmail::games::Outcome;
use ringmail::mail::inbound_from;
use ringmail::server::Server;
use support::Out;
use support::SERVER as GAMES;
use support::bed::MailBed;
use support::mailbox::{PATIENCE, Running};
use support::real_game::{BedConfig, board_mail, run_server, sign_up_and_challenge};

use support::real_game::{ALICE, BOB};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blitz_game_over_imap_and_smtp() {
    let t = Instant::now();
    let bed = MailBed::start("game");
    let running = run_server(&bed).await;
    let (mut alice, mut bob, mut g, thread, _) = sign_up_and_challenge(&bed).await;
    let record: Vec<String> = support::BLITZ_WIN.split(' ').map(String::from).collect();
    // Two sign-ups, two confirmations and the challenge.
    let mut sent = 5;
    for mv in &record {
        let seat = g.to_move().expect("game in progress");
        let (who, addr, pw) = [("alice", ALICE, "apw"), ("bob", BOB, "bpw")][seat];
        bed.send(addr, &format!("yinsh move 101 {who} {pw} {mv}"), "")
            .await;
        sent += 1;
        g.play_text(mv).unwrap();
        let (mover, other) = if seat == 0 {
            (&mut alice, &mut bob)
        } else {
            (&mut bob, &mut alice)
        };
        // One mail each: the mover's board mail is the reply.
        let m = mover.expect(1).await;
        let o = other.expect(1).await;
        assert!(
            m[0].body.starts_with("Move ") && m[0].body.contains("accepted"),
            "{m:#?}"
        );
        for outs in [&m, &o] {
            let b = board_mail(outs, g.as_ref(), false);
            assert_eq!(b.references[0], thread, "the game's thread");
        }
    }
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
    running.stop().await;
    // Every mail the server read was moved out of its inbox.
    let mut games = bed.mailbox(GAMES).await;
    assert_eq!(games.uids("INBOX").await.len(), 0, "inbox emptied");
    assert_eq!(games.uids("Processed").await.len(), sent);
    eprintln!("{} moves by mail in {:.1?}", record.len(), t.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_to_a_board_mail_is_a_move() {
    let bed = MailBed::start("reply");
    let running = run_server(&bed).await;
    let (mut alice, mut bob, mut g, thread, board) = sign_up_and_challenge(&bed).await;
    // Alice answers the board mail with her mail program: the subject is
    // the board mail's, the board quoted below her move.
    let quoted: String = g
        .render(["alice", "bob"])
        .lines()
        .map(|l| format!("> {l}\n"))
        .collect();
    let raw = Message::builder()
        .from(ALICE.parse().unwrap())
        .to(GAMES.parse().unwrap())
        .subject("Re: yinsh Board 101 alice")
        .in_reply_to(board.message_id.clone())
        .references(format!("{thread} {}", board.message_id))
        .header(ContentType::TEXT_PLAIN)
        .body(format!(
            "yinsh move 101 alice apw c3\n\nOn Monday the server wrote:\n{quoted}"
        ))
        .unwrap()
        .formatted();
    bed.send_raw(ALICE, &raw).await;
    g.play_text("c3").unwrap();
    let a = alice.expect(1).await;
    let b = bob.expect(1).await;
    assert!(
        a[0].body.starts_with("Move 1 on yinsh Board 101 accepted"),
        "{a:#?}"
    );
    for outs in [&a, &b] {
        let b = board_mail(outs, g.as_ref(), false);
        assert_eq!(b.references[0], thread);
    }
    // Alice's answers her mail, in her thread rooted at her New mail.
    let mine = board_mail(&a, g.as_ref(), false);
    assert_eq!(mine.references[1], board.message_id);
    running.stop().await;
}

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

/// Behind Postfix, as docs/operating.md shows: Postfix hands each mail for the
/// game address to `ringmail deliver` through a pipe service run as an
/// unprivileged user, and the replies go back out over SMTP. While the
/// database cannot be written, `deliver` exits 75 and Postfix keeps the
/// mail; once it can, a queue flush brings the mail in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_postfix_with_deliver() {
    use std::os::unix::fs::{PermissionsExt, chown};
    let home = std::env::temp_dir().join(format!("ringmail-deliver-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let data = home.join("data");
    std::fs::create_dir_all(&data).unwrap();
    // The pipe's user ("mail") runs a copy of the binary and owns the data.
    let bin = home.join("ringmail");
    std::fs::copy(env!("CARGO_BIN_EXE_ringmail"), &bin).unwrap();
    for p in [&home, &bin] {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let mail = nix_user_ids("mail");
    chown(&data, Some(mail.0), Some(mail.1)).unwrap();
    let config = home.join("ringmail.toml");
    let argv = format!(
        "{} deliver --config {} --recipient ${{recipient}}",
        bin.display(),
        config.display()
    );
    let bed = MailBed::start_with(
        "deliver",
        &[
            ("MAILBED_PIPE_ADDRESS", GAMES),
            ("MAILBED_PIPE_ARGV", &argv),
        ],
    );
    std::fs::write(
        &config,
        format!(
            "address = \"{GAMES}\"\ndatabase = \"sqlite://{}/ringmail.db\"\noutbound = \"smtp://127.0.0.1:{}\"\n",
            data.display(),
            bed.smtp_port()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o644)).unwrap();

    // Sign-ups, a challenge and the first move, all through the pipe.
    let (mut alice, mut bob, mut g, thread, _) = sign_up_and_challenge(&bed).await;
    let mv = g.legal_move_texts()[0].clone();
    let who = ["alice", "bob"][g.to_move().unwrap()];
    let pw = if who == "alice" { "apw" } else { "bpw" };
    bed.send(
        &format!("{who}@ringmail.test"),
        &format!("yinsh move 101 {who} {pw} {mv}"),
        "",
    )
    .await;
    g.play_text(&mv).unwrap();
    let mover = if who == "alice" { &mut alice } else { &mut bob };
    // One mail: the mover's board mail is the reply.
    let outs = mover.expect(1).await;
    let board = board_mail(&outs, g.as_ref(), false);
    assert!(board.body.starts_with("Move 1 on yinsh Board 101 accepted"));
    assert_eq!(board.references[0], thread, "the game's thread");
    let other = if who == "alice" { &mut bob } else { &mut alice };
    board_mail(&other.expect(1).await, g.as_ref(), false);

    // The database cannot be written: Postfix keeps the mail.
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o500)).unwrap();
    std::fs::set_permissions(
        data.join("ringmail.db"),
        std::fs::Permissions::from_mode(0o400),
    )
    .unwrap();
    bed.send(ALICE, "yinsh show 101", "").await;
    // Postfix has tried the pipe and deferred the mail. Flushing any
    // earlier could race an attempt still running, whose failure would
    // then wait out Postfix's backoff of minutes.
    let queue = deferred_mail(&bed, GAMES).await;
    assert!(alice.new_uids().await.is_empty(), "no reply while deferred");
    assert!(
        queue.contains("temporary failure") && queue.contains("the MTA should retry"),
        "deferred by deliver's exit status 75 (EX_TEMPFAIL):\n{queue}"
    );
    // Writable again, and the queue flushed: the mail comes in.
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::set_permissions(
        data.join("ringmail.db"),
        std::fs::Permissions::from_mode(0o644),
    )
    .unwrap();
    let flushed = std::process::Command::new("postqueue")
        .args(["-c", bed.dir.join("postfix").to_str().unwrap(), "-f"])
        .status()
        .unwrap();
    assert!(flushed.success());
    let shown = alice.expect(1).await;
    assert!(
        shown.iter().any(|o| o.body.contains(&mv)),
        "the board shows the move: {shown:?}"
    );
    drop(bed);
    let _ = std::fs::remove_dir_all(&home);
}

/// Waits until Postfix's queue holds a mail to `recipient` in its deferred
/// queue, and returns that queue entry as `postqueue -j` prints it.
async fn deferred_mail(bed: &MailBed, recipient: &str) -> String {
    let start = Instant::now();
    loop {
        let out = std::process::Command::new("postqueue")
            .args(["-c", bed.dir.join("postfix").to_str().unwrap(), "-j"])
            .output()
            .unwrap();
        let listing = String::from_utf8_lossy(&out.stdout).to_string();
        if let Some(entry) = listing
            .lines()
            .find(|l| l.contains("\"queue_name\": \"deferred\"") && l.contains(recipient))
        {
            return entry.to_string();
        }
        assert!(
            start.elapsed() < PATIENCE,
            "no mail to {recipient} deferred in Postfix's queue:\n{listing}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A system user's uid and gid.
fn nix_user_ids(name: &str) -> (u32, u32) {
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap();
    passwd
        .lines()
        .find_map(|l| {
            let f: Vec<&str> = l.split(':').collect();
            (f[0] == name).then(|| (f[2].parse().unwrap(), f[3].parse().unwrap()))
        })
        .unwrap_or_else(|| panic!("no user {name}"))
}

/// A reply to a confirmation mail's `Reply-To` (`games+confirm-TOKEN@`)
/// with a subject of its own confirms: Postfix and Dovecot deliver the
/// address with its extension to the game account, and the server reads
/// the token from it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_to_the_confirmations_reply_to_address_confirms() {
    let bed = MailBed::start("replyto");
    let running = run_server(&bed).await;
    let mut alice = bed.mailbox(ALICE).await;
    bed.send(ALICE, "signup alice apw", "").await;
    let confirmation = alice.expect(1).await.remove(0);
    let token = confirmation
        .subject
        .strip_prefix("confirm ")
        .expect("a confirmation")
        .to_string();
    let reply_to = format!("games+confirm-{token}@ringmail.test");
    let raw = ringmail::mail::compose::build_plain(
        ALICE,
        &reply_to,
        "Re: welcome",
        "Yes, that was me.\n",
        "players.test",
    )
    .unwrap();
    bed.send_raw_to(ALICE, &reply_to, &raw).await;
    let answer = alice.expect(1).await;
    assert!(
        answer[0].body.contains("is confirmed for alice"),
        "{answer:?}"
    );
    running.stop().await;
}

/// A plain reply to `board` sent to its `Reply-To`: `first` on the first
/// line, the board mail quoted below it, and no password anywhere.
async fn reply_to_board(bed: &MailBed, from: &str, board: &Out, first: &str) {
    let to = board
        .reply_to
        .clone()
        .expect("the board mail has a Reply-To");
    let quoted: String = board.body.lines().map(|l| format!("> {l}\n")).collect();
    let raw = Message::builder()
        .from(from.parse().unwrap())
        .to(to.parse().unwrap())
        .subject(format!("Re: {}", board.subject))
        .in_reply_to(board.message_id.clone())
        .references(board.references.join(" "))
        .header(ContentType::TEXT_PLAIN)
        .body(format!(
            "{first}\n\nOn Monday, games@ringmail.test wrote:\n{quoted}"
        ))
        .unwrap()
        .formatted();
    bed.send_raw_to(from, &to, &raw).await;
}

/// A whole blitz game played by plain replies to the board mails' Reply-To
/// addresses (`games+play-TOKEN@`), through Postfix and Dovecot, with no
/// password; a reply to a finished board's token is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blitz_game_played_by_replies_alone() {
    let t = Instant::now();
    let bed = MailBed::start("replyplay");
    let running = run_server(&bed).await;
    let (mut alice, mut bob, mut g, thread, first) = sign_up_and_challenge(&bed).await;
    let record: Vec<&str> = support::BLITZ_WIN.split(' ').collect();
    // The latest board mail of each player.
    let mut latest: [Option<Out>; 2] = [Some(first), None];
    let mut used = Vec::new();
    for mv in &record {
        let seat = g.to_move().expect("game in progress");
        let addr = [ALICE, BOB][seat];
        let board = latest[seat]
            .clone()
            .expect("a board mail to the player to move");
        assert!(
            board
                .reply_to
                .as_deref()
                .is_some_and(|r| r.starts_with("games+play-") && r.ends_with("@ringmail.test")),
            "{board:#?}"
        );
        used.push(board.clone());
        reply_to_board(&bed, addr, &board, mv).await;
        g.play_text(mv).unwrap();
        let (mover, other) = if seat == 0 {
            (&mut alice, &mut bob)
        } else {
            (&mut bob, &mut alice)
        };
        // The mover's board mail is the answer to the reply.
        let m = mover.expect(1).await;
        let o = other.expect(1).await;
        assert!(m.iter().any(|x| x.body.contains("accepted")), "{m:#?}");
        for (s, outs) in [(seat, &m), (1 - seat, &o)] {
            let b = board_mail(outs, g.as_ref(), false);
            assert_eq!(b.references[0], thread, "the game's thread");
            // Only the mail to the player to move carries a token.
            assert_eq!(b.reply_to.is_some(), g.to_move() == Some(s), "{b:#?}");
            latest[s] = Some(b);
        }
    }
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
    // The board is over: a reply to any of its tokens is refused.
    let old = used.last().unwrap().clone();
    reply_to_board(&bed, BOB, &used[used.len() - 2], "resign").await;
    let refused = bob.expect(1).await;
    assert!(
        refused[0].body.contains("unknown, or its board is over"),
        "{refused:#?}"
    );
    reply_to_board(&bed, ALICE, &old, "undo").await;
    let refused = alice.expect(1).await;
    assert!(
        refused[0].body.contains("unknown, or its board is over"),
        "{refused:#?}"
    );
    running.stop().await;
    eprintln!("{} moves by reply in {:.1?}", record.len(), t.elapsed());
}

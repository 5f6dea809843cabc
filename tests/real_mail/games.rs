//! Games over IMAP and SMTP: a blitz game by commands, a reply to a board
//! mail as a move, a confirmation by a reply to its `Reply-To`, and a
//! blitz game played by replies alone.

use super::*;

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

//! Mails refused in whole or in part: oversize and long mails, senders
//! that cannot be answered, refused commands that change nothing, and a
//! good command beside a bad one.

use super::*;

fn oversize_mail(bed: &Bed) -> Vec<u8> {
    let mut body = String::from("yinsh move 101 alice secret e5\n");
    while body.len() < 300 * 1024 {
        body.push_str("filler text that makes this mail far too large to read\n");
    }
    bed.mail(ALICE, "big", &body)
}

#[tokio::test]
async fn oversize_mail_gets_a_short_error_only() {
    let mut bed = Bed::new("oversize").await;
    board_with(&mut bed, &[]).await;
    for raw in [oversize_mail(&bed), crlf(&oversize_mail(&bed))] {
        bed.put(&raw);
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 1);
        assert_eq!(outs[0].subject, "error");
        assert!(
            outs[0].body.contains("larger than 256 KiB"),
            "{}",
            outs[0].body
        );
        assert!(outs[0].body.len() < 200);
        assert!(moves_on_101(&bed).await.is_empty());
    }
}

/// A long mail with no command from a confirmed player: the error reply
/// echoes the start of it (at most 8 KiB), says the rest is not shown, and
/// goes out in CRLF. (The builder's own 64 KiB cap on any reply body is
/// tested in `mail::compose`.)
#[tokio::test]
async fn a_long_mail_is_echoed_cut_short() {
    let mut bed = Bed::new("longreply").await;
    bed.signup(ALICE, "alice", "secret").await;
    let body: String = (0..15_000).map(|i| format!("chatter {i}\n")).collect();
    assert!(body.len() > 128 * 1024 && body.len() < 256 * 1024);
    bed.send(ALICE, "just chatting", &body);
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    let reply = &outs[0].body;
    assert!(reply.contains("Original message follows:\n\nchatter 0\n"));
    assert!(reply.len() <= 9 * 1024, "{}", reply.len());
    assert!(
        reply.ends_with("\n[... the rest of your mail is not shown]\n"),
        "{}",
        &reply[reply.len() - 200..]
    );
    let raw = std::fs::read(bed.dir.join("outbox").join(&outs[0].file)).unwrap();
    assert!(
        !raw.windows(2).any(|w| w[1] == b'\n' && w[0] != b'\r'),
        "CRLF only"
    );
}

/// A sender whose address cannot be written as a recipient is recorded and
/// not answered; a mail with a Message-ID that cannot go back out is
/// answered, without it.
#[tokio::test]
async fn unanswerable_senders_and_unusable_ids() {
    let mut bed = Bed::new("unanswerable").await;
    bed.put(b"From: <\"a,b\"@evil.org>\nTo: games@ringmail.test\nSubject: signup eve pw\nMessage-ID: <eve.1@evil.org>\n\nx\n");
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    let d = disposition(&bed).await;
    assert!(
        d.starts_with("not answered") && d.contains("cannot be answered"),
        "{d}"
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM players WHERE robot = 0")
            .await,
        0
    );

    let long = format!("<{}@example.org>", "x".repeat(300));
    for id in [long.as_str(), "<caf\u{e9}.1@example.org>"] {
        let raw = format!(
            "From: {ALICE}\nTo: games@ringmail.test\nSubject: list\nMessage-ID: {id}\n\
             References: {id}\n\nx\n"
        );
        bed.put(raw.as_bytes());
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 1, "{id}: {outs:#?}");
        assert_eq!(outs[0].in_reply_to, None);
        assert!(outs[0].references.is_empty(), "{:?}", outs[0].references);
    }
}

#[tokio::test]
async fn refused_commands_change_nothing() {
    let mut bed = Bed::new("refused").await;
    board_with(&mut bed, &RING_AT_C3).await;
    let cases = [
        (ALICE, "yinsh move 101 alice WRONG c3-c4", "wrong password"),
        (
            ALICE,
            "yinsh move 101 carol secret c3-c4",
            // A refused command's arguments are masked, and an unknown
            // user id is not named back (a password may stand there).
            "there is no player with that user id",
        ),
        (ALICE, "yinsh move 101 alice secret c3-a1", "not accepted"),
        (BOB, "yinsh move 101 bob pw k8-j7", "not your turn"),
        (ALICE, "yinsh move 101 alice secret c3-c4#5", "guard #5"),
        (
            ALICE,
            "yinsh move 101 alice secret c3-c4:xa2",
            "not accepted",
        ),
        (
            ALICE,
            "yinsh move 102 alice secret c3-c4",
            "no yinsh board 102",
        ),
        (ALICE, "rin move 101 alice secret 1,1", "no rin board 101"),
        (BOB, "yinsh challenge alice carol", "no player 'carol'"),
        (ALICE, "yinsh resign 101 bob secret", "wrong password"),
    ];
    for (from, command, why) in cases {
        let before = bed.game_state().await;
        let inbound = bed.count("SELECT COUNT(*) FROM inbound").await;
        bed.send(from, command, "a comment");
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 1, "{command}: {outs:#?}");
        assert_eq!(outs[0].to, from);
        assert!(
            outs[0].subject.ends_with("Error") || outs[0].subject.ends_with("error"),
            "{}",
            outs[0].subject
        );
        assert!(outs[0].body.contains(why), "{command}: {}", outs[0].body);
        assert!(outs[0].body.contains("Original message follows:"));
        assert!(!outs[0].body.contains("WRONG") || command.contains("WRONG"));
        if command.contains(" move ") || command.contains(" resign ") {
            let game = command.split(' ').next().unwrap();
            assert!(
                outs[0].body.contains(&format!("> {game} move"))
                    || outs[0].body.contains(&format!("> {game} resign")),
                "the command is echoed"
            );
            assert!(
                outs[0].body.contains("********"),
                "the password is hidden in the echo"
            );
        }
        assert_eq!(
            bed.game_state().await,
            before,
            "{command} changed the database"
        );
        assert_eq!(bed.count("SELECT COUNT(*) FROM inbound").await, inbound + 1);
    }
    // The game-over case.
    bed.send(ALICE, "yinsh resign 101 alice secret", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs[1].subject, "yinsh Board 101 over: bob wins");
    let before = bed.game_state().await;
    bed.send(BOB, "yinsh move 101 bob pw k8-j7", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs[0].subject, "yinsh Board 101 Error");
    // (The refused command's user id is masked wherever it stands.)
    assert!(
        outs[0].body.contains("board 101 is over (******** wins)"),
        "{}",
        outs[0].body
    );
    assert_eq!(bed.game_state().await, before);
}

#[tokio::test]
async fn one_good_and_one_bad_command_in_one_mail() {
    let mut bed = Bed::new("mixed").await;
    board_with(&mut bed, &[]).await;
    bed.send(
        ALICE,
        "two moves",
        "yinsh move 101 alice secret e5\nyinsh move 101 alice secret e6\n",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    // The first is applied (board mails), the second refused: one reply.
    assert_eq!(outs.len(), 3);
    assert_eq!(outs[0].subject, "yinsh Board 101 Error");
    assert!(outs[0].body.contains("accepted: e5"));
    assert!(outs[0].body.contains("not your turn"));
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
}

//! The server core on real mails: golden `.eml` fixtures (LF and CRLF),
//! refused commands that change nothing, mails seen twice, a crash between
//! commit and inbox removal, and two servers on one database.

use crate::support;

use ringmail::server::{Processed, Server};
use support::{Bed, Out, config_for, crlf};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/fixtures/mail/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// Signs up alice (secret) and bob (pw), starts yinsh board 101 and plays
/// `moves` on it.
async fn board_with(bed: &mut Bed, moves: &[&str]) {
    bed.signup(ALICE, "alice", "secret").await;
    bed.signup(BOB, "bob", "pw").await;
    bed.send(ALICE, "yinsh challenge alice bob", "");
    bed.run_once().await;
    for (i, m) in moves.iter().enumerate() {
        let (who, addr, pw) = if i % 2 == 0 {
            ("alice", ALICE, "secret")
        } else {
            ("bob", BOB, "pw")
        };
        bed.send(addr, &format!("yinsh move 101 {who} {pw} {m}"), "");
        bed.run_once().await;
    }
    let outs = bed.new_mail();
    assert!(
        outs.iter().all(|o| !o.subject.contains("rror")),
        "{outs:#?}"
    );
}

const RING_AT_C3: [&str; 10] = ["c3", "k7", "a2", "k8", "a3", "k9", "a4", "k10", "b1", "j11"];

async fn moves_on_101(bed: &Bed) -> Vec<String> {
    sqlx::query_scalar("SELECT text FROM moves WHERE board = 101 ORDER BY number")
        .fetch_all(bed.server.store().pool())
        .await
        .unwrap()
}

async fn disposition(bed: &Bed) -> String {
    sqlx::query_scalar("SELECT disposition FROM inbound ORDER BY id DESC LIMIT 1")
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

/// Runs `check` on a fresh bed for the fixture with LF and with CRLF ends.
async fn both_line_ends<F, Fut>(name: &str, setup: &[&str], check: F)
where
    F: Fn(Bed, Vec<Out>) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    for raw in [fixture(name), crlf(&fixture(name))] {
        let mut bed = Bed::new("fixture").await;
        board_with(&mut bed, setup).await;
        bed.put(&raw);
        bed.run_once().await;
        let outs = bed.new_mail();
        check(bed, outs).await;
    }
}

/// One board mail to each player (Alice, then Bob), no separate reply:
/// the sender's board mail carries the result at its top.
fn accepted(outs: &[Out], sender: &str, text: &str) {
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
    assert_eq!(to, [ALICE, BOB]);
    for o in outs {
        let first = o.body.lines().next().unwrap_or_default();
        assert_eq!(o.to == sender, first.contains(text), "{}", o.body);
        assert!(o.body.contains("Summary of yinsh Board 101"));
        assert!(!o.subject.contains("Error"));
    }
}

#[tokio::test]
async fn fixture_subject_command() {
    both_line_ends("subject-command.eml", &[], |_, _| async {}).await;
    let mut bed = Bed::new("fixture").await;
    board_with(&mut bed, &[]).await;
    bed.put(&fixture("subject-command.eml"));
    bed.run_once().await;
    let outs = bed.new_mail();
    accepted(&outs, ALICE, "Move 1 on yinsh Board 101 accepted: e5");
    assert!(
        outs[1]
            .body
            .contains("alice writes:\nPlacing my first ring in the middle.\nYour turn, Bob!"),
        "{}",
        outs[1].body
    );
    assert_eq!(
        outs[0].in_reply_to.as_deref(),
        Some("<20250303091500.1234@mail.example.org>")
    );
    assert_eq!(outs[0].subject, "yinsh Board 101 bob");
    assert!(!outs[0].body.contains("secret"));
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
}

#[tokio::test]
async fn fixture_subject_command_crlf() {
    let mut bed = Bed::new("fixture").await;
    board_with(&mut bed, &[]).await;
    bed.put(&crlf(&fixture("subject-command.eml")));
    bed.run_once().await;
    accepted(
        &bed.new_mail(),
        ALICE,
        "Move 1 on yinsh Board 101 accepted: e5",
    );
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
}

#[tokio::test]
async fn fixture_body_with_signature_and_quoted_board() {
    both_line_ends(
        "body-signature-quoted.eml",
        &RING_AT_C3,
        |bed, outs| async move {
            accepted(&outs, ALICE, "Move 11 on yinsh Board 101 accepted: c3-c7");
            assert!(
                outs[1]
                    .body
                    .contains("alice writes:\nThat row is mine soon.\n"),
                "{}",
                outs[1].body
            );
            assert!(
                !outs[1].body.contains("Alice Arden"),
                "the signature is no comment"
            );
            // Neither the resign under the signature nor the quoted move ran.
            let moves = moves_on_101(&bed).await;
            assert_eq!(moves.len(), 11);
            assert_eq!(moves[10], "c3-c7");
        },
    )
    .await;
}

#[tokio::test]
async fn fixture_several_commands() {
    for raw in [
        fixture("several-commands.eml"),
        crlf(&fixture("several-commands.eml")),
    ] {
        // A closed installation: sign-up needs no confirmation, so one
        // mail signs up and starts games.
        let mut bed = Bed::with_config("fixture", "confirm_addresses = false").await;
        bed.send(ALICE, "signup alice secret", "");
        bed.run_once().await;
        bed.new_mail();
        bed.put(&raw);
        bed.run_once().await;
        let outs = bed.new_mail();
        // One reply with three results, and two new boards mailed to both.
        assert_eq!(outs.len(), 5, "{outs:#?}");
        assert_eq!(outs[0].to, BOB);
        for want in [
            "Welcome, bob",
            "yinsh Board 101 is started",
            "rin Board 102 is started",
        ] {
            assert!(outs[0].body.contains(want), "{want}: {}", outs[0].body);
        }
        let new = |subject: &str| -> Vec<&Out> {
            let mails: Vec<&Out> = outs.iter().filter(|o| o.subject == subject).collect();
            assert_eq!(mails.len(), 2, "{subject}: {outs:#?}");
            mails
        };
        for o in new("New yinsh Board 101 bob") {
            assert!(
                o.body
                    .contains("bob writes:\nAlice said she would play a quick one.\nTwice, maybe.")
            );
            assert!(o.body.contains("options: -blitz"));
        }
        for o in new("New rin Board 102 bob") {
            assert!(
                o.body
                    .contains("\n11   .  .  .  .  .  .  .  .  .  .  .  .\n"),
                "a 12 x 12 board: {}",
                o.body
            );
        }
        assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 2);
    }
}

#[tokio::test]
async fn fixture_html_only() {
    let setup = ["e5", "k7", "a2", "k8", "a3", "k9", "a4", "k10", "b1", "j11"];
    both_line_ends("html-only.eml", &setup, |bed, outs| async move {
        accepted(&outs, ALICE, "accepted: e5-e9");
        assert!(
            outs[1]
                .body
                .contains("alice writes:\nRings & markers, here I come.\nSee you on the board."),
            "{}",
            outs[1].body
        );
        assert_eq!(
            moves_on_101(&bed).await.len(),
            11,
            "the resign after the signature did not run"
        );
    })
    .await;
}

#[tokio::test]
async fn fixture_latin1() {
    both_line_ends("latin1.eml", &[], |bed, outs| async move {
        accepted(&outs, ALICE, "accepted: d4");
        assert!(
            outs[1]
                .body
                .contains("Très bien, à toi. Ce coup-là est décisif"),
            "{}",
            outs[1].body
        );
        assert_eq!(moves_on_101(&bed).await, ["d4"]);
    })
    .await;
}

#[tokio::test]
async fn fixture_reply_to_a_board_mail() {
    let setup = [
        "e5", "f6", "a2", "k8", "a3", "k9", "a4", "k10", "b1", "j11", "e5-e6",
    ];
    both_line_ends("reply-board.eml", &setup, |bed, outs| async move {
        accepted(&outs, BOB, "accepted: f6-f10");
        // Bob's board mail answers his reply, in his thread.
        assert_eq!(outs[1].subject, "yinsh Board 101 alice");
        assert!(outs[1].references.len() >= 3, "{:?}", outs[1]);
        assert_eq!(outs[1].references.last(), outs[1].in_reply_to.as_ref());
        assert!(outs[1].body.contains("bob writes:\nNice one."));
        assert_eq!(moves_on_101(&bed).await.len(), 12);
    })
    .await;
}

#[tokio::test]
async fn fixture_garbage_gets_an_error() {
    both_line_ends("garbage.eml", &[], |bed, outs| async move {
        assert_eq!(outs.len(), 1);
        assert_eq!(outs[0].to, BOB);
        assert_eq!(outs[0].subject, "error");
        assert!(outs[0].body.contains("No command was found"));
        assert!(outs[0].body.contains("Original message follows:"));
        assert!(moves_on_101(&bed).await.is_empty());
    })
    .await;
}

#[tokio::test]
async fn fixtures_never_answered() {
    for (name, why) in [
        ("no-from.eml", "From"),
        ("auto-reply.eml", "Auto-Submitted"),
        ("bounce.eml", "return path"),
        ("read-report.eml", "multipart/report"),
    ] {
        both_line_ends(name, &RING_AT_C3, |bed, outs| async move {
            assert!(outs.is_empty(), "{name}: {outs:#?}");
            let d = disposition(&bed).await;
            assert!(
                d.starts_with("not answered") && d.contains(why),
                "{name}: {d}"
            );
            assert_eq!(moves_on_101(&bed).await.len(), 10, "{name} changed nothing");
            assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 1);
        })
        .await;
    }
}

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

#[tokio::test]
async fn the_same_mail_twice_is_applied_once() {
    let mut bed = Bed::new("twice").await;
    board_with(&mut bed, &[]).await;
    let raw = bed.mail(ALICE, "yinsh move 101 alice secret e5", "");
    bed.put(&raw);
    bed.put(&raw);
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    bed.put(&crlf(&raw));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
    // Without a Message-ID, the bytes are the key.
    let text = String::from_utf8(bed.mail(BOB, "yinsh move 101 bob pw e6", "")).unwrap();
    let no_id: String = text
        .split("\r\n")
        .filter(|l| !l.starts_with("Message-ID:"))
        .collect::<Vec<_>>()
        .join("\r\n");
    bed.put(no_id.as_bytes());
    bed.put(no_id.as_bytes());
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    assert_eq!(moves_on_101(&bed).await, ["e5", "e6"]);
    assert_eq!(
        std::fs::read_dir(bed.dir.join("inbox/new"))
            .unwrap()
            .count(),
        0
    );
}

#[tokio::test]
async fn crash_between_commit_and_inbox_removal() {
    let mut bed = Bed::new("crash").await;
    board_with(&mut bed, &[]).await;
    let raw = bed.mail(ALICE, "yinsh move 101 alice secret e5", "");
    bed.put(&raw);
    // The server commits the mail, then "dies" before taking it out of the
    // inbox: the worker step without the acknowledgement.
    assert_eq!(
        bed.server.process(&raw, false).await.unwrap(),
        Processed::Answered { replies: 2 }
    );
    assert_eq!(
        std::fs::read_dir(bed.dir.join("inbox/new"))
            .unwrap()
            .count(),
        1
    );
    // A new server on the same files starts and finds the mail again.
    let config = config_for(&bed.dir, "");
    bed.server = Server::open(config).await.unwrap();
    bed.run_once().await;
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "each reply once: {outs:#?}");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE status = 'sent'")
            .await,
        bed.count("SELECT COUNT(*) FROM outbox").await
    );
    assert_eq!(
        std::fs::read_dir(bed.dir.join("inbox/new"))
            .unwrap()
            .count(),
        0
    );
}

#[tokio::test]
async fn two_servers_on_one_database_never_act_on_a_stale_position() {
    let mut bed = Bed::new("two").await;
    board_with(&mut bed, &["e5"]).await;
    let other = Server::open(config_for(&bed.dir, "")).await.unwrap();
    // The first server knows the game after bob's move...
    let m = bed.mail(BOB, "yinsh move 101 bob pw e6", "");
    assert!(matches!(
        bed.server.process(&m, false).await.unwrap(),
        Processed::Answered { .. }
    ));
    // ...then alice moves through the other one (an MTA pipe, say).
    let m = bed.mail(ALICE, "yinsh move 101 alice secret e7", "");
    other.process(&m, false).await.unwrap();
    // The first server, which last saw alice to move, takes bob's move:
    // its refusal from memory is checked again against the database.
    let m = bed.mail(BOB, "yinsh move 101 bob pw e8", "");
    bed.server.process(&m, false).await.unwrap();
    assert_eq!(moves_on_101(&bed).await, ["e5", "e6", "e7", "e8"]);
    // The other server, which last saw bob to move, takes alice's move:
    // its insert collides with the log and is done again from the database.
    let m = bed.mail(ALICE, "yinsh move 101 alice secret e9", "");
    other.process(&m, false).await.unwrap();
    assert_eq!(moves_on_101(&bed).await, ["e5", "e6", "e7", "e8", "e9"]);
    // Bob moves through the other server; the first still has alice to
    // move at move 5 and accepts her move as number 5, which collides with
    // the log: the mail is done again from the database, as move 7.
    let m = bed.mail(BOB, "yinsh move 101 bob pw f5", "");
    other.process(&m, false).await.unwrap();
    let m = bed.mail(ALICE, "yinsh move 101 alice secret f6", "");
    bed.server.process(&m, false).await.unwrap();
    assert_eq!(
        moves_on_101(&bed).await,
        ["e5", "e6", "e7", "e8", "e9", "f5", "f6"]
    );
    bed.server.deliver_until_idle().await.unwrap();
    let outs = bed.new_mail();
    assert!(
        outs.iter().all(|o| !o.subject.contains("Error")),
        "{outs:#?}"
    );
    // One board mail to each player per move.
    assert_eq!(outs.len(), 6 * 2);
}

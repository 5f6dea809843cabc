//! Help on every command and topic, "did you mean ...?" for slips of the
//! command words, and the listing commands (`list GAME`, `show` with
//! several boards or players, `games` with several players or none).

use crate::support;

use ringmail::mail::parse::{GAME_SUBCOMMANDS, SERVER_COMMANDS};
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

async fn one_reply(bed: &mut Bed, from: &str, subject: &str, body: &str) -> Out {
    let outs = bed.round(from, subject, body).await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, from);
    outs.into_iter().next().unwrap()
}

#[tokio::test]
async fn help_lists_every_command_on_one_line_and_answers_each_topic() {
    let mut bed = Bed::new("help").await;
    bed.signup(ALICE, "alice", "apw").await;
    let r = one_reply(&mut bed, ALICE, "help", "").await;
    for w in SERVER_COMMANDS {
        assert!(
            r.body.lines().any(|l| l.trim_start().starts_with(w)),
            "no line for {w}:\n{}",
            r.body
        );
    }
    for w in GAME_SUBCOMMANDS {
        assert!(
            r.body
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("GAME {w}"))),
            "no line for GAME {w}:\n{}",
            r.body
        );
    }
    // Several topics in one command, each answered.
    let r = one_reply(
        &mut bed,
        ALICE,
        "help move show vacation notation clocks",
        "",
    )
    .await;
    assert!(!r.subject.contains("rror"), "{r:?}");
    for want in [
        "GAME move BOARD userid password MOVE[#N]",
        "GAME show BOARD[#N] ...",
        "vacation userid password DAYS",
        "i8-f5:xg5-g9xa5",
        "-nag=3 -forfeit=10",
    ] {
        assert!(r.body.contains(want), "{want} missing:\n{}", r.body);
    }
    let r = one_reply(&mut bed, ALICE, "help ratings accounts", "").await;
    assert!(r.body.contains("1500"), "{}", r.body);
    assert!(r.body.contains("confirm"), "{}", r.body);
    // Every command word is a topic.
    let all: Vec<&str> = SERVER_COMMANDS
        .iter()
        .chain(GAME_SUBCOMMANDS.iter())
        .copied()
        .collect();
    for chunk in all.chunks(10) {
        let r = one_reply(&mut bed, ALICE, &format!("help {}", chunk.join(" ")), "").await;
        assert!(!r.subject.contains("rror"), "{chunk:?}: {r:?}");
    }
    // An unknown topic is an error that names the topics, with a hint.
    let r = one_reply(&mut bed, ALICE, "help mvoe", "").await;
    assert_eq!(r.subject, "error");
    assert!(r.body.contains("did you mean 'move'?"), "{}", r.body);
    assert!(r.body.contains("notation"), "{}", r.body);
}

#[tokio::test]
async fn game_help_has_the_labelled_board_and_how_to_read_it() {
    let mut bed = Bed::new("gamehelp").await;
    bed.signup(ALICE, "alice", "apw").await;
    let r = one_reply(&mut bed, ALICE, "yinsh help", "").await;
    let board = include_str!("../../shared/spec/yinsh-empty-board.txt");
    for line in board.lines().filter(|l| !l.trim().is_empty()) {
        assert!(
            r.body.contains(&format!("  {line}\n")),
            "board line {line:?} missing:\n{}",
            r.body
        );
    }
    for want in [
        "(o)",
        "a White or Black marker",
        "column E",
        "joined by ':'",
    ] {
        assert!(r.body.contains(want), "{want} missing:\n{}", r.body);
    }
    let r = one_reply(&mut bed, ALICE, "help rin", "").await;
    for want in [
        "+   an empty marked point",
        "3,2 is row 3, column 2",
        "safe zone",
    ] {
        assert!(r.body.contains(want), "{want} missing:\n{}", r.body);
    }
}

#[tokio::test]
async fn a_slip_of_a_command_word_gets_did_you_mean_with_the_password_hidden() {
    let mut bed = Bed::new("slip").await;
    bed.signup(ALICE, "alice", "apw-secret").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.send(ALICE, "yinsh challenge alice bob", "");
    bed.run_once().await;
    bed.new_mail();
    let before = bed.game_state().await;
    for (subject, near) in [
        ("yinish move 101 alice apw-secret e5", "'yinsh'"),
        ("yinsh mvoe 101 alice apw-secret e5", "'move'"),
    ] {
        let r = one_reply(&mut bed, ALICE, subject, "").await;
        assert!(r.subject.contains("rror"), "{r:?}");
        assert!(
            r.body.contains(&format!("did you mean {near}?")),
            "{subject}: {}",
            r.body
        );
        assert!(!r.body.contains("apw-secret"), "{}", r.body);
        assert!(!r.subject.contains("apw-secret"), "{r:?}");
        assert!(r.body.contains("********"), "{}", r.body);
        assert_eq!(bed.game_state().await, before);
    }
    // The same slip on a body line.
    let r = one_reply(
        &mut bed,
        ALICE,
        "my move",
        "yinish move 101 alice apw-secret e5",
    )
    .await;
    assert!(r.body.contains("did you mean 'yinsh'?"), "{}", r.body);
    assert!(!r.body.contains("apw-secret"), "{}", r.body);
    // A line that is a command with a wrong second word.
    let r = one_reply(&mut bed, ALICE, "hi", "yinsh mvoe 101 alice apw-secret e5").await;
    assert!(r.body.contains("did you mean 'move'?"), "{}", r.body);
    assert!(!r.body.contains("apw-secret"), "{}", r.body);
    // An ordinary subject gets the plain "no command" answer.
    let r = one_reply(&mut bed, ALICE, "Hello there", "How are you?").await;
    assert!(r.body.contains("No command was found"), "{}", r.body);
    assert!(!r.body.contains("did you mean"), "{}", r.body);
    assert_eq!(bed.game_state().await, before);
}

#[tokio::test]
async fn list_show_and_games_with_several_or_no_names() {
    let mut bed = Bed::new("lists").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.signup(CAROL, "carol", "cpw").await;
    bed.send(ALICE, "yinsh challenge alice bob", "");
    bed.send(CAROL, "yinsh challenge carol bob", "");
    bed.send(CAROL, "rin challenge -size=8 carol alice", "");
    bed.run_once().await;
    bed.new_mail();
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    bed.new_mail();

    sqlx::query("UPDATE games SET updated_at = updated_at - 100 WHERE board = 102")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    let r = one_reply(&mut bed, ALICE, "list yinsh", "").await;
    assert!(r.body.contains("\nRunning yinsh boards: 2\n"), "{}", r.body);
    // The longest waiting first.
    let at = |n: &str| r.body.find(n).unwrap_or_else(|| panic!("{n}: {}", r.body));
    assert!(
        at("  102  carol vs bob") < at("  101  alice vs bob"),
        "{}",
        r.body
    );
    assert!(!r.body.contains("  103"), "{}", r.body);
    let r = one_reply(&mut bed, ALICE, "list", "").await;
    assert!(
        r.body.contains("yinsh") && r.body.contains("rin"),
        "{}",
        r.body
    );
    let r = one_reply(&mut bed, ALICE, "list chess", "").await;
    assert_eq!(r.subject, "error");

    // Several boards, one after a move.
    let r = one_reply(&mut bed, ALICE, "yinsh show 101#0 102", "").await;
    assert_eq!(
        r.body.matches("Summary of yinsh Board").count(),
        2,
        "{}",
        r.body
    );
    assert!(r.body.contains("Summary of yinsh Board 101\n"));
    assert!(r.body.contains("Summary of yinsh Board 102\n"));
    // Players' boards.
    let r = one_reply(&mut bed, ALICE, "yinsh show bob carol all", "").await;
    assert!(
        r.body.contains("yinsh boards of bob (all): 2"),
        "{}",
        r.body
    );
    assert!(
        r.body.contains("yinsh boards of carol (all): 1"),
        "{}",
        r.body
    );
    // games: several players, and none (the sender's own).
    let r = one_reply(&mut bed, BOB, "yinsh games alice carol", "").await;
    assert!(
        r.body.contains("yinsh boards of alice (active): 1"),
        "{}",
        r.body
    );
    assert!(
        r.body.contains("yinsh boards of carol (active): 1"),
        "{}",
        r.body
    );
    let r = one_reply(&mut bed, BOB, "yinsh games next", "").await;
    assert!(
        r.body.contains("yinsh boards of bob (next): 1"),
        "{}",
        r.body
    );
    let r = one_reply(&mut bed, ALICE, "rin games", "").await;
    assert!(
        r.body.contains("rin boards of alice (active): 1"),
        "{}",
        r.body
    );
    // Mixed or too many: refused.
    let r = one_reply(&mut bed, ALICE, "yinsh show 101 bob", "").await;
    assert_eq!(r.subject, "yinsh error", "{r:?}");
    let many = (0..11)
        .map(|i| format!("{}", 101 + i))
        .collect::<Vec<_>>()
        .join(" ");
    let r = one_reply(&mut bed, ALICE, &format!("yinsh show {many}"), "").await;
    assert_eq!(r.subject, "yinsh error", "{r:?}");
    // An address of no player must name the players.
    let r = one_reply(&mut bed, "nobody@players.test", "yinsh games", "").await;
    assert!(r.subject.contains("rror"), "{r:?}");
}

#[tokio::test]
async fn a_later_command_sees_the_board_as_an_earlier_one_of_the_mail_left_it() {
    let mut bed = Bed::new("earlier").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.send(ALICE, "yinsh challenge alice bob", "");
    bed.run_once().await;
    bed.new_mail();
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    bed.new_mail();
    // The board is in memory now; a move and a show in one mail.
    let outs = bed
        .round(
            BOB,
            "my move",
            "yinsh move 101 bob bpw f6\nyinsh show 101\n",
        )
        .await;
    let reply = &outs[0];
    assert_eq!(reply.to, BOB);
    let shown = reply.body.split("> yinsh show 101").nth(1).unwrap();
    assert!(shown.contains("   2. bob"), "{shown}");
    // Alone, a second move of bob's is refused: it is alice's turn.
    let outs = bed.round(BOB, "yinsh move 101 bob bpw g7", "").await;
    assert!(outs[0].body.contains("not your turn"), "{}", outs[0].body);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM moves WHERE board = 101")
            .await,
        2
    );
}

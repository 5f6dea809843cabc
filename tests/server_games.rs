//! Whole games played only by mail: `.eml` files into the Maildir, one
//! `serve --once` round per move, board mails checked after each move.

use crate::support;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::games::{AnyGame, Outcome, new_game};
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

async fn sign_up(bed: &mut Bed) {
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
}

/// Mails the server and returns the mail's Message-ID (with brackets).
fn send_id(bed: &Bed, from: &str, subject: &str, body: &str) -> String {
    let raw = bed.mail(from, subject, body);
    let id = mail_parser::MessageParser::default()
        .parse(&raw)
        .and_then(|m| m.message_id().map(|id| format!("<{id}>")))
        .expect("a Message-ID");
    bed.put(&raw);
    id
}

/// Checks the mails of one change, caused by the mail `cause` from
/// `sender`: one board mail to each player showing the engine's board, no
/// separate reply; the sender's board mail is the reply and carries the
/// command's `result` at its top. Every mail answers `cause` in the
/// player's thread; returns the entry the whole game shares.
#[allow(clippy::too_many_arguments)]
fn check_board_mails(
    outs: &[Out],
    sender: &str,
    cause: &str,
    result: &str,
    game: &str,
    board: i64,
    g: &dyn AnyGame,
    new: bool,
) -> String {
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let subject = support::expected_subject(game, board, g, new);
    let to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
    assert_eq!(to, [ALICE, BOB]);
    let board_text = g.render(["alice", "bob"]);
    for (seat, o) in outs.iter().enumerate() {
        assert_eq!(o.subject, subject);
        if o.to == sender {
            assert!(o.body.starts_with(result), "{}", o.body);
        } else {
            assert!(!o.body.contains(result), "{}", o.body);
        }
        // The block read at a glance, then the pbmserv body.
        let summary = format!("\n\nSummary of {game} Board {board}\n");
        let (glance, body) = o.body.split_once(&summary).expect("a summary");
        let turn = match (g.outcome(), g.to_move()) {
            (None, Some(s)) if s == seat => "Your move.".to_string(),
            (None, Some(s)) => format!("{} to move.", ["alice", "bob"][s]),
            _ => "Game over: ".to_string(),
        };
        assert!(glance.contains(&turn), "{turn} in:\n{glance}");
        assert!(
            body.contains(&board_text),
            "board text in:\n{body}\nexpected:\n{board_text}"
        );
        // The command that moves, in the mail to the player to move only.
        let to_move = format!(
            "To move, reply with your move, or send: {game} move {board} {} PASSWORD <move>#{}\n",
            ["alice", "bob"][seat],
            g.moves_played() + 1
        );
        let mover = g.outcome().is_none() && g.to_move() == Some(seat);
        assert_eq!(body.contains(&to_move), mover, "{body}");
        assert_eq!(body.contains("To move, reply"), mover, "{body}");
        assert!(!body.contains("apw") && !body.contains("bpw"));
        assert_eq!(o.auto_submitted.as_deref(), Some("auto-replied"));
        // Threads: the game's entry, the player's root (the New mail's own
        // Message-ID), then the mail that caused this one.
        assert!(o.message_id.contains(&format!("-{seat}@")) == new, "{o:?}");
        if new {
            assert_eq!(o.references.len(), 2, "{o:?}");
        } else {
            assert_eq!(o.references.len(), 3, "{o:?}");
            let root = &o.references[1];
            assert!(
                root.starts_with(&format!("<{game}-board-{board}."))
                    && root.ends_with(&format!("-{seat}@ringmail.test>")),
                "{root}"
            );
        }
        assert_eq!(o.in_reply_to.as_deref(), Some(cause));
        assert_eq!(o.references.last().map(String::as_str), Some(cause));
    }
    assert_eq!(outs[0].references[0], outs[1].references[0]);
    outs[0].references[0].clone()
}

/// Plays `moves` (canonical texts, each by the player to move) on a new
/// board, by mail, checking every board mail; returns the final position.
async fn play_by_mail(game: &str, options: &[&str], moves: &[String]) -> Box<dyn AnyGame> {
    let mut bed = Bed::new(&format!("game-{game}")).await;
    sign_up(&mut bed).await;
    let opts = options.join(" ");
    let cause = send_id(
        &bed,
        ALICE,
        &format!("{game} challenge {opts} alice bob"),
        "Have fun!",
    );
    bed.run_once().await;
    let mut g = new_game(game, options).unwrap();
    let outs = bed.new_mail();
    let started = format!("{game} Board 101 is started: alice");
    let thread = check_board_mails(&outs, ALICE, &cause, &started, game, 101, g.as_ref(), true);
    assert!(outs[1].body.contains("alice writes:\nHave fun!"));
    assert!(!outs[1].body.contains("Last move:"));
    for (i, mv) in moves.iter().enumerate() {
        let seat = g.to_move().expect("game in progress");
        let (who, addr, pw) = [("alice", ALICE, "apw"), ("bob", BOB, "bpw")][seat];
        // Alternate between the subject and the body, with and without a
        // comment and a #N guard.
        let n = g.moves_played() + 1;
        let command = if i % 3 == 2 {
            format!("{game} move 101 {who} {pw} {mv}#{n}")
        } else {
            format!("{game} move 101 {who} {pw} {mv}")
        };
        let cause = if i % 2 == 0 {
            send_id(&bed, addr, &command, &format!("move {n} comes"))
        } else {
            send_id(
                &bed,
                addr,
                "my move",
                &format!("{command}\nmove {n} comes\n\n-- \n{who}\n"),
            )
        };
        bed.run_once().await;
        let canonical = g.play_text(mv).unwrap();
        let outs = bed.new_mail();
        let accepted = format!("Move {n} on {game} Board 101 accepted: {canonical}\n\n");
        let t = check_board_mails(&outs, addr, &cause, &accepted, game, 101, g.as_ref(), false);
        assert_eq!(t, thread, "the whole game shares one thread");
        for o in &outs {
            assert!(
                o.body.contains(&format!("{who} writes:\nmove {n} comes")),
                "{}",
                o.body
            );
            assert!(
                o.body
                    .contains(&format!("Last move: {who} {canonical} (move {n})\n")),
                "{}",
                o.body
            );
        }
    }
    assert!(g.outcome().is_some(), "the record plays to the end");
    // The database agrees.
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE board = 101")
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap();
    assert_eq!(status, "over");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM moves WHERE board = 101")
            .await,
        moves.len() as i64
    );
    // No more moves are taken.
    bed.send(ALICE, &format!("{game} move 101 alice apw pass"), "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    assert_eq!(outs[0].subject, format!("{game} Board 101 Error"));
    assert!(outs[0].body.contains("over"), "{}", outs[0].body);
    g
}

/// A random game to its end, as canonical move texts.
fn random_record(game: &str, options: &[&str], seed: u64) -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = new_game(game, options).unwrap();
    let mut moves = Vec::new();
    while g.outcome().is_none() {
        let legal = g.legal_move_texts();
        // Prefer moves that remove rows, so that normal games end by rings.
        let removing: Vec<&String> = legal.iter().filter(|m| m.contains('x')).collect();
        let mv = if !removing.is_empty() && rng.gen_bool(0.9) {
            removing[rng.gen_range(0..removing.len())].clone()
        } else {
            legal[rng.gen_range(0..legal.len())].clone()
        };
        g.play_text(&mv).unwrap();
        moves.push(mv);
    }
    moves
}

#[tokio::test]
async fn a_blitz_game_by_mail() {
    let record: Vec<String> = support::BLITZ_WIN.split(' ').map(String::from).collect();
    let g = play_by_mail("yinsh", &["-blitz"], &record).await;
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
}

#[tokio::test]
async fn a_normal_game_by_mail() {
    let record = random_record("yinsh", &[], 11);
    assert!(record.len() > 30);
    let g = play_by_mail("yinsh", &[], &record).await;
    assert!(g.outcome().is_some());
}

#[tokio::test]
async fn a_random_blitz_game_by_mail() {
    let record = random_record("yinsh", &["-blitz"], 5);
    play_by_mail("yinsh", &["-blitz"], &record).await;
}

/// A random Rin game, sometimes with both stones of a double turn in one
/// move.
fn random_rin_record(size: u32, seed: u64) -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = new_game("rin", &[&format!("-size={size}")]).unwrap();
    let mut moves = Vec::new();
    while g.outcome().is_none() {
        let legal = g.legal_move_texts();
        let first = legal[rng.gen_range(0..legal.len())].clone();
        let two = g.to_json()["stones_left"] == 2 && rng.gen_bool(0.5);
        let mut after = g.clone();
        after.play_text(&first).unwrap();
        let mv = if two && after.outcome().is_none() {
            let l2 = after.legal_move_texts();
            format!("{first}:{}", l2[rng.gen_range(0..l2.len())])
        } else {
            first
        };
        let canonical = g.play_text(&mv).unwrap();
        moves.push(canonical);
    }
    moves
}

#[tokio::test]
async fn a_rin_game_by_mail() {
    let record = random_rin_record(8, 3);
    assert!(
        record.iter().any(|m| m.contains(';')),
        "some double turns in one mail"
    );
    let g = play_by_mail("rin", &["-size=8"], &record).await;
    let v = g.to_json();
    let (b, w) = (
        v["count"]["black"].as_u64().unwrap(),
        v["count"]["white"].as_u64().unwrap(),
    );
    assert_eq!(b + w, 64, "the board is full");
}

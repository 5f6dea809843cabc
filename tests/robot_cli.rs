//! `ringmail robot` and `ringmail match` from the outside: exit codes, the
//! one line of output, determinism with a seed.

use crate::support;

use std::time::{Duration, Instant};

use ringmail::games::new_game;
use support::cli::run;

/// The one line the robot printed, checked to be a legal move after
/// `record` in canonical notation.
fn robot_line(game: &str, options: &[&str], args: &[&str], record: &str) -> String {
    let mut all = vec!["robot", game];
    all.extend_from_slice(args);
    let out = run(&all, record);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "stderr: {err}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "one line: {text:?}");
    assert!(text.ends_with('\n'));
    let mv = text.trim_end().to_string();
    let mut g = new_game(game, options).unwrap();
    for line in record.lines().filter(|l| !l.trim().is_empty()) {
        g.play_text(line).unwrap();
    }
    assert_eq!(g.play_text(&mv), Ok(mv.clone()), "legal and canonical");
    mv
}

const PLACEMENTS: &str = "c3\nk7\na2\nk8\na3\nk9\na4\nk10\nb1\nj11\n";

#[test]
fn prints_one_legal_move() {
    let first = robot_line("yinsh", &[], &["--playouts", "50"], "");
    assert!(!first.contains('-'), "a placement: {first}");
    let mv = robot_line("yinsh", &[], &["--playouts", "50"], PLACEMENTS);
    assert!(mv.contains('-'), "a ring move: {mv}");
    let blitz = robot_line(
        "yinsh",
        &["-blitz"],
        &["--blitz", "--playouts", "50"],
        PLACEMENTS,
    );
    assert!(blitz.contains('-'));
    // Rin: Black's first stone alone, then a double turn of two stones,
    // then the one stone left of a turn sent a stone at a time.
    let one = robot_line("rin", &["-size=8"], &["--size=8", "--playouts", "50"], "");
    assert!(!one.contains(';'), "{one}");
    let two = robot_line("rin", &[], &["--playouts", "50"], "3,3\n");
    assert_eq!(two.split(';').count(), 2, "{two}");
    let last = robot_line("rin", &[], &["--playouts", "50"], "3,3\n4,4\n");
    assert!(!last.contains(';'), "{last}");
}

#[test]
fn the_same_seed_and_playouts_give_the_same_move() {
    let args = ["--playouts", "400", "--seed", "11"];
    let a = robot_line("yinsh", &[], &args, PLACEMENTS);
    let b = robot_line("yinsh", &[], &args, PLACEMENTS);
    assert_eq!(a, b);
    // On two threads too: each grows its own tree from its own seed.
    let two = ["--playouts", "400", "--seed", "11", "--threads", "2"];
    let a = robot_line("yinsh", &[], &two, PLACEMENTS);
    let b = robot_line("yinsh", &[], &two, PLACEMENTS);
    assert_eq!(a, b);
    let a = robot_line(
        "rin",
        &["-size=10"],
        &["--size=10", "--playouts", "300", "--seed", "3"],
        "4,4\n",
    );
    let b = robot_line(
        "rin",
        &["-size=10"],
        &["--size=10", "--playouts", "300", "--seed", "3"],
        "4,4\n",
    );
    assert_eq!(a, b);
}

#[test]
fn reads_the_record_from_a_file() {
    let dir = std::env::temp_dir().join(format!("ringmail-robot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.txt");
    std::fs::write(&path, format!("# a comment\n\n{PLACEMENTS}")).unwrap();
    // Standard input is not read when a file is given; here it holds the
    // same record, against which the move is checked.
    let mv = robot_line(
        "yinsh",
        &[],
        &["--playouts", "30", path.to_str().unwrap()],
        PLACEMENTS,
    );
    assert!(mv.contains('-'));
    let out = run(
        &["robot", "yinsh", dir.join("missing").to_str().unwrap()],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_illegal_record_exits_2_with_the_move_number() {
    let out = run(&["robot", "yinsh", "--playouts", "10"], "c3\nc3\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("move 2: c3: c3 is taken"), "{err}");
    assert_eq!(err.lines().count(), 1);
    let out = run(&["robot", "rin", "--playouts", "10"], "3,3\nhello\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .starts_with("move 2: hello: ")
    );
}

#[test]
fn a_finished_game_or_a_bad_option_exits_1() {
    for (args, record) in [
        (vec!["robot", "yinsh"], "c3\nresign\n"),
        (vec!["robot", "rin", "--blitz"], ""),
        (vec!["robot", "yinsh", "--size=8"], ""),
        (vec!["robot", "chess"], ""),
        (vec!["robot", "rin", "--size=9"], ""),
        (
            vec!["robot", "yinsh", "--think", "10", "--playouts", "10"],
            "",
        ),
    ] {
        let out = run(&args, record);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?} says why");
    }
    let out = run(&["robot", "yinsh"], "c3\nresign\n");
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("game is over")
    );
}

#[test]
fn think_bounds_the_wall_time() {
    let t = Instant::now();
    robot_line("yinsh", &[], &["--think", "200"], PLACEMENTS);
    // 180 ms of search; a loaded machine may add a little, never seconds.
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
}

#[test]
fn a_match_counts_its_games() {
    let out = run(
        &[
            "match",
            "rin",
            "--size=8",
            "greedy",
            "robot:20p",
            "--games",
            "2",
            "--seed",
            "4",
        ],
        "",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{text}");
    let games: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2);
    // Each game names the largest tree of each player: the greedy player
    // has none.
    for g in games {
        assert!(g.contains("(largest trees: 0 and "), "{g}");
        assert!(!g.ends_with("and 0 nodes)"), "{g}");
    }
    let last = text.lines().last().unwrap();
    assert!(
        last.starts_with("greedy against robot:20p: 2 games: "),
        "{last}"
    );
    assert!(last.contains("95% interval"), "{last}");
    let out = run(&["match", "yinsh", "robot", "human"], "");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_match_in_parts_plays_the_games_of_the_whole_match() {
    let games = |extra: &[&str]| {
        let mut args = vec![
            "match",
            "yinsh",
            "robot:20p",
            "robot-2026:20p",
            "--games",
            "4",
            "--seed",
            "5",
            "--nodes",
            "500",
        ];
        args.extend_from_slice(extra);
        let out = run(&args, "");
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let whole = games(&[]);
    assert_eq!(whole.len(), 4);
    let part = games(&["--first", "3"]);
    assert_eq!(part, whole[2..], "games 3 and 4, as in the whole match");
}

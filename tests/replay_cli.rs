//! `ringmail replay` as an outside checker drives it: exit codes, the error
//! line, plain and JSON output.

use crate::support;

use std::process::Output;

use support::cli;

/// Runs `ringmail replay yinsh ARGS` with `record` on standard input.
fn replay(args: &[&str], record: &str) -> Output {
    cli::run(&[&["replay", "yinsh"], args].concat(), record)
}

const PLACEMENTS: &str = "c3\nk7\na2\nk8\na3\nk9\na4\nk10\nb1\nj11\n";
/// White walks the ring from c3 up column c; Black walks j11 down column j.
const WALK: &str = "c3-c4\nj11-j10\nc4-c5\nj10-j9\nc5-c6\nj9-j8\nc6-c7\nj8-j7\n";

fn refused(args: &[&str], record: &str, line: &str) {
    let out = replay(args, record);
    assert_eq!(out.status.code(), Some(2), "{record}");
    assert!(out.stdout.is_empty(), "stdout stays empty");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(line),
        "stderr {err:?} should start with {line:?}"
    );
    assert_eq!(err.lines().count(), 1, "one line: {err:?}");
}

#[test]
fn illegal_moves_exit_2_with_the_move_number() {
    let p = PLACEMENTS;
    let cases: Vec<(String, &str)> = vec![
        ("hello\n".into(), "move 1: hello: "),
        ("c3\nc3\n".into(), "move 2: c3: c3 is taken"),
        (
            format!("{p}a2-a4\n"),
            "move 11: a2-a4: a2-a4 passes over the ring on a3",
        ),
        (
            format!("{p}j11-j10\n"),
            "move 11: j11-j10: the ring on j11 is x's",
        ),
        (
            format!("{p}c3-c4\nj11-j10\nc4-c3\n"),
            "move 13: c4-c3: c4-c3 ends on the marker on c3",
        ),
        (
            format!("{p}c3-c4\nj11-j10\nc4-c1\n"),
            "move 13: c4-c1: c4-c1 goes on past the markers",
        ),
        (
            format!("{p}c3-c4#12\n"),
            "move 11: c3-c4#12: the guard #12 does not match",
        ),
        (
            format!("{p}{WALK}c7-c8\n"),
            "move 19: c7-c8: your move makes a row c3-c7; add the ring to remove, e.g. c7-c8:xc3-c7xa2",
        ),
        (
            format!("{p}{WALK}c7-c8:xc4-c8xa2\n"),
            "move 19: c7-c8:xc4-c8xa2: c4-c8 is not a row of five o markers",
        ),
        (
            format!("{p}{WALK}c7-c8:xc3-c7xk7\n"),
            "move 19: c7-c8:xc3-c7xk7: k7 is x's ring",
        ),
        (format!("{p}{WALK}c7-c8;\n"), "move 19: c7-c8;: "),
        (
            format!("{p}{WALK}c7-c8:xc3-c7xa2 extra\n"),
            "move 19: c7-c8:xc3-c7xa2 extra: ",
        ),
    ];
    for (record, line) in &cases {
        refused(&[], record, line);
    }
    // Comments and blank lines are not counted.
    refused(
        &[],
        "# a game\n\nc3\n\n# again\nc3\n",
        "move 2: c3: c3 is taken",
    );
}

#[test]
fn a_blitz_game_to_its_end() {
    let record = format!("{PLACEMENTS}{WALK}C7-C8:XC7-C3XA2\n");
    let out = replay(&["--blitz", "--json"], &record);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["game"], "yinsh");
    assert_eq!(v["blitz"], true);
    assert_eq!(v["moves"], 19);
    assert_eq!(v["status"], "white_wins");
    assert_eq!(v["to_move"], serde_json::Value::Null);
    assert_eq!(v["legal"], serde_json::json!([]));
    assert_eq!(
        v["rings_removed"],
        serde_json::json!({"white": 1, "black": 0})
    );
    assert_eq!(
        v["rings"]["white"],
        serde_json::json!(["a3", "a4", "b1", "c8"])
    );
    assert_eq!(
        v["markers"]["black"],
        serde_json::json!(["j8", "j9", "j10", "j11"])
    );
    assert_eq!(v["markers"]["white"], serde_json::json!([]));
    assert_eq!(v["pool"], 47);

    let plain = replay(&["--blitz"], &record);
    let text = String::from_utf8(plain.stdout).unwrap();
    assert!(
        text.ends_with(
            "Rings removed: o (white) 1, x (black) 0\nMarkers in pool: 47\nGame over: white wins\n"
        ),
        "{text}"
    );
}

#[test]
fn json_of_a_game_in_progress() {
    let out = replay(&["--json"], &format!("{PLACEMENTS}{WALK}"));
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    for k in cli::YINSH_JSON_KEYS {
        assert!(keys.contains(k), "{k}");
    }
    assert_eq!(v["status"], "in_progress");
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["moves"], 18);
    // Sorted by column, then row as a number.
    assert_eq!(
        v["markers"]["black"],
        serde_json::json!(["j8", "j9", "j10", "j11"])
    );
    let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
    let mut sorted = legal.clone();
    sorted.sort();
    assert_eq!(legal, sorted);
    assert!(legal.contains(&"c7-c8;xc3-c7xa2".to_string()));
    assert!(!legal.contains(&"c7-c8".to_string()));
}

#[test]
fn plain_output_of_the_empty_game_is_the_spec_board() {
    let out = replay(&[], "");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let board = include_str!("../src/games/yinsh/empty-board.txt");
    assert!(text.starts_with(board));
    assert_eq!(
        &text[board.len()..],
        "Rings removed: o (white) 0, x (black) 0\nMarkers in pool: 51\nTo move: o (white) places a ring\n"
    );
}

#[test]
fn other_failures_exit_1() {
    let out = cli::command(&["replay", "yinsh", "/nonexistent/game.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let out = replay(&["--size=8"], "");
    assert_eq!(out.status.code(), Some(1));
    let out = cli::command(&["replay", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let out = cli::command(&["replay", "yinsh", "--bogus"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

//! `ringmail replay rin`: exit codes, error lines and output, through the
//! built binary.

use crate::support;

use std::process::Output;

use support::cli::{self, text};

/// Runs `ringmail replay rin ARGS` with `record` on standard input.
fn replay(args: &[&str], record: &str) -> Output {
    cli::run(&[&["replay", "rin"], args].concat(), record)
}

/// Checks a refused record: exit 2, empty stdout, one stderr line.
fn refused(args: &[&str], record: &str, line: &str) {
    let out = replay(args, record);
    assert_eq!(out.status.code(), Some(2), "{record:?}");
    assert_eq!(text(&out.stdout), "", "{record:?}");
    assert_eq!(text(&out.stderr), format!("{line}\n"), "{record:?}");
}

#[test]
fn an_occupied_point_exits_2() {
    refused(
        &[],
        "3,6\n4,7:3,6\n",
        "move 2: 4,7:3,6: 3,6 is taken; place your stone on an empty point",
    );
}

#[test]
fn a_point_off_the_board_exits_2() {
    refused(
        &[],
        "3,6\n3,16\n",
        "move 2: 3,16: 3,16 is off the board: rows and columns run from 0 to 15 on this 16 x 16 board",
    );
    refused(
        &["--size=8"],
        "# an 8 x 8 game\n\n0,0\n  8,0  \n",
        "move 2: 8,0: 8,0 is off the board: rows and columns run from 0 to 7 on this 8 x 8 board",
    );
}

#[test]
fn too_many_stones_exit_2() {
    refused(
        &[],
        "3,6:4,7\n",
        "move 1: 3,6:4,7: Black's first turn is a single stone; send just one point, e.g. 3,6",
    );
    refused(
        &[],
        "3,6\n1,1\n2,2:5,5\n",
        "move 3: 2,2:5,5: you have one stone left in this double turn; send just one point, e.g. 2,2",
    );
    refused(
        &[],
        "3,6\n1,1:2,2:5,5\n",
        "move 2: 1,1:2,2:5,5: a turn has at most two stones; send one or two points, e.g. 1,1:...",
    );
}

#[test]
fn garbage_exits_2() {
    refused(
        &[],
        "# comment\n\nhello\n",
        "move 1: hello: 'hello' is not a move: 'hello' is not a point; write a point as row,column counting from 0, e.g. 3,6, and join the two stones of a double turn with ':', e.g. 3,6:4,7",
    );
    refused(
        &[],
        "3,6\n1,1 2,2\n",
        "move 2: 1,1 2,2: '1,1 2,2' is not a move: a move has no spaces; write a point as row,column counting from 0, e.g. 3,6, and join the two stones of a double turn with ':', e.g. 3,6:4,7",
    );
}

#[test]
fn a_bad_size_exits_1() {
    for size in ["--size=9", "--size=22", "--size=6"] {
        let out = replay(&[size], "3,6\n");
        assert_eq!(out.status.code(), Some(1), "{size}");
        assert_eq!(text(&out.stdout), "");
        assert!(text(&out.stderr).contains("even number from 8 to 20"));
    }
    let out = replay(&["--blitz"], "");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn plain_output_is_the_board_and_status() {
    let out = replay(&["--size=8"], "3,3\n2,3:3,2\n0,0:7,7\n4,3:3,4\n5,5\n");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "");
    let want = "     0  1  2  3  4  5  6  7
 0   x  .  .  .  .  .  .  .
 1   .  .  .  .  .  .  .  .
 2   .  .  .  o  .  .  .  .
 3   .  .  o  o  o  .  .  .
 4   .  .  .  o  .  .  .  .
 5   .  .  .  .  .  x  .  .
 6   .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  x
Stones: x (black) 3, o (white) 5
To move: x (black), stone 2 of 2
";
    assert_eq!(text(&out.stdout), want);
}

#[test]
fn json_output() {
    let out = replay(
        &["--json", "--size=8"],
        "3,3\n2,3:3,2\n0,0:7,7\n4,3:3,4\n5,5\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let s = text(&out.stdout);
    assert!(s.ends_with('\n') && s.lines().count() == 1);
    let j: serde_json::Value = serde_json::from_str(&s).unwrap();
    assert_eq!(
        j,
        serde_json::json!({
            "game": "rin",
            "size": 8,
            "moves": 5,
            "status": "in_progress",
            "to_move": "black",
            "stones_left": 1,
            "stones": {
                "black": ["0,0", "5,5", "7,7"],
                "white": ["2,3", "3,2", "3,3", "3,4", "4,3"]
            },
            "count": {"black": 3, "white": 5}
        })
    );
    // The start position, and sorting by number (2,10 after 2,9).
    let out = replay(&["--json"], "2,10\n2,9:10,2\n");
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j["stones"]["black"], serde_json::json!(["2,10"]));
    assert_eq!(j["stones"]["white"], serde_json::json!(["2,9", "10,2"]));
    assert_eq!(j["size"], 16);
    assert_eq!(j["to_move"], "black");
    assert_eq!(j["stones_left"], 2);
}

#[test]
fn a_resigned_game_and_a_file_argument() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let path = format!("{dir}/rin-resign.txt");
    std::fs::write(&path, "3,6\nresign\n").unwrap();
    let out = cli::command(&["replay", "rin", "--json", &path])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j["status"], "black_wins");
    assert_eq!(j["moves"], 2);
    assert_eq!(j["to_move"], serde_json::Value::Null);
    assert_eq!(j["stones_left"], serde_json::Value::Null);
    let out = cli::command(&["replay", "rin", &format!("{dir}/no-such-file.txt")])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_full_game_on_8x8_replays() {
    // Every point row by row, one stone per line: whatever is filled by a
    // ring is skipped, so build the record with the library first.
    use ringmail::games::Game;
    use ringmail::games::rin::{Pt, Rin};
    let mut g = Rin::new(&["-size=8"]).unwrap();
    let mut record = String::new();
    for r in 0..8 {
        for c in 0..8 {
            if g.is_empty(Pt::new(r, c)) {
                let m = format!("{r},{c}");
                g.play_text(&m).unwrap();
                record.push_str(&m);
                record.push('\n');
            }
        }
    }
    assert_eq!(g.empty_points(), 0);
    let out = replay(&["--size=8", "--json"], &record);
    assert_eq!(out.status.code(), Some(0));
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j, g.to_json());
    assert_ne!(j["status"], "in_progress");
    // One more line after the end is refused.
    let n = record.lines().count() + 1;
    refused(
        &["--size=8"],
        &format!("{record}0,0\n"),
        &format!("move {n}: 0,0: the game is over; no more moves"),
    );
}

//! The ASCII board and status lines, byte for byte.

use ringmail::games::Game;
use ringmail::games::rin::Rin;

const EMPTY_16: &str = "     0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15
 0   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 1   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 3   .  .  .  .  .  .  +  .  .  +  .  .  .  .  .  .
 4   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 5   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 6   .  .  .  +  .  .  .  .  .  .  .  .  +  .  .  .
 7   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 8   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 9   .  .  .  +  .  .  .  .  .  .  .  .  +  .  .  .
10   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
11   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
12   .  .  .  .  .  .  +  .  .  +  .  .  .  .  .  .
13   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
14   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
15   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
Stones: x (alice) 0, o (bob) 0
To move: x (alice), stone 1 of 1
";

#[test]
fn empty_16x16_board() {
    let g = Rin::new(&[]).unwrap();
    assert_eq!(g.render(["alice", "bob"]), EMPTY_16);
}

#[test]
fn the_spec_example_lines_match() {
    // The first lines of the board in spec/rin.md.
    let spec = [
        "     0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15",
        " 0   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .",
        " 1   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .",
        " 2   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .",
        " 3   .  .  .  .  .  .  +  .  .  +  .  .  .  .  .  .",
    ];
    let out = Rin::new(&[]).unwrap().render(["a", "b"]);
    let lines: Vec<&str> = out.lines().take(5).collect();
    assert_eq!(lines, spec);
    assert!(out.lines().all(|l| !l.ends_with(' ')), "no trailing spaces");
}

#[test]
fn small_board_with_stones() {
    let mut g = Rin::new(&["-size=8"]).unwrap();
    // White surrounds and captures Black's first stone, 3,3.
    for m in ["3,3", "2,3:3,2", "0,0:7,7", "4,3:3,4", "5,5"] {
        g.play_text(m).unwrap();
    }
    let want = "     0  1  2  3  4  5  6  7
 0   x  .  .  .  .  .  .  .
 1   .  .  .  .  .  .  .  .
 2   .  .  .  o  .  .  .  .
 3   .  .  o  o  o  .  .  .
 4   .  .  .  o  .  .  .  .
 5   .  .  .  .  .  x  .  .
 6   .  .  .  .  .  .  .  .
 7   .  .  .  .  .  .  .  x
Stones: x (alice) 3, o (bob) 5
To move: x (alice), stone 2 of 2
";
    assert_eq!(g.render(["alice", "bob"]), want);
    g.play_text("6,6").unwrap();
    assert!(
        g.render(["alice", "bob"])
            .ends_with("Stones: x (alice) 4, o (bob) 5\nTo move: o (bob), stone 1 of 2\n")
    );
}

#[test]
fn dots_only_on_16x16_and_wide_columns_on_20x20() {
    let g = Rin::new(&["-size=20"]).unwrap();
    let out = g.render(["a", "b"]);
    assert!(!out.contains('+'));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "     0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19"
    );
    assert_eq!(lines[20], format!("19 {}", "  .".repeat(20)));
    assert_eq!(lines.len(), 23);
    assert!(
        !Rin::new(&["-size=14"])
            .unwrap()
            .render(["a", "b"])
            .contains('+')
    );
}

#[test]
fn finished_games_say_who_won() {
    let mut g = Rin::new(&["-size=8"]).unwrap();
    g.play_text("0,0").unwrap();
    g.play_text("resign").unwrap();
    let out = g.render(["alice", "bob"]);
    assert!(out.ends_with("Stones: x (alice) 1, o (bob) 0\nGame over: alice wins\n"));
}

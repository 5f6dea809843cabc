//! The board as drawn: the spec's empty board, byte for byte, and a
//! mid-game board.

use super::*;

#[test]
fn empty_board_is_the_spec_file() {
    let y = Yinsh::start(false);
    let text = y.render(["alice", "bob"]);
    let board: String = text.lines().take(24).map(|l| format!("{l}\n")).collect();
    assert_eq!(board, render::EMPTY_BOARD);
    assert_eq!(
        text[board.len()..].to_string(),
        "Rings removed: o (alice) 0, x (bob) 0\nMarkers in pool: 51\nTo move: o (alice) places a ring\n"
    );
    // Every point is drawn where the formula says.
    for p in Pt::all() {
        let (x, l) = render::place(p);
        assert_eq!(
            render::EMPTY_BOARD.lines().nth(l).unwrap().as_bytes()[x],
            b'.'
        );
    }
}

#[test]
fn mid_game_board() {
    let y = pos(
        "e5 a2 a3 k10 b1",
        "k7 k8 f6 g7 j11",
        "e3 e4 c5 d5 f10",
        "e6 e7 g2",
        [1, 2],
        1,
    );
    let text = y.render(["alice", "bob"]);
    assert_eq!(
        text,
        include_str!("../../../../tests/fixtures/yinsh-mid-game.txt")
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 27);
    // Spot checks against the placement formula.
    for (p, s) in [
        ("e5", "(o)"),
        ("k7", "(x)"),
        ("f6", "(x)"),
        ("e3", "o"),
        ("e6", "x"),
        ("f10", "o"),
        ("g2", "x"),
    ] {
        let (x, l) = render::place(pt(p));
        let line = lines[l];
        if s.len() == 3 {
            assert_eq!(&line[x - 1..x + 2], s, "{p}");
        } else {
            assert_eq!(&line[x..x + 1], s, "{p}");
        }
    }
    assert_eq!(lines[24], "Rings removed: o (alice) 1, x (bob) 2");
    assert_eq!(lines[25], format!("Markers in pool: {}", 51 - 8));
    assert_eq!(lines[26], "To move: x (bob) moves");
    assert!(text.lines().all(|l| !l.ends_with(' ')));
}

//! Perft: the number of complete-move sequences of length d.

use ringmail::games::Game;
use ringmail::games::yinsh::Yinsh;

const S0: &[&str] = &["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"];
const M: &[&str] = &[
    "g7-j7", "e6-e9", "f4-i4", "e5-e2", "d4-d8", "g8-g11", "f6-c3", "h6-h3",
];

fn position(moves: &[&[&str]]) -> Yinsh {
    let mut y = Yinsh::start(false);
    for m in moves.iter().flat_map(|m| m.iter()) {
        y.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    y
}

#[test]
fn perft_s0() {
    let s0 = position(&[S0]);
    let expected = [59, 3_447, 194_565, 11_210_191];
    for (d, want) in expected.iter().enumerate() {
        assert_eq!(s0.perft(d as u32 + 1), *want, "perft({}) from S0", d + 1);
    }
}

#[test]
fn perft_m() {
    let m = position(&[S0, M]);
    assert_eq!(m.to_move(), Some(0));
    let expected = [59, 3_105];
    for (d, want) in expected.iter().enumerate() {
        assert_eq!(m.perft(d as u32 + 1), *want, "perft({}) from M", d + 1);
    }
}

/// From depth 3 on, rows form, so these counts depend on the complete-move
/// definition of `spec/replay.md`. They are regression data, checked
/// against an independent naive engine in `tests/yinsh_reference.rs`.
#[test]
fn perft_m_deeper_regression() {
    let m = position(&[S0, M]);
    assert_eq!(m.perft(3), 178_340);
    assert_eq!(m.perft(4), 8_952_543);
}

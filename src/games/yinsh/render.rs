//! The ASCII board in the pbmserv layout, and the status lines.

use super::board::{Pt, bits, has_row};
use super::{SYMBOLS, Yinsh};
use crate::games::Outcome;

/// The empty board, byte for byte.
pub const EMPTY_BOARD: &str = include_str!("empty-board.txt");

/// Text column and line of a point.
pub fn place(p: Pt) -> (usize, usize) {
    let (c, r) = (p.col(), p.row());
    ((4 + 3 * c) as usize, (18 - 2 * r + c) as usize)
}

/// The board with its pieces, then the status lines.
pub fn render(y: &Yinsh, players: [&str; 2]) -> String {
    let mut lines: Vec<Vec<u8>> = EMPTY_BOARD.lines().map(|l| l.as_bytes().to_vec()).collect();
    let mut put = |x: usize, line: usize, s: &[u8]| {
        let l = &mut lines[line];
        if l.len() < x + s.len() {
            l.resize(x + s.len(), b' ');
        }
        l[x..x + s.len()].copy_from_slice(s);
    };
    for (seat, &sym) in SYMBOLS.iter().enumerate() {
        let sym = sym as u8;
        for p in bits(y.markers(seat)) {
            let (x, l) = place(p);
            put(x, l, &[sym]);
        }
        for p in bits(y.rings(seat)) {
            let (x, l) = place(p);
            put(x - 1, l, &[b'(', sym, b')']);
        }
    }
    let mut out = String::with_capacity(1024);
    for l in lines {
        out.push_str(String::from_utf8(l).expect("ASCII board").trim_end());
        out.push('\n');
    }
    let removed = y.rings_removed();
    out.push_str(&format!(
        "Rings removed: o ({}) {}, x ({}) {}\n",
        players[0], removed[0], players[1], removed[1]
    ));
    out.push_str(&format!("Markers in pool: {}\n", y.pool()));
    match crate::games::Game::outcome(y) {
        None => {
            let s = y.to_move as usize;
            let what = if !y.placement_done() {
                "places a ring"
            } else if has_row(y.markers(s)) {
                "removes a row, then moves"
            } else {
                "moves"
            };
            out.push_str(&format!(
                "To move: {} ({}) {what}\n",
                SYMBOLS[s], players[s]
            ));
        }
        Some(Outcome::Win(s)) => out.push_str(&format!("Game over: {} wins\n", players[s])),
        Some(Outcome::Draw) => out.push_str("Game over: draw\n"),
    }
    out
}

//! The ASCII board of `spec/rin.md`, and the status lines.

use std::fmt::Write;

use super::{DOTS, Pt, Rin, SYMBOLS};
use crate::games::{Game, Outcome};

/// The board with its stones, then the status lines.
pub fn render(g: &Rin, players: [&str; 2]) -> String {
    let n = g.size();
    let dotted = n == 16;
    let mut out = String::with_capacity((n + 1) * (3 * n + 4) + 160);
    out.push_str("   ");
    for c in 0..n {
        let _ = write!(out, "{c:>3}");
    }
    out.push('\n');
    for r in 0..n {
        let _ = write!(out, "{r:>2} ");
        for c in 0..n {
            let p = Pt::new(r as u8, c as u8);
            let ch = match g.stone(p) {
                Some(seat) => SYMBOLS[seat],
                None if dotted && DOTS.contains(&p) => '+',
                None => '.',
            };
            out.push_str("  ");
            out.push(ch);
        }
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "Stones: {} ({}) {}, {} ({}) {}",
        SYMBOLS[0],
        players[0],
        g.count(0),
        SYMBOLS[1],
        players[1],
        g.count(1)
    );
    match g.outcome() {
        None => {
            let s = g.to_move as usize;
            let (k, of) = g.stone_of_turn();
            let _ = writeln!(
                out,
                "To move: {} ({}), stone {k} of {of}",
                SYMBOLS[s], players[s]
            );
        }
        Some(Outcome::Win(s)) => {
            let _ = writeln!(out, "Game over: {} wins", players[s]);
        }
        Some(Outcome::Draw) => out.push_str("Game over: draw\n"),
    }
    out
}

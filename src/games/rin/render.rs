//! The ASCII board of `spec/rin.md`, and the status lines.

use std::fmt::Write;

use super::{DOTS, Pt, Rin, SYMBOLS};
use crate::games::{Game, Outcome};
use crate::language::Msg;
use crate::msg;

/// The board with its stones, each line ending in `\n`.
pub fn board(g: &Rin) -> String {
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
    out
}

/// The status lines under the board: the stones of each, and who is to
/// move with which stone of their turn, or the result.
pub fn status_lines(g: &Rin, players: [&str; 2]) -> Vec<Msg> {
    let mut out = vec![msg!(
        "board-rin-status-stones",
        first_symbol = SYMBOLS[0],
        first = players[0],
        first_count = g.count(0),
        second_symbol = SYMBOLS[1],
        second = players[1],
        second_count = g.count(1)
    )];
    out.push(match g.outcome() {
        None => {
            let s = g.to_move as usize;
            let (k, of) = g.stone_of_turn();
            msg!(
                "board-rin-status-to-move",
                symbol = SYMBOLS[s],
                user = players[s],
                stone = k,
                stones = of
            )
        }
        Some(Outcome::Win(s)) => msg!("board-status-wins", user = players[s]),
        Some(Outcome::Draw) => msg!("board-status-draw"),
    });
    out
}

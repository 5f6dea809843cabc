//! The ASCII board in the pbmserv layout, and the status lines.

use super::board::{Pt, bits, has_row};
use super::{SYMBOLS, Yinsh};
use crate::games::Outcome;
use crate::language::Msg;
use crate::msg;

/// The empty board, byte for byte.
pub const EMPTY_BOARD: &str = include_str!("empty-board.txt");

/// Text column and line of a point.
pub fn place(p: Pt) -> (usize, usize) {
    let (c, r) = (p.col(), p.row());
    ((4 + 3 * c) as usize, (18 - 2 * r + c) as usize)
}

/// The board with its pieces, each line ending in `\n`.
pub fn board(y: &Yinsh) -> String {
    let mut lines: Vec<Vec<u8>> = EMPTY_BOARD.lines().map(|l| l.as_bytes().to_vec()).collect();
    let mut put = |x: usize, line: usize, s: &[u8]| {
        let l = &mut lines[line];
        if l.len() < x + s.len() {
            l.resize(x + s.len(), b' ');
        }
        l[x..x + s.len()].copy_from_slice(s);
    };
    for (seat, sym) in SYMBOLS.iter().enumerate() {
        let sym = *sym as u8;
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
    out
}

/// The status lines under the board: rings removed, the pool, and who
/// is to move and what they do, or the result.
pub fn status_lines(y: &Yinsh, players: [&str; 2]) -> Vec<Msg> {
    let removed = y.rings_removed();
    let mut out = vec![
        msg!(
            "board-yinsh-status-removed",
            first = players[0],
            first_removed = removed[0],
            second = players[1],
            second_removed = removed[1]
        ),
        msg!("board-yinsh-status-pool", count = y.pool()),
    ];
    out.push(match crate::games::Game::outcome(y) {
        None => {
            let s = y.to_move as usize;
            let (symbol, user) = (SYMBOLS[s], players[s]);
            if !y.placement_done() {
                msg!("board-yinsh-status-places", symbol = symbol, user = user)
            } else if has_row(y.markers(s)) {
                msg!("board-yinsh-status-removes", symbol = symbol, user = user)
            } else {
                msg!("board-yinsh-status-moves", symbol = symbol, user = user)
            }
        }
        Some(Outcome::Win(s)) => msg!("board-status-wins", user = players[s]),
        Some(Outcome::Draw) => msg!("board-status-draw"),
    });
    out
}

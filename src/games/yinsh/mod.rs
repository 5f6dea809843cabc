//! YINSH, as `spec/yinsh.md` defines it: rules, notation, board.
//!
//! A position is a handful of bitboards (rings and markers of each colour).
//! Seat 0 is White (`o`) and moves first; seat 1 is Black (`x`).

pub mod board;
mod moves;
mod notation;
mod reading;
mod render;

use board::{Bits, Pt, RAYS, VALID, bits, has_row, rows};
use notation::parse_parts;

pub use moves::{Action, Move, Removal};

use super::{Game, MoveError, OptionsError, Outcome, Seat};
use crate::language::Msg;

/// Rings each player places.
pub const RINGS_EACH: u8 = 5;
/// Markers in the shared pool at the start.
pub const MARKERS: u32 = 51;
/// Symbols of seat 0 (White) and seat 1 (Black).
pub const SYMBOLS: [char; 2] = ['o', 'x'];

/// A YINSH position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Yinsh {
    blitz: bool,
    rings: [Bits; 2],
    markers: [Bits; 2],
    removed: [u8; 2],
    placed: u8,
    to_move: u8,
    moves: u32,
    result: Option<Outcome>,
}

impl Yinsh {
    /// The start position.
    pub fn start(blitz: bool) -> Yinsh {
        Yinsh {
            blitz,
            rings: [0; 2],
            markers: [0; 2],
            removed: [0; 2],
            placed: 0,
            to_move: 0,
            moves: 0,
            result: None,
        }
    }

    /// Whether this is a blitz game (one row wins).
    pub fn blitz(&self) -> bool {
        self.blitz
    }
    /// Rings removed by each seat.
    pub fn rings_removed(&self) -> [u8; 2] {
        self.removed
    }
    /// Rings of a seat on the board.
    pub fn rings(&self, seat: Seat) -> Bits {
        self.rings[seat]
    }
    /// Markers of a seat (its colour up) on the board.
    pub fn markers(&self, seat: Seat) -> Bits {
        self.markers[seat]
    }
    /// Markers left in the pool.
    pub fn pool(&self) -> u32 {
        MARKERS - (self.markers[0] | self.markers[1]).count_ones()
    }
    /// Rings that make a seat win: 3, or 1 in blitz.
    pub fn target(&self) -> u8 {
        if self.blitz { 1 } else { 3 }
    }
    fn occupied(&self) -> Bits {
        self.rings[0] | self.rings[1] | self.markers[0] | self.markers[1]
    }
    /// Whether all ten rings are on the board.
    pub fn placement_done(&self) -> bool {
        self.placed >= 2 * RINGS_EACH
    }

    /// A position from its parts, for tests and tools: rings and markers of
    /// each seat, rings removed so far, and the seat to move. The placement
    /// phase counts as done when 10 rings are on the board or some have
    /// been removed. Returns `None` when pieces overlap or lie off the board.
    pub fn from_parts(
        blitz: bool,
        rings: [Bits; 2],
        markers: [Bits; 2],
        removed: [u8; 2],
        to_move: Seat,
        moves: u32,
    ) -> Option<Yinsh> {
        let all = [rings[0], rings[1], markers[0], markers[1]];
        let mut seen = 0;
        for b in all {
            if b & !VALID != 0 || b & seen != 0 {
                return None;
            }
            seen |= b;
        }
        let on_board = (rings[0] | rings[1]).count_ones() as u8;
        let placed = if removed != [0, 0] || on_board >= 10 {
            2 * RINGS_EACH
        } else {
            on_board
        };
        if (markers[0] | markers[1]).count_ones() > MARKERS || to_move > 1 {
            return None;
        }
        let mut y = Yinsh {
            blitz,
            rings,
            markers,
            removed,
            placed,
            to_move: to_move as u8,
            moves,
            result: None,
        };
        y.check_turn_start(false);
        Some(y)
    }

    /// Every ring move of `seat`: (from, to, markers jumped).
    #[inline]
    pub fn for_each_ring_move(&self, seat: Seat, mut f: impl FnMut(Pt, Pt, Bits)) {
        let ring_all = self.rings[0] | self.rings[1];
        let mk = self.markers[0] | self.markers[1];
        let occ = ring_all | mk;
        for from in bits(self.rings[seat]) {
            let pts = &RAYS.pts[from.0 as usize];
            let lens = &RAYS.len[from.0 as usize];
            for d in 0..6 {
                let ray = &pts[d];
                let len = lens[d] as usize;
                let mut i = 0;
                while i < len && occ >> ray[i] & 1 == 0 {
                    f(from, Pt(ray[i]), 0);
                    i += 1;
                }
                let mut flip: Bits = 0;
                while i < len && mk >> ray[i] & 1 == 1 {
                    flip |= 1u128 << ray[i];
                    i += 1;
                }
                if flip != 0 && i < len && ring_all >> ray[i] & 1 == 0 {
                    f(from, Pt(ray[i]), flip);
                }
            }
        }
    }

    /// Whether `seat` has any ring move.
    pub fn has_ring_move(&self, seat: Seat) -> bool {
        let mut any = false;
        // Cheap enough: stops being interesting after the first hit.
        self.for_each_ring_move(seat, |_, _, _| any = true);
        any
    }

    fn apply_ring(&mut self, seat: Seat, from: Pt, to: Pt, flip: Bits) {
        let opp = 1 - seat;
        self.markers[seat] |= from.bit();
        let mine = flip & self.markers[seat];
        let theirs = flip & self.markers[opp];
        self.markers[seat] = (self.markers[seat] ^ mine) | theirs;
        self.markers[opp] = (self.markers[opp] ^ theirs) | mine;
        self.rings[seat] ^= from.bit() | to.bit();
    }

    fn apply_removal(&mut self, seat: Seat, r: Removal) {
        self.markers[seat] &= !r.bits();
        self.rings[seat] &= !r.ring.bit();
        self.removed[seat] += 1;
    }

    /// Finishes the mover's turn: a win by rings, or the turn passes and
    /// the start of the next turn is checked for the end of the game.
    fn end_turn(&mut self, was_pass: bool) {
        self.moves += 1;
        let me = self.to_move as usize;
        if self.removed[me] >= self.target() {
            self.result = Some(Outcome::Win(me));
            return;
        }
        self.to_move = 1 - self.to_move;
        self.check_turn_start(was_pass);
    }

    /// At the start of a turn: the game ends when the pool is empty, or
    /// after a pass when this player cannot move either (and has no pending
    /// rows to remove first).
    fn check_turn_start(&mut self, after_pass: bool) {
        let me = self.to_move as usize;
        if !self.placement_done() || has_row(self.markers[me]) {
            return;
        }
        if self.pool() == 0 || (after_pass && !self.has_ring_move(me)) {
            self.result = Some(match self.removed[0].cmp(&self.removed[1]) {
                std::cmp::Ordering::Greater => Outcome::Win(0),
                std::cmp::Ordering::Less => Outcome::Win(1),
                std::cmp::Ordering::Equal => Outcome::Draw,
            });
        }
    }

    /// Calls `f` with every legal complete move and the position after it.
    pub fn for_each_move(&self, f: &mut impl FnMut(&Move, &Yinsh)) {
        if self.result.is_some() {
            return;
        }
        let mut mv = Move::EMPTY;
        self.gen_removals(&mut mv, f);
    }

    fn gen_removals(&self, mv: &mut Move, f: &mut impl FnMut(&Move, &Yinsh)) {
        let me = self.to_move as usize;
        if self.removed[me] >= self.target() || !has_row(self.markers[me]) {
            if mv.action == Action::None && self.removed[me] < self.target() {
                return self.gen_action(mv, f);
            }
            let mut next = self.clone();
            next.end_turn(false);
            return f(mv, &next);
        }
        for (start, step) in rows(self.markers[me]) {
            for ring in bits(self.rings[me]) {
                let r = Removal {
                    start,
                    step: step as u8,
                    ring,
                };
                let mut next = self.clone();
                next.apply_removal(me, r);
                mv.push(r);
                next.gen_removals(mv, f);
                mv.pop();
            }
        }
    }

    fn gen_action(&self, mv: &mut Move, f: &mut impl FnMut(&Move, &Yinsh)) {
        let me = self.to_move as usize;
        if !self.placement_done() {
            for p in bits(VALID & !self.occupied()) {
                let mut next = self.clone();
                next.rings[me] |= p.bit();
                next.placed += 1;
                mv.action = Action::Place(p);
                next.end_turn(false);
                f(mv, &next);
            }
            mv.action = Action::None;
            return;
        }
        let mut any = false;
        self.for_each_ring_move(me, |from, to, flip| {
            any = true;
            let mut next = self.clone();
            next.apply_ring(me, from, to, flip);
            mv.action = Action::Ring { from, to };
            next.gen_removals(mv, f);
        });
        if !any {
            let mut next = self.clone();
            mv.action = Action::Pass;
            next.end_turn(true);
            f(mv, &next);
        }
        mv.action = Action::None;
    }

    /// Number of complete-move sequences of length `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut n = 0;
        if depth == 1 {
            self.for_each_move(&mut |_, _| n += 1);
        } else {
            self.for_each_move(&mut |_, next| n += next.perft(depth - 1));
        }
        n
    }
}

impl Game for Yinsh {
    type Move = Move;
    const NAME: &'static str = "yinsh";
    const COLOURS: [&'static str; 2] = ["white", "black"];
    const SYMBOLS: [char; 2] = SYMBOLS;

    fn new(options: &[&str]) -> Result<Self, OptionsError> {
        let mut blitz = false;
        for o in options {
            match o.to_ascii_lowercase().as_str() {
                "-blitz" => blitz = true,
                other => {
                    return Err(OptionsError(crate::msg!(
                        "board-yinsh-no-option",
                        option = other
                    )));
                }
            }
        }
        Ok(Yinsh::start(blitz))
    }
    fn options(&self) -> Vec<String> {
        if self.blitz {
            vec!["-blitz".into()]
        } else {
            vec![]
        }
    }
    fn moves_played(&self) -> u32 {
        self.moves
    }
    fn to_move(&self) -> Option<Seat> {
        self.result.is_none().then_some(self.to_move as usize)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.result
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let parts = parse_parts(text)?;
        self.resolve(&parts).map(|(mv, _)| mv)
    }
    fn play(&mut self, mv: &Move) -> Result<(), MoveError> {
        let (_, next) = self.resolve(&mv.parts())?;
        *self = next;
        Ok(())
    }
    fn move_text(&self, mv: &Move) -> String {
        mv.to_string()
    }
    fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        self.for_each_move(&mut |m, _| v.push(*m));
        v
    }
    fn resign(&mut self, seat: Seat) -> Result<(), MoveError> {
        if self.result.is_some() {
            return Err(MoveError::Illegal(crate::msg!("board-game-over-already")));
        }
        self.moves += 1;
        self.result = Some(Outcome::Win(1 - seat));
        Ok(())
    }
    fn agree_draw(&mut self) -> Result<(), MoveError> {
        if self.result.is_some() {
            return Err(MoveError::Illegal(crate::msg!("board-game-over-already")));
        }
        self.moves += 1;
        self.result = Some(Outcome::Draw);
        Ok(())
    }
    fn legend() -> Msg {
        crate::msg!("board-yinsh-legend")
    }
    fn ascii_board(&self) -> String {
        render::board(self)
    }
    fn status_lines(&self, players: [&str; 2]) -> Vec<Msg> {
        render::status_lines(self, players)
    }
    fn progress_lines(&self, _players: [&str; 2]) -> Vec<Msg> {
        if self.placement_done() || self.result.is_some() {
            return Vec::new();
        }
        let n = |seat: usize| self.rings[seat].count_ones();
        vec![crate::msg!(
            "board-yinsh-rings-placed",
            first = n(0),
            second = n(1),
            each = RINGS_EACH
        )]
    }
    fn score_line(&self, players: [&str; 2]) -> Option<Msg> {
        let removed = self.rings_removed();
        Some(crate::msg!(
            "board-yinsh-score",
            first = players[0],
            first_removed = removed[0],
            second = players[1],
            second_removed = removed[1],
            target = self.target()
        ))
    }
    fn to_json(&self) -> serde_json::Value {
        let pts = |b: Bits| bits(b).map(|p| p.to_string()).collect::<Vec<_>>();
        let mut legal: Vec<String> = self.legal_moves().iter().map(|m| m.to_string()).collect();
        legal.sort();
        legal.dedup();
        serde_json::json!({
            "game": "yinsh",
            "blitz": self.blitz,
            "moves": self.moves,
            "status": match self.result {
                None => "in_progress",
                Some(Outcome::Win(0)) => "white_wins",
                Some(Outcome::Win(_)) => "black_wins",
                Some(Outcome::Draw) => "draw",
            },
            "to_move": Game::to_move(self).map(|s| Self::COLOURS[s]),
            "rings": {"white": pts(self.rings[0]), "black": pts(self.rings[1])},
            "markers": {"white": pts(self.markers[0]), "black": pts(self.markers[1])},
            "rings_removed": {"white": self.removed[0], "black": self.removed[1]},
            "pool": self.pool(),
            "legal": legal,
        })
    }
}

#[cfg(test)]
impl Yinsh {
    /// A hand-made position for tests, its pieces written as points
    /// (`"c3 c4 c5"`): white rings, black rings, white markers, black
    /// markers, rings removed and the seat to move, 30 moves played.
    /// Panics when [`Yinsh::from_parts`] finds it impossible.
    pub(crate) fn hand_made(
        blitz: bool,
        white_rings: &str,
        black_rings: &str,
        white_markers: &str,
        black_markers: &str,
        removed: [u8; 2],
        to_move: Seat,
    ) -> Yinsh {
        use board::points;
        Yinsh::from_parts(
            blitz,
            [points(white_rings), points(black_rings)],
            [points(white_markers), points(black_markers)],
            removed,
            to_move,
            30,
        )
        .expect("a possible hand-made position")
    }
}

#[cfg(test)]
mod tests;

//! YINSH, as `spec/yinsh.md` defines it: rules, notation, board.
//!
//! A position is a handful of bitboards (rings and markers of each colour).
//! Seat 0 is White (`o`) and moves first; seat 1 is Black (`x`).

pub mod board;
mod notation;
mod render;

use std::str::FromStr;

use board::{Bits, Pt, RAYS, VALID, bits, has_row, rows, window_bits};
use notation::{Part, parse_parts, row_ends, row_step};

use super::{Game, MoveError, OptionsError, Outcome, Seat};

/// Rings each player places.
pub const RINGS_EACH: u8 = 5;
/// Markers in the shared pool at the start.
pub const MARKERS: u32 = 51;
/// Symbols of seat 0 (White) and seat 1 (Black).
pub const SYMBOLS: [char; 2] = ['o', 'x'];

/// Removing one row (its five markers) and one ring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Removal {
    /// The row's first point (lower column, then lower row).
    pub start: Pt,
    /// Index step along the row: 1, 11 or 12.
    pub step: u8,
    /// The ring taken off.
    pub ring: Pt,
}

impl Removal {
    /// The row's last point.
    pub fn end(self) -> Pt {
        Pt(self.start.0 + 4 * self.step)
    }
    fn bits(self) -> Bits {
        window_bits(self.start.0, self.step as u32)
    }
    fn row_text(self) -> String {
        format!("{}-{}", self.start, self.end())
    }
}

impl std::fmt::Display for Removal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "x{}x{}", self.row_text(), self.ring)
    }
}

/// The middle part of a complete move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// No ring move: the pending removals alone won the game.
    None,
    /// A ring placed (moves 1-10).
    Place(Pt),
    /// A ring moved.
    Ring {
        /// Where the ring stood (a marker is left here).
        from: Pt,
        /// Where it lands.
        to: Pt,
    },
    /// No ring can move.
    Pass,
}

const NO_REMOVAL: Removal = Removal {
    start: Pt(0),
    step: 0,
    ring: Pt(0),
};

/// A complete move: the removals of rows the opponent made, the placement,
/// ring move or pass, then the removals of the mover's own rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pre: [Removal; 3],
    n_pre: u8,
    action: Action,
    post: [Removal; 3],
    n_post: u8,
}

impl Move {
    const EMPTY: Move = Move {
        pre: [NO_REMOVAL; 3],
        n_pre: 0,
        action: Action::None,
        post: [NO_REMOVAL; 3],
        n_post: 0,
    };
    /// Removals made before the action (rows the opponent made).
    pub fn pre(&self) -> &[Removal] {
        &self.pre[..self.n_pre as usize]
    }
    /// The placement, ring move or pass.
    pub fn action(&self) -> Action {
        self.action
    }
    /// Removals of the mover's own rows after the action.
    pub fn post(&self) -> &[Removal] {
        &self.post[..self.n_post as usize]
    }
    fn push(&mut self, r: Removal) {
        if self.action == Action::None {
            self.pre[self.n_pre as usize] = r;
            self.n_pre += 1;
        } else {
            self.post[self.n_post as usize] = r;
            self.n_post += 1;
        }
    }
    fn pop(&mut self) {
        if self.action == Action::None {
            self.n_pre -= 1;
            self.pre[self.n_pre as usize] = NO_REMOVAL;
        } else {
            self.n_post -= 1;
            self.post[self.n_post as usize] = NO_REMOVAL;
        }
    }
    fn parts(&self) -> Vec<Part> {
        let rm = |r: &Removal| Part::Remove {
            row: Some((r.start, r.end())),
            ring: r.ring,
        };
        let mut v: Vec<Part> = self.pre().iter().map(rm).collect();
        match self.action {
            Action::None => {}
            Action::Place(p) => v.push(Part::Place(p)),
            Action::Ring { from, to } => v.push(Part::Ring(from, to)),
            Action::Pass => v.push(Part::Pass),
        }
        v.extend(self.post().iter().map(rm));
        v
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        let mut sep = |f: &mut std::fmt::Formatter<'_>| {
            let s = if first { "" } else { ";" };
            first = false;
            f.write_str(s)
        };
        for r in self.pre() {
            sep(f)?;
            write!(f, "{r}")?;
        }
        match self.action {
            Action::None => {}
            Action::Place(p) => {
                sep(f)?;
                write!(f, "{p}")?;
            }
            Action::Ring { from, to } => {
                sep(f)?;
                write!(f, "{from}-{to}")?;
            }
            Action::Pass => {
                sep(f)?;
                f.write_str("pass")?;
            }
        }
        for r in self.post() {
            sep(f)?;
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

/// Reads a move's canonical text, as [`Game::move_text`] writes it and a
/// game's log keeps it, without the position it was played in: that text
/// names every part in full, each removal with its row. Removals before
/// the placement, ring move or pass are of rows the opponent made, those
/// after it of the mover's own; a text of removals alone is a move that
/// wins by them. Says nothing of whether the move is legal anywhere; a
/// removal without its row (`xa5`) needs a position ([`Game::parse_move`]).
impl FromStr for Move {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<Move, MoveError> {
        let parse = |s: String| Err(MoveError::Parse(s));
        let mut mv = Move::EMPTY;
        for part in parse_parts(text)? {
            let action = match part {
                Part::Remove {
                    row: Some((a, b)),
                    ring,
                } => {
                    let (start, end) = row_ends(a, b);
                    let Some(step) = row_step(start, end) else {
                        return parse(format!(
                            "'{text}': {start}-{end} is not a row: a row's two ends are 4 steps apart on one line, e.g. g5-g9"
                        ));
                    };
                    let n = if mv.action == Action::None {
                        mv.n_pre
                    } else {
                        mv.n_post
                    };
                    if n as usize == mv.pre.len() {
                        return parse(format!(
                            "'{text}' removes more rows on one side of its ring move than a game allows"
                        ));
                    }
                    mv.push(Removal {
                        start,
                        step: step as u8,
                        ring,
                    });
                    continue;
                }
                Part::Remove { row: None, ring } => {
                    return parse(format!(
                        "'{text}': the removal x{ring} leaves out its row, which only a position tells"
                    ));
                }
                Part::Place(p) => Action::Place(p),
                Part::Ring(from, to) => Action::Ring { from, to },
                Part::Pass => Action::Pass,
            };
            if mv.action != Action::None {
                return parse(format!(
                    "'{text}' has more than one placement, ring move or pass"
                ));
            }
            mv.action = action;
        }
        Ok(mv)
    }
}

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

fn list(b: Bits) -> String {
    bits(b).map(|p| p.to_string()).collect::<Vec<_>>().join(" ")
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

    fn rows_text(&self, seat: Seat) -> String {
        rows(self.markers[seat])
            .map(|(s, d)| format!("{}-{}", s, Pt(s.0 + 4 * d as u8)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn first_row(&self, seat: Seat) -> Option<(Pt, u32)> {
        rows(self.markers[seat]).next()
    }

    fn first_ring(&self, seat: Seat) -> Pt {
        bits(self.rings[seat])
            .next()
            .expect("a player in play has rings")
    }

    /// Checks one removal of `seat`'s row and ring (row as written, or left
    /// out) against this position.
    fn check_removal(
        &self,
        seat: Seat,
        row: Option<(Pt, Pt)>,
        ring: Pt,
    ) -> Result<Removal, MoveError> {
        let sym = SYMBOLS[seat];
        let (start, step) = match row {
            Some((a, b)) => {
                let (s, e) = row_ends(a, b);
                let Some(step) = row_step(s, e) else {
                    return Err(MoveError::Illegal(format!(
                        "{s}-{e} is not a row: a row's two ends are 4 steps apart on one line, e.g. g5-g9"
                    )));
                };
                if window_bits(s.0, step) & self.markers[seat] != window_bits(s.0, step) {
                    return Err(MoveError::Illegal(format!(
                        "{s}-{e} is not a row of five {sym} markers{}",
                        match self.rows_text(seat).as_str() {
                            "" => String::new(),
                            t => format!(" (your rows: {t})"),
                        }
                    )));
                }
                (s, step)
            }
            None => {
                let n = rows(self.markers[seat]).count();
                if n != 1 {
                    let (s, d) = self.first_row(seat).expect("called with rows present");
                    return Err(MoveError::Illegal(format!(
                        "there are {n} rows of five {sym} markers ({}); name the one to remove, e.g. x{}-{}x{ring}",
                        self.rows_text(seat),
                        s,
                        Pt(s.0 + 4 * d as u8)
                    )));
                }
                let (s, d) = self.first_row(seat).expect("one row");
                (s, d)
            }
        };
        if self.rings[seat] & ring.bit() == 0 {
            let what = if self.rings[1 - seat] & ring.bit() != 0 {
                format!("{ring} is {}'s ring", SYMBOLS[1 - seat])
            } else {
                format!("there is no ring on {ring}")
            };
            return Err(MoveError::Illegal(format!(
                "{what}; remove one of your own rings ({})",
                list(self.rings[seat])
            )));
        }
        Ok(Removal {
            start,
            step: step as u8,
            ring,
        })
    }

    /// Checks a ring move of `seat` and returns the markers it jumps.
    fn check_ring_move(&self, seat: Seat, a: Pt, b: Pt) -> Result<Bits, MoveError> {
        let ill = |s: String| Err(MoveError::Illegal(s));
        let rings_all = self.rings[0] | self.rings[1];
        let mk = self.markers[0] | self.markers[1];
        if self.rings[seat] & a.bit() == 0 {
            return if self.rings[1 - seat] & a.bit() != 0 {
                ill(format!(
                    "the ring on {a} is {}'s; you play {} (your rings: {})",
                    SYMBOLS[1 - seat],
                    SYMBOLS[seat],
                    list(self.rings[seat])
                ))
            } else {
                ill(format!(
                    "there is no ring of yours on {a} (your rings: {})",
                    list(self.rings[seat])
                ))
            };
        }
        if a == b {
            return ill(format!("{a}-{b}: a ring must move to another point"));
        }
        let (dc, dr) = (b.col() - a.col(), b.row() - a.row());
        if !(dc == 0 || dr == 0 || dc == dr) {
            return ill(format!(
                "{a}-{b} is not a straight line: rings move along the board's lines (same column, same row, or both changing by the same amount)"
            ));
        }
        let (sc, sr) = (dc.signum(), dr.signum());
        let n = dc.abs().max(dr.abs());
        let mut flip: Bits = 0;
        for i in 1..n {
            let Some(q) = Pt::at(a.col() + i * sc, a.row() + i * sr) else {
                return ill(format!("{a}-{b} leaves the board"));
            };
            if rings_all & q.bit() != 0 {
                return ill(format!(
                    "{a}-{b} passes over the ring on {q}; a ring can never pass over a ring"
                ));
            }
            if mk & q.bit() != 0 {
                flip |= q.bit();
            } else if flip != 0 {
                return ill(format!(
                    "{a}-{b} goes on past the markers it jumps; after jumping markers a ring stops on the first empty point ({q})"
                ));
            }
        }
        if rings_all & b.bit() != 0 {
            return ill(format!(
                "{a}-{b} ends on the ring on {b}; a ring moves to an empty point"
            ));
        }
        if mk & b.bit() != 0 {
            return ill(format!(
                "{a}-{b} ends on the marker on {b}; a ring cannot land on a marker (it may jump markers and stop just after them)"
            ));
        }
        Ok(flip)
    }

    /// Checks move parts against this position; returns the complete move
    /// and the position after it. `self` is never changed.
    fn resolve(&self, parts: &[Part]) -> Result<(Move, Yinsh), MoveError> {
        let ill = |s: String| Err(MoveError::Illegal(s));
        if self.result.is_some() {
            return ill("the game is over; no more moves".into());
        }
        let me = self.to_move as usize;
        let target = self.target();
        let mut st = self.clone();
        let mut mv = Move::EMPTY;
        let mut it = parts.iter();
        let so_far = |mv: &Move| {
            let t = mv.to_string();
            if t.is_empty() {
                t
            } else {
                t.replace(';', ":") + ":"
            }
        };

        while st.removed[me] < target && has_row(st.markers[me]) {
            match it.next() {
                Some(Part::Remove { row, ring }) => {
                    let r = st.check_removal(me, *row, *ring)?;
                    st.apply_removal(me, r);
                    mv.push(r);
                }
                _ => {
                    let (s, d) = st.first_row(me).expect("has a row");
                    return ill(format!(
                        "the last move made a row of yours ({}); remove it before you move: start with the row and the ring to remove, e.g. {}x{}-{}x{}:...",
                        st.rows_text(me),
                        so_far(&mv),
                        s,
                        Pt(s.0 + 4 * d as u8),
                        st.first_ring(me)
                    ));
                }
            }
        }
        let mut pass = false;
        if st.removed[me] < target {
            match it.next() {
                None => {
                    return ill(if st.placement_done() {
                        format!(
                            "the move is missing its ring move after {}",
                            so_far(&mv).trim_end_matches(':')
                        )
                    } else {
                        "the move is missing the point to place your ring on".into()
                    });
                }
                Some(Part::Place(p)) => {
                    if st.placement_done() {
                        return ill(format!(
                            "all rings are placed; move a ring along a line, e.g. {}-...",
                            st.first_ring(me)
                        ));
                    }
                    if st.occupied() & p.bit() != 0 {
                        return ill(format!("{p} is taken; place your ring on an empty point"));
                    }
                    st.rings[me] |= p.bit();
                    st.placed += 1;
                    mv.action = Action::Place(*p);
                }
                Some(Part::Ring(a, b)) => {
                    if !st.placement_done() {
                        return ill(format!(
                            "rings are still being placed: send just the point for your ring, e.g. {b}"
                        ));
                    }
                    let flip = st.check_ring_move(me, *a, *b)?;
                    st.apply_ring(me, *a, *b, flip);
                    mv.action = Action::Ring { from: *a, to: *b };
                }
                Some(Part::Pass) => {
                    if !st.placement_done() {
                        return ill("rings are still being placed; you cannot pass".into());
                    }
                    let mut example = None;
                    st.for_each_ring_move(me, |a, b, _| {
                        example.get_or_insert(format!("{a}-{b}"));
                    });
                    if let Some(e) = example {
                        return ill(format!(
                            "you can still move a ring (e.g. {e}), so you may not pass"
                        ));
                    }
                    pass = true;
                    mv.action = Action::Pass;
                }
                Some(Part::Remove { .. }) => {
                    return ill(
                        "there is no row of yours to remove before your move; a removal comes after the ring move that makes the row, e.g. i8-f5:xg5-g9xa5"
                            .into(),
                    );
                }
            }
            while st.removed[me] < target && has_row(st.markers[me]) {
                match it.next() {
                    Some(Part::Remove { row, ring }) => {
                        let r = st.check_removal(me, *row, *ring)?;
                        st.apply_removal(me, r);
                        mv.push(r);
                    }
                    _ => {
                        let (s, d) = st.first_row(me).expect("has a row");
                        let row = format!("{}-{}", s, Pt(s.0 + 4 * d as u8));
                        let what = if rows(st.markers[me]).count() > 1 {
                            format!("rows {}", st.rows_text(me))
                        } else {
                            format!("a row {row}")
                        };
                        return ill(format!(
                            "your move makes {what}; add the ring to remove, e.g. {}x{row}x{}",
                            so_far(&mv),
                            st.first_ring(me)
                        ));
                    }
                }
            }
        }
        if let Some(extra) = it.next() {
            let why = if st.removed[me] >= target {
                "this move already wins the game"
            } else {
                "the move is complete"
            };
            let extra = part_text(extra);
            return ill(format!(
                "{why} after {}; remove the extra text '{extra}'",
                mv
            ));
        }
        st.end_turn(pass);
        Ok((mv, st))
    }
}

fn part_text(p: &Part) -> String {
    match p {
        Part::Place(p) => p.to_string(),
        Part::Ring(a, b) => format!("{a}-{b}"),
        Part::Pass => "pass".into(),
        Part::Remove {
            row: Some((a, b)),
            ring,
        } => format!("x{a}-{b}x{ring}"),
        Part::Remove { row: None, ring } => format!("x{ring}"),
    }
}

impl Game for Yinsh {
    type Move = Move;
    const NAME: &'static str = "yinsh";
    const COLOURS: [&'static str; 2] = ["white", "black"];
    const SYMBOLS: [char; 2] = SYMBOLS;
    const HELP: &'static str = include_str!("help.txt");

    fn new(options: &[&str]) -> Result<Self, OptionsError> {
        let mut blitz = false;
        for o in options {
            match o.to_ascii_lowercase().as_str() {
                "-blitz" => blitz = true,
                other => {
                    return Err(OptionsError(format!(
                        "yinsh has no option '{other}'; the only option is -blitz"
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
            return Err(MoveError::Illegal("the game is over already".into()));
        }
        self.moves += 1;
        self.result = Some(Outcome::Win(1 - seat));
        Ok(())
    }
    fn agree_draw(&mut self) -> Result<(), MoveError> {
        if self.result.is_some() {
            return Err(MoveError::Illegal("the game is over already".into()));
        }
        self.moves += 1;
        self.result = Some(Outcome::Draw);
        Ok(())
    }
    fn render(&self, players: [&str; 2]) -> String {
        render::render(self, players)
    }
    fn progress_lines(&self, _players: [&str; 2]) -> Vec<String> {
        if self.placement_done() || self.result.is_some() {
            return Vec::new();
        }
        let n = |seat: usize| self.rings[seat].count_ones();
        vec![format!(
            "Rings placed: o {} of {RINGS_EACH}, x {} of {RINGS_EACH}",
            n(0),
            n(1)
        )]
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
mod tests;

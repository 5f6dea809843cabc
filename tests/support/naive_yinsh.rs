//! A naive YINSH rules engine following yinsh.md and replay.md, used as a
//! second method to check the fast engine. It walks coordinates one step at
//! a time and builds every legal complete move as a (canonical text,
//! resulting position) pair; `play` looks the text up in that list.

#![allow(dead_code)]

use serde_json::{Value, json};

/// Colour index: 0 is White (`o`, moves first), 1 is Black (`x`).
pub const WHITE: usize = 0;
pub const BLACK: usize = 1;

/// Markers in the shared pool at the start.
const MARKERS: u32 = 51;
/// Rings each player places.
const RINGS_EACH: u32 = 5;

/// The three line directions as (column, row) steps; their opposites are
/// the other three.
const LINE_DIRECTIONS: [(i32, i32); 3] = [(0, 1), (1, 0), (1, 1)];
const ALL_DIRECTIONS: [(i32, i32); 6] = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)];

/// The rows each column holds, inclusive, for columns a..k.
const COLUMN_ROWS: [(i32, i32); 11] = [
    (2, 5),
    (1, 7),
    (1, 8),
    (1, 9),
    (1, 10),
    (2, 10),
    (2, 11),
    (3, 11),
    (4, 11),
    (5, 11),
    (7, 10),
];

/// What stands on one point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Empty,
    Ring(usize),
    Marker(usize),
}

/// The state of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    InProgress,
    Win(usize),
    Draw,
}

/// A point as (column 0..10, row 1..11).
pub type Point = (i32, i32);

/// Whether (column, row) is one of the 85 points.
pub fn on_board(p: Point) -> bool {
    let (c, r) = p;
    if !(0..11).contains(&c) {
        return false;
    }
    let (lo, hi) = COLUMN_ROWS[c as usize];
    r >= lo && r <= hi
}

/// All 85 points, by column then row.
pub fn all_points() -> impl Iterator<Item = Point> {
    (0..11).flat_map(|c| {
        let (lo, hi) = COLUMN_ROWS[c as usize];
        (lo..=hi).map(move |r| (c, r))
    })
}

/// The lower-case name of a point, e.g. `f6`.
pub fn point_name(p: Point) -> String {
    format!("{}{}", (b'a' + p.0 as u8) as char, p.1)
}

/// The point one step from `p` in direction `d`.
fn step(p: Point, d: (i32, i32)) -> Point {
    (p.0 + d.0, p.1 + d.1)
}

/// One row of five markers, from its canonical start (lower column, then
/// lower row) along a positive line direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub points: Vec<Point>,
}

impl Row {
    /// `start-end`, the notation's row part without the leading `x`.
    pub fn text(&self) -> String {
        format!(
            "{}-{}",
            point_name(self.points[0]),
            point_name(self.points[4])
        )
    }
}

/// A whole game position.
#[derive(Clone, Debug)]
pub struct Naive {
    /// Indexed [column][row]; only points on the board are used.
    board: [[Piece; 12]; 11],
    to_move: usize,
    rings_removed: [u32; 2],
    blitz: bool,
    rings_placed: u32,
    moves_played: u32,
    status: Status,
}

impl Naive {
    /// The start position: an empty board, White to place.
    pub fn new(blitz: bool) -> Naive {
        Naive {
            board: [[Piece::Empty; 12]; 11],
            to_move: WHITE,
            rings_removed: [0, 0],
            blitz,
            rings_placed: 0,
            moves_played: 0,
            status: Status::InProgress,
        }
    }

    /// The piece on a point of the board.
    pub fn at(&self, p: Point) -> Piece {
        self.board[p.0 as usize][p.1 as usize]
    }

    fn set(&mut self, p: Point, piece: Piece) {
        self.board[p.0 as usize][p.1 as usize] = piece;
    }

    /// Rings a player must remove to win.
    fn target(&self) -> u32 {
        if self.blitz { 1 } else { 3 }
    }

    /// Markers still in the pool: those not on the board.
    pub fn pool(&self) -> u32 {
        let on_board = all_points()
            .filter(|&p| matches!(self.at(p), Piece::Marker(_)))
            .count() as u32;
        MARKERS - on_board
    }

    pub fn rings_removed(&self) -> [u32; 2] {
        self.rings_removed
    }

    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    pub fn blitz(&self) -> bool {
        self.blitz
    }

    pub fn game_status(&self) -> Status {
        self.status
    }

    /// The colour to move, or `None` when the game is over.
    pub fn to_move(&self) -> Option<usize> {
        match self.status {
            Status::InProgress => Some(self.to_move),
            _ => None,
        }
    }

    pub fn status(&self) -> &'static str {
        match self.status {
            Status::InProgress => "in_progress",
            Status::Win(WHITE) => "white_wins",
            Status::Win(_) => "black_wins",
            Status::Draw => "draw",
        }
    }

    /// The points holding a ring of `colour`, by column then row.
    pub fn rings_of(&self, colour: usize) -> Vec<Point> {
        all_points()
            .filter(|&p| self.at(p) == Piece::Ring(colour))
            .collect()
    }

    /// The points holding a marker of `colour`, by column then row.
    pub fn markers_of(&self, colour: usize) -> Vec<Point> {
        all_points()
            .filter(|&p| self.at(p) == Piece::Marker(colour))
            .collect()
    }

    /// Every row of five markers of `colour`: each run of five adjacent
    /// points on one line that all hold such a marker. A run of six holds
    /// two rows, and so on.
    pub fn rows_of(&self, colour: usize) -> Vec<Row> {
        let mut rows = Vec::new();
        for start in all_points() {
            for d in LINE_DIRECTIONS {
                let mut p = start;
                let mut length = 0;
                while length < 5 && on_board(p) && self.at(p) == Piece::Marker(colour) {
                    length += 1;
                    p = step(p, d);
                }
                if length == 5 {
                    let points = (0..5).map(|k| (start.0 + k * d.0, start.1 + k * d.1));
                    rows.push(Row {
                        points: points.collect(),
                    });
                }
            }
        }
        rows
    }

    /// Every ring move of `colour` as (from, to): along each of the six
    /// directions, each vacant point before the first non-vacant one, and,
    /// when that is a run of markers, the first vacant point right after it.
    pub fn ring_moves(&self, colour: usize) -> Vec<(Point, Point)> {
        let mut moves = Vec::new();
        for from in self.rings_of(colour) {
            for d in ALL_DIRECTIONS {
                let mut p = step(from, d);
                while on_board(p) && self.at(p) == Piece::Empty {
                    moves.push((from, p));
                    p = step(p, d);
                }
                if on_board(p) && matches!(self.at(p), Piece::Marker(_)) {
                    while on_board(p) && matches!(self.at(p), Piece::Marker(_)) {
                        p = step(p, d);
                    }
                    if on_board(p) && self.at(p) == Piece::Empty {
                        moves.push((from, p));
                    }
                }
            }
        }
        moves
    }

    /// Moves the ring of `colour` from `from` to `to`: a marker of that
    /// colour goes on `from`, and every marker strictly between flips.
    fn apply_ring_move(&mut self, colour: usize, from: Point, to: Point) {
        let d = ((to.0 - from.0).signum(), (to.1 - from.1).signum());
        self.set(from, Piece::Marker(colour));
        let mut p = step(from, d);
        while p != to {
            if let Piece::Marker(c) = self.at(p) {
                self.set(p, Piece::Marker(1 - c));
            }
            p = step(p, d);
        }
        self.set(to, Piece::Ring(colour));
    }

    /// Every way `colour` can remove its rows from this position, one row
    /// and one ring at a time, until no row of that colour remains or the
    /// player reaches the winning count (then the status is set to a win).
    /// Each entry is the removal parts (`xa1-a5xb2`) and the position after.
    fn removal_sequences(&self, colour: usize) -> Vec<(Vec<String>, Naive)> {
        let rows = self.rows_of(colour);
        if rows.is_empty() || self.rings_removed[colour] >= self.target() {
            return vec![(Vec::new(), self.clone())];
        }
        let mut out = Vec::new();
        for row in &rows {
            for ring in self.rings_of(colour) {
                let mut next = self.clone();
                for &p in &row.points {
                    next.set(p, Piece::Empty);
                }
                next.set(ring, Piece::Empty);
                next.rings_removed[colour] += 1;
                let part = format!("x{}x{}", row.text(), point_name(ring));
                if next.rings_removed[colour] >= next.target() {
                    next.status = Status::Win(colour);
                    out.push((vec![part], next));
                    continue;
                }
                for (rest, after) in next.removal_sequences(colour) {
                    let mut parts = vec![part.clone()];
                    parts.extend(rest);
                    out.push((parts, after));
                }
            }
        }
        out
    }

    /// The end by comparison (empty pool, or neither player can move):
    /// more rings removed wins, equal is a draw.
    fn end_by_comparison(&mut self) {
        let [w, b] = self.rings_removed;
        self.status = if w > b {
            Status::Win(WHITE)
        } else if b > w {
            Status::Win(BLACK)
        } else {
            Status::Draw
        };
    }

    /// Closes a complete move: counts it, and, unless the game was won
    /// during it, hands the turn to the opponent and applies the end rules
    /// that hold at the start of the opponent's turn.
    fn finish_move(&mut self, passed: bool) {
        self.moves_played += 1;
        if self.status != Status::InProgress {
            return;
        }
        self.to_move = 1 - self.to_move;
        if self.rings_placed < 2 * RINGS_EACH {
            return;
        }
        let next = self.to_move;
        if !self.rows_of(next).is_empty() {
            // Pending rows are removed first; each removal returns five
            // markers, so the pool is not empty after them and the player
            // has a turn.
            return;
        }
        let pool_empty = self.pool() == 0;
        let neither_can_move = passed && self.ring_moves(next).is_empty();
        if pool_empty || neither_can_move {
            self.end_by_comparison();
        }
    }

    /// Every legal complete move with the position it leads to, in the
    /// order generated (not sorted).
    pub fn children(&self) -> Vec<(String, Naive)> {
        let mut out = Vec::new();
        if self.status != Status::InProgress {
            return out;
        }
        let me = self.to_move;
        if self.rings_placed < 2 * RINGS_EACH {
            for p in all_points() {
                if self.at(p) == Piece::Empty {
                    let mut next = self.clone();
                    next.set(p, Piece::Ring(me));
                    next.rings_placed += 1;
                    next.finish_move(false);
                    out.push((point_name(p), next));
                }
            }
            return out;
        }
        for (pending, after_pending) in self.removal_sequences(me) {
            if after_pending.status != Status::InProgress {
                let mut next = after_pending;
                next.finish_move(false);
                out.push((pending.join(";"), next));
                continue;
            }
            let moves = after_pending.ring_moves(me);
            if moves.is_empty() {
                let mut next = after_pending;
                next.finish_move(true);
                let mut parts = pending.clone();
                parts.push("pass".to_string());
                out.push((parts.join(";"), next));
                continue;
            }
            for (from, to) in moves {
                let mut moved = after_pending.clone();
                moved.apply_ring_move(me, from, to);
                let ring_part = format!("{}-{}", point_name(from), point_name(to));
                for (own, after_own) in moved.removal_sequences(me) {
                    let mut next = after_own;
                    next.finish_move(false);
                    let mut parts = pending.clone();
                    parts.push(ring_part.clone());
                    parts.extend(own);
                    out.push((parts.join(";"), next));
                }
            }
        }
        out
    }

    /// Every legal complete move in canonical notation, sorted as plain
    /// strings, without duplicates; empty when the game is over.
    pub fn legal(&self) -> Vec<String> {
        let mut v: Vec<String> = self.children().into_iter().map(|(t, _)| t).collect();
        v.sort();
        v.dedup();
        v
    }

    /// Plays one complete move given in canonical notation.
    pub fn play(&mut self, canonical: &str) -> Result<(), String> {
        for (text, next) in self.children() {
            if text == canonical {
                *self = next;
                return Ok(());
            }
        }
        Err(format!("'{canonical}' is not a legal complete move here"))
    }

    /// The number of complete-move sequences of length `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let children = self.children();
        if depth == 1 {
            return children.len() as u64;
        }
        children.iter().map(|(_, c)| c.perft(depth - 1)).sum()
    }

    /// The position as the `replay --json` object of replay.md.
    pub fn to_json(&self) -> Value {
        let mut v = self.to_json_without_legal();
        v["legal"] = json!(self.legal());
        v
    }

    /// The `replay --json` object without its `legal` key.
    pub fn to_json_without_legal(&self) -> Value {
        let names = |v: Vec<Point>| -> Vec<String> { v.into_iter().map(point_name).collect() };
        json!({
            "game": "yinsh",
            "blitz": self.blitz,
            "moves": self.moves_played,
            "status": self.status(),
            "to_move": match self.to_move() {
                Some(WHITE) => json!("white"),
                Some(_) => json!("black"),
                None => Value::Null,
            },
            "rings": {
                "white": names(self.rings_of(WHITE)),
                "black": names(self.rings_of(BLACK)),
            },
            "markers": {
                "white": names(self.markers_of(WHITE)),
                "black": names(self.markers_of(BLACK)),
            },
            "rings_removed": {
                "white": self.rings_removed[WHITE],
                "black": self.rings_removed[BLACK],
            },
            "pool": self.pool(),
        })
    }
}

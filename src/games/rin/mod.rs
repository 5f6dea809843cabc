//! Rin, as `spec/rin.md` defines it: rules, notation, board.
//!
//! A position is a padded grid of one byte per point (see [`board`]) plus
//! whose turn it is. Seat 0 is Black (`x`) and moves first with a single
//! stone; after that each player places two stones per turn. Rings are
//! filled after every single stone.

pub mod board;
mod notation;
mod render;

use std::fmt;
use std::str::FromStr;

use board::{BLACK, Board, DEFAULT_SIZE, EMPTY, MAX_SIZE, MIN_SIZE, WHITE, index, point};
use notation::parse_points;

use super::{Game, MoveError, OptionsError, Outcome, Seat};
use crate::language::Msg;
use crate::msg;

/// Symbols of seat 0 (Black) and seat 1 (White).
pub const SYMBOLS: [char; 2] = ['x', 'o'];
/// Colour names of seat 0 and seat 1.
pub const COLOURS: [&str; 2] = ["black", "white"];
/// The marked points of the 16 x 16 board (they do not affect play).
pub const DOTS: [Pt; 8] = [
    Pt::new(3, 6),
    Pt::new(3, 9),
    Pt::new(6, 12),
    Pt::new(9, 12),
    Pt::new(12, 9),
    Pt::new(12, 6),
    Pt::new(9, 3),
    Pt::new(6, 3),
];

/// The cell colour of a seat's stones.
const fn colour(seat: Seat) -> u8 {
    if seat == 0 { BLACK } else { WHITE }
}

/// A point: row and column, both counted from 0 at the top left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pt {
    /// Row, 0 at the top.
    pub row: u8,
    /// Column, 0 at the left.
    pub col: u8,
}

impl Pt {
    /// The point at `row`, `col`.
    pub const fn new(row: u8, col: u8) -> Pt {
        Pt { row, col }
    }
    fn index(self) -> usize {
        index(self.row as usize, self.col as usize)
    }
}

impl fmt::Display for Pt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row, self.col)
    }
}

/// A move: the stones one line places, in order (one, or two in a double
/// turn).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    stones: [Pt; 2],
    len: u8,
}

impl Move {
    /// One stone.
    pub const fn one(p: Pt) -> Move {
        Move {
            stones: [p, p],
            len: 1,
        }
    }
    /// Both stones of a double turn, `a` first.
    pub const fn two(a: Pt, b: Pt) -> Move {
        Move {
            stones: [a, b],
            len: 2,
        }
    }
    /// The stones in the order they are placed.
    pub fn stones(&self) -> &[Pt] {
        &self.stones[..self.len as usize]
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.stones[0])?;
        if self.len == 2 {
            write!(f, ";{}", self.stones[1])?;
        }
        Ok(())
    }
}

/// Reads a move's canonical text, as [`Game::move_text`] writes it and a
/// game's log keeps it (`3,6` or `3,6;4,7`), without the position it was
/// played in. Points are read on the largest board; says nothing of
/// whether the move is legal anywhere.
impl FromStr for Move {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<Move, MoveError> {
        match parse_points(text, MAX_SIZE)?[..] {
            [a] => Ok(Move::one(a)),
            [a, b] => Ok(Move::two(a, b)),
            _ => Err(MoveError::Parse(msg!("board-rin-one-or-two", text = text))),
        }
    }
}

/// A Rin position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rin {
    board: Board,
    /// The seat whose turn it is (kept when the game ends mid-turn).
    to_move: u8,
    /// Stones of the current turn: 1 for Black's first turn, else 2.
    turn_len: u8,
    /// Stones of the current turn still to place.
    left: u8,
    moves: u32,
    result: Option<Outcome>,
}

fn illegal<T>(m: Msg) -> Result<T, MoveError> {
    Err(MoveError::Illegal(m))
}

impl Rin {
    /// The start position on a `size` x `size` board (even, 8 to 20).
    pub fn start(size: usize) -> Result<Rin, OptionsError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) || !size.is_multiple_of(2) {
            return Err(OptionsError(msg!(
                "board-rin-bad-size",
                size = size,
                min = MIN_SIZE,
                max = MAX_SIZE
            )));
        }
        Ok(Rin {
            board: Board::new(size),
            to_move: 0,
            turn_len: 1,
            left: 1,
            moves: 0,
            result: None,
        })
    }

    /// A position from its stones, for tests and tools. `to_move` and
    /// `stones_left` (1 or 2) say whose turn it is; with an empty board,
    /// Black to move and one stone left it is Black's single first turn,
    /// otherwise a double turn. No rings are filled: a position holding a
    /// ring that the rules would have filled already is refused, and so are
    /// stones off the board or on one point twice. The move count starts
    /// at 0. A full board is a finished game.
    pub fn from_stones(
        size: usize,
        black: &[(usize, usize)],
        white: &[(usize, usize)],
        to_move: Seat,
        stones_left: u8,
    ) -> Result<Rin, String> {
        let mut g = Rin::start(size).map_err(|e| e.to_string())?;
        if to_move > 1 || !(1..=2).contains(&stones_left) {
            return Err(format!(
                "to_move {to_move} and stones_left {stones_left}: a seat is 0 or 1, and 1 or 2 stones are left"
            ));
        }
        for (seat, stones) in [black, white].into_iter().enumerate() {
            for &(r, c) in stones {
                if !g.board.on_board(r, c) {
                    return Err(format!("{r},{c} is off the {size} x {size} board"));
                }
                let i = index(r, c);
                if g.board.colour(i) != EMPTY {
                    return Err(format!("{r},{c} is given twice"));
                }
                g.board.set(i, colour(seat));
            }
        }
        for (seat, name) in COLOURS.iter().enumerate() {
            if let Some(i) = g.board.unfilled_ring(colour(seat)) {
                let (r, c) = point(i);
                return Err(format!(
                    "{r},{c} lies in a ring of {name} that would have been filled"
                ));
            }
        }
        g.to_move = to_move as u8;
        g.left = stones_left;
        g.turn_len = if black.is_empty() && white.is_empty() && to_move == 0 && stones_left == 1 {
            1
        } else {
            2
        };
        g.check_full();
        Ok(g)
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        self.board.size()
    }
    /// The seat whose stone is on `p`; `None` for an empty point or a point
    /// off the board.
    pub fn stone(&self, p: Pt) -> Option<Seat> {
        if !self.on_board(p) {
            return None;
        }
        match self.board.colour(p.index()) {
            BLACK => Some(0),
            WHITE => Some(1),
            _ => None,
        }
    }
    /// Whether `p` is an empty point of the board.
    pub fn is_empty(&self, p: Pt) -> bool {
        self.on_board(p) && self.board.colour(p.index()) == EMPTY
    }
    /// Stones of a seat on the board.
    pub fn count(&self, seat: Seat) -> usize {
        self.board.count(colour(seat))
    }
    /// Empty points left.
    pub fn empty_points(&self) -> usize {
        self.board.count(EMPTY)
    }
    /// How many stones the player to move may still place this turn (1 or
    /// 2); `None` when the game is over.
    pub fn stones_left(&self) -> Option<u8> {
        self.result.is_none().then_some(self.left)
    }
    /// Which stone of the turn comes next, and how many the turn has:
    /// (1, 1) on Black's first turn, then (1, 2) or (2, 2).
    pub fn stone_of_turn(&self) -> (u8, u8) {
        (self.turn_len - self.left + 1, self.turn_len)
    }
    /// The stones of a seat, sorted by row, then column.
    pub fn stones(&self, seat: Seat) -> Vec<Pt> {
        self.points()
            .filter(|&p| self.board.colour(p.index()) == colour(seat))
            .collect()
    }
    /// A point of a ring that `seat` has made but that is not filled;
    /// always `None` in a game played by the rules (a check for tests).
    pub fn unfilled_ring(&self, seat: Seat) -> Option<Pt> {
        self.board.unfilled_ring(colour(seat)).map(|i| {
            let (r, c) = point(i);
            Pt::new(r as u8, c as u8)
        })
    }

    fn on_board(&self, p: Pt) -> bool {
        self.board.on_board(p.row as usize, p.col as usize)
    }

    /// Every point, row by row.
    fn points(&self) -> impl Iterator<Item = Pt> + use<> {
        let n = self.size() as u8;
        (0..n).flat_map(move |r| (0..n).map(move |c| Pt::new(r, c)))
    }

    /// Ends the game when the board is full.
    fn check_full(&mut self) {
        if self.board.count(EMPTY) == 0 {
            self.result = Some(match self.count(0).cmp(&self.count(1)) {
                std::cmp::Ordering::Greater => Outcome::Win(0),
                std::cmp::Ordering::Less => Outcome::Win(1),
                std::cmp::Ordering::Equal => Outcome::Draw,
            });
        }
    }

    /// Places one stone of the player to move on an empty point, fills the
    /// rings it makes, and passes the turn or ends the game as due. Returns
    /// the points filled. The caller has checked the point.
    fn put(&mut self, p: Pt) -> usize {
        let seat = self.to_move as usize;
        let filled = self.board.place(p.index(), colour(seat));
        self.check_full();
        if self.result.is_none() {
            self.left -= 1;
            if self.left == 0 {
                self.to_move ^= 1;
                self.turn_len = 2;
                self.left = 2;
            }
        }
        filled
    }

    /// Checks that `n` stones may be placed now; `first` is the first of
    /// them, for the messages.
    fn check_count(&self, n: usize, first: Pt) -> Result<(), MoveError> {
        if self.result.is_some() {
            return illegal(msg!("board-game-over-no-more-moves"));
        }
        if n <= self.left as usize {
            return Ok(());
        }
        if self.turn_len == 1 {
            illegal(msg!("board-rin-first-turn", point = first.to_string()))
        } else if self.left == 1 {
            illegal(msg!("board-rin-one-left", point = first.to_string()))
        } else {
            illegal(msg!("board-rin-at-most-two", point = first.to_string()))
        }
    }

    /// Checks a point for the next stone.
    fn check_point(&self, p: Pt) -> Result<(), MoveError> {
        if !self.on_board(p) {
            let max = self.size() - 1;
            return illegal(msg!(
                "board-rin-off-board",
                point = p.to_string(),
                max = max
            ));
        }
        if self.board.colour(p.index()) != EMPTY {
            return illegal(msg!("board-rin-point-taken", point = p.to_string()));
        }
        Ok(())
    }

    /// Plays the stones of one line; on error `self` is unchanged.
    fn play_stones(&mut self, stones: &[Pt]) -> Result<(), MoveError> {
        let Some(&first) = stones.first() else {
            return illegal(msg!("board-rin-no-stone"));
        };
        self.check_count(stones.len(), first)?;
        self.check_point(first)?;
        if stones.len() == 1 {
            self.put(first);
            self.moves += 1;
            return Ok(());
        }
        let second = stones[1];
        let mut next = self.clone();
        next.put(first);
        if next.result.is_some() {
            return illegal(msg!("board-rin-fills-board", point = first.to_string()));
        }
        if second == first {
            return illegal(msg!("board-rin-given-twice", point = first.to_string()));
        }
        if let Err(e) = next.check_point(second) {
            return if self.is_empty(second) {
                illegal(msg!(
                    "board-rin-filled-by-first",
                    point = second.to_string(),
                    first = first.to_string()
                ))
            } else {
                Err(e)
            };
        }
        next.put(second);
        next.moves += 1;
        *self = next;
        Ok(())
    }
}

impl Game for Rin {
    type Move = Move;
    const NAME: &'static str = "rin";
    const COLOURS: [&'static str; 2] = COLOURS;
    const SYMBOLS: [char; 2] = SYMBOLS;

    fn new(options: &[&str]) -> Result<Self, OptionsError> {
        let mut size = None;
        for o in options {
            let lower = o.trim().to_ascii_lowercase();
            let Some(n) = lower.strip_prefix("-size=") else {
                return Err(OptionsError(msg!(
                    "board-rin-no-option",
                    option = *o,
                    min = MIN_SIZE,
                    max = MAX_SIZE
                )));
            };
            if size.is_some() {
                return Err(OptionsError(msg!("board-rin-size-twice")));
            }
            if n.is_empty() || n.len() > 6 || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(OptionsError(msg!(
                    "board-rin-size-not-number",
                    option = *o,
                    min = MIN_SIZE,
                    max = MAX_SIZE
                )));
            }
            size = Some(n.parse::<usize>().expect("checked digits"));
        }
        Rin::start(size.unwrap_or(DEFAULT_SIZE))
    }
    fn options(&self) -> Vec<String> {
        if self.size() == DEFAULT_SIZE {
            vec![]
        } else {
            vec![format!("-size={}", self.size())]
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
        let stones = parse_points(text, self.size())?;
        self.check_count(stones.len(), stones[0])?;
        let mv = if stones.len() == 1 {
            Move::one(stones[0])
        } else {
            Move::two(stones[0], stones[1])
        };
        self.clone().play_stones(mv.stones())?;
        Ok(mv)
    }
    fn play(&mut self, mv: &Move) -> Result<(), MoveError> {
        self.play_stones(mv.stones())
    }
    fn move_text(&self, mv: &Move) -> String {
        mv.to_string()
    }
    /// Every legal move of one stone: each empty point, row by row (empty
    /// when the game is over). A double turn may also be sent as one move
    /// of two stones; those are sequences of these single-stone moves (the
    /// second one chosen in the position after the first), so they are not
    /// listed.
    fn legal_moves(&self) -> Vec<Move> {
        if self.result.is_some() {
            return vec![];
        }
        self.points()
            .filter(|&p| self.board.colour(p.index()) == EMPTY)
            .map(Move::one)
            .collect()
    }
    fn resign(&mut self, seat: Seat) -> Result<(), MoveError> {
        if self.result.is_some() {
            return illegal(msg!("board-game-over-already"));
        }
        if seat > 1 {
            return illegal(msg!("board-rin-no-seat", seat = seat));
        }
        self.moves += 1;
        self.result = Some(Outcome::Win(1 - seat));
        Ok(())
    }
    fn agree_draw(&mut self) -> Result<(), MoveError> {
        if self.result.is_some() {
            return illegal(msg!("board-game-over-already"));
        }
        self.moves += 1;
        self.result = Some(Outcome::Draw);
        Ok(())
    }
    fn legend() -> Msg {
        msg!("board-rin-legend")
    }
    fn ascii_board(&self) -> String {
        render::board(self)
    }
    fn status_lines(&self, players: [&str; 2]) -> Vec<Msg> {
        render::status_lines(self, players)
    }
    fn score_line(&self, players: [&str; 2]) -> Option<Msg> {
        Some(msg!(
            "board-rin-score",
            first = players[0],
            first_count = self.count(0),
            second = players[1],
            second_count = self.count(1)
        ))
    }
    fn to_json(&self) -> serde_json::Value {
        let pts = |seat| {
            self.stones(seat)
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
        };
        serde_json::json!({
            "game": "rin",
            "size": self.size(),
            "moves": self.moves,
            "status": match self.result {
                None => "in_progress",
                Some(Outcome::Win(0)) => "black_wins",
                Some(Outcome::Win(_)) => "white_wins",
                Some(Outcome::Draw) => "draw",
            },
            "to_move": Game::to_move(self).map(|s| COLOURS[s]),
            "stones_left": self.stones_left(),
            "stones": {"black": pts(0), "white": pts(1)},
            "count": {"black": self.count(0), "white": self.count(1)},
        })
    }
}

#[cfg(test)]
mod tests;

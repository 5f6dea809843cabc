//! The rules of every game ringmail plays.
//!
//! This module is pure: no I/O, no async runtime, no database, no logging.
//! Each game lives in its own folder and implements [`Game`], a typed trait
//! in the style of a chess library: a move is parsed against a position
//! (separating "cannot parse" from "illegal here"), then played; playing
//! never leaves the position half-changed.
//!
//! A position holds what the rules need and nothing else: nothing of how
//! it is shown, nor of the move that led to it. Whoever shows the last
//! move reads it from the game's log, whose lines are the canonical texts
//! [`Game::move_text`] writes; each game's move type reads such a text
//! back without a position (`FromStr`).
//!
//! The rest of ringmail talks to games only through [`AnyGame`], the
//! object-safe face of [`Game`] that works with move *texts*, and through
//! [`new_game`], which builds a game from its name and challenge options.

use std::any::Any;
use std::fmt;

use crate::language::Msg;
use crate::msg;

pub mod rin;
pub mod yinsh;

/// A seat at the table: 0 is `userid1` of the challenge (moves first),
/// 1 is `userid2`.
pub type Seat = usize;

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The player in this seat won.
    Win(Seat),
    /// Neither player won.
    Draw,
}

/// Why a move was refused. Both kinds carry a message written for the
/// player: what is wrong, and how to write it right.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move in this game's notation.
    #[error("{0}")]
    Parse(Msg),
    /// The text is a move, but not a legal one in this position.
    #[error("{0}")]
    Illegal(Msg),
}

impl MoveError {
    /// The refusal as a message, for the player's language (`Display`
    /// writes it in English).
    pub fn msg(&self) -> Msg {
        match self {
            MoveError::Parse(m) | MoveError::Illegal(m) => m.clone(),
        }
    }
}

/// A challenge option that the game does not know or cannot take.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OptionsError(pub Msg);

impl OptionsError {
    /// The refusal as a message, for the player's language (`Display`
    /// writes it in English).
    pub fn msg(&self) -> Msg {
        self.0.clone()
    }
}

/// The rules of one game, with typed moves.
///
/// A value of the implementing type is a position (the whole game state).
/// Turn order is free: a player may move several times in a row (Rin's double
/// turns), which is why [`Game::to_move`] is asked after every move.
pub trait Game: Clone + Send + Sync + 'static {
    /// A complete move: one line a player sends.
    type Move: Clone + PartialEq + fmt::Debug;

    /// The game's name as written in commands (`yinsh`).
    const NAME: &'static str;
    /// The colour names of seat 0 and seat 1, as used in JSON (`white`).
    const COLOURS: [&'static str; 2];
    /// The pieces' symbols of seat 0 and seat 1 on the board (`o`).
    const SYMBOLS: [char; 2];

    /// The start position for a challenge with these options
    /// (`-blitz`, `-size=12`; case-insensitive).
    fn new(options: &[&str]) -> Result<Self, OptionsError>;
    /// The options in canonical form, as a challenge would write them.
    fn options(&self) -> Vec<String>;

    /// Lines played so far (moves, passes and resignations).
    fn moves_played(&self) -> u32;
    /// The seat to move, or `None` when the game is over.
    fn to_move(&self) -> Option<Seat>;
    /// The result, or `None` while the game goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// Reads a move text (without any `#N` guard) against this position.
    /// The returned move is legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// Plays a move. On error the position is unchanged.
    fn play(&mut self, mv: &Self::Move) -> Result<(), MoveError>;
    /// The canonical output notation of a move.
    fn move_text(&self, mv: &Self::Move) -> String;
    /// Every legal move of the player to move (empty when the game is over).
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// The player in `seat` resigns; the opponent wins.
    fn resign(&mut self, seat: Seat) -> Result<(), MoveError>;
    /// The players agree to a draw (one line of the log, like a
    /// resignation); refused when the game is over.
    fn agree_draw(&mut self) -> Result<(), MoveError>;

    /// What the board's symbols stand for, in one line (YINSH: `(o) (x)
    /// rings, o x markers`).
    fn legend() -> Msg;
    /// The ASCII board alone, each line ending in `\n` (the same in every
    /// language).
    fn ascii_board(&self) -> String;
    /// The status lines under the board (the pieces of each, whose turn
    /// it is or the result). `players` names seat 0 and seat 1.
    fn status_lines(&self, players: [&str; 2]) -> Vec<Msg>;
    /// The ASCII board followed by the status lines in English, each line
    /// ending in `\n`. `players` names seat 0 and seat 1.
    fn render(&self, players: [&str; 2]) -> String {
        let mut out = self.ascii_board();
        for line in self.status_lines(players) {
            out.push_str(&line.to_string());
            out.push('\n');
        }
        out
    }
    /// Lines about the game's progress beyond the status lines of
    /// [`Game::render`], such as YINSH's rings placed so far (none by
    /// default).
    fn progress_lines(&self, players: [&str; 2]) -> Vec<Msg> {
        let _ = players;
        Vec::new()
    }
    /// The score in one line, for a game that keeps one (YINSH: rings
    /// removed, `alice 1, bob 2 (3 wins)`); `None` for a game without.
    fn score_line(&self, players: [&str; 2]) -> Option<Msg> {
        let _ = players;
        None
    }
    /// The position as the `replay --json` object.
    fn to_json(&self) -> serde_json::Value;

    /// Plays a move text for the player to move and returns its canonical
    /// form. Accepts a trailing `#N` move-number guard and the word `resign`.
    /// On error the position is unchanged.
    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        let text = text.trim();
        let (body, guard) = split_guard(text)?;
        if self.outcome().is_some() {
            return Err(MoveError::Illegal(msg!("board-game-over-no-more-moves")));
        }
        if let Some(n) = guard {
            let next = self.moves_played() + 1;
            if n != next {
                return Err(MoveError::Illegal(msg!(
                    "board-guard-mismatch",
                    guard = n,
                    next = next
                )));
            }
        }
        if body.eq_ignore_ascii_case("resign") {
            let seat = self
                .to_move()
                .expect("a game in progress has a player to move");
            self.resign(seat)?;
            return Ok("resign".into());
        }
        let mv = self.parse_move(body)?;
        self.play(&mv)?;
        Ok(self.move_text(&mv))
    }

    /// Every legal move text, canonical, sorted as plain strings.
    fn legal_move_texts(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .legal_moves()
            .iter()
            .map(|m| self.move_text(m))
            .collect();
        v.sort();
        v.dedup();
        v
    }
}

/// The object-safe face of a [`Game`], speaking move texts.
pub trait AnyGame: Send + Sync + fmt::Debug {
    /// The game's name (`yinsh`).
    fn name(&self) -> &'static str;
    /// Canonical challenge options.
    fn options(&self) -> Vec<String>;
    /// Colour names of seat 0 and 1.
    fn colours(&self) -> [&'static str; 2];
    /// Piece symbols of seat 0 and 1.
    fn symbols(&self) -> [char; 2];
    /// Lines played so far.
    fn moves_played(&self) -> u32;
    /// Seat to move, `None` when over.
    fn to_move(&self) -> Option<Seat>;
    /// The result, `None` while in progress.
    fn outcome(&self) -> Option<Outcome>;
    /// Plays a move text for the player to move and returns its canonical
    /// form. Accepts a trailing `#N` move-number guard and the word `resign`.
    /// On error the position is unchanged.
    fn play_text(&mut self, text: &str) -> Result<String, MoveError>;
    /// The player in `seat` resigns.
    fn resign(&mut self, seat: Seat) -> Result<(), MoveError>;
    /// The players agree to a draw.
    fn agree_draw(&mut self) -> Result<(), MoveError>;
    /// Every legal move text, canonical, sorted as plain strings.
    fn legal_move_texts(&self) -> Vec<String>;
    /// Board and status lines, in English.
    fn render(&self, players: [&str; 2]) -> String;
    /// See [`Game::ascii_board`].
    fn ascii_board(&self) -> String;
    /// See [`Game::status_lines`].
    fn status_lines(&self, players: [&str; 2]) -> Vec<Msg>;
    /// Progress lines beyond the status lines.
    fn progress_lines(&self, players: [&str; 2]) -> Vec<Msg>;
    /// See [`Game::score_line`].
    fn score_line(&self, players: [&str; 2]) -> Option<Msg>;
    /// See [`Game::legend`].
    fn legend(&self) -> Msg;
    /// The `replay --json` object.
    fn to_json(&self) -> serde_json::Value;
    /// The typed position behind this face (a [`yinsh::Yinsh`] or a
    /// [`rin::Rin`]), for code outside the rules that needs more of a
    /// position than this face tells.
    fn as_any(&self) -> &dyn Any;
    /// A boxed copy.
    fn clone_box(&self) -> Box<dyn AnyGame>;
}

impl Clone for Box<dyn AnyGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Splits a trailing `#N` guard off a move text.
fn split_guard(text: &str) -> Result<(&str, Option<u32>), MoveError> {
    match text.rfind('#') {
        None => Ok((text, None)),
        Some(i) => {
            let digits = &text[i + 1..];
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 9
            {
                return Err(MoveError::Parse(msg!("board-guard-malformed", text = text)));
            }
            Ok((&text[..i], Some(digits.parse().expect("checked digits"))))
        }
    }
}

/// A [`Game`] seen through [`AnyGame`].
#[derive(Debug, Clone)]
pub struct Dyn<G>(pub G);

impl<G: Game + fmt::Debug> AnyGame for Dyn<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn options(&self) -> Vec<String> {
        self.0.options()
    }
    fn colours(&self) -> [&'static str; 2] {
        G::COLOURS
    }
    fn symbols(&self) -> [char; 2] {
        G::SYMBOLS
    }
    fn moves_played(&self) -> u32 {
        self.0.moves_played()
    }
    fn to_move(&self) -> Option<Seat> {
        self.0.to_move()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        self.0.play_text(text)
    }
    fn resign(&mut self, seat: Seat) -> Result<(), MoveError> {
        self.0.resign(seat)
    }
    fn agree_draw(&mut self) -> Result<(), MoveError> {
        self.0.agree_draw()
    }
    fn legal_move_texts(&self) -> Vec<String> {
        self.0.legal_move_texts()
    }
    fn render(&self, players: [&str; 2]) -> String {
        self.0.render(players)
    }
    fn ascii_board(&self) -> String {
        self.0.ascii_board()
    }
    fn status_lines(&self, players: [&str; 2]) -> Vec<Msg> {
        self.0.status_lines(players)
    }
    fn progress_lines(&self, players: [&str; 2]) -> Vec<Msg> {
        self.0.progress_lines(players)
    }
    fn score_line(&self, players: [&str; 2]) -> Option<Msg> {
        self.0.score_line(players)
    }
    fn legend(&self) -> Msg {
        G::legend()
    }
    fn to_json(&self) -> serde_json::Value {
        self.0.to_json()
    }
    fn as_any(&self) -> &dyn Any {
        &self.0
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
}

/// The names of the games this server plays, in the order `list` shows them.
pub const GAMES: &[&str] = &[yinsh::Yinsh::NAME, rin::Rin::NAME];

/// Builds the start position of a game from its name and challenge options.
pub fn new_game(name: &str, options: &[&str]) -> Result<Box<dyn AnyGame>, OptionsError> {
    match name.to_ascii_lowercase().as_str() {
        "yinsh" => Ok(Box::new(Dyn(yinsh::Yinsh::new(options)?))),
        "rin" => Ok(Box::new(Dyn(rin::Rin::new(options)?))),
        other => Err(OptionsError(msg!(
            "board-no-such-game",
            game = other,
            games = games_and()
        ))),
    }
}

/// The games this server plays as one phrase (`yinsh and rin`).
fn games_and() -> Msg {
    let mut names = GAMES.iter().rev();
    let last = Msg::verbatim(*names.next().expect("a game"));
    names.fold(last, |rest, name| {
        msg!("board-games-and", first = *name, rest = rest)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guard_is_split_from_the_end() {
        assert_eq!(split_guard("i8-f5#23").unwrap(), ("i8-f5", Some(23)));
        assert_eq!(split_guard("i8-f5").unwrap(), ("i8-f5", None));
        assert!(split_guard("i8-f5#").is_err());
        assert!(split_guard("i8-f5#2x").is_err());
        assert!(split_guard("i8#3-f5").is_err());
    }

    #[test]
    fn agreed_draw_ends_either_game_once() {
        for name in GAMES {
            let mut g = new_game(name, &[]).unwrap();
            g.agree_draw().unwrap();
            assert_eq!(g.outcome(), Some(Outcome::Draw));
            assert_eq!(g.moves_played(), 1);
            assert_eq!(g.to_move(), None);
            assert!(g.agree_draw().is_err());
            assert!(g.play_text("resign").is_err());
        }
    }
}

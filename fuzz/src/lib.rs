//! Helpers shared by the fuzz targets of ringmail's game engines.

use std::fmt;

use ringmail::games::{AnyGame, Dyn, Game, Outcome, Seat};

/// Everything observable of a position: board and status lines, the JSON
/// object, lines played, the seat to move and the result.
#[derive(Debug, PartialEq)]
pub struct Snapshot {
    render: String,
    json: String,
    moves: u32,
    to_move: Option<Seat>,
    outcome: Option<Outcome>,
}

/// Takes a [`Snapshot`] of `g`.
pub fn snapshot(g: &dyn AnyGame) -> Snapshot {
    Snapshot {
        render: g.render(["alice", "bob"]),
        json: g.to_json().to_string(),
        moves: g.moves_played(),
        to_move: g.to_move(),
        outcome: g.outcome(),
    }
}

/// The fuzz input of a notation target, in order: one byte choosing the
/// variant, one byte for the number of random-walk steps, two bytes
/// (little-endian) per step choosing among the legal moves, and the rest: the
/// move text tried on the position reached.
pub struct Input<'a> {
    data: &'a [u8],
}

impl<'a> Input<'a> {
    /// Wraps the fuzz input.
    pub fn new(data: &'a [u8]) -> Self {
        Input { data }
    }
    /// The next byte, 0 when the input is used up.
    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }
    /// The next two bytes as a little-endian number.
    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }
    /// What is left, as text (invalid UTF-8 replaced).
    pub fn rest(self) -> String {
        String::from_utf8_lossy(self.data).into_owned()
    }
}

/// Starts a game of `G`, walks it at random through legal moves chosen by
/// the input, then plays the rest of the input as a move text on it (as the
/// server does, through [`AnyGame`]) and checks the engine's contract:
/// - the text of every legal move plays;
/// - a refused move text leaves the position unchanged;
/// - an accepted one returns a canonical text that plays to the same
///   position from where it started.
pub fn walk_and_play<G: Game + fmt::Debug>(options: &[&str], mut input: Input<'_>) {
    let mut g = G::new(options).expect("the fuzz target's options are valid");
    let steps = input.byte();
    for _ in 0..steps {
        // The typed legal moves, so that a step costs one move text only.
        let legal = g.legal_moves();
        if legal.is_empty() {
            break;
        }
        let text = g.move_text(&legal[usize::from(input.u16()) % legal.len()]);
        if let Err(e) = g.play_text(&text) {
            panic!(
                "the legal move {text:?} is refused: {e}\n{}",
                g.render(["alice", "bob"])
            );
        }
    }
    let mut g: Box<dyn AnyGame> = Box::new(Dyn(g));
    let text = input.rest();
    let before = g.clone();
    let snap = snapshot(g.as_ref());
    match g.play_text(&text) {
        Err(_) => {
            assert_eq!(
                snapshot(g.as_ref()),
                snap,
                "the refused move {text:?} changed the position"
            );
        }
        Ok(canonical) => {
            let mut again = before.clone();
            if let Err(e) = again.play_text(&canonical) {
                panic!("{text:?} was played as {canonical:?}, which is refused: {e}");
            }
            assert_eq!(
                snapshot(again.as_ref()),
                snapshot(g.as_ref()),
                "{text:?} and its canonical form {canonical:?} reach different positions"
            );
        }
    }
}

//! Tests of the YINSH rules: every rule and ruling on hand-made
//! positions ([`rules`]), the boards as drawn ([`boards`]), and
//! properties of random positions ([`random_positions`]).

mod boards;
mod random_positions;
mod rules;

use super::board::{Bits, Pt, bits, points, rows, symmetry};
use super::notation::{Part, parse_parts, row_ends};
use super::*;
use crate::games::{Game, MoveError, Outcome};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn pt(s: &str) -> Pt {
    Pt::parse(s).unwrap().unwrap()
}

/// A hand-made position: white rings, black rings, white markers, black
/// markers, rings removed, seat to move.
fn pos(wr: &str, br: &str, wm: &str, bm: &str, removed: [u8; 2], to_move: Seat) -> Yinsh {
    Yinsh::hand_made(false, wr, br, wm, bm, removed, to_move)
}

fn legal(y: &Yinsh) -> Vec<String> {
    y.legal_move_texts()
}

fn play(y: &mut Yinsh, text: &str) -> Result<String, MoveError> {
    y.play_text(text)
}

fn illegal(y: &Yinsh, text: &str) -> String {
    let mut c = y.clone();
    match c.play_text(text) {
        Err(MoveError::Illegal(m)) => {
            assert_eq!(&c, y, "a refused move must not change the position");
            m.to_string()
        }
        other => panic!("{text}: expected an illegal-move error, got {other:?}"),
    }
}

fn with_prefix<'a>(v: &'a [String], prefix: &str) -> Vec<&'a String> {
    v.iter().filter(|m| m.starts_with(prefix)).collect()
}

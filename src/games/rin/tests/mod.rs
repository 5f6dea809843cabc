//! Tests of the Rin rules on hand-made positions, and random games
//! checked against a plain reference implementation of the fill.

mod ending;
mod filling;
mod placing;
mod reference;
mod texts;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::games::{Game, MoveError, Outcome};

/// A position from a picture: `x` Black, `o` White, anything else empty.
fn pos(rows: &[&str], to_move: Seat, left: u8) -> Rin {
    let (mut b, mut w) = (vec![], vec![]);
    for (r, line) in rows.iter().enumerate() {
        assert_eq!(line.len(), rows.len(), "row {r} of the picture");
        for (c, ch) in line.chars().enumerate() {
            match ch {
                'x' => b.push((r, c)),
                'o' => w.push((r, c)),
                _ => {}
            }
        }
    }
    Rin::from_stones(rows.len(), &b, &w, to_move, left).unwrap()
}

/// The board as a picture like the one [`pos`] reads.
fn picture(g: &Rin) -> Vec<String> {
    let n = g.size() as u8;
    (0..n)
        .map(|r| {
            (0..n)
                .map(|c| match g.stone(Pt::new(r, c)) {
                    Some(0) => 'x',
                    Some(_) => 'o',
                    None => '.',
                })
                .collect()
        })
        .collect()
}

fn play(g: &mut Rin, text: &str) {
    if let Err(e) = g.play_text(text) {
        panic!("{text}: {e}\n{g:?}");
    }
}

/// Plays `text`, which must be illegal; checks the position is unchanged
/// and returns the reason.
fn illegal(g: &Rin, text: &str) -> String {
    let mut h = g.clone();
    match h.play_text(text) {
        Err(MoveError::Illegal(m)) => {
            assert_eq!(&h, g, "{text} changed the position");
            if !text.contains(['#', 'r']) {
                assert!(
                    matches!(g.parse_move(text), Err(MoveError::Illegal(_))),
                    "parse_move({text}) agrees"
                );
            }
            m.to_string()
        }
        other => panic!("{text}: expected Illegal, got {other:?}"),
    }
}

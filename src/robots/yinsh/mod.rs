//! What the search knows about YINSH: move order, playouts, evaluation.
//!
//! The tree's edges are complete moves as the engine lists them (removals
//! of pending rows, the ring move or placement, removals of the mover's own
//! rows), so every distinct choice of rows and rings is its own edge. They
//! are ordered by the evaluation ([`eval`]) of the position each one leads
//! to.
//!
//! A playout runs on [`Sim`], a lean copy of the position (bitboards only)
//! that plays ring moves without listing complete moves ([`sim`]). The full
//! style's policy prefers moves that make its own rows, avoids making the
//! opponent's, counts the markers it wins and the four-in-a-line windows it
//! builds or breaks, and removes its least mobile ring with a row; after
//! [`CUTOFF`] moves the evaluation gives the score. The plain style plays
//! uniformly random ring moves, rows and rings to the end of the game.

use crate::games::yinsh::board::{Bits, RAYS};
use crate::games::yinsh::{Action, Move, Yinsh};
use crate::games::{Game, Outcome, Seat};

use super::{Rng, Searchable, Style};

pub mod eval;
pub mod sim;
mod slide_score;

pub use sim::Sim;

/// Ring moves a playout plays before the evaluation scores the position.
pub const CUTOFF: u32 = 14;

/// The evaluation weights of a style: the learned ones, or those of the
/// robot of 2026 (plain UCT evaluates nothing and gets the learned ones).
pub fn weights(style: Style, blitz: bool) -> &'static eval::Weights {
    match style {
        Style::Full2026 => &eval::Weights::ROBOT_2026[blitz as usize],
        Style::Full | Style::Plain => &eval::learned()[blitz as usize],
    }
}

/// What the evaluation reads of a position of the engine.
pub fn board(y: &Yinsh) -> eval::Board {
    eval::Board {
        rings: [y.rings(0), y.rings(1)],
        markers: [y.markers(0), y.markers(1)],
        removed: y.rings_removed(),
        to_move: Game::to_move(y).unwrap_or(0),
    }
}

/// Points a ring on `p` could reach in one move on an empty board with
/// these rings (placement order).
fn reach(p: usize, rings: Bits) -> u32 {
    let mut n = 0;
    for d in 0..6 {
        let ray = &RAYS.pts[p][d];
        for &q in &ray[..RAYS.len[p][d] as usize] {
            if rings >> q & 1 == 1 {
                break;
            }
            n += 1;
        }
    }
    n
}

/// Empty neighbours of a ring: how free it is to move.
fn freedom(p: usize, occupied: Bits) -> u32 {
    (0..6)
        .filter(|&d| RAYS.len[p][d] > 0 && occupied >> RAYS.pts[p][d][0] & 1 == 0)
        .count() as u32
}

/// The prior of a complete move: how the position after it looks to the
/// mover (the log-odds of the evaluation).
fn prior(before: &Yinsh, mv: &Move, next: &Yinsh, me: Seat, style: Style) -> f32 {
    if next.outcome() == Some(Outcome::Win(me)) {
        return 1e6;
    }
    if let Action::Place(p) = mv.action() {
        let rings = before.rings(0) | before.rings(1);
        return reach(p.0 as usize, rings) as f32;
    }
    let v = weights(style, next.blitz()).logit_of(&board(next));
    if me == 0 { v } else { -v }
}

impl Searchable for Yinsh {
    type Action = Move;

    /// Two: a node for every one and a half to two playouts, as many
    /// playouts a second as with a longer wait (docs/performance.md,
    /// "Leaves that wait"); a long think prunes its tree at its cap.
    const LEAF_PLAYOUTS: u32 = 2;

    fn actions(&self, style: Style, out: &mut Vec<(Move, f32)>) {
        let Some(me) = Game::to_move(self) else {
            return;
        };
        match style {
            Style::Plain => self.for_each_move(&mut |m, _| out.push((*m, 0.0))),
            Style::Full | Style::Full2026 => self.for_each_move(&mut |m, next| {
                out.push((*m, prior(self, m, next, me, style)));
            }),
        }
    }
    /// The evaluation, once the rings are placed (the placements' priors
    /// are the rings' reach, not an evaluation).
    fn heuristic(&self, style: Style) -> Option<f32> {
        if !style.is_full() || !self.placement_done() {
            return None;
        }
        Some(weights(style, self.blitz()).score_of(&board(self)))
    }
    fn after(&self, a: Move) -> Yinsh {
        let mut next = self.clone();
        next.play(&a).expect("the tree holds legal moves");
        next
    }
    fn rollout(&self, style: Style, rng: &mut Rng) -> f32 {
        Sim::new(self).run(style, rng)
    }
    fn same_position(&self, other: &Yinsh) -> bool {
        self.blitz() == other.blitz()
            && Game::to_move(self) == Game::to_move(other)
            && self.outcome() == other.outcome()
            && self.moves_played() == other.moves_played()
            && self.rings_removed() == other.rings_removed()
            && (0..2)
                .all(|s| self.rings(s) == other.rings(s) && self.markers(s) == other.markers(s))
    }
    fn line_goes_on(&self, _: Move) -> bool {
        false
    }
    fn line_length(&self) -> usize {
        1
    }
    fn line_move(&self, actions: &[Move]) -> Move {
        actions[0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_playout_ends_in_a_score() {
        let mut rng = Rng::new(3);
        for style in [Style::Full, Style::Full2026, Style::Plain] {
            for blitz in [false, true] {
                for _ in 0..20 {
                    let v = Yinsh::start(blitz).rollout(style, &mut rng);
                    assert!((0.0..=1.0).contains(&v), "{v}");
                }
            }
        }
    }
}

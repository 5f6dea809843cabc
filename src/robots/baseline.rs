//! The players a robot is measured against, and random openings.
//!
//! - Plain UCT is [`super::Robot`] with [`Style::Plain`]: every move alike,
//!   uniformly random playouts to the end, no cut-off.
//! - The greedy player looks one move ahead: it plays the line after which
//!   its count is best ([`OnePly::greedy_score`]), ties broken at random.

use crate::games::rin::Rin;
use crate::games::yinsh::board::{RAYS, bits};
use crate::games::yinsh::{MARKERS, Yinsh};
use crate::games::{Game, Outcome, Seat};

use super::{Rng, Searchable, Style};

/// A game the one-ply greedy player can play.
pub trait OnePly: Searchable {
    /// How good `self` (the position after a move) looks to `seat`.
    fn greedy_score(&self, seat: Seat) -> f32;
}

impl OnePly for Yinsh {
    /// Rings removed first, then markers up (own minus the opponent's), a
    /// row left to the opponent counting against; in the placement phase,
    /// how far the seat's rings can move.
    fn greedy_score(&self, seat: Seat) -> f32 {
        if let Some(o) = self.outcome() {
            return match o {
                Outcome::Win(s) if s == seat => 1e6,
                Outcome::Win(_) => -1e6,
                Outcome::Draw => 0.0,
            };
        }
        let opp = 1 - seat;
        if !self.placement_done() {
            let occupied = self.rings(0) | self.rings(1);
            return bits(self.rings(seat))
                .map(|p| {
                    let p = p.0 as usize;
                    (0..6)
                        .map(|d| {
                            RAYS.pts[p][d][..RAYS.len[p][d] as usize]
                                .iter()
                                .take_while(|&&q| occupied >> q & 1 == 0)
                                .count()
                        })
                        .sum::<usize>() as f32
                })
                .sum();
        }
        let removed = self.rings_removed();
        let mut s = 1000.0 * (removed[seat] as f32 - removed[opp] as f32);
        s += self.markers(seat).count_ones() as f32 - self.markers(opp).count_ones() as f32;
        if crate::games::yinsh::board::has_row(self.markers(opp)) {
            s -= 500.0;
        }
        // Markers left in the pool break ties towards slower games.
        s + 0.001 * (MARKERS - self.pool()) as f32
    }
}

impl OnePly for Rin {
    /// Own stones minus the opponent's.
    fn greedy_score(&self, seat: Seat) -> f32 {
        self.count(seat) as f32 - self.count(1 - seat) as f32
    }
}

/// The greedy player's complete move (`None` when the game is over).
pub fn greedy<G: OnePly>(pos: &G, rng: &mut Rng) -> Option<G::Move> {
    let me = pos.to_move()?;
    let mut at = pos.clone();
    let mut line = Vec::new();
    let mut actions = Vec::new();
    loop {
        actions.clear();
        at.actions(Style::Plain, &mut actions);
        let mut best = Vec::new();
        let mut best_s = f32::NEG_INFINITY;
        for &(a, _) in &actions {
            let s = at.after(a).greedy_score(me);
            if s > best_s {
                best_s = s;
                best.clear();
            }
            if s >= best_s {
                best.push(a);
            }
        }
        let a = *best.get(rng.below(best.len().max(1)))?;
        line.push(a);
        let goes_on = at.line_goes_on(a);
        at = at.after(a);
        if !goes_on {
            return Some(pos.line_move(&line));
        }
    }
}

/// A uniformly random complete move (`None` when the game is over): each
/// action of the line drawn among all.
pub fn random_move<G: Searchable>(pos: &G, rng: &mut Rng) -> Option<G::Move> {
    pos.to_move()?;
    let mut at = pos.clone();
    let mut line = Vec::new();
    let mut actions = Vec::new();
    loop {
        actions.clear();
        at.actions(Style::Plain, &mut actions);
        let &(a, _) = actions.get(rng.below(actions.len().max(1)))?;
        line.push(a);
        let goes_on = at.line_goes_on(a);
        at = at.after(a);
        if !goes_on {
            return Some(pos.line_move(&line));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greedy_rin_closes_a_ring() {
        let g = Rin::from_stones(
            8,
            &[(1, 2), (2, 1), (3, 2), (1, 3), (3, 3)],
            &[(5, 5)],
            0,
            1,
        )
        .unwrap();
        let mv = greedy(&g, &mut Rng::new(0)).unwrap();
        // 2,4 fills 2,2 and 2,3 at once.
        assert_eq!(mv.to_string(), "2,4");
    }

    #[test]
    fn greedy_yinsh_takes_the_row() {
        // White's ring on c7 leaves its fifth marker there, whichever way
        // it goes.
        let y = Yinsh::hand_made(
            false,
            "c7 a2 a3 a4 b1",
            "k7 k8 k9 k10 j11",
            "c3 c4 c5 c6",
            "",
            [0, 0],
            0,
        );
        let mv = greedy(&y, &mut Rng::new(0)).unwrap().to_string();
        assert!(mv.starts_with("c7-") && mv.contains(";xc3-c7x"), "{mv}");
    }

    #[test]
    fn random_moves_are_legal() {
        let mut rng = Rng::new(5);
        let mut g = Rin::start(8).unwrap();
        while let Some(m) = random_move(&g, &mut rng) {
            let t = g.move_text(&m);
            g.play_text(&t).unwrap();
        }
        assert!(g.outcome().is_some());
    }
}

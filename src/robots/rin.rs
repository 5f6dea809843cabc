//! What the search knows about Rin: stones as edges, playouts to the end.
//!
//! An edge of the tree is one stone; a double turn is two edges of the
//! same player, so the search weighs the second stone in the position the
//! first one (and the rings it filled) left. The game is decided by the
//! count of stones on the full board, and a stone that closes a ring wins
//! every point inside it, so the full style orders stones by the points
//! they fill at once (ties at random). Playouts, in both styles, fill the
//! board with uniformly random stones to the end, where the count is exact.
//! A stone on a point is worth much the same a few turns earlier or later,
//! so the full search keeps all-moves-as-first statistics (a stone's score
//! in every playout where the player put it there at any time), which guide
//! the tree until a stone has visits of its own; in matches at 100 ms a
//! move on 12 x 12 they won 15 of 16 games against the same search without
//! them. (Playouts that put stones next to the previous one, and an order
//! that put stones next to others first, both played worse.)

use crate::games::rin::board::MAX_SIZE;
use crate::games::rin::{Move, Pt, Rin};
use crate::games::{Game, Seat};

use super::{Rng, Searchable, Style, score};

/// Every point of the board, row by row.
fn points(size: usize) -> impl Iterator<Item = Pt> {
    let n = size as u8;
    (0..n).flat_map(move |r| (0..n).map(move |c| Pt::new(r, c)))
}

/// The prior of a stone for the player to move: the points it fills at
/// once.
fn prior(g: &Rin, p: Pt, me: Seat) -> f32 {
    let mut next = g.clone();
    next.play(&Move::one(p)).expect("an empty point");
    next.count(me) as f32 - g.count(me) as f32 - 1.0
}

impl Searchable for Rin {
    type Action = Pt;

    fn actions(&self, style: Style, out: &mut Vec<(Pt, f32)>) {
        let Some(me) = Game::to_move(self) else {
            return;
        };
        for p in points(self.size()).filter(|&p| self.is_empty(p)) {
            let prior = match style {
                Style::Plain => 0.0,
                Style::Full | Style::Full2026 => prior(self, p, me),
            };
            out.push((p, prior));
        }
    }
    fn after(&self, p: Pt) -> Rin {
        let mut next = self.clone();
        next.play(&Move::one(p))
            .expect("the tree holds empty points");
        next
    }
    fn rollout(&self, style: Style, rng: &mut Rng) -> f32 {
        self.rollout_moves(style, rng, &mut Vec::new())
    }
    fn same_position(&self, other: &Rin) -> bool {
        self.size() == other.size()
            && Game::to_move(self) == Game::to_move(other)
            && self.stones_left() == other.stones_left()
            && self.stone_of_turn() == other.stone_of_turn()
            && self.outcome() == other.outcome()
            && self.count(0) == other.count(0)
            && self.count(1) == other.count(1)
            && points(self.size()).all(|p| self.stone(p) == other.stone(p))
    }
    fn line_goes_on(&self, p: Pt) -> bool {
        self.stones_left() == Some(2) && Game::to_move(&self.after(p)) == Game::to_move(self)
    }
    fn line_length(&self) -> usize {
        self.stones_left().unwrap_or(0) as usize
    }
    fn line_move(&self, actions: &[Pt]) -> Move {
        match actions {
            [a] => Move::one(*a),
            [a, b] => Move::two(*a, *b),
            _ => panic!("a line is one or two stones"),
        }
    }

    const AMAF: bool = true;
    fn action_slot(p: Pt) -> usize {
        p.row as usize * MAX_SIZE + p.col as usize
    }
    /// Uniformly random stones: each empty point of a shuffled order in
    /// turn (a point a ring filled is skipped), to the full board.
    fn rollout_moves(&self, _style: Style, rng: &mut Rng, played: &mut Vec<(u8, u16)>) -> f32 {
        let mut g = self.clone();
        let mut empty: Vec<Pt> = points(g.size()).filter(|&p| g.is_empty(p)).collect();
        for i in (1..empty.len()).rev() {
            empty.swap(i, rng.below(i + 1));
        }
        for p in empty {
            let Some(seat) = Game::to_move(&g) else {
                break;
            };
            if g.is_empty(p) {
                g.play(&Move::one(p)).expect("an empty point");
                played.push((seat as u8, Self::action_slot(p) as u16));
            }
        }
        score(g.outcome().expect("a full board"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stone_that_closes_a_ring_comes_first() {
        // Black's stone on 2,4 closes the ring around 2,2 and 2,3; one on
        // 2,3 only that around 2,2.
        let g = Rin::from_stones(
            8,
            &[(1, 2), (2, 1), (3, 2), (1, 3), (3, 3)],
            &[(5, 5)],
            0,
            2,
        )
        .unwrap();
        let mut v = Vec::new();
        g.actions(Style::Full, &mut v);
        let best = v.iter().max_by(|a, b| a.1.total_cmp(&b.1)).unwrap();
        assert_eq!(best.0, Pt::new(2, 4), "{best:?}");
        assert_eq!(best.1, 2.0, "fills two points");
        let (_, p) = v.iter().find(|(p, _)| *p == Pt::new(2, 3)).unwrap();
        assert_eq!(*p, 1.0, "fills one point");
    }

    #[test]
    fn a_playout_fills_the_board() {
        let mut rng = Rng::new(1);
        for size in [8, 16, 20] {
            let g = Rin::start(size).unwrap();
            for style in [Style::Full, Style::Plain] {
                let v = g.rollout(style, &mut rng);
                assert!(v == 0.0 || v == 0.5 || v == 1.0, "{v}");
            }
        }
    }
}

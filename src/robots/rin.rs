//! What the search knows about Rin: stones as edges, playouts to the end.
//!
//! An edge of the tree is one stone; a double turn is two edges of the
//! same player, so the search weighs the second stone in the position the
//! first one (and the rings it filled) left. The game is decided by the
//! count of stones on the full board, and a stone that closes a ring wins
//! every point inside it, so the full style orders stones by the points
//! they fill at once, then by contact with the stones on the board (rings
//! are built next to stones). Playouts, in both styles, fill the board with
//! uniformly random stones to the end, where the count is exact (playouts
//! that put stones next to the previous one played worse in matches).

use crate::games::rin::{Move, Pt, Rin};
use crate::games::{Game, Seat};

use super::{Rng, Searchable, Style, score};

/// The eight points around a point.
const AROUND: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

fn neighbour(p: Pt, d: (i8, i8), size: usize) -> Option<Pt> {
    let r = p.row as i32 + d.0 as i32;
    let c = p.col as i32 + d.1 as i32;
    (r >= 0 && c >= 0 && (r as usize) < size && (c as usize) < size)
        .then(|| Pt::new(r as u8, c as u8))
}

/// Every point of the board, row by row.
fn points(size: usize) -> impl Iterator<Item = Pt> {
    let n = size as u8;
    (0..n).flat_map(move |r| (0..n).map(move |c| Pt::new(r, c)))
}

/// Stones of either colour around `p`.
fn contact(g: &Rin, p: Pt) -> u32 {
    AROUND
        .iter()
        .filter(|&&d| neighbour(p, d, g.size()).is_some_and(|q| g.stone(q).is_some()))
        .count() as u32
}

/// The prior of a stone for the player to move: points it fills at once,
/// then contact.
fn prior(g: &Rin, p: Pt, me: Seat) -> f32 {
    let mut next = g.clone();
    next.play(&Move::one(p)).expect("an empty point");
    let gained = next.count(me) as f32 - g.count(me) as f32 - 1.0;
    let c = contact(g, p);
    3.0 * gained + if c > 0 { 1.0 + 0.1 * c as f32 } else { 0.0 }
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
                Style::Full => prior(self, p, me),
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
    fn rollout(&self, _style: Style, rng: &mut Rng) -> f32 {
        let mut g = self.clone();
        let size = g.size();
        let mut empty: Vec<Pt> = points(size).filter(|&p| g.is_empty(p)).collect();
        for i in (1..empty.len()).rev() {
            empty.swap(i, rng.below(i + 1));
        }
        // Uniformly random stones: each empty point of the shuffled order
        // in turn (a point a ring filled is skipped).
        for p in empty {
            if g.outcome().is_some() {
                break;
            }
            if g.is_empty(p) {
                g.play(&Move::one(p)).expect("an empty point");
            }
        }
        score(g.outcome().expect("a full board"))
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
        assert!(best.1 >= 6.0, "fills two points: {}", best.1);
        let (_, p) = v.iter().find(|(p, _)| *p == Pt::new(2, 3)).unwrap();
        assert!((3.0..6.0).contains(p), "fills one point: {p}");
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

//! Playouts: a lean copy of a YINSH position that plays ring moves without
//! listing complete moves.

use crate::games::Game;
use crate::games::yinsh::MARKERS;
use crate::games::yinsh::Yinsh;
use crate::games::yinsh::board::{Bits, RAYS, VALID, bits, has_row, rows, window_bits};

use super::super::{Rng, Style};
use super::eval::{self, potentials};
use super::slide_score::SlideScore;
use super::{CUTOFF, freedom, reach, weights};

/// A ring move in a playout: from, to, markers jumped.
type RingMove = (u8, u8, Bits);

/// A YINSH position for playouts: bitboards and counters only.
#[derive(Debug, Clone)]
pub struct Sim {
    rings: [Bits; 2],
    markers: [Bits; 2],
    removed: [u8; 2],
    to_move: usize,
    target: u8,
    to_place: u32,
    blitz: bool,
    passed: bool,
}

impl Sim {
    /// The playout copy of a position.
    pub fn new(y: &Yinsh) -> Sim {
        let on_board = (y.rings(0) | y.rings(1)).count_ones();
        Sim {
            rings: [y.rings(0), y.rings(1)],
            markers: [y.markers(0), y.markers(1)],
            removed: y.rings_removed(),
            to_move: Game::to_move(y).unwrap_or(0),
            target: y.target(),
            to_place: if y.placement_done() { 0 } else { 10 - on_board },
            blitz: y.blitz(),
            passed: false,
        }
    }

    /// What the evaluation reads of the position.
    fn board(&self) -> eval::Board {
        eval::Board {
            rings: self.rings,
            markers: self.markers,
            removed: self.removed,
            to_move: self.to_move,
        }
    }

    fn pool(&self) -> u32 {
        MARKERS - (self.markers[0] | self.markers[1]).count_ones()
    }

    fn occupied(&self) -> Bits {
        self.rings[0] | self.rings[1] | self.markers[0] | self.markers[1]
    }

    /// The score of seat 0 when the game ends by the pool or by passes.
    fn final_score(&self) -> f32 {
        match self.removed[0].cmp(&self.removed[1]) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Less => 0.0,
            std::cmp::Ordering::Equal => 0.5,
        }
    }

    fn win(seat: usize) -> f32 {
        if seat == 0 { 1.0 } else { 0.0 }
    }

    /// Plays on to the end (plain) or to the cut-off (full); the score of
    /// seat 0.
    pub fn run(&mut self, style: Style, rng: &mut Rng) -> f32 {
        let mut moves: Vec<RingMove> = Vec::with_capacity(128);
        let mut plies = 0;
        loop {
            let me = self.to_move;
            self.remove_rows(me, style, rng);
            if self.removed[me] >= self.target {
                return Sim::win(me);
            }
            if self.to_place > 0 {
                self.place(style, rng);
                continue;
            }
            if self.pool() == 0 {
                return self.final_score();
            }
            if style.is_full() && plies >= CUTOFF {
                return weights(style, self.blitz).score_of(&self.board());
            }
            plies += 1;
            moves.clear();
            self.ring_moves(me, &mut moves);
            if moves.is_empty() {
                if self.passed {
                    return self.final_score();
                }
                self.passed = true;
                self.to_move ^= 1;
                continue;
            }
            self.passed = false;
            let (from, to, flip) = match style {
                Style::Plain => moves[rng.below(moves.len())],
                Style::Full | Style::Full2026 => self.pick(me, &moves, style, rng),
            };
            self.apply(me, from, to, flip);
            self.remove_rows(me, style, rng);
            if self.removed[me] >= self.target {
                return Sim::win(me);
            }
            self.to_move ^= 1;
        }
    }

    /// Places a ring: plain anywhere, full on the freer of two points.
    fn place(&mut self, style: Style, rng: &mut Rng) {
        let me = self.to_move;
        let free = VALID & !self.occupied();
        let nth = |rng: &mut Rng| {
            let k = rng.below(free.count_ones() as usize);
            bits(free).nth(k).expect("an empty point").0 as usize
        };
        let mut p = nth(rng);
        if style.is_full() {
            let q = nth(rng);
            let rings = self.rings[0] | self.rings[1];
            if reach(q, rings) > reach(p, rings) {
                p = q;
            }
        }
        self.rings[me] |= 1u128 << p;
        self.to_place -= 1;
        self.to_move ^= 1;
    }

    fn ring_moves(&self, seat: usize, out: &mut Vec<RingMove>) {
        let ring_all = self.rings[0] | self.rings[1];
        let mk = self.markers[0] | self.markers[1];
        let occ = ring_all | mk;
        for from in bits(self.rings[seat]) {
            let f = from.0 as usize;
            for d in 0..6 {
                let ray = &RAYS.pts[f][d];
                let len = RAYS.len[f][d] as usize;
                let mut i = 0;
                while i < len && occ >> ray[i] & 1 == 0 {
                    out.push((from.0, ray[i], 0));
                    i += 1;
                }
                let mut flip: Bits = 0;
                while i < len && mk >> ray[i] & 1 == 1 {
                    flip |= 1u128 << ray[i];
                    i += 1;
                }
                if flip != 0 && i < len && ring_all >> ray[i] & 1 == 0 {
                    out.push((from.0, ray[i], flip));
                }
            }
        }
    }

    /// The markers of `seat` and of the opponent after a ring move.
    #[inline]
    fn markers_after(&self, seat: usize, from: u8, flip: Bits) -> (Bits, Bits) {
        let mine = self.markers[seat] | 1u128 << from;
        let theirs = self.markers[1 - seat];
        (
            mine ^ (flip & mine) | (flip & theirs),
            theirs ^ (flip & theirs) | (flip & mine),
        )
    }

    fn apply(&mut self, seat: usize, from: u8, to: u8, flip: Bits) {
        let (mine, theirs) = self.markers_after(seat, from, flip);
        self.markers[seat] = mine;
        self.markers[1 - seat] = theirs;
        self.rings[seat] ^= 1u128 << from | 1u128 << to;
    }

    /// The full policy's ring move: now and then any move, else the best
    /// by a quick look at rows, windows and markers ([`Sim::move_score`]),
    /// with a little noise. The robot scores a ring's slides once
    /// ([`SlideScore`]); the robot of 2026 scored each on its own.
    fn pick(&self, me: usize, moves: &[RingMove], style: Style, rng: &mut Rng) -> RingMove {
        if rng.below(10) == 0 {
            return moves[rng.below(moves.len())];
        }
        let before = [
            potentials(self.markers[me], self.markers[1 - me]).0,
            potentials(self.markers[1 - me], self.markers[me]).0,
        ];
        let mut slides = SlideScore::new();
        let mut best = moves[0];
        let mut best_s = f32::NEG_INFINITY;
        for &(from, to, flip) in moves {
            let noise = rng.unit() * 1.5;
            let score = match flip == 0 && style == Style::Full {
                true => slides.of(from, || self.move_score(me, from, flip, before)),
                false => self.move_score(me, from, flip, before),
            };
            if noise + score > best_s {
                best_s = noise + score;
                best = (from, to, flip);
            }
        }
        best
    }

    /// The policy's score of a ring move of `me`, before its noise: a row
    /// of its own made, one of the opponent's made, fours gained by `me`
    /// and lost by the opponent (`fours_before`: each one's before the
    /// move), and markers flipped its way.
    fn move_score(&self, me: usize, from: u8, flip: Bits, fours_before: [u32; 2]) -> f32 {
        let (mine, theirs) = self.markers_after(me, from, flip);
        let mut s = 0.0;
        if has_row(mine) {
            s += 20.0;
        }
        if has_row(theirs) {
            s -= 12.0;
        }
        let (f1, _) = potentials(mine, theirs);
        s += 2.0 * (f1 as f32 - fours_before[0] as f32);
        if flip != 0 {
            let (f2, _) = potentials(theirs, mine);
            s -= 2.0 * (f2 as f32 - fours_before[1] as f32);
            s += 0.5 * ((flip & theirs).count_ones() as f32 - (flip & mine).count_ones() as f32);
        }
        s
    }

    /// Removes the rows of `seat` (and a ring for each) until none is left
    /// or the seat has won.
    fn remove_rows(&mut self, seat: usize, style: Style, rng: &mut Rng) {
        while self.removed[seat] < self.target && has_row(self.markers[seat]) {
            let (start, step) = match style {
                Style::Full | Style::Full2026 => rows(self.markers[seat]).next().expect("a row"),
                Style::Plain => {
                    let all: Vec<_> = rows(self.markers[seat]).collect();
                    all[rng.below(all.len())]
                }
            };
            self.markers[seat] &= !window_bits(start.0, step);
            let ring = match style {
                Style::Full | Style::Full2026 => {
                    let occ = self.occupied();
                    bits(self.rings[seat])
                        .min_by_key(|p| freedom(p.0 as usize, occ))
                        .expect("a ring")
                }
                Style::Plain => {
                    let n = self.rings[seat].count_ones() as usize;
                    bits(self.rings[seat]).nth(rng.below(n)).expect("a ring")
                }
            };
            self.rings[seat] &= !ring.bit();
            self.removed[seat] += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::yinsh::Action;

    #[test]
    fn sim_moves_are_the_engines_ring_moves() {
        let mut y = Yinsh::start(false);
        for m in ["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"] {
            y.play_text(m).unwrap();
        }
        let mut ours = Vec::new();
        Sim::new(&y).ring_moves(0, &mut ours);
        let mut theirs = Vec::new();
        y.for_each_ring_move(0, |a, b, f| theirs.push((a.0, b.0, f)));
        assert_eq!(ours, theirs);
    }

    #[test]
    fn the_robot_picks_the_moves_the_robot_of_2026_picked() {
        // Scoring a ring's slides once changes no choice: along playouts,
        // both styles pick the same move from the same noise.
        let mut y = Yinsh::start(false);
        for m in ["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"] {
            y.play_text(m).unwrap();
        }
        let (mut rng, mut moves, mut picks) = (Rng::new(5), Vec::new(), 0);
        for _ in 0..20 {
            let mut sim = Sim::new(&y);
            for _ in 0..30 {
                let me = sim.to_move;
                moves.clear();
                sim.ring_moves(me, &mut moves);
                if moves.is_empty() || sim.pool() == 0 {
                    break;
                }
                let mut twin = rng.clone();
                let m = sim.pick(me, &moves, Style::Full, &mut rng);
                assert_eq!(m, sim.pick(me, &moves, Style::Full2026, &mut twin));
                sim.apply(me, m.0, m.1, m.2);
                sim.remove_rows(me, Style::Full, &mut rng);
                if sim.removed[me] >= sim.target {
                    break;
                }
                sim.to_move ^= 1;
                picks += 1;
            }
        }
        assert!(picks > 300, "{picks}");
    }

    #[test]
    fn sim_plays_ring_moves_as_the_engine_does() {
        // Along random games: every ring move that makes no row leaves the
        // same rings and markers in the playout copy as in the engine.
        let mut rng = Rng::new(9);
        let mut checked = 0;
        for _ in 0..4 {
            let mut y = Yinsh::start(false);
            while y.outcome().is_none() {
                let sim = Sim::new(&y);
                let me = sim.to_move;
                y.for_each_move(&mut |m, next| {
                    if let Action::Ring { from, to } = m.action()
                        && m.pre().is_empty()
                        && m.post().is_empty()
                    {
                        let mut s = sim.clone();
                        let mut flip = None;
                        y.for_each_ring_move(me, |a, b, f| {
                            if a == from && b == to {
                                flip = Some(f);
                            }
                        });
                        s.apply(me, from.0, to.0, flip.unwrap());
                        assert_eq!(s.markers, [next.markers(0), next.markers(1)]);
                        assert_eq!(s.rings, [next.rings(0), next.rings(1)]);
                        checked += 1;
                    }
                });
                let all = y.legal_moves();
                y.play(&all[rng.below(all.len())]).unwrap();
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}

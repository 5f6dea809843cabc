//! The evaluation of a YINSH position: a linear model of a few counts,
//! each seat 0's minus seat 1's, read through the logistic function as
//! seat 0's expected score.
//!
//! The robot's weights are learned from its own games
//! ([`crate::robots::training`], `cargo run --release --bin
//! train-yinsh-eval`) and kept in `weights.txt` beside this file, one line
//! for the normal game and one for blitz. The robot of 2026, kept as a
//! baseline, had the same model with hand-set weights and no mobility
//! terms ([`Weights::ROBOT_2026`]).

use std::sync::LazyLock;

use crate::games::yinsh::board::{Bits, RAYS, VALID, bits, has_row, windows};

/// The counts, by name, in the order of [`Weights`].
pub const FEATURES: [&str; 8] = [
    // Rings removed.
    "rings",
    // Whether a row of five waits to be removed.
    "pending",
    // Five-point windows holding four or five of one's markers.
    "fours",
    // Windows holding three of one's markers and none of the opponent's.
    "threes",
    // Markers on the board.
    "markers",
    // Ring moves one could make, in tens.
    "mobility",
    // Whose move it is: 1 for seat 0 to move, -1 for seat 1.
    "tempo",
    // The fours of the player to move (signed as `tempo`): those it may
    // complete at once.
    "mover_fours",
];

/// The place of the rings' moves among the counts.
const MOBILITY: usize = 5;

/// The number of counts.
pub const N: usize = FEATURES.len();

/// The counts of a position (see [`FEATURES`]).
pub type Features = [f32; N];

/// What the evaluation reads of a position.
#[derive(Debug, Clone, Copy)]
pub struct Board {
    /// Each seat's rings.
    pub rings: [Bits; 2],
    /// Each seat's markers.
    pub markers: [Bits; 2],
    /// Rings each seat removed.
    pub removed: [u8; 2],
    /// The seat to move.
    pub to_move: usize,
}

const STEPS: [u32; 3] = [1, 11, 12];

/// Full adder on bit planes: (sum, carry).
#[inline]
fn add3(a: Bits, b: Bits, c: Bits) -> (Bits, Bits) {
    let t = a ^ b;
    (t ^ c, (a & b) | (c & t))
}

/// Windows holding at least four of `mine`, and windows holding exactly
/// three of `mine` and none of `theirs`.
#[inline]
pub fn potentials(mine: Bits, theirs: Bits) -> (u32, u32) {
    let mut fours = 0;
    let mut threes = 0;
    for d in STEPS {
        let starts = windows(VALID, d);
        let (s1, c1) = add3(mine, mine >> d, mine >> (2 * d));
        let (s2, c2) = add3(s1, mine >> (3 * d), mine >> (4 * d));
        let twos = c1 ^ c2;
        let four = c1 & c2;
        let free = windows(!theirs & VALID, d);
        fours += (four & starts).count_ones();
        threes += (s2 & twos & !four & free & starts).count_ones();
    }
    (fours, threes)
}

/// The ring moves `rings` could make: empty points up to the first
/// marker or ring of each line, and the first empty point after a run of
/// markers.
pub fn mobility(rings: Bits, occupied_by_rings: Bits, markers: Bits) -> u32 {
    let occupied = occupied_by_rings | markers;
    let mut n = 0;
    for from in bits(rings) {
        let f = from.0 as usize;
        for d in 0..6 {
            let ray = &RAYS.pts[f][d][..RAYS.len[f][d] as usize];
            let mut i = 0;
            while i < ray.len() && occupied >> ray[i] & 1 == 0 {
                i += 1;
            }
            n += i as u32;
            let mut jumped = false;
            while i < ray.len() && markers >> ray[i] & 1 == 1 {
                jumped = true;
                i += 1;
            }
            if jumped && i < ray.len() && occupied_by_rings >> ray[i] & 1 == 0 {
                n += 1;
            }
        }
    }
    n
}

/// The counts of `b`, seat 0's minus seat 1's.
pub fn features(b: &Board) -> Features {
    counts(b, true)
}

/// The counts of `b`, the rings' moves left at 0 unless `mobility_counted`.
fn counts(b: &Board, mobility_counted: bool) -> Features {
    let [m0, m1] = b.markers;
    let (f0, t0) = potentials(m0, m1);
    let (f1, t1) = potentials(m1, m0);
    let all_rings = b.rings[0] | b.rings[1];
    let mob = |s: usize| match mobility_counted {
        true => mobility(b.rings[s], all_rings, m0 | m1) as f32,
        false => 0.0,
    };
    let tempo = if b.to_move == 0 { 1.0 } else { -1.0 };
    let mover_fours = if b.to_move == 0 { f0 } else { f1 } as f32;
    [
        b.removed[0] as f32 - b.removed[1] as f32,
        has_row(m0) as u8 as f32 - has_row(m1) as u8 as f32,
        f0 as f32 - f1 as f32,
        t0 as f32 - t1 as f32,
        m0.count_ones() as f32 - m1.count_ones() as f32,
        (mob(0) - mob(1)) / 10.0,
        tempo,
        tempo * mover_fours,
    ]
}

/// The weights of the counts: seat 0's log-odds of winning is their sum
/// of products with the counts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights(pub [f32; N]);

impl Weights {
    /// The hand-set evaluation of the robot of 2026, normal game then
    /// blitz: in rings (a ring 1, a pending row 0.8, a four 0.25, an open
    /// three 0.06, a marker 0.02, the move 0.1) times 1.1 and 1.6.
    pub const ROBOT_2026: [Weights; 2] = [
        Weights([1.1, 0.88, 0.275, 0.066, 0.022, 0.0, 0.11, 0.0]),
        Weights([1.6, 1.28, 0.4, 0.096, 0.032, 0.0, 0.16, 0.0]),
    ];

    /// Seat 0's log-odds of winning in a position with these counts.
    #[inline]
    pub fn logit(&self, f: &Features) -> f32 {
        self.0.iter().zip(f).map(|(w, x)| w * x).sum()
    }

    /// Seat 0's expected score in a position with these counts.
    #[inline]
    pub fn score(&self, f: &Features) -> f32 {
        logistic(self.logit(f))
    }

    /// Seat 0's log-odds of winning in `b`. The rings' moves, 4% of a
    /// search's time, are counted only when they weigh something.
    pub fn logit_of(&self, b: &Board) -> f32 {
        self.logit(&counts(b, self.0[MOBILITY] != 0.0))
    }

    /// Seat 0's expected score in `b` (see [`Weights::logit_of`]).
    pub fn score_of(&self, b: &Board) -> f32 {
        logistic(self.logit_of(b))
    }
}

/// An expected score from log-odds.
fn logistic(logit: f32) -> f32 {
    1.0 / (1.0 + (-logit).exp())
}

/// The robot's weights, normal game then blitz, read from `weights.txt`.
pub fn learned() -> &'static [Weights; 2] {
    static LEARNED: LazyLock<[Weights; 2]> = LazyLock::new(|| {
        parse(include_str!("weights.txt")).expect("weights.txt holds both games' weights")
    });
    &LEARNED
}

/// Reads a weights file: lines `normal NAME=VALUE ...` and `blitz
/// NAME=VALUE ...` naming every count of [`FEATURES`] once; lines starting
/// with `#` are comments.
pub fn parse(text: &str) -> Result<[Weights; 2], String> {
    let mut out = [None, None];
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let game = match words.next() {
            Some("normal") => 0,
            Some("blitz") => 1,
            _ => return Err(format!("'{line}': a line starts with normal or blitz")),
        };
        let mut w = [None; N];
        for word in words {
            let (name, value) = word
                .split_once('=')
                .ok_or_else(|| format!("'{word}' is not NAME=VALUE"))?;
            let i = FEATURES
                .iter()
                .position(|f| *f == name)
                .ok_or_else(|| format!("'{name}' is no count of the evaluation"))?;
            let v: f32 = value
                .parse()
                .map_err(|_| format!("'{value}' is not a number"))?;
            if w[i].replace(v).is_some() || !v.is_finite() {
                return Err(format!("'{name}' is given twice or is not finite"));
            }
        }
        let all: Option<Vec<f32>> = w.iter().copied().collect();
        let all = all.ok_or_else(|| format!("'{line}' misses a count"))?;
        out[game] = Some(Weights(all.try_into().expect("N weights")));
    }
    match out {
        [Some(n), Some(b)] => Ok([n, b]),
        _ => Err("the file needs a normal line and a blitz line".to_string()),
    }
}

/// A weights file: `header` (each line made a comment), then both lines.
pub fn write(header: &str, weights: &[Weights; 2]) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str(&format!("# {line}\n").replace("# \n", "#\n"));
    }
    for (game, w) in ["normal", "blitz"].iter().zip(weights) {
        out.push_str(game);
        for (name, v) in FEATURES.iter().zip(w.0) {
            out.push_str(&format!(" {name}={v:.4}"));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::yinsh::board::points;

    fn board(markers: [Bits; 2], removed: [u8; 2], to_move: usize) -> Board {
        Board {
            rings: [0, 0],
            markers,
            removed,
            to_move,
        }
    }

    #[test]
    fn potentials_count_fours_and_open_threes() {
        let mine = points("c3 c4 c5 c6");
        assert_eq!(potentials(mine, 0).0, 2, "c2-c6 and c3-c7");
        let three = points("e3 e4 e5");
        let (f, t) = potentials(three, 0);
        assert_eq!(f, 0);
        assert_eq!(t, 3, "e1-e5, e2-e6, e3-e7");
        let (_, t) = potentials(three, points("e6"));
        assert_eq!(t, 1, "only e1-e5 is free of x");
    }

    #[test]
    fn mobility_counts_the_engines_ring_moves() {
        use crate::games::Game;
        use crate::games::yinsh::Yinsh;
        let mut y = Yinsh::start(false);
        for m in "f6 e6 g7 e5 f4 g8 d4 h6 c5 f8".split_whitespace() {
            y.play_text(m).unwrap();
        }
        for k in 0..12 {
            let rings = y.rings(0) | y.rings(1);
            for seat in 0..2 {
                let mut engine = 0;
                y.for_each_ring_move(seat, |_, _, _| engine += 1);
                let ours = mobility(y.rings(seat), rings, y.markers(0) | y.markers(1));
                assert_eq!(ours, engine, "seat {seat} after {k} ring moves");
            }
            let all = y.legal_moves();
            y.play(&all[(k * 7) % all.len()]).unwrap();
        }
    }

    #[test]
    fn the_evaluation_counts_rings_first() {
        // A ring up in the normal game (in blitz it ends the game).
        for w in [&Weights::ROBOT_2026[0], &learned()[0]] {
            let up = w.score(&features(&board([0, 0], [1, 0], 1)));
            let four = w.score(&features(&board([points("c3 c4 c5 c6"), 0], [0, 0], 1)));
            assert!(0.5 < four && four < up, "{four} {up}");
        }
        // A four to move in, and the opponent's row of five.
        for w in Weights::ROBOT_2026.iter().chain(learned()) {
            let four = w.score(&features(&board([points("c3 c4 c5 c6"), 0], [0, 0], 0)));
            assert!(four > 0.5, "{four}");
            let row = w.score(&features(&board([0, points("c3 c4 c5 c6 c7")], [0, 0], 1)));
            assert!(row < 0.4, "{row}");
        }
    }

    #[test]
    fn a_position_scores_alike_with_or_without_its_rings_moves_counted_at_weight_0() {
        use crate::games::Game;
        use crate::games::yinsh::Yinsh;
        assert_eq!(FEATURES[MOBILITY], "mobility");
        let mut with_mobility = learned()[0];
        with_mobility.0[MOBILITY] = 0.3;
        let mut y = Yinsh::start(false);
        for m in "f6 e6 g7 e5 f4 g8 d4 h6 c5 f8".split_whitespace() {
            y.play_text(m).unwrap();
        }
        for k in 0..12 {
            let b = crate::robots::yinsh::board(&y);
            for w in [&learned()[0], &Weights::ROBOT_2026[1], &with_mobility] {
                assert_eq!(
                    w.logit_of(&b),
                    w.logit(&features(&b)),
                    "after {k} ring moves"
                );
                assert_eq!(w.score_of(&b), w.score(&features(&b)));
            }
            let all = y.legal_moves();
            y.play(&all[(k * 5) % all.len()]).unwrap();
        }
    }

    #[test]
    fn a_weights_file_round_trips_and_bad_ones_are_refused() {
        let text = write("learned\n\nby a test", learned());
        assert!(text.starts_with("# learned\n#\n# by a test\nnormal rings="));
        let back = parse(&text).unwrap();
        for (a, b) in back.iter().zip(learned()) {
            for (x, y) in a.0.iter().zip(b.0) {
                assert!((x - y).abs() < 1e-4);
            }
        }
        let normal = text.lines().find(|l| l.starts_with("normal")).unwrap();
        assert!(parse(normal).is_err(), "no blitz line");
        let missing = text.replace(" tempo=", " tempi=");
        assert!(parse(&missing).is_err());
        assert!(parse(&text.replace("rings=", "rings=x")).is_err());
    }
}

//! Learning the YINSH evaluation from the robot's own games.
//!
//! [`self_play`] plays games of the robot against itself from random
//! openings, as a match does, and keeps for every position after the
//! placements its counts ([`eval::features`]), seat 0's expected score by
//! the robot's search there, and how the game ended for seat 0. [`fit`]
//! finds the weights that predict a blend of the two best (the ending
//! alone is a noisy target; the search alone knows only what the
//! evaluation already told it): a logistic regression solved by Newton's
//! method, with a little L2 regularisation, starting from nothing. Every fifth game is held out to
//! judge the weights ([`log_loss`]). `cargo run --release --bin
//! train-yinsh-eval` runs it all and writes `src/robots/yinsh/weights.txt`.
//!
//! The model is small (eight weights a game) and the data is the robot's
//! own, so the fit is written here rather than taken from a crate: a few
//! lines of Newton steps on an 8x8 system.

use std::sync::Mutex;

use crate::games::yinsh::Yinsh;
use crate::games::{Game, Outcome};

use super::baseline::random_move;
use super::matchplay::on_threads;
use super::yinsh::eval::{self, Features, N, Weights};
use super::{Budget, Rng, Robot, score};

/// One position of a game and how the game ended.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample {
    /// The position's counts.
    pub features: Features,
    /// Seat 0's score at the end of the game: 1, 0.5 or 0.
    pub score: f32,
    /// Seat 0's expected score by the robot's search of the position.
    pub searched: f32,
    /// The game's number, from 0.
    pub game: usize,
}

/// What [`self_play`] plays.
#[derive(Debug, Clone, Copy)]
pub struct SelfPlay {
    /// Games in all.
    pub games: usize,
    /// Blitz games (one row wins).
    pub blitz: bool,
    /// The robot's budget a move, in playouts (the games are the same on
    /// any machine).
    pub playouts: u64,
    /// Random opening lines before the robot takes over.
    pub opening: u32,
    /// Fixes the openings and the robot's choices.
    pub seed: u64,
    /// Games played at once, each on its own thread.
    pub jobs: usize,
}

/// The samples of one game of the robot against itself.
pub fn play_one(cfg: &SelfPlay, game: usize) -> Vec<Sample> {
    let seed = Rng::new(cfg.seed ^ (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64();
    let mut rng = Rng::new(seed);
    let mut pos = Yinsh::start(cfg.blitz);
    for _ in 0..cfg.opening {
        if let Some(m) = random_move(&pos, &mut rng) {
            pos.play(&m).expect("a random move is legal");
        }
    }
    let budget = Budget::playouts(cfg.playouts);
    let mut robots = [Robot::new(budget, seed), Robot::new(budget, seed ^ 1)];
    let mut seen = Vec::new();
    while let Some(seat) = pos.to_move() {
        let (m, searched) = robots[seat].judge(&pos).expect("a game in play has a move");
        if pos.placement_done() {
            seen.push((eval::features(&super::yinsh::board(&pos)), searched));
        }
        pos.play(&m).expect("the robot plays legal moves");
    }
    let end = score(pos.outcome().unwrap_or(Outcome::Draw));
    seen.into_iter()
        .map(|(features, searched)| Sample {
            features,
            score: end,
            searched,
            game,
        })
        .collect()
}

/// Plays `cfg.games` games on `cfg.jobs` threads; `done` hears of each
/// game as it ends. The samples come in the order of the games, so the
/// same settings give the same samples.
pub fn self_play(cfg: &SelfPlay, done: &(dyn Fn() + Sync)) -> Vec<Sample> {
    let games = Mutex::new(vec![Vec::new(); cfg.games]);
    on_threads(0..cfg.games, cfg.jobs, |i| {
        let samples = play_one(cfg, i);
        games.lock().expect("no thread panics holding it")[i] = samples;
        done();
    });
    games.into_inner().expect("no thread panicked").concat()
}

/// Whether a sample is held out of the fit to judge it: those of every
/// fifth game.
pub fn held_out(s: &Sample) -> bool {
    s.game % 5 == 4
}

impl Sample {
    /// What the fit predicts: `ending` parts of the game's end and the
    /// rest of the search's expected score.
    pub fn target(&self, ending: f32) -> f32 {
        ending * self.score + (1.0 - ending) * self.searched
    }
}

/// The weights that best predict the samples' targets ([`Sample::target`]
/// with `ending`) from their counts: the minimum of the log loss plus
/// `l2` times half the squared weights.
pub fn fit(samples: &[Sample], ending: f32, l2: f64) -> Weights {
    let mut w = [0.0f64; N];
    for _ in 0..50 {
        let mut grad = [0.0f64; N];
        let mut hess = [[0.0f64; N]; N];
        for s in samples {
            let x = s.features.map(f64::from);
            let z: f64 = w.iter().zip(&x).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let r = p - f64::from(s.target(ending));
            let h = p * (1.0 - p);
            for i in 0..N {
                grad[i] += r * x[i];
                for j in 0..N {
                    hess[i][j] += h * x[i] * x[j];
                }
            }
        }
        for i in 0..N {
            grad[i] += l2 * w[i];
            hess[i][i] += l2;
        }
        let step = solve(hess, grad);
        let mut moved = 0.0f64;
        for i in 0..N {
            w[i] -= step[i];
            moved = moved.max(step[i].abs());
        }
        if moved < 1e-7 {
            break;
        }
    }
    Weights(w.map(|v| v as f32))
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (`a`
/// is positive definite here, so a pivot is never zero).
fn solve(mut a: [[f64; N]; N], mut b: [f64; N]) -> [f64; N] {
    for col in 0..N {
        let pivot = (col..N)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .expect("a row");
        a.swap(col, pivot);
        b.swap(col, pivot);
        let top = a[col];
        for row in col + 1..N {
            let f = a[row][col] / top[col];
            for (x, t) in a[row][col..].iter_mut().zip(&top[col..]) {
                *x -= f * t;
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = [0.0f64; N];
    for row in (0..N).rev() {
        let rest: f64 = (row + 1..N).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// The mean log loss of `w`'s predictions of the games' endings over the
/// samples (lower is better; always predicting an even game gives ln 2,
/// about 0.693).
pub fn log_loss<'a>(w: &Weights, samples: impl IntoIterator<Item = &'a Sample>) -> f64 {
    let mut sum = 0.0;
    let mut n = 0usize;
    for s in samples {
        let p = f64::from(w.score(&s.features)).clamp(1e-6, 1.0 - 1e-6);
        let y = f64::from(s.score);
        sum -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
        n += 1;
    }
    sum / n.max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn the_fit_finds_the_weights_that_made_the_scores() {
        // Scores drawn from a known model of two counts are fitted back
        // to it.
        let truth = [1.5f32, -0.7];
        let mut rng = Rng::new(4);
        let samples: Vec<Sample> = (0..20_000)
            .map(|game| {
                let mut features = [0.0; N];
                features[0] = rng.below(5) as f32 - 2.0;
                features[5] = rng.unit() * 4.0 - 2.0;
                let z = truth[0] * features[0] + truth[1] * features[5];
                let p = 1.0 / (1.0 + (-z).exp());
                let score = if rng.unit() < p { 1.0 } else { 0.0 };
                Sample {
                    features,
                    score,
                    searched: p,
                    game,
                }
            })
            .collect();
        for ending in [1.0, 0.5, 0.0] {
            let w = fit(&samples, ending, 1e-3);
            assert!((w.0[0] - truth[0]).abs() < 0.1, "{:?}", w.0);
            assert!((w.0[5] - truth[1]).abs() < 0.1, "{:?}", w.0);
        }
        let w = fit(&samples, 1.0, 1e-3);
        assert!(
            w.0[1].abs() < 1e-3,
            "a count that is always 0 weighs nothing"
        );
        assert!(log_loss(&w, &samples) < log_loss(&Weights([0.0; N]), &samples));
    }

    #[test]
    fn self_play_is_the_same_from_the_same_seed() {
        let cfg = SelfPlay {
            games: 2,
            blitz: true,
            playouts: 30,
            opening: 4,
            seed: 3,
            jobs: 2,
        };
        let count = AtomicUsize::new(0);
        let a = self_play(&cfg, &|| {
            count.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!(count.into_inner(), 2);
        assert!(a.len() > 4, "{}", a.len());
        assert!(a.iter().all(|s| [0.0, 0.5, 1.0].contains(&s.score)));
        assert!(a.iter().all(|s| (0.0..=1.0).contains(&s.searched)));
        assert!(a.iter().any(|s| s.searched != s.score));
        assert_eq!(a.first().unwrap().game, 0);
        assert_eq!(a, self_play(&cfg, &|| {}));
    }
}

//! Matches between players: how strong a robot is.
//!
//! A match is N games from varied openings: the games go in pairs, each
//! pair from one opening of a few uniformly random lines (drawn from the
//! match seed), the first player taking seat 0 in the first game of the
//! pair and seat 1 in the second. The result is counted for the first
//! player, with a 95% (Wilson) interval on its score.

use std::fmt;
use std::ops::Range;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::games::{Outcome, Seat};

use super::baseline::{OnePly, greedy, random_move};
use super::{Budget, Caps, Rng, Robot, Strength, Style};

/// Who plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The full search (`robot`).
    Robot,
    /// The full search with the easy robot's time (`robot-easy`).
    RobotEasy,
    /// The robot of 2026, kept as a baseline (`robot-2026`).
    Robot2026,
    /// Plain UCT with uniformly random playouts (`uct`).
    Uct,
    /// One move ahead (`greedy`).
    Greedy,
}

/// A player of a match and its budget a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerSpec {
    /// Who.
    pub kind: Kind,
    /// Its budget a move (the greedy player ignores it).
    pub budget: Budget,
}

impl PlayerSpec {
    /// Reads `NAME[:BUDGET]`: NAME is `robot`, `robot-easy`, `robot-2026`,
    /// `uct` or `greedy`; BUDGET is milliseconds a move (`robot:500`) or playouts
    /// (`uct:2000p`). Without one, `default` when given, else the robots'
    /// own times (2000 ms, 100 ms; uct 2000 ms).
    pub fn parse(text: &str, default: Option<Budget>) -> Result<PlayerSpec, String> {
        let (name, budget) = match text.split_once(':') {
            Some((n, b)) => (n, Some(b)),
            None => (text, None),
        };
        let kind = match name.to_ascii_lowercase().as_str() {
            "robot" => Kind::Robot,
            "robot-easy" => Kind::RobotEasy,
            "robot-2026" => Kind::Robot2026,
            "uct" => Kind::Uct,
            "greedy" => Kind::Greedy,
            other => {
                return Err(format!(
                    "'{other}' is no player: robot, robot-easy, robot-2026, uct or greedy"
                ));
            }
        };
        let budget = match budget {
            Some(b) => {
                let bad = || format!("'{b}' is no budget: milliseconds (500) or playouts (2000p)");
                match b.strip_suffix('p') {
                    Some(n) => Budget::playouts(n.parse().map_err(|_| bad())?),
                    None => Budget::think(Duration::from_millis(b.parse().map_err(|_| bad())?)),
                }
            }
            None => default.unwrap_or(match kind {
                Kind::RobotEasy => Strength::Easy.budget(),
                _ => Strength::Robot.budget(),
            }),
        };
        Ok(PlayerSpec { kind, budget })
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.kind {
            Kind::Robot => "robot",
            Kind::RobotEasy => "robot-easy",
            Kind::Robot2026 => "robot-2026",
            Kind::Uct => "uct",
            Kind::Greedy => "greedy",
        };
        f.write_str(name)?;
        match (self.kind, self.budget.playouts, self.budget.think) {
            (Kind::Greedy, _, _) => Ok(()),
            (_, Some(n), _) => write!(f, ":{n}p"),
            (_, None, Some(t)) => write!(f, ":{}", t.as_millis()),
            _ => Ok(()),
        }
    }
}

/// A player during one game.
enum Player<G: OnePly> {
    Search(Box<Robot<G>>),
    Greedy(Rng),
}

impl<G: OnePly> Player<G> {
    fn new(spec: PlayerSpec, seed: u64, caps: Caps) -> Player<G> {
        match spec.kind {
            Kind::Robot | Kind::RobotEasy => Player::Search(Box::new(
                Robot::with_style(spec.budget, seed, Style::Full).with_caps(caps),
            )),
            Kind::Robot2026 => Player::Search(Box::new(
                Robot::with_style(spec.budget, seed, Style::Full2026).with_caps(caps),
            )),
            Kind::Uct => Player::Search(Box::new(
                Robot::with_style(spec.budget, seed, Style::Plain).with_caps(caps),
            )),
            Kind::Greedy => Player::Greedy(Rng::new(seed)),
        }
    }
    fn choose(&mut self, pos: &G) -> Option<G::Move> {
        match self {
            Player::Search(r) => r.choose(pos),
            Player::Greedy(rng) => greedy(pos, rng),
        }
    }
    /// The nodes of the tree its last move left.
    fn tree_size(&self) -> usize {
        match self {
            Player::Search(r) => r.last_stats().nodes,
            Player::Greedy(_) => 0,
        }
    }
}

/// How a match went for its first player.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first player won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

impl Tally {
    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
    /// The first player's score: wins plus half the draws, per game.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + 0.5 * self.draws as f64) / n
    }
    /// The 95% Wilson interval of the score.
    pub fn interval(&self) -> (f64, f64) {
        let n = self.games() as f64;
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let p = self.score();
        let z = 1.959_964f64;
        let z2n = z * z / n;
        let centre = (p + z2n / 2.0) / (1.0 + z2n);
        let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lo, hi) = self.interval();
        write!(
            f,
            "{} games: {} wins, {} draws, {} losses; score {:.3} (95% interval {:.3} to {:.3})",
            self.games(),
            self.wins,
            self.draws,
            self.losses,
            self.score(),
            lo,
            hi
        )
    }
}

/// One finished game of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    /// The game's number in the match, from 0.
    pub index: usize,
    /// The first player's seat.
    pub seat_a: Seat,
    /// How it ended.
    pub outcome: Outcome,
    /// Lines played, the opening included.
    pub moves: u32,
    /// The most nodes the first and the second player's tree held after
    /// one of its moves (0 for a player without a tree).
    pub largest_trees: [usize; 2],
}

/// What a match plays.
#[derive(Debug, Clone, Copy)]
pub struct MatchConfig {
    /// The first player (the result is counted for it).
    pub a: PlayerSpec,
    /// The second player.
    pub b: PlayerSpec,
    /// Games in all.
    pub games: usize,
    /// The index of the first game played: a long match is played in
    /// parts, each the same games as in the whole match.
    pub first: usize,
    /// Random lines before the players take over.
    pub opening: u32,
    /// Fixes the openings and the players' seeds.
    pub seed: u64,
    /// Games played at once, each on its own thread.
    pub jobs: usize,
    /// The bound of every search tree.
    pub caps: Caps,
}

/// Plays game `index` of a match from `start`.
pub fn play_game<G: OnePly>(start: &G, cfg: &MatchConfig, index: usize) -> GameResult {
    let mut rng = Rng::new(cfg.seed ^ (index as u64 / 2).wrapping_mul(0x9E37_79B9));
    let mut pos = start.clone();
    for _ in 0..cfg.opening {
        let Some(m) = random_move(&pos, &mut rng) else {
            break;
        };
        pos.play(&m).expect("a random move is legal");
    }
    let seat_a = index % 2;
    let seed = Rng::new(cfg.seed.wrapping_add(index as u64)).next_u64();
    let mut players: [Player<G>; 2] = if seat_a == 0 {
        [
            Player::new(cfg.a, seed, cfg.caps),
            Player::new(cfg.b, seed ^ 1, cfg.caps),
        ]
    } else {
        [
            Player::new(cfg.b, seed ^ 1, cfg.caps),
            Player::new(cfg.a, seed, cfg.caps),
        ]
    };
    let mut largest_trees = [0; 2];
    while let Some(seat) = pos.to_move() {
        let m = players[seat]
            .choose(&pos)
            .expect("a game in play has a move");
        pos.play(&m).expect("players play legal moves");
        let who = if seat == seat_a { 0 } else { 1 };
        largest_trees[who] = largest_trees[who].max(players[seat].tree_size());
    }
    GameResult {
        index,
        seat_a,
        outcome: pos.outcome().expect("the game is over"),
        moves: pos.moves_played(),
        largest_trees,
    }
}

/// Plays a match; `each` hears of every game as it ends (from any thread).
pub fn play_match<G: OnePly>(
    start: &G,
    cfg: &MatchConfig,
    each: &(dyn Fn(&GameResult) + Sync),
) -> Tally {
    let tally = Mutex::new(Tally::default());
    on_threads(cfg.first..cfg.games, cfg.jobs, |i| {
        let r = play_game(start, cfg, i);
        {
            let mut t = tally.lock().expect("no thread panics holding it");
            match r.outcome {
                Outcome::Win(s) if s == r.seat_a => t.wins += 1,
                Outcome::Win(_) => t.losses += 1,
                Outcome::Draw => t.draws += 1,
            }
        }
        each(&r);
    });
    tally.into_inner().expect("no thread panicked")
}

/// Runs `work` for every game number of `games` on `jobs` threads (at
/// least one), each thread taking the next number when it is free.
pub fn on_threads(games: Range<usize>, jobs: usize, work: impl Fn(usize) + Sync) {
    let next = AtomicUsize::new(games.start);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games.end {
                        break;
                    }
                    work(i);
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rin::Rin;

    #[test]
    fn wilson_interval_brackets_the_score() {
        let t = Tally {
            wins: 8,
            draws: 1,
            losses: 1,
        };
        assert!((t.score() - 0.85).abs() < 1e-9);
        let (lo, hi) = t.interval();
        assert!(
            (lo - 0.541).abs() < 0.005 && (hi - 0.965).abs() < 0.005,
            "{lo} {hi}"
        );
        let even = Tally {
            wins: 50,
            draws: 0,
            losses: 50,
        };
        let (lo, hi) = even.interval();
        assert!((lo - 0.404).abs() < 0.01 && (hi - 0.596).abs() < 0.01);
    }

    #[test]
    fn player_specs() {
        let p = PlayerSpec::parse("uct:300p", None).unwrap();
        assert_eq!(p.kind, Kind::Uct);
        assert_eq!(p.budget, Budget::playouts(300));
        assert_eq!(p.to_string(), "uct:300p");
        let e = PlayerSpec::parse("robot-easy", None).unwrap();
        assert_eq!(e.budget, Budget::think(Duration::from_millis(100)));
        assert_eq!(e.to_string(), "robot-easy:100");
        assert!(PlayerSpec::parse("robot:fast", None).is_err());
        assert!(PlayerSpec::parse("human", None).is_err());
    }

    #[test]
    fn a_small_match_swaps_seats_and_counts_every_game() {
        let cfg = MatchConfig {
            a: PlayerSpec::parse("robot:40p", None).unwrap(),
            b: PlayerSpec::parse("greedy", None).unwrap(),
            games: 4,
            first: 0,
            opening: 2,
            seed: 7,
            jobs: 2,
            caps: Caps::default(),
        };
        let seen = Mutex::new(Vec::new());
        let t = play_match(&Rin::start(8).unwrap(), &cfg, &|r| {
            seen.lock().unwrap().push((r.index, r.seat_a));
        });
        assert_eq!(t.games(), 4);
        let mut seen = seen.into_inner().unwrap();
        seen.sort();
        assert_eq!(seen, vec![(0, 0), (1, 1), (2, 0), (3, 1)]);
        // The same seed plays the same game.
        let g = play_game(&Rin::start(8).unwrap(), &cfg, 1);
        assert_eq!(g, play_game(&Rin::start(8).unwrap(), &cfg, 1));
        assert!(g.moves > 2);
        // The robot grew a tree; the greedy player has none.
        assert!(g.largest_trees[0] > 1, "{:?}", g.largest_trees);
        assert_eq!(g.largest_trees[1], 0);
    }
}

//! Robot players: a Monte Carlo tree search over complete moves.
//!
//! Like [`crate::games`], this module has no async runtime, no database, no
//! mail and no logging; only [`cli`] reads a record and prints. It asks the
//! rules engines for legal moves and plays them; each game adds what the
//! search needs to play it well (a move order for the tree, a playout
//! policy, an evaluation): [`yinsh`] and [`rin`].
//!
//! - [`Robot`] is the player: a search tree kept between moves (one per
//!   thread), a budget per move ([`Budget`]), a seed. [`Robot::choose`]
//!   returns the complete move for the side to move,
//!   [`Robot::accepts_draw`] whether a draw offer suits it.
//! - [`Strength`] names the two robots of the server: `robot` (about 2 s a
//!   move) and `robot-easy` (about 0.1 s a move).
//! - [`baseline`] holds the players the robot is measured against (plain
//!   UCT and a one-ply greedy player); [`matchplay`] plays them against each
//!   other.
//! - [`analysis`] judges every position of a finished game.
//! - [`cli`] is `ringmail robot` and `ringmail match`.

use std::time::{Duration, Instant};

use crate::games::{Game, Outcome, Seat};

pub mod analysis;
pub mod baseline;
pub mod cli;
pub mod growth;
pub mod matchplay;
pub mod mcts;
pub mod rin;
pub mod training;
pub mod yinsh;

pub use mcts::{Caps, Search, Stats, Tuning};

/// The robots every server has, by user id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    /// `robot`: the full search, about 2 s a move.
    Robot,
    /// `robot-easy`: the same search, about 0.1 s a move.
    Easy,
}

impl Strength {
    /// The user id of the robot.
    pub fn user_id(self) -> &'static str {
        match self {
            Strength::Robot => "robot",
            Strength::Easy => "robot-easy",
        }
    }
    /// The robot with this user id (case-insensitive).
    pub fn from_user_id(id: &str) -> Option<Strength> {
        match id.to_ascii_lowercase().as_str() {
            "robot" => Some(Strength::Robot),
            "robot-easy" => Some(Strength::Easy),
            _ => None,
        }
    }
    /// Thinking time a move.
    pub fn think(self) -> Duration {
        match self {
            Strength::Robot => Duration::from_millis(2000),
            Strength::Easy => Duration::from_millis(100),
        }
    }
    /// The budget of a move.
    pub fn budget(self) -> Budget {
        Budget::think(self.think())
    }
}

/// How much a move may search: wall time, playouts, or both (whichever
/// ends first). Wall time is kept with a margin: the search stops a tenth
/// of the time (at most 50 ms) before the deadline, so that choosing and
/// printing the move fit in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Wall time from the start of the move.
    pub think: Option<Duration>,
    /// Playouts (search iterations).
    pub playouts: Option<u64>,
}

impl Budget {
    /// A wall-time budget.
    pub fn think(d: Duration) -> Budget {
        Budget {
            think: Some(d),
            playouts: None,
        }
    }
    /// A budget of playouts, with no clock: the same seed gives the same
    /// move on any machine.
    pub fn playouts(n: u64) -> Budget {
        Budget {
            think: None,
            playouts: Some(n),
        }
    }
    /// The instant the search must stop by, for a move started at `start`.
    pub fn deadline(&self, start: Instant) -> Option<Instant> {
        self.think.map(|t| {
            let margin = (t / 10).min(Duration::from_millis(50));
            start + t.saturating_sub(margin)
        })
    }
}

/// Where the search reads the time. The real clock in play; tests inject
/// one that moves on by itself, to see that the search looks at it.
pub trait Clock {
    /// The current instant.
    fn now(&self) -> Instant;
}

/// The system's monotonic clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Instant {
        Instant::now()
    }
}

/// A small, fast pseudo-random generator (xorshift64*), seeded.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value, 0 included).
    pub fn new(seed: u64) -> Rng {
        // SplitMix64 of the seed, so that near seeds give unrelated streams.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng((z ^ (z >> 31)) | 1)
    }
    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n` (`n > 0`).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
    /// A number in `[0, 1)`.
    #[inline]
    pub fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// How a search plays: the robot's own knowledge, that of the robot of
/// 2026 (a baseline), or none (plain UCT, the baseline it is measured
/// against).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Ordered moves, progressive widening, a playout policy and an
    /// evaluation cut-off, with the learned YINSH evaluation and the tree
    /// of [`Tuning::ROBOT`].
    Full,
    /// The same search as the robot of 2026 played it: the hand-set YINSH
    /// evaluation and the tree of [`Tuning::ROBOT_2026`].
    Full2026,
    /// Every move alike, uniformly random playouts to the end.
    Plain,
}

impl Style {
    /// Whether the search uses the robot's knowledge ([`Style::Full`] or
    /// [`Style::Full2026`]).
    pub fn is_full(self) -> bool {
        self != Style::Plain
    }
}

/// What the tree search needs from a game, beyond [`Game`].
///
/// A tree edge is a [`Searchable::Action`]: a complete move in YINSH, one
/// stone in Rin (a double turn is two edges of the same player).
pub trait Searchable: Game {
    /// One edge of the tree.
    type Action: Copy + PartialEq + std::fmt::Debug + Send;

    /// The actions of the player to move, each with a prior (higher is
    /// more promising); the tree tries them in that order.
    fn actions(&self, style: Style, out: &mut Vec<(Self::Action, f32)>);
    /// The position after an action of the player to move.
    fn after(&self, a: Self::Action) -> Self;
    /// A playout from here: the expected score of seat 0 (1 a win, 0.5 a
    /// draw, 0 a loss), from one game played on or an evaluation.
    fn rollout(&self, style: Style, rng: &mut Rng) -> f32;
    /// Whether two positions are the same for play (move counters and the
    /// last move's marks aside).
    fn same_position(&self, other: &Self) -> bool;
    /// Whether the player who plays `a` here still moves in the same line
    /// afterwards (the first stone of a Rin double turn).
    fn line_goes_on(&self, a: Self::Action) -> bool;
    /// How many actions the line of the player to move may hold at most:
    /// 1, or 2 at the start of a Rin double turn.
    fn line_length(&self) -> usize;
    /// The complete move of one line made of these actions, in order.
    fn line_move(&self, actions: &[Self::Action]) -> Self::Move;

    /// The playouts a leaf of the robot's tree plays from itself before it
    /// lists its actions and grows children ([`Tuning::ROBOT`]): a tree of
    /// fewer nodes for the same playouts, so that a long think stays
    /// within the tree's cap.
    const LEAF_PLAYOUTS: u32 = 1;
    /// Whether the full search keeps all-moves-as-first statistics: how
    /// the games went in which the player to move played an action at any
    /// later time, not only now. Games whose moves keep their worth from
    /// one turn to the next (a stone on a point) gain from them.
    const AMAF: bool = false;
    /// A static estimate of the score of seat 0 here, without a playout,
    /// for the implicit minimax of the robot's tree
    /// ([`Tuning::minimax_weight`]); none by default.
    fn heuristic(&self, style: Style) -> Option<f32> {
        let _ = style;
        None
    }
    /// The slot of an action in those statistics, below [`AMAF_SLOTS`]:
    /// the same for the same action in any position.
    fn action_slot(_a: Self::Action) -> usize {
        0
    }
    /// A playout like [`Searchable::rollout`] that also lists, in order,
    /// the seat and slot of every action played in it.
    fn rollout_moves(&self, style: Style, rng: &mut Rng, played: &mut Vec<(u8, u16)>) -> f32 {
        let _ = played;
        self.rollout(style, rng)
    }
}

/// Slots of all-moves-as-first statistics (the points of the largest Rin
/// board).
pub const AMAF_SLOTS: usize = 448;

/// The score of seat 0 in a finished game.
pub fn score(outcome: Outcome) -> f32 {
    match outcome {
        Outcome::Win(0) => 1.0,
        Outcome::Win(_) => 0.0,
        Outcome::Draw => 0.5,
    }
}

/// A robot player of one game: its search tree (kept from move to move
/// when the game goes on as the tree foresaw) and its budget.
///
/// On one thread by default; with [`Robot::with_threads`], each thread
/// grows a tree of its own (its own seed, its share of a playout budget, the
/// same deadline) and the move is the action with the most visits in all.
pub struct Robot<G: Searchable> {
    trees: Vec<Search<G>>,
    threads: usize,
    stats: Stats,
    /// Seat 0's expected score at the root of the last move's search.
    value: f32,
    budget: Budget,
    style: Style,
    seed: u64,
    caps: Caps,
}

impl<G: Searchable> Robot<G> {
    /// A robot that searches `budget` a move; `seed` fixes its choices.
    pub fn new(budget: Budget, seed: u64) -> Robot<G> {
        Robot::with_style(budget, seed, Style::Full)
    }
    /// A robot of either style (plain UCT is the baseline).
    pub fn with_style(budget: Budget, seed: u64, style: Style) -> Robot<G> {
        Robot {
            trees: Vec::new(),
            threads: 1,
            stats: Stats::default(),
            value: 0.5,
            budget,
            style,
            seed,
            caps: Caps::default(),
        }
    }
    /// The same robot searching on `threads` threads (at least one).
    pub fn with_threads(mut self, threads: usize) -> Robot<G> {
        self.threads = threads.max(1);
        self.trees.clear();
        self
    }

    /// The same robot with each tree bounded by `caps` (a server keeps
    /// its robots small).
    pub fn with_caps(mut self, caps: Caps) -> Robot<G> {
        self.caps = caps;
        self.trees.clear();
        self
    }

    /// The trees for `pos`: the kept ones moved on to `pos`, or new ones.
    fn trees(&mut self, pos: &G) -> &mut [Search<G>] {
        let reuse =
            self.trees.len() == self.threads && self.trees.iter_mut().all(|t| t.advance(pos));
        if !reuse {
            self.trees.clear();
            for _ in 0..self.threads {
                self.seed = Rng::new(self.seed).next_u64();
                self.trees
                    .push(Search::new(pos.clone(), self.style, self.seed).with_caps(self.caps));
            }
        }
        &mut self.trees
    }

    /// Runs every tree (each on a thread of its own when there are more
    /// than one) with a share of `playouts` and the same deadline.
    fn run_trees(
        &mut self,
        pos: &G,
        playouts: Option<u64>,
        until: Option<Instant>,
        clock: &(dyn Clock + Sync),
        for_value: bool,
    ) {
        let threads = self.threads as u64;
        let trees = self.trees(pos);
        let share = playouts.map(|n| n.div_ceil(threads));
        let run = |t: &mut Search<G>| {
            if for_value {
                t.run_for_value(share, until, clock)
            } else {
                t.run(share, until, clock)
            }
        };
        let stats: Vec<Stats> = if trees.len() == 1 {
            vec![run(&mut trees[0])]
        } else {
            std::thread::scope(|s| {
                let handles: Vec<_> = trees.iter_mut().map(|t| s.spawn(move || run(t))).collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread does not panic"))
                    .collect()
            })
        };
        // The first tree to fill, counted in its own iterations after
        // those of the line's earlier actions (exact on one thread).
        let filled = stats.iter().filter_map(|st| st.full_after).min();
        if self.stats.full_after.is_none() {
            self.stats.full_after = filled.map(|k| self.stats.playouts + k);
        }
        for st in stats {
            self.stats.playouts += st.playouts;
            self.stats.nodes = st.nodes.max(self.stats.nodes);
        }
    }

    /// The action with the most visits over all trees.
    fn best_action(&mut self) -> Option<G::Action> {
        if self.trees.len() == 1 {
            return self.trees[0].best_action();
        }
        let mut total: Vec<(G::Action, u64)> = Vec::new();
        for t in &self.trees {
            for (a, v) in t.root_visits() {
                match total.iter_mut().find(|(b, _)| *b == a) {
                    Some(e) => e.1 += v as u64,
                    None => total.push((a, v as u64)),
                }
            }
        }
        match total.iter().max_by_key(|e| e.1) {
            Some(&(a, v)) if v > 0 => Some(a),
            _ => self.trees[0].best_action(),
        }
    }

    /// The complete move for the player to move in `pos`, or `None` when
    /// the game is over. The clock runs from `start`.
    pub fn choose_at(
        &mut self,
        pos: &G,
        start: Instant,
        clock: &(dyn Clock + Sync),
    ) -> Option<G::Move> {
        self.line_at(pos, start, clock, false)
    }

    /// The robot's judgement of `pos` for an analysis: the complete move
    /// it prefers and seat 0's expected score there, from one move's
    /// budget on the system clock; `None` when the game is over. Unlike a
    /// move's search, a position with a single legal move is searched too,
    /// for its value.
    pub fn judge(&mut self, pos: &G) -> Option<(G::Move, f32)> {
        let mv = self.line_at(pos, Instant::now(), &SystemClock, true)?;
        Some((mv, self.value))
    }

    /// The line of the player to move (see [`Robot::choose_at`]); with
    /// `for_value`, its first action's search runs even at a root with a
    /// single action.
    fn line_at(
        &mut self,
        pos: &G,
        start: Instant,
        clock: &(dyn Clock + Sync),
        for_value: bool,
    ) -> Option<G::Move> {
        pos.to_move()?;
        self.stats = Stats::default();
        let budget = self.budget;
        let deadline = budget.deadline(start);
        let mut line = Vec::new();
        let mut at = pos.clone();
        // A line of two actions (a Rin double turn) shares the budget: the
        // first gets three fifths, the second what is left.
        let two = at.line_length() > 1;
        loop {
            let (playouts, until) = match (two, line.is_empty()) {
                (true, true) => (
                    budget.playouts.map(|n| n * 3 / 5),
                    deadline.map(|d| start + d.saturating_duration_since(start) * 3 / 5),
                ),
                (true, false) => (budget.playouts.map(|n| n - n * 3 / 5), deadline),
                (false, _) => (budget.playouts, deadline),
            };
            let first = line.is_empty();
            self.run_trees(&at, playouts, until, clock, for_value && first);
            if first {
                self.value = self.root_value(0);
            }
            let a = self.best_action()?;
            line.push(a);
            let goes_on = at.line_goes_on(a);
            at = at.after(a);
            if !goes_on {
                break;
            }
        }
        // The trees are kept as they are: the next move finds the
        // opponent's reply in them (within four actions of their roots),
        // after the clock.
        Some(pos.line_move(&line))
    }

    /// `seat`'s expected score at the trees' root, averaged over them.
    fn root_value(&mut self, seat: Seat) -> f32 {
        let n = self.trees.len() as f32;
        self.trees
            .iter_mut()
            .map(|t| t.value_for(seat))
            .sum::<f32>()
            / n
    }

    /// What the search of the last move did: its playouts (on all
    /// threads), the nodes of the largest tree it left, and the playouts
    /// done when a tree first reached its cap.
    pub fn last_stats(&self) -> Stats {
        self.stats
    }

    /// [`Robot::choose_at`] on the system clock, starting now.
    pub fn choose(&mut self, pos: &G) -> Option<G::Move> {
        self.choose_at(pos, Instant::now(), &SystemClock)
    }

    /// Whether the robot, playing `seat`, accepts a draw in `pos`: only
    /// when its search (one move's budget) judges the position lost or
    /// dead even, an expected score of at most [`DRAW_THRESHOLD`]. A
    /// finished game accepts nothing.
    pub fn accepts_draw(&mut self, pos: &G, seat: Seat) -> bool {
        if pos.outcome().is_some() {
            return false;
        }
        let budget = self.budget;
        let until = budget.deadline(Instant::now());
        self.run_trees(pos, budget.playouts, until, &SystemClock, true);
        self.root_value(seat) <= DRAW_THRESHOLD
    }
}

/// The highest expected score at which a robot accepts a draw.
pub const DRAW_THRESHOLD: f32 = 0.52;

/// A robot's answer to a request to take back a move: robots never ask for an undo and
/// accept none.
pub fn accepts_undo() -> bool {
    false
}

#[cfg(test)]
mod tests;

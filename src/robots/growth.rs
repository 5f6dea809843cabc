//! How far and how fast a search tree grows: its caps ([`Caps`]), the
//! way its leaves grow ([`Tuning`]), the robot's or that of the robot of
//! 2026, and how a think spreads its room over its budget ([`Pace`]).

#[cfg(doc)]
use super::Searchable;
use super::Style;
use std::time::Instant;

/// Nodes a tree may hold, and edges its nodes may list in all, unless
/// [`Caps`] say otherwise; past these, iterations play out from the edge of
/// the tree without adding to it. They bound a tree at about 200 MB (a
/// 10-second YINSH move of the middle game fills the robot's at about
/// 80 MB, its nodes listing their moves as they open).
pub const MAX_NODES: usize = 200_000;
/// See [`MAX_NODES`].
pub const MAX_EDGES: usize = 4_000_000;

/// The size a tree may grow to: nodes, and edges listed by all its nodes.
/// A tree at either cap goes on searching, playing out from its edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    /// Nodes at most.
    pub nodes: usize,
    /// Edges at most.
    pub edges: usize,
}

impl Default for Caps {
    /// [`MAX_NODES`] and [`MAX_EDGES`].
    fn default() -> Caps {
        Caps {
            nodes: MAX_NODES,
            edges: MAX_EDGES,
        }
    }
}

impl Caps {
    /// At most `nodes` nodes, and twenty times as many edges (the ratio of
    /// [`MAX_NODES`] to [`MAX_EDGES`]).
    pub fn nodes(nodes: usize) -> Caps {
        Caps {
            nodes: nodes.max(1),
            edges: nodes.max(1).saturating_mul(20),
        }
    }
}
/// How a search grows its tree: the robot's way, or that of the robot
/// of 2026, kept as a baseline to measure the robot against
/// ([`Tuning::of`] its style).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuning {
    /// Whether a leaf gets [`Searchable::LEAF_PLAYOUTS`] visits, each a
    /// playout from it, before it lists its actions and grows children
    /// (else one): fewer nodes for the same playouts.
    pub leaves_wait: bool,
    /// Whether a node of a full tree passes over its untried edges (see
    /// `Search::select`).
    pub full_tree_passes_untried: bool,
    /// Whether a think spreads the room left in its tree over its budget
    /// ([`Pace`]).
    pub paced: bool,
    /// The weight of a child's minimax value, backed up from the
    /// [`Searchable::heuristic`] of the tree's leaves, beside its mean
    /// playout score when a node chooses a child (0: the mean alone; see
    /// `implicit_minimax.rs`).
    pub minimax_weight: f64,
    /// Whether a node lists only the actions progressive widening opens
    /// to it, more as its visits grow, rather than all at once
    /// (`edge_listing.rs`): a long think then reaches its cap of nodes
    /// before that of edges.
    pub lists_as_opened: bool,
}

impl Tuning {
    /// The tree of a style: plain UCT stays the textbook search, a node
    /// for every iteration, as the robot of 2026 grew it.
    pub fn of(style: Style) -> Tuning {
        match style {
            Style::Full => Tuning::ROBOT,
            Style::Full2026 | Style::Plain => Tuning::ROBOT_2026,
        }
    }
    /// The robot's.
    pub const ROBOT: Tuning = Tuning {
        leaves_wait: true,
        full_tree_passes_untried: true,
        paced: true,
        minimax_weight: 0.3,
        lists_as_opened: true,
    };
    /// The robot of 2026: a leaf grows at its second visit, a full tree
    /// keeps choosing an untried edge it cannot add, a child is chosen by
    /// its mean score alone, and a node lists all its actions at once.
    pub const ROBOT_2026: Tuning = Tuning {
        leaves_wait: false,
        full_tree_passes_untried: false,
        paced: false,
        minimax_weight: 0.0,
        lists_as_opened: false,
    };
}

/// The room a think may fill so far. Without it a long think fills its
/// tree before its time is up (a 10 s think reaches [`MAX_NODES`];
/// docs/performance.md), and its iterations after that play out from the
/// edge of the tree, so the lines it finds late never grow. A paced
/// tree's cap rises along a straight line, from the tree's size when the
/// think begins to [`Caps::nodes`] when its budget is spent; a tree at the
/// line is full for the moment. A think whose tree grows no faster than
/// the line grows as it would unpaced.
#[derive(Debug, Clone, Copy)]
pub struct Pace {
    start_nodes: usize,
    cap: usize,
    playouts: Option<u64>,
    /// When the think began, and its deadline.
    time: Option<(Instant, Instant)>,
}

impl Pace {
    /// A think with a tree of `nodes` nodes capped at `cap`, its budget
    /// `playouts` iterations or the time from `time.0` to the deadline
    /// `time.1`, whichever ends it first.
    pub fn new(
        nodes: usize,
        cap: usize,
        playouts: Option<u64>,
        time: Option<(Instant, Instant)>,
    ) -> Pace {
        Pace {
            start_nodes: nodes,
            cap,
            playouts,
            time,
        }
    }

    /// The nodes the tree may hold in the think's `iteration`th iteration
    /// (from 1), run at `now` (read only for a think with a deadline): its
    /// size at the start and the share of the room left that matches the
    /// share of the budget spent, of its iterations or of its time,
    /// whichever is further along.
    pub fn cap(&self, iteration: u64, now: Option<Instant>) -> usize {
        let room = self.cap.saturating_sub(self.start_nodes);
        // A share of the room, rounded up, in integers.
        let share = |part: u128, whole: u128| match whole {
            0 => room,
            _ => (room as u128 * part.min(whole)).div_ceil(whole) as usize,
        };
        let by_count = self
            .playouts
            .map_or(0, |n| share(iteration as u128, n as u128));
        let by_time = match (self.time, now) {
            (Some((start, end)), Some(now)) => share(
                now.saturating_duration_since(start).as_nanos(),
                end.saturating_duration_since(start).as_nanos(),
            ),
            _ => 0,
        };
        self.start_nodes + by_count.max(by_time)
    }
}

#[cfg(test)]
mod tests {
    use super::Pace;
    use std::time::{Duration, Instant};

    #[test]
    fn a_paced_tree_may_grow_along_a_line_to_its_cap() {
        // A think of 1,000 iterations, begun with 400 nodes of 1,000: in
        // its first iteration one node more, in its last the cap.
        let by_count = Pace::new(400, 1_000, Some(1_000), None);
        let caps: Vec<usize> = [1, 2, 500, 999, 1_000, 2_000]
            .iter()
            .map(|&k| by_count.cap(k, None))
            .collect();
        assert_eq!(caps, [401, 402, 700, 1_000, 1_000, 1_000]);
        // Shares are rounded up, never past the exact one: 600 * 7 / 100.
        assert_eq!(Pace::new(0, 600, Some(100), None).cap(7, None), 42);
        // A think of 10 s: half its time gone, half its room open.
        let (now, ten) = (Instant::now(), Duration::from_secs(10));
        let by_time = Pace::new(0, 1_000, None, Some((now, now + ten)));
        assert_eq!(by_time.cap(7, Some(now + ten / 2)), 500);
        assert_eq!(by_time.cap(7, Some(now + ten * 2)), 1_000);
        // Both budgets: whichever is further along.
        let both = Pace::new(0, 1_000, Some(100), Some((now, now + ten)));
        assert_eq!(both.cap(10, Some(now + ten / 2)), 500);
        assert_eq!(both.cap(90, Some(now + ten / 2)), 900);
        // A kept tree at or past its cap stays there.
        assert_eq!(Pace::new(1_200, 1_000, Some(10), None).cap(5, None), 1_200);
    }
}

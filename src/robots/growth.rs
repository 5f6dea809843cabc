//! How far and how fast a search tree grows: its caps ([`Caps`]) and the
//! way its leaves grow ([`Tuning`]), the robot's or that of the robot of
//! 2026.

#[cfg(doc)]
use super::Searchable;
use super::Style;

/// Nodes a tree may hold, and edges its nodes may list in all, unless
/// [`Caps`] say otherwise; past these, iterations play out from the edge of
/// the tree without adding to it. They bound a tree at about 200 MB (a
/// 2-second move uses about 50 MB).
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
    /// Whether a leaf of a tree past half its cap waits longer before it
    /// grows, the fuller the tree the longer ([`Tuning::leaf_wait`]).
    pub wait_grows_past_half_cap: bool,
    /// The weight of a child's minimax value, backed up from the
    /// [`Searchable::heuristic`] of the tree's leaves, beside its mean
    /// playout score when a node chooses a child (0: the mean alone; see
    /// `implicit_minimax.rs`).
    pub minimax_weight: f64,
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
        wait_grows_past_half_cap: true,
        minimax_weight: 0.3,
    };
    /// The robot of 2026: a leaf grows at its second visit, a full tree
    /// keeps choosing an untried edge it cannot add, and a child is chosen
    /// by its mean score alone.
    pub const ROBOT_2026: Tuning = Tuning {
        leaves_wait: false,
        full_tree_passes_untried: false,
        wait_grows_past_half_cap: false,
        minimax_weight: 0.0,
    };

    /// The visits a leaf gets before it grows children, in a tree of
    /// `nodes` nodes capped at `cap`, for a game whose leaves wait `base`
    /// visits ([`Searchable::LEAF_PLAYOUTS`]). Without
    /// [`Tuning::leaves_wait`], one. With
    /// [`Tuning::wait_grows_past_half_cap`], past half the cap the wait
    /// grows as the room left shrinks: twice `base` at three quarters,
    /// five times at nine tenths, so a long think fills its tree later;
    /// a tree under half its cap grows as before. With it the robot at 10 s against itself at 1 s scored
    /// 0.812 over 40 games, where it had scored 0.762
    /// (docs/performance.md).
    pub fn leaf_wait(&self, base: u32, nodes: usize, cap: usize) -> u32 {
        if !self.leaves_wait {
            return 1;
        }
        let half = cap / 2;
        if !self.wait_grows_past_half_cap || nodes <= half {
            return base;
        }
        let room = cap.saturating_sub(nodes).max(1) as u64;
        let wait = base as u64 * (cap - half) as u64 / room;
        wait.min(u32::MAX as u64) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::Tuning;

    #[test]
    fn a_leaf_waits_longer_only_in_a_tree_past_half_its_cap() {
        let wait = |nodes| Tuning::ROBOT.leaf_wait(8, nodes, 1_000);
        assert_eq!((wait(0), wait(400), wait(500)), (8, 8, 8));
        assert_eq!((wait(750), wait(900), wait(990)), (16, 40, 400));
        // At the cap (a tree may pass it by its root's reuse) the wait is
        // long but finite.
        assert_eq!((wait(1_000), wait(1_200)), (4_000, 4_000));
        // The robot of 2026 grows a leaf at its first visit, full or not.
        assert_eq!(Tuning::ROBOT_2026.leaf_wait(8, 990, 1_000), 1);
    }
}

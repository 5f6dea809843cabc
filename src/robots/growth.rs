//! How far a search tree grows: its caps ([`Caps`]), and the way it
//! grows ([`Tuning`]), the robot's or that of the robot of 2026.

#[cfg(doc)]
use super::Searchable;
use super::Style;

/// Nodes a tree may hold, and edges its nodes may list in all, unless
/// [`Caps`] say otherwise. The robot's tree at its cap of nodes drops its
/// least visited ones ([`Tuning::prunes`]); past the cap of edges, and in
/// the tree of the robot of 2026 past either, iterations play out from
/// the edge of the tree without adding to it. They bound a tree at about
/// 200 MB (a 10-second YINSH move of the middle game fills the robot's at
/// about 80 MB, its nodes listing their moves as they open).
pub const MAX_NODES: usize = 200_000;
/// See [`MAX_NODES`].
pub const MAX_EDGES: usize = 4_000_000;

/// The size a tree may grow to: nodes, and edges listed by all its nodes.
/// A tree at either cap goes on searching: pruned, or playing out from
/// its edge.
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
    /// Whether a tree at its cap of nodes drops its least visited nodes,
    /// down to half the cap, and grows on (`pruning.rs`), rather than
    /// playing out from its edge.
    pub prunes: bool,
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
        minimax_weight: 0.3,
        lists_as_opened: true,
        prunes: true,
    };
    /// The robot of 2026: a leaf grows at its second visit, a full tree
    /// keeps choosing an untried edge it cannot add, a child is chosen by
    /// its mean score alone, a node lists all its actions at once, and a
    /// full tree stays full.
    pub const ROBOT_2026: Tuning = Tuning {
        leaves_wait: false,
        full_tree_passes_untried: false,
        minimax_weight: 0.0,
        lists_as_opened: false,
        prunes: false,
    };
}

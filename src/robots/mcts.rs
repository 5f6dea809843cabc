//! The tree search: UCT over the actions of [`Searchable`] games.
//!
//! Each iteration walks down the tree choosing by UCB1 to a leaf. A leaf
//! with fewer visits than [`Searchable::LEAF_PLAYOUTS`] (one in the tree
//! of [`Tuning::ROBOT_2026`]) plays one playout from itself; else it lists
//! its actions, adds one child and plays one playout
//! from it (or scores the finished game there). The result is added to
//! every node on the way back. A node's children are its position's
//! actions in the order of their priors; with the robot's knowledge
//! ([`Style::is_full`]) only the first few are open to a node with few
//! visits, more as visits grow (progressive widening), so the search looks
//! at the promising moves first and at every move in the end.
//!
//! The tree is capped ([`Caps`]). The robot's tree at its cap of nodes
//! drops its least visited nodes and grows on (`pruning.rs`); that of
//! the robot of 2026 stops growing, its iterations playing out from its
//! edge.
//!
//! Scores are those of seat 0 (1 a win, 0.5 a draw, 0 a loss); each node
//! keeps the sum for the player who made the move into it, so turn order
//! may be anything (Rin's double turns).
//!
//! For games that ask for it ([`Searchable::AMAF`], Rin), the full search
//! also keeps all-moves-as-first statistics on every edge (RAVE): the
//! score of the iterations in which the player to move played that action
//! then or later. An edge is chosen by a blend of them and its own score,
//! the blend moving to its own score as its visits grow; every edge
//! competes, with no widening.
//!
//! In games with a static [`Searchable::heuristic`] (YINSH), the robot's
//! tree also backs up a minimax value of those estimates, and a node
//! chooses a child by a blend of its mean and that value
//! (`implicit_minimax.rs`).

use std::time::Instant;

pub use super::growth::{Caps, MAX_EDGES, MAX_NODES, Tuning};
use super::{AMAF_SLOTS, Clock, Rng, Searchable, Style, score};
use crate::games::Seat;

/// No child node yet.
const NONE: u32 = u32::MAX;
/// The exploration constant of UCB1 for the full search and for plain UCT.
const C_FULL: f64 = 0.45;
const C_PLAIN: f64 = 1.0;
/// Progressive widening: a node with `n` visits considers its first
/// `WIDEN_MIN + WIDEN * sqrt(n)` actions.
const WIDEN_MIN: f64 = 3.0;
const WIDEN: f64 = 1.5;
/// All-moves-as-first: the visits at which an edge's own score and the
/// statistic weigh alike is about `AMAF_K / 3`; the exploration constant
/// beside it; the weight of the prior as visits of experience.
const AMAF_K: f64 = 600.0;
const C_AMAF: f64 = 0.15;
const AMAF_PRIOR: u32 = 5;

struct Node<G: Searchable> {
    state: G,
    /// The seat that made the move into this node (any at the root).
    mover: u8,
    visits: u32,
    /// Sum of the scores of `mover`.
    wins: f64,
    /// The score of seat 0 when the game is over here.
    terminal: Option<f32>,
    expanded: bool,
    /// The actions listed, best prior first, each with its child (or
    /// `NONE`): all of them, or the first ones (`edge_listing.rs`).
    edges: Vec<(G::Action, u32)>,
    /// The actions of the position, listed or not (once expanded).
    actions: u32,
    /// The generator state the noise of its priors was drawn with.
    noise: Rng,
    /// All-moves-as-first visits and score sum of each edge (for games
    /// that keep them).
    amaf: Vec<(u32, f32)>,
    /// The minimax value of this node for `mover` (NaN: none yet); see
    /// `implicit_minimax.rs`.
    minimax: f32,
}

impl<G: Searchable> Node<G> {
    fn new(state: G, mover: Seat) -> Node<G> {
        let terminal = state.outcome().map(score);
        Node {
            state,
            mover: mover as u8,
            visits: 0,
            wins: 0.0,
            terminal,
            expanded: false,
            edges: Vec::new(),
            actions: 0,
            noise: Rng::new(0),
            amaf: Vec::new(),
            minimax: f32::NAN,
        }
    }
    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.5
        } else {
            self.wins / self.visits as f64
        }
    }
}

/// What a search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Iterations (each one playout or one finished game scored).
    pub playouts: u64,
    /// Nodes in the tree after it.
    pub nodes: usize,
    /// The iterations done when the tree first held its cap of nodes
    /// (`None`: it never did).
    pub full_after: Option<u64>,
}

/// A search tree over the positions after one root position.
pub struct Search<G: Searchable> {
    nodes: Vec<Node<G>>,
    /// Edges listed by all nodes.
    edges: usize,
    root: u32,
    style: Style,
    rng: Rng,
    priors: Vec<(G::Action, f32)>,
    path: Vec<u32>,
    /// The actions of one iteration's playout: seat and slot.
    played: Vec<(u8, u16)>,
    caps: Caps,
    tuning: Tuning,
}

impl<G: Searchable> Search<G> {
    /// A tree with only the root position.
    pub fn new(root: G, style: Style, seed: u64) -> Search<G> {
        Search {
            nodes: vec![Node::new(root, 0)],
            edges: 0,
            root: 0,
            style,
            rng: Rng::new(seed),
            priors: Vec::new(),
            path: Vec::new(),
            played: Vec::new(),
            caps: Caps::default(),
            tuning: Tuning::of(style),
        }
    }

    /// The same search, its tree bounded by `caps`.
    pub fn with_caps(mut self, caps: Caps) -> Search<G> {
        self.caps = caps;
        self
    }

    /// The same search, grown as `tuning` says.
    pub fn with_tuning(mut self, tuning: Tuning) -> Search<G> {
        self.tuning = tuning;
        self
    }

    /// The root position.
    pub fn position(&self) -> &G {
        &self.nodes[self.root as usize].state
    }

    /// Nodes in the tree.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree holds only its root, never searched.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1 && self.nodes[0].visits == 0
    }

    /// Searches until `playouts` iterations are done or `clock` (read
    /// before every iteration) reaches `deadline`, whichever comes first;
    /// with neither, does nothing. A root with a single action, or a
    /// finished game, needs no search.
    pub fn run(
        &mut self,
        playouts: Option<u64>,
        deadline: Option<Instant>,
        clock: &dyn Clock,
    ) -> Stats {
        self.run_inner(playouts, deadline, clock, false)
    }

    /// [`Search::run`], also at a root with a single action: for the value
    /// of the position rather than a choice.
    pub fn run_for_value(
        &mut self,
        playouts: Option<u64>,
        deadline: Option<Instant>,
        clock: &dyn Clock,
    ) -> Stats {
        self.run_inner(playouts, deadline, clock, true)
    }

    fn run_inner(
        &mut self,
        playouts: Option<u64>,
        deadline: Option<Instant>,
        clock: &dyn Clock,
        even_forced: bool,
    ) -> Stats {
        let root = self.root as usize;
        if self.nodes[root].terminal.is_none() && !self.nodes[root].expanded {
            self.expand(root);
        }
        let mut done = 0u64;
        let mut full_after = (self.len() >= self.caps.nodes).then_some(0);
        let forced = self.nodes[root].edges.len() <= 1 && !even_forced;
        if !forced && self.nodes[root].terminal.is_none() {
            loop {
                if playouts.is_some_and(|n| done >= n) {
                    break;
                }
                if deadline.is_some_and(|d| clock.now() >= d) {
                    break;
                }
                if playouts.is_none() && deadline.is_none() {
                    break;
                }
                if self.tuning.prunes && self.len() >= self.caps.nodes {
                    self.prune_to(self.caps.nodes / 2);
                }
                self.iterate();
                done += 1;
                if full_after.is_none() && self.len() >= self.caps.nodes {
                    full_after = Some(done);
                }
            }
        }
        Stats {
            playouts: done,
            nodes: self.nodes.len(),
            full_after,
        }
    }

    /// The visits a leaf gets before it grows children.
    fn leaf_playouts(&self) -> u32 {
        if self.tuning.leaves_wait {
            G::LEAF_PLAYOUTS
        } else {
            1
        }
    }

    /// Whether this search keeps all-moves-as-first statistics.
    fn amaf(&self) -> bool {
        G::AMAF && self.style.is_full()
    }

    /// The edge to follow from a node: the first untried one among those
    /// open to it, else the best by UCB1. With all-moves-as-first
    /// statistics, every edge competes by a blend of its own score and
    /// that statistic, which weighs less as the edge's own visits grow.
    ///
    /// In a full tree an untried edge can get no node, so it would be
    /// chosen again at every visit and the node's score would become that
    /// one move's: untried edges are passed over then, as long as the node
    /// has a child to follow.
    fn select(&self, id: usize) -> usize {
        let node = &self.nodes[id];
        let full = self.tuning.full_tree_passes_untried
            && self.nodes.len() >= self.caps.nodes
            && node.edges.iter().any(|e| e.1 != NONE);
        if self.amaf() {
            let ln = (node.visits.max(1) as f64).ln();
            let mut best = 0;
            let mut best_u = f64::NEG_INFINITY;
            for (i, (&(_, child), &(an, aw))) in node.edges.iter().zip(&node.amaf).enumerate() {
                let (n, q) = match child {
                    NONE if full => continue,
                    NONE => (0.0, 0.0),
                    c => {
                        let ch = &self.nodes[c as usize];
                        (ch.visits as f64, ch.mean())
                    }
                };
                let aq = if an > 0 { aw as f64 / an as f64 } else { 0.5 };
                let beta = (AMAF_K / (3.0 * n + AMAF_K)).sqrt();
                let u = beta * aq + (1.0 - beta) * q + C_AMAF * (ln / (n + 1.0)).sqrt();
                if u > best_u {
                    best_u = u;
                    best = i;
                }
            }
            return best;
        }
        let c = match self.style {
            Style::Full | Style::Full2026 => C_FULL,
            Style::Plain => C_PLAIN,
        };
        let width = self.width(node.visits, node.edges.len());
        let ln = (node.visits.max(1) as f64).ln();
        let mut best = 0;
        let mut best_u = f64::NEG_INFINITY;
        for (i, &(_, child)) in node.edges[..width].iter().enumerate() {
            if child == NONE {
                if full {
                    continue;
                }
                return i;
            }
            let ch = &self.nodes[child as usize];
            let u = self.worth(ch) + c * (ln / ch.visits.max(1) as f64).sqrt();
            if u > best_u {
                best_u = u;
                best = i;
            }
        }
        best
    }

    /// A playout from `state`, listing its actions when the search keeps
    /// all-moves-as-first statistics.
    fn playout(&mut self, state: &G) -> f32 {
        if self.amaf() {
            state.rollout_moves(self.style, &mut self.rng, &mut self.played)
        } else {
            state.rollout(self.style, &mut self.rng)
        }
    }

    fn iterate(&mut self) {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        self.played.clear();
        let mut id = self.root as usize;
        path.push(id as u32);
        let value = loop {
            let node = &self.nodes[id];
            if let Some(t) = node.terminal {
                break t;
            }
            if node.visits < self.leaf_playouts() && path.len() > 1 {
                let state = node.state.clone();
                break self.playout(&state);
            }
            if !node.expanded {
                if self.edges >= self.caps.edges {
                    let state = node.state.clone();
                    break self.playout(&state);
                }
                self.expand(id);
            }
            self.open_edges(id);
            let i = self.select(id);
            let (action, child) = self.nodes[id].edges[i];
            if child != NONE {
                id = child as usize;
                path.push(child);
                continue;
            }
            let parent = &self.nodes[id].state;
            let mover = parent.to_move().expect("a position in play");
            let state = parent.after(action);
            if self.nodes.len() >= self.caps.nodes {
                self.played
                    .push((mover as u8, G::action_slot(action) as u16));
                break match state.outcome() {
                    Some(o) => score(o),
                    None => self.playout(&state),
                };
            }
            let mut node = Node::new(state, mover);
            node.minimax = self.leaf_minimax(&node);
            let v = match node.terminal {
                Some(t) => t,
                None => {
                    let state = node.state.clone();
                    self.playout(&state)
                }
            };
            let new = self.nodes.len() as u32;
            self.nodes.push(node);
            self.nodes[id].edges[i].1 = new;
            path.push(new);
            break v;
        };
        for &n in &path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.wins += if node.mover == 0 {
                value as f64
            } else {
                1.0 - value as f64
            };
        }
        if self.amaf() {
            self.update_amaf(&path, value);
        }
        self.back_up_minimax(&path);
        self.path = path;
    }

    /// Adds an iteration to the all-moves-as-first statistics of the nodes
    /// on its path: each edge whose action the player to move there played
    /// at that point or later in the iteration.
    fn update_amaf(&mut self, path: &[u32], value: f32) {
        let mut seen = [[false; AMAF_SLOTS]; 2];
        for &(seat, slot) in &self.played {
            seen[seat as usize][slot as usize] = true;
        }
        for k in (0..path.len()).rev() {
            if k + 1 < path.len() {
                // The action from this node to the next one on the path.
                let (parent, child) = (path[k] as usize, path[k + 1]);
                let mover = self.nodes[child as usize].mover as usize;
                if let Some(&(a, _)) = self.nodes[parent].edges.iter().find(|e| e.1 == child) {
                    seen[mover][G::action_slot(a)] = true;
                }
            }
            let node = &mut self.nodes[path[k] as usize];
            let Some(me) = node.state.to_move() else {
                continue;
            };
            let v = if me == 0 { value } else { 1.0 - value };
            for (e, st) in node.edges.iter().zip(node.amaf.iter_mut()) {
                if seen[me][G::action_slot(e.0)] {
                    st.0 += 1;
                    st.1 += v;
                }
            }
        }
    }

    /// The root's most visited action (the best prior before any search);
    /// `None` when the game is over.
    pub fn best_action(&mut self) -> Option<G::Action> {
        let root = self.root as usize;
        if self.nodes[root].terminal.is_some() {
            return None;
        }
        if !self.nodes[root].expanded {
            self.expand(root);
        }
        let node = &self.nodes[root];
        let key = |&(_, c): &(G::Action, u32)| {
            if c == NONE {
                (0, 0.0)
            } else {
                let ch = &self.nodes[c as usize];
                (ch.visits, ch.mean())
            }
        };
        let mut best = node.edges.first()?;
        for e in &node.edges[1..] {
            let (v, q) = key(e);
            let (bv, bq) = key(best);
            if v > bv || (v == bv && q > bq) {
                best = e;
            }
        }
        Some(best.0)
    }

    /// The expected score of `seat` at the root, as the search sees it:
    /// that of its most visited action (0.5 before any search).
    pub fn value_for(&mut self, seat: Seat) -> f32 {
        let root = self.root as usize;
        if let Some(t) = self.nodes[root].terminal {
            return if seat == 0 { t } else { 1.0 - t };
        }
        let Some(to_move) = self.nodes[root].state.to_move() else {
            return 0.5;
        };
        let best = self.nodes[root]
            .edges
            .iter()
            .filter(|e| e.1 != NONE)
            .max_by_key(|e| self.nodes[e.1 as usize].visits);
        let v = match best {
            Some(&(_, c)) => self.nodes[c as usize].mean() as f32,
            None => return 0.5,
        };
        if seat == to_move { v } else { 1.0 - v }
    }

    /// Visits of the root's actions, most visited first (for tools).
    pub fn root_visits(&self) -> Vec<(G::Action, u32)> {
        let mut v: Vec<_> = self.nodes[self.root as usize]
            .edges
            .iter()
            .map(|&(a, c)| {
                (
                    a,
                    if c == NONE {
                        0
                    } else {
                        self.nodes[c as usize].visits
                    },
                )
            })
            .collect();
        v.sort_by_key(|e| std::cmp::Reverse(e.1));
        v
    }
}

#[path = "edge_listing.rs"]
mod edge_listing;

#[path = "tree_reuse.rs"]
mod tree_reuse;

#[path = "pruning.rs"]
mod pruning;

#[path = "implicit_minimax.rs"]
mod implicit_minimax;

#[cfg(test)]
#[path = "mcts_tests.rs"]
mod tests;

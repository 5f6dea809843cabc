//! Pruning a full tree: a think whose tree holds its cap of nodes drops
//! the least visited part of it and goes on growing
//! ([`Tuning::prunes`]).
//!
//! Which nodes stay: the root, and every child of a node with at least
//! `t` visits, for the least `t` that leaves at most half the cap. A child
//! never has more visits than its parent, so the nodes kept are a tree
//! under the root. A kept node with fewer than `t` visits loses its
//! children: it is a leaf again, keeping its listed actions, visits,
//! scores and minimax value, and the search grows children under it anew
//! when it comes back there.
//!
//! Without it a long think fills its tree and its later iterations play
//! out from the tree's edge: the lines it finds late never deepen, and a
//! tree kept from move to move stays full for the rest of the game.
//!
//! What it buys: at 10 s a move against itself at 1 s, the robot that
//! paced its tree's growth over the think instead scored 0.500 over 40
//! games (0.594 over 16 once its nodes listed their moves as they open);
//! pruning, it scored 0.838 (32 wins, 3 draws, 5 losses), at a peak RSS
//! of 81 MiB for a 10 s think (docs/performance.md, "Pruning a full
//! tree").

#[cfg(doc)]
use super::Tuning;
use super::{NONE, Search, Searchable};

impl<G: Searchable> Search<G> {
    /// Drops nodes until the tree holds at most `target` (at least the
    /// root and its children), as the module's doc says.
    pub(super) fn prune_to(&mut self, target: usize) {
        let t = self.least_visits_keeping_children(target);
        let mut keep = vec![false; self.nodes.len()];
        let mut stack = vec![self.root];
        while let Some(id) = stack.pop() {
            keep[id as usize] = true;
            let node = &self.nodes[id as usize];
            if id == self.root || node.visits >= t {
                stack.extend(node.edges.iter().map(|e| e.1).filter(|&c| c != NONE));
            }
        }
        self.keep_only(&keep, self.root);
    }

    /// The least visits `t` for which the root and the children of every
    /// node with at least `t` visits number at most `target`.
    fn least_visits_keeping_children(&self, target: usize) -> u32 {
        // Each node's visits (the root's counted as the most) and children,
        // most visited first.
        let mut nodes: Vec<(u32, usize)> = self
            .nodes
            .iter()
            .enumerate()
            .map(|(id, node)| {
                let visits = match id == self.root as usize {
                    true => u32::MAX,
                    false => node.visits,
                };
                let children = node.edges.iter().filter(|e| e.1 != NONE).count();
                (visits, children)
            })
            .collect();
        nodes.sort_unstable_by_key(|n| std::cmp::Reverse(n.0));
        let mut kept = 1;
        for group in nodes.chunk_by(|a, b| a.0 == b.0) {
            let children: usize = group.iter().map(|n| n.1).sum();
            if kept + children > target {
                return group[0].0.saturating_add(1);
            }
            kept += children;
        }
        0
    }

    /// Keeps the nodes `keep` marks, a tree under `root`, renumbered in
    /// their order; an edge to a node dropped is untried again.
    pub(super) fn keep_only(&mut self, keep: &[bool], root: u32) {
        let mut map = vec![NONE; self.nodes.len()];
        let kept = (0..keep.len()).filter(|&id| keep[id]);
        for (n, id) in kept.enumerate() {
            map[id] = n as u32;
        }
        let mut id = 0;
        self.nodes.retain(|_| {
            id += 1;
            keep[id - 1]
        });
        for node in &mut self.nodes {
            for e in &mut node.edges {
                if e.1 != NONE {
                    e.1 = map[e.1 as usize];
                }
            }
        }
        self.edges = self.nodes.iter().map(|n| n.edges.len()).sum();
        self.root = map[root as usize];
    }
}

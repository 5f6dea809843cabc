//! Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant,
//! "Monte Carlo Tree Search with Heuristic Evaluations using Implicit
//! Minimax Backups", 2014).
//!
//! Beside the mean score of its playouts, every node keeps a minimax
//! value: at a leaf, the game's static [`Searchable::heuristic`]; above,
//! the best of its children's values for the player to move there, backed
//! up along the path of each iteration. A node chooses a child by a blend
//! of the two ([`Tuning::minimax_weight`]): the mean says how the games
//! from a move went, the minimax value how the best replies found so far
//! leave the position. Games without a heuristic (Rin) and trees with a
//! weight of 0 keep the mean alone.
//!
//! What it buys: in YINSH, at 0.5 s a move against the robot of 2026
//! (which chooses by the mean), a weight of 0.3 scored 0.738 and 0.537
//! over 40 games from each of two opening seeds, where the robot without
//! it had scored 0.44 to 0.49 in like matches; 0.2 scored 0.662 and 0.5
//! scored 0.388 (docs/performance.md). A new node's heuristic evaluates
//! the position its parent's prior already evaluated: one evaluation a
//! node, beside its first two playouts, kept for plainness.

#[cfg(doc)]
use super::Tuning;
use super::{NONE, Node, Search, Searchable};

impl<G: Searchable> Search<G> {
    /// The minimax value of a new node for the player who moved into it:
    /// its final score, or the heuristic of its position (NaN when the
    /// tree keeps no minimax values or the game has no heuristic).
    pub(super) fn leaf_minimax(&self, node: &Node<G>) -> f32 {
        if self.tuning.minimax_weight == 0.0 {
            return f32::NAN;
        }
        let seat0 = match node.terminal {
            Some(t) => t,
            None => match node.state.heuristic(self.style) {
                Some(h) => h,
                None => return f32::NAN,
            },
        };
        if node.mover == 0 { seat0 } else { 1.0 - seat0 }
    }

    /// Sets the minimax value of every inner node on an iteration's path,
    /// from the leaf up: the best value among its children for the player
    /// to move there, seen from the player who moved into the node.
    pub(super) fn back_up_minimax(&mut self, path: &[u32]) {
        if self.tuning.minimax_weight == 0.0 {
            return;
        }
        for &id in path.iter().rev().skip(1) {
            let node = &self.nodes[id as usize];
            let mut best: Option<(f32, u8)> = None;
            for &(_, child) in &node.edges {
                if child == NONE {
                    continue;
                }
                let ch = &self.nodes[child as usize];
                if !ch.minimax.is_nan() && best.is_none_or(|(v, _)| ch.minimax > v) {
                    best = Some((ch.minimax, ch.mover));
                }
            }
            let Some((value, mover)) = best else {
                continue;
            };
            let mine = node.mover == mover;
            self.nodes[id as usize].minimax = if mine { value } else { 1.0 - value };
        }
    }

    /// What a child is worth to the player who moves into it, before the
    /// exploration term: its mean score, blended with its minimax value
    /// when it has one.
    pub(super) fn worth(&self, child: &Node<G>) -> f64 {
        let w = self.tuning.minimax_weight;
        if w == 0.0 || child.minimax.is_nan() {
            return child.mean();
        }
        (1.0 - w) * child.mean() + w * child.minimax as f64
    }
}

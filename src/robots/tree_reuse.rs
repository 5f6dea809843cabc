//! Keeping a tree from move to move: after the robot's move and its
//! opponent's reply, the subtree of the new position goes on growing, so
//! the next think starts where this one left off.

use super::{NONE, Search, Searchable};

impl<G: Searchable> Search<G> {
    /// Moves the root to `pos` when the tree holds it within four actions
    /// of the root, keeping only its subtree; `false` (the tree unchanged)
    /// when it does not.
    pub fn advance(&mut self, pos: &G) -> bool {
        let mut level = vec![self.root];
        let mut found = None;
        'search: for _ in 0..=4 {
            let mut next = Vec::new();
            for &id in &level {
                let node = &self.nodes[id as usize];
                if node.state.same_position(pos) {
                    found = Some(id);
                    break 'search;
                }
                next.extend(node.edges.iter().map(|e| e.1).filter(|&c| c != NONE));
            }
            level = next;
        }
        let Some(new_root) = found else {
            return false;
        };
        if new_root != self.root {
            self.reroot(new_root);
        }
        true
    }

    /// Keeps only the subtree of `new_root`.
    fn reroot(&mut self, new_root: u32) {
        let mut keep = vec![false; self.nodes.len()];
        let mut stack = vec![new_root];
        while let Some(id) = stack.pop() {
            keep[id as usize] = true;
            stack.extend(
                self.nodes[id as usize]
                    .edges
                    .iter()
                    .map(|e| e.1)
                    .filter(|&c| c != NONE),
            );
        }
        self.keep_only(&keep, new_root);
    }
}

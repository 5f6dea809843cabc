//! Listing a node's actions: all at once, or as progressive widening
//! opens them.
//!
//! A node of the full search ranks its actions by their priors and opens
//! only its first `WIDEN_MIN + WIDEN * sqrt(visits)` to selection. In the
//! robot's tree ([`Tuning::lists_as_opened`]) a node keeps only the
//! actions open to it, at least [`LISTED_FIRST`], and lists them again
//! when its visits open more, keeping twice as many (or as many as are
//! open). The ranking is the same each time: the noise that breaks ties
//! between equal priors is drawn again from the generator state the node
//! first drew it with, so a tree that never reaches its cap of edges
//! grows exactly as a tree that lists every action at once
//! (`mcts::tests::a_tree_listing_actions_as_they_open_grows_as_one_listing_all`).
//!
//! What it buys: a YINSH node lists some fifty moves and opens five of
//! them at its first visits, so a 10 s think listing every action reached
//! its cap of 4,000,000 edges with half its nodes still leaves, and the
//! rest of its think could no longer deepen the tree; listing as opened,
//! the same think grows its nodes to their cap (docs/performance.md,
//! "Edges listed as they open").

#[cfg(doc)]
use super::Tuning;
use super::{NONE, Rng, Search, Searchable, Style, WIDEN, WIDEN_MIN};

/// The actions a node lists at first when it lists as they open.
pub const LISTED_FIRST: usize = 8;

/// The actions of `state`, best first for a search with knowledge
/// (their priors, ties broken by noise from `rng`), shuffled by `rng` for
/// plain UCT.
fn ranked<G: Searchable>(state: &G, style: Style, rng: &mut Rng, out: &mut Vec<(G::Action, f32)>) {
    out.clear();
    state.actions(style, out);
    match style {
        Style::Full | Style::Full2026 => {
            for p in out.iter_mut() {
                p.1 += rng.unit() * 1e-3;
            }
            out.sort_by(|a, b| b.1.total_cmp(&a.1));
        }
        Style::Plain => {
            for i in (1..out.len()).rev() {
                out.swap(i, rng.below(i + 1));
            }
        }
    }
}

impl<G: Searchable> Search<G> {
    /// The actions open to a node with `visits` visits, of `listed`.
    pub(super) fn width(&self, visits: u32, listed: usize) -> usize {
        match self.style {
            Style::Full | Style::Full2026 => {
                let w = WIDEN_MIN + WIDEN * (visits as f64).sqrt();
                (w as usize).min(listed)
            }
            Style::Plain => listed,
        }
    }

    /// Whether this tree's nodes list their actions as they open.
    fn lists_as_opened(&self) -> bool {
        self.tuning.lists_as_opened && self.style.is_full() && !self.amaf()
    }

    /// Lists the actions of a node not yet expanded, with no children:
    /// all of them, or those open to it.
    pub(super) fn expand(&mut self, id: usize) {
        let mut priors = std::mem::take(&mut self.priors);
        let noise = self.rng.clone();
        ranked(
            &self.nodes[id].state,
            self.style,
            &mut self.rng,
            &mut priors,
        );
        let keep = match self.lists_as_opened() {
            true => {
                let open = self.width(self.nodes[id].visits, priors.len());
                open.max(LISTED_FIRST).min(priors.len())
            }
            false => priors.len(),
        };
        let amaf = self.amaf();
        let node = &mut self.nodes[id];
        node.edges = priors[..keep].iter().map(|&(a, _)| (a, NONE)).collect();
        node.actions = priors.len() as u32;
        node.noise = noise;
        if amaf {
            // The prior enters as experience: a neutral score, raised for
            // a positive prior.
            node.amaf = priors
                .iter()
                .map(|&(_, p)| {
                    let q = 0.5 + 0.4 * (p.max(0.0) / 4.0).tanh();
                    (super::AMAF_PRIOR, super::AMAF_PRIOR as f32 * q)
                })
                .collect();
        }
        node.expanded = true;
        self.edges += keep;
        self.priors = priors;
    }

    /// Lists more of an expanded node's actions when its visits open more
    /// than it lists, unless the tree holds its cap of edges.
    pub(super) fn open_edges(&mut self, id: usize) {
        let node = &self.nodes[id];
        let listed = node.edges.len();
        let total = node.actions as usize;
        let open = self.width(node.visits, total);
        if listed >= open || self.edges >= self.caps.edges {
            return;
        }
        let mut priors = std::mem::take(&mut self.priors);
        let mut rng = node.noise.clone();
        ranked(&node.state, self.style, &mut rng, &mut priors);
        assert!(
            priors.len() == total && priors.iter().zip(&node.edges).all(|(p, e)| p.0 == e.0),
            "a node ranks its actions alike each time"
        );
        let keep = (2 * listed).max(open).min(total);
        self.nodes[id]
            .edges
            .extend(priors[listed..keep].iter().map(|&(a, _)| (a, NONE)));
        self.edges += keep - listed;
        self.priors = priors;
    }
}

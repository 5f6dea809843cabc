//! Unit tests of the robots' search.

use super::*;
use crate::games::Game;
use crate::games::rin::Rin;
use crate::games::yinsh::Yinsh;
use crate::robots::SystemClock;

#[test]
fn all_moves_as_first_statistics_are_kept_for_rin_only() {
    let mut s = Search::new(Rin::start(8).unwrap(), Style::Full, 1);
    s.run(Some(200), None, &SystemClock);
    let root = &s.nodes[s.root as usize];
    assert_eq!(root.amaf.len(), root.edges.len());
    // Black plays about half of the 64 points in every playout, each
    // counted on the root's edge of that point.
    let counted: u32 = root.amaf.iter().map(|a| a.0 - AMAF_PRIOR).sum();
    assert!(counted > 200 * 20, "{counted}");
    // Plain UCT keeps none, and neither does YINSH.
    let mut p = Search::new(Rin::start(8).unwrap(), Style::Plain, 1);
    p.run(Some(50), None, &SystemClock);
    assert!(p.nodes[0].amaf.is_empty());
    let mut y = Search::new(Yinsh::start(true), Style::Full, 1);
    y.run(Some(50), None, &SystemClock);
    assert!(y.nodes[0].amaf.is_empty());
}

/// The position after the first twenty moves of the robot's test game.
fn mid_game() -> Yinsh {
    let mut y = Yinsh::start(false);
    let moves = "f3 f5 b5 c7 k9 g6 j10 g9 d5 e3 b5-c5 g9-e9 f3-h5 e3-c3 h5-h3 g6-d6 \
                 h3-d3 f5-f7 d3-g3 e9-e4";
    for m in moves.split_whitespace() {
        y.play_text(m).unwrap();
    }
    y
}

/// The full search of [`mid_game`] from `seed`, its tree bounded by
/// `caps` and grown as `tuning` says, after `playouts` iterations.
fn searched(seed: u64, caps: Caps, tuning: Tuning, playouts: u64) -> Search<Yinsh> {
    let mut s = Search::new(mid_game(), Style::Full, seed)
        .with_caps(caps)
        .with_tuning(tuning);
    s.run(Some(playouts), None, &SystemClock);
    s
}

/// Visits of the root's children in all, and of the root.
fn root_and_children(s: &Search<Yinsh>) -> (u32, u32) {
    let root = &s.nodes[s.root as usize];
    let children = root
        .edges
        .iter()
        .filter(|e| e.1 != NONE)
        .map(|e| s.nodes[e.1 as usize].visits)
        .sum();
    (root.visits, children)
}

#[test]
fn a_full_tree_goes_on_searching_through_its_nodes() {
    let search = |tuning| {
        let s = searched(2, Caps::nodes(60), tuning, 5_000);
        assert_eq!(s.len(), 60, "the tree fills");
        root_and_children(&s)
    };
    // Every iteration goes through one of the root's children: the root's
    // choice goes on being searched.
    let (root, children) = search(unpruned());
    assert_eq!((root, children), (5_000, 5_000));
    // The robot of 2026 chose, once its tree was full, an untried edge it
    // could not add, again and again.
    let (root, children) = search(Tuning::ROBOT_2026);
    assert!(children < root / 10, "{children} of {root}");
}

#[test]
fn a_leaf_grows_children_only_after_a_few_playouts_of_its_own() {
    let nodes = |tuning| searched(3, Caps::default(), tuning, 3_000).len();
    // The robot of 2026 added a node at every iteration.
    assert_eq!(nodes(Tuning::ROBOT_2026), 3_001);
    // The robot's leaves wait for their third visit: fewer nodes, but
    // more than a wait of 8 grows (under 1,500).
    let fewer = nodes(Tuning::ROBOT);
    assert!((1_200..2_700).contains(&fewer), "{fewer}");
}

#[test]
fn every_inner_node_holds_the_best_minimax_value_of_its_children() {
    let mut s = Search::new(mid_game(), Style::Full, 4);
    s.run(Some(3_000), None, &SystemClock);
    let mut inner = 0;
    for node in &s.nodes {
        let children: Vec<&Node<Yinsh>> = node
            .edges
            .iter()
            .filter(|e| e.1 != NONE)
            .map(|e| &s.nodes[e.1 as usize])
            .collect();
        if children.is_empty() {
            continue;
        }
        inner += 1;
        // The children's mover is the player to move here.
        let to_move = children[0].mover;
        assert!(children.iter().all(|c| c.mover == to_move));
        let best = children.iter().map(|c| c.minimax).fold(f32::MIN, f32::max);
        let own = if node.mover == to_move {
            best
        } else {
            1.0 - best
        };
        assert_eq!(node.minimax, own);
    }
    assert!(inner > 50, "{inner}");
    // A leaf's value is the evaluation of its position for its mover.
    let leaf = s
        .nodes
        .iter()
        .find(|n| n.edges.is_empty() && n.terminal.is_none());
    let leaf = leaf.expect("a leaf");
    let h = leaf.state.heuristic(Style::Full).expect("a heuristic");
    let own = if leaf.mover == 0 { h } else { 1.0 - h };
    assert_eq!(leaf.minimax, own);
}

#[test]
fn the_robot_of_2026_chooses_by_the_mean_alone() {
    let mut s = Search::new(mid_game(), Style::Full2026, 4);
    s.run(Some(500), None, &SystemClock);
    assert!(s.nodes.iter().all(|n| n.minimax.is_nan()));
    // Neither has Rin a heuristic.
    let mut r = Search::new(Rin::start(8).unwrap(), Style::Full, 4);
    r.run(Some(500), None, &SystemClock);
    assert!(r.nodes.iter().all(|n| n.minimax.is_nan()));
}

/// The robot's tuning, its nodes listing every action at once.
fn listing_all() -> Tuning {
    Tuning {
        lists_as_opened: false,
        ..Tuning::ROBOT
    }
}

/// The robot's tuning, its tree not pruned when full.
fn unpruned() -> Tuning {
    Tuning {
        prunes: false,
        ..Tuning::ROBOT
    }
}

#[test]
fn a_tree_listing_actions_as_they_open_grows_as_one_listing_all() {
    let search = |tuning| searched(5, Caps::default(), tuning, 20_000);
    let (opened, all) = (search(Tuning::ROBOT), search(listing_all()));
    // Far from its caps, the same tree: the same nodes in the same order,
    // with the same visits, the same children and the same values.
    assert_eq!(opened.len(), all.len());
    for (a, b) in opened.nodes.iter().zip(&all.nodes) {
        assert_eq!((a.visits, a.wins, a.mover), (b.visits, b.wins, b.mover));
        assert_eq!(a.minimax.to_bits(), b.minimax.to_bits());
        assert_eq!(a.actions, b.actions);
        let children = |n: &Node<Yinsh>| -> Vec<_> {
            n.edges.iter().filter(|e| e.1 != NONE).copied().collect()
        };
        assert_eq!(children(a), children(b));
        // Each lists a first part of the other's ranking.
        assert!(a.edges.iter().zip(&b.edges).all(|(x, y)| x == y));
    }
    assert_eq!(opened.root_visits(), all.root_visits());
    // But it lists a fraction of the edges.
    assert!(
        opened.edges * 3 < all.edges,
        "{} of {}",
        opened.edges,
        all.edges
    );
    assert_eq!(
        opened.edges,
        opened.nodes.iter().map(|n| n.edges.len()).sum::<usize>()
    );
}

#[test]
fn a_tree_listing_actions_as_they_open_deepens_past_the_cap_of_edges_of_one_listing_all() {
    let caps = Caps {
        nodes: 4_000,
        edges: 30_000,
    };
    let expanded = |tuning| {
        let s = searched(6, caps, tuning, 20_000);
        assert!(s.edges <= caps.edges + 200, "{}", s.edges);
        s.nodes.iter().filter(|n| n.expanded).count()
    };
    // Listing all, some fifty edges a node: the edges run out after some
    // six hundred nodes have listed their actions.
    let all = expanded(Tuning {
        lists_as_opened: false,
        ..unpruned()
    });
    assert!(all < 700, "{all}");
    // Listing as they open, three times as many nodes grow children.
    let opened = expanded(unpruned());
    assert!(opened > 3 * all, "{opened} against {all}");
}

/// Asserts that the nodes are one tree under the root: every other node
/// the child of one node, at the position its edge leads to, with no
/// more visits than its parent.
fn assert_one_tree(s: &Search<Yinsh>) {
    let mut parents = vec![0; s.len()];
    for node in &s.nodes {
        for &(action, child) in node.edges.iter().filter(|e| e.1 != NONE) {
            let ch = &s.nodes[child as usize];
            parents[child as usize] += 1;
            assert!(ch.state.same_position(&node.state.after(action)));
            assert!(ch.visits <= node.visits);
        }
    }
    for (id, &p) in parents.iter().enumerate() {
        assert_eq!(p, usize::from(id != s.root as usize), "node {id}");
    }
    let listed: usize = s.nodes.iter().map(|n| n.edges.len()).sum();
    assert_eq!(s.edges, listed);
}

/// Nodes at least `depth` moves below the root.
fn nodes_below(s: &Search<Yinsh>, depth: usize) -> usize {
    let mut count = 0;
    let mut stack = vec![(s.root, 0)];
    while let Some((id, d)) = stack.pop() {
        count += usize::from(d >= depth);
        let children = s.nodes[id as usize].edges.iter().filter(|e| e.1 != NONE);
        stack.extend(children.map(|e| (e.1, d + 1)));
    }
    count
}

#[test]
fn pruning_keeps_the_root_its_children_and_the_most_visited_nodes() {
    let mut s = searched(7, Caps::default(), unpruned(), 4_000);
    let before = s.len();
    let root = s.root_visits();
    assert!(before > 1_500, "{before}");
    s.prune_to(500);
    assert!((250..=500).contains(&s.len()), "{} of {before}", s.len());
    assert_one_tree(&s);
    // The root's choice is untouched.
    assert_eq!(s.root_visits(), root);
    // A kept node with no children left has fewer visits than the least
    // visited one that kept its children.
    let inner = s
        .nodes
        .iter()
        .filter(|n| n.edges.iter().any(|e| e.1 != NONE));
    let least_inner = inner.map(|n| n.visits).min().expect("inner nodes");
    let leaves = s
        .nodes
        .iter()
        .filter(|n| n.edges.iter().all(|e| e.1 == NONE));
    let most_leaf = leaves.map(|n| n.visits).max().expect("leaves");
    assert!(most_leaf < least_inner, "{most_leaf} against {least_inner}");
}

#[test]
fn a_pruning_tree_stays_under_its_cap_and_grows_deeper_than_one_that_fills() {
    let think = |tuning| searched(8, Caps::nodes(2_000), tuning, 20_000);
    let pruning = think(Tuning::ROBOT);
    assert!(pruning.len() <= 2_000, "{}", pruning.len());
    assert_one_tree(&pruning);
    // A tree that fills stops growing where its think goes on: it holds
    // a few nodes four moves deep, where the pruning one holds many.
    let filling = think(unpruned());
    let (deep, shallow) = (nodes_below(&pruning, 4), nodes_below(&filling, 4));
    assert!(deep > 3 * shallow, "{deep} against {shallow}");
}

#[test]
fn a_pruning_search_is_the_same_from_the_same_seed() {
    let think = || {
        let mut s = Search::new(mid_game(), Style::Full, 9).with_caps(Caps::nodes(2_000));
        let stats = s.run(Some(20_000), None, &SystemClock);
        assert!(stats.full_after.is_some(), "the tree is pruned");
        (stats, s.root_visits(), s.best_action())
    };
    assert_eq!(think(), think());
}

//! Unit tests of the robots' search.

use super::*;
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

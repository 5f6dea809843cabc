//! The boards of a round robin: every pair of players once (single), or
//! twice with the colours swapped (double), all at once.

/// The boards among `n` players (numbered in the order they joined), each
/// as the players in seat 0 and seat 1: every pair once, then with
/// `double` every pair again with the seats swapped. In the first round
/// the pair (i, j), i < j, has i first when i + j is odd and j first when
/// it is even, so that first moves are shared out.
pub fn pairings(n: usize, double: bool) -> Vec<[usize; 2]> {
    let mut once = Vec::with_capacity(n * n.saturating_sub(1) / 2);
    for i in 0..n {
        for j in i + 1..n {
            once.push(if (i + j) % 2 == 1 { [i, j] } else { [j, i] });
        }
    }
    let mut all = once.clone();
    if double {
        all.extend(once.iter().map(|[a, b]| [*b, *a]));
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn every_pair_once_or_twice_with_colours_swapped() {
        for n in 2..=16 {
            let single = pairings(n, false);
            assert_eq!(single.len(), n * (n - 1) / 2);
            let double = pairings(n, true);
            assert_eq!(double.len(), n * (n - 1));
            let mut seen = HashMap::new();
            for [a, b] in &double {
                assert_ne!(a, b);
                *seen.entry((*a, *b)).or_insert(0) += 1;
            }
            // Each ordered pair exactly once: both colours for each pair.
            assert_eq!(seen.len(), n * (n - 1));
            assert!(seen.values().all(|&c| c == 1));
        }
        assert_eq!(pairings(16, false).len(), 120);
        assert_eq!(pairings(16, true).len(), 240);
    }

    #[test]
    fn first_moves_are_shared_out() {
        // Three players: each has seat 0 once.
        let mut firsts = [0; 3];
        for [a, _] in pairings(3, false) {
            firsts[a] += 1;
        }
        assert_eq!(firsts, [1, 1, 1]);
    }
}

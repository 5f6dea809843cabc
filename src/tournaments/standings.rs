//! A tournament's standings from its finished boards: points (1 a win,
//! half a draw), then Sonneborn-Berger, then the points the tied players
//! took from each other. Scores are counted in half points, and
//! Sonneborn-Berger in quarter points, so that no sum is rounded.

use std::collections::HashMap;

/// How a finished board ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The player in this seat won.
    Win(usize),
    /// A draw.
    Draw,
}

/// A finished board of the tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finished {
    /// Seat 0 and seat 1.
    pub players: [String; 2],
    pub result: Ending,
}

/// One player's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub player: String,
    /// Their place: players tied on every count share one.
    pub place: usize,
    /// Points, in halves (a win 2, a draw 1).
    pub half_points: u32,
    /// Sonneborn-Berger, in quarter points: the points of each opponent
    /// beaten, and half those of each opponent drawn.
    pub sb_quarters: u32,
    /// Finished boards played.
    pub played: u32,
}

/// The half points each seat of a board scored.
fn halves(result: Ending) -> [u32; 2] {
    match result {
        Ending::Win(0) => [2, 0],
        Ending::Win(_) => [0, 2],
        Ending::Draw => [1, 1],
    }
}

/// The standings of `players` (every entrant, also those without a
/// finished board) after `boards`, best first.
pub fn standings(players: &[String], boards: &[Finished]) -> Vec<Line> {
    let mut points: HashMap<&str, u32> = players.iter().map(|p| (p.as_str(), 0)).collect();
    let mut played: HashMap<&str, u32> = HashMap::new();
    for b in boards {
        for (seat, h) in halves(b.result).into_iter().enumerate() {
            *points.entry(b.players[seat].as_str()).or_default() += h;
            *played.entry(b.players[seat].as_str()).or_default() += 1;
        }
    }
    let mut sb: HashMap<&str, u32> = HashMap::new();
    for b in boards {
        for (seat, h) in halves(b.result).into_iter().enumerate() {
            let opponent = points[b.players[1 - seat].as_str()];
            // A win counts the opponent's points whole, a draw half:
            // h / 2 of them, in quarters h * opponent.
            *sb.entry(b.players[seat].as_str()).or_default() += h * opponent;
        }
    }
    let mut lines: Vec<Line> = players
        .iter()
        .map(|p| Line {
            player: p.clone(),
            place: 0,
            half_points: points[p.as_str()],
            sb_quarters: sb.get(p.as_str()).copied().unwrap_or(0),
            played: played.get(p.as_str()).copied().unwrap_or(0),
        })
        .collect();
    lines.sort_by(|a, b| {
        (b.half_points, b.sb_quarters)
            .cmp(&(a.half_points, a.sb_quarters))
            .then_with(|| a.player.cmp(&b.player))
    });
    // Each run tied on points and Sonneborn-Berger: by the points taken
    // from each other.
    let mut start = 0;
    while start < lines.len() {
        let key = (lines[start].half_points, lines[start].sb_quarters);
        let end = start
            + lines[start..]
                .iter()
                .take_while(|l| (l.half_points, l.sb_quarters) == key)
                .count();
        if end - start == 1 {
            lines[start].place = start + 1;
            start = end;
            continue;
        }
        let mutual = mutual_points(&lines[start..end], boards);
        lines[start..end].sort_by(|a, b| {
            mutual[b.player.as_str()]
                .cmp(&mutual[a.player.as_str()])
                .then_with(|| a.player.cmp(&b.player))
        });
        let mut place = start + 1;
        for i in start..end {
            let tied_with_previous = i > start
                && mutual[lines[i].player.as_str()] == mutual[lines[i - 1].player.as_str()];
            if !tied_with_previous {
                place = i + 1;
            }
            lines[i].place = place;
        }
        start = end;
    }
    lines
}

/// The half points each of `tied` took on boards between two of them.
fn mutual_points(tied: &[Line], boards: &[Finished]) -> HashMap<String, u32> {
    let mut out: HashMap<String, u32> = tied.iter().map(|l| (l.player.clone(), 0)).collect();
    for b in boards {
        if b.players.iter().all(|p| out.contains_key(p)) {
            for (seat, h) in halves(b.result).into_iter().enumerate() {
                *out.get_mut(&b.players[seat]).expect("tied") += h;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(a: &str, b: &str, result: Ending) -> Finished {
        Finished {
            players: [a.into(), b.into()],
            result,
        }
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn order(lines: &[Line]) -> Vec<(&str, usize, u32, u32)> {
        lines
            .iter()
            .map(|l| (l.player.as_str(), l.place, l.half_points, l.sb_quarters))
            .collect()
    }

    #[test]
    fn points_then_sonneborn_berger() {
        // ann beats bob and dan, draws cat; bob beats cat and dan; cat
        // beats dan. Points (halves): ann 5, bob 4, cat 3, dan 0.
        let boards = [
            board("ann", "bob", Ending::Win(0)),
            board("bob", "cat", Ending::Win(0)),
            board("cat", "ann", Ending::Draw),
            board("ann", "dan", Ending::Win(0)),
            board("bob", "dan", Ending::Win(0)),
            board("cat", "dan", Ending::Win(0)),
        ];
        let s = standings(&names(&["ann", "bob", "cat", "dan"]), &boards);
        // SB (quarters): ann beat bob 2 x 4 + drew cat 1 x 3 = 11; bob
        // beat cat 2 x 3 = 6; cat drew ann 1 x 5 = 5; beating dan adds 0.
        assert_eq!(
            order(&s),
            [
                ("ann", 1, 5, 11),
                ("bob", 2, 4, 6),
                ("cat", 3, 3, 5),
                ("dan", 4, 0, 0)
            ]
        );
    }

    #[test]
    fn a_tie_on_points_broken_by_sonneborn_berger() {
        // bob and cat each have one win; bob beat the stronger player.
        let boards = [
            board("ann", "cat", Ending::Win(0)),
            board("ann", "dan", Ending::Win(0)),
            board("bob", "ann", Ending::Win(0)),
            board("cat", "dan", Ending::Win(0)),
            board("dan", "bob", Ending::Win(0)),
        ];
        // Points: ann 2, bob 1, cat 1, dan 1 (halves 4, 2, 2, 2).
        // SB: bob beat ann (4) -> 8; cat beat dan (2) -> 4; dan beat bob
        // (2) -> 4.
        let s = standings(&names(&["ann", "bob", "cat", "dan"]), &boards);
        assert_eq!(s[0].player, "ann");
        assert_eq!(s[1].player, "bob");
        assert_eq!((s[1].half_points, s[1].sb_quarters), (2, 8));
        // cat and dan tie on points and SB: cat beat dan.
        assert_eq!(order(&s[2..]), [("cat", 3, 2, 4), ("dan", 4, 2, 4)]);
    }

    #[test]
    fn a_tie_on_points_and_sonneborn_berger_broken_by_the_mutual_result() {
        // amy and zed tie on points (1.5) and on Sonneborn-Berger (1.75);
        // zed beat amy, so zed goes first although amy comes first by name.
        let boards = [
            board("amy", "bob", Ending::Win(0)),
            board("amy", "cat", Ending::Draw),
            board("amy", "zed", Ending::Win(1)),
            board("bob", "cat", Ending::Win(1)),
            board("bob", "zed", Ending::Draw),
            board("cat", "zed", Ending::Win(0)),
        ];
        let s = standings(&names(&["amy", "bob", "cat", "zed"]), &boards);
        assert_eq!(
            order(&s),
            [
                ("cat", 1, 5, 11),
                ("zed", 2, 3, 7),
                ("amy", 3, 3, 7),
                ("bob", 4, 1, 3)
            ]
        );
    }

    #[test]
    fn a_tie_on_everything_shares_a_place() {
        let boards = [board("ann", "bob", Ending::Draw)];
        let s = standings(&names(&["bob", "ann", "cat"]), &boards);
        assert_eq!(
            order(&s),
            [("ann", 1, 1, 1), ("bob", 1, 1, 1), ("cat", 3, 0, 0)]
        );
        assert_eq!(s[2].played, 0);
    }
}

//! Differential tests: the naive engine of `support/naive_yinsh.rs` against
//! the project's engine, seen only through `ringmail::games::new_game` and
//! the `AnyGame` text interface.

use crate::support;

use std::collections::{BTreeMap, HashMap};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use ringmail::games::{AnyGame, Outcome, new_game};
use support::naive_yinsh::{Naive, Point, Status, all_points};

const S0: &[&str] = &["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"];
const M: &[&str] = &[
    "g7-j7", "e6-e9", "f4-i4", "e5-e2", "d4-d8", "g8-g11", "f6-c3", "h6-h3",
];

fn project(blitz: bool) -> Box<dyn AnyGame> {
    let options: &[&str] = if blitz { &["-blitz"] } else { &[] };
    new_game("yinsh", options).expect("yinsh is a game")
}

/// Both engines after the same moves.
fn both(blitz: bool, moves: &[&str]) -> (Naive, Box<dyn AnyGame>) {
    let mut naive = Naive::new(blitz);
    let mut game = project(blitz);
    for m in moves {
        naive.play(m).unwrap_or_else(|e| panic!("naive: {m}: {e}"));
        let canonical = game
            .play_text(m)
            .unwrap_or_else(|e| panic!("project: {m}: {e}"));
        assert_eq!(&canonical, m, "project's canonical text of {m}");
    }
    (naive, game)
}

/// The lines of the two lists that only one of them holds.
fn list_difference(naive: &[String], proj: &[String]) -> String {
    let only_naive: Vec<&String> = naive.iter().filter(|m| !proj.contains(m)).collect();
    let only_proj: Vec<&String> = proj.iter().filter(|m| !naive.contains(m)).collect();
    format!(
        "{} legal in naive, {} in project\nonly naive: {:?}\nonly project: {:?}",
        naive.len(),
        proj.len(),
        only_naive,
        only_proj
    )
}

/// Compares everything both engines say about the position: the legal
/// lists, every replay.md JSON key, and the outcome. `naive_legal` is the
/// naive engine's sorted legal list of this position.
fn compare(naive: &Naive, naive_legal: &[String], game: &dyn AnyGame, history: &[String]) {
    let proj_legal = game.legal_move_texts();
    assert!(
        naive_legal == proj_legal,
        "legal lists differ after moves {:?} (blitz {})\n{}",
        history,
        naive.blitz(),
        list_difference(naive_legal, &proj_legal)
    );
    let mut nj = naive.to_json_without_legal();
    nj["legal"] = serde_json::json!(naive_legal);
    let pj = game.to_json();
    for key in support::cli::YINSH_JSON_KEYS {
        assert_eq!(
            nj[key],
            pj[key],
            "JSON key '{key}' differs after moves {history:?} (blitz {})",
            naive.blitz()
        );
    }
    let outcome = match naive.game_status() {
        Status::InProgress => None,
        Status::Win(c) => Some(Outcome::Win(c)),
        Status::Draw => Some(Outcome::Draw),
    };
    assert_eq!(game.outcome(), outcome, "outcome after {history:?}");
    assert_eq!(game.to_move(), naive.to_move(), "to_move after {history:?}");
    assert_eq!(game.moves_played(), naive.moves_played());
}

/// A move text split into the removals before the ring move, the ring move
/// (a placement, `a1-b2` or `pass`; absent for a win by pending rows alone)
/// and the removals after it.
struct Parts<'a> {
    before: Vec<&'a str>,
    ring: Option<&'a str>,
    after: Vec<&'a str>,
}

fn parts(text: &str) -> Parts<'_> {
    let mut p = Parts {
        before: Vec::new(),
        ring: None,
        after: Vec::new(),
    };
    for part in text.split(';') {
        if part.starts_with('x') {
            if p.ring.is_none() {
                p.before.push(part);
            } else {
                p.after.push(part);
            }
        } else {
            p.ring = Some(part);
        }
    }
    p
}

fn parse_point(s: &str) -> Point {
    let c = (s.as_bytes()[0] - b'a') as i32;
    let r: i32 = s[1..].parse().expect("a row number");
    (c, r)
}

/// The five points and the direction of a removal part `xa1-a5xb2`.
fn row_of_part(part: &str) -> (Vec<Point>, (i32, i32)) {
    let body = &part[1..part.rfind('x').expect("ring part")];
    let (a, b) = body.split_once('-').expect("row ends");
    let (a, b) = (parse_point(a), parse_point(b));
    let d = ((b.0 - a.0) / 4, (b.1 - a.1) / 4);
    let points = (0..5).map(|k| (a.0 + k * d.0, a.1 + k * d.1)).collect();
    (points, d)
}

/// How often the compared positions offered each kind of move, and how the
/// games ended.
#[derive(Default, Debug)]
struct Coverage {
    positions: u64,
    games: u64,
    counts: BTreeMap<&'static str, u64>,
}

impl Coverage {
    fn add(&mut self, key: &'static str) {
        *self.counts.entry(key).or_default() += 1;
    }

    fn get(&self, key: &str) -> u64 {
        self.counts.get(key).copied().unwrap_or(0)
    }

    /// Counts which kinds of complete move a position's legal list holds.
    fn position(&mut self, naive: &Naive, legal: &[String]) {
        self.positions += 1;
        if naive.pool() == 0 && naive.game_status() == Status::InProgress {
            self.add("pool empty, pending rows to remove");
        }
        let mut flags: Vec<&'static str> = Vec::new();
        // Removal choices offered after the same preceding parts.
        let mut choices: HashMap<String, Vec<String>> = HashMap::new();
        for text in legal {
            let p = parts(text);
            if !p.before.is_empty() {
                flags.push("pending removal");
            }
            if p.before.len() >= 2 {
                flags.push("two or more pending removals");
            }
            if p.ring.is_none() {
                flags.push("win by pending removals alone");
            }
            if p.ring == Some("pass") {
                flags.push("pass");
                if !p.before.is_empty() {
                    flags.push("pending removal then pass");
                }
            }
            if !p.after.is_empty() {
                flags.push("own removal after ring move");
            }
            if p.after.len() >= 2 {
                flags.push("two or more own removals");
            }
            if !p.before.is_empty() && !p.after.is_empty() {
                flags.push("pending and own removals in one move");
            }
            let all: Vec<&str> = text.split(';').collect();
            for (i, part) in all.iter().enumerate() {
                if part.starts_with('x') {
                    let row = &part[..part.rfind('x').unwrap()];
                    let entry = choices.entry(all[..i].join(";")).or_default();
                    if !entry.iter().any(|r| r == row) {
                        entry.push(row.to_string());
                    }
                }
            }
        }
        for rows in choices.values() {
            for i in 0..rows.len() {
                for j in i + 1..rows.len() {
                    let (a, da) = row_of_part(&format!("{}x", rows[i]));
                    let (b, db) = row_of_part(&format!("{}x", rows[j]));
                    let shared = a.iter().any(|p| b.contains(p));
                    flags.push(match (shared, da == db) {
                        (true, true) => "choice within a run of 6+",
                        (true, false) => "choice between crossing rows",
                        (false, _) => "choice between disjoint rows",
                    });
                }
            }
        }
        flags.sort();
        flags.dedup();
        for f in flags {
            self.add(f);
        }
    }

    /// Counts how a finished game ended, given the last move.
    fn ending(&mut self, naive: &Naive, last: &str) {
        self.games += 1;
        let target = if naive.blitz() { 1 } else { 3 };
        let p = parts(last);
        match naive.game_status() {
            Status::InProgress => self.add("end: unfinished (move cap)"),
            Status::Win(c) if naive.rings_removed()[c] >= target => {
                if p.ring.is_none() {
                    self.add("end: win by pending removals");
                } else {
                    self.add("end: win by own removal");
                }
            }
            status => {
                if last.ends_with("pass") {
                    self.add("end: neither player can move");
                } else {
                    self.add("end: pool exhausted");
                }
                if status == Status::Draw {
                    self.add("end: draw");
                }
            }
        }
    }
}

/// How the random games pick their moves.
#[derive(Clone, Copy, Debug)]
enum Policy {
    /// Uniform over the legal list.
    Uniform,
    /// Prefers moves that remove rows or make rows for the opponent.
    RowHungry,
    /// Avoids removals, to fill the board and empty the pool.
    RowShy,
    /// Prefers moves that make rows for the opponent, and otherwise avoids
    /// removals, to reach pending removals, also with an empty pool.
    Feeder,
    /// Mostly leaves the opponent as few ring moves as it can, to reach
    /// positions where a player must pass.
    Smother,
}

/// Hex distance between two points of the board's coordinates.
fn distance(a: Point, b: Point) -> i32 {
    let dc = b.0 - a.0;
    let dr = b.1 - a.1;
    if dc.signum() * dr.signum() >= 0 {
        dc.abs().max(dr.abs())
    } else {
        dc.abs() + dr.abs()
    }
}

/// Picks a placement among the empty points nearest to `centre`.
fn clustered_placement(rng: &mut StdRng, legal: &[String], centre: Point) -> String {
    let mut legal = legal.to_vec();
    legal.sort_by_key(|t| distance(parse_point(t), centre));
    let near = legal.len().min(3);
    legal[rng.gen_range(0..near)].clone()
}

/// Picks a move among the position's children for the given policy.
fn pick(rng: &mut StdRng, children: &[(String, Naive)], policy: Policy) -> String {
    let texts: Vec<&String> = children.iter().map(|(t, _)| t).collect();
    let removes: Vec<&String> = texts.iter().copied().filter(|t| t.contains('x')).collect();
    let feeds: Vec<&String> = children
        .iter()
        .filter(|(_, c)| c.to_move().is_some_and(|o| !c.rows_of(o).is_empty()))
        .map(|(t, _)| t)
        .collect();
    let quiet: Vec<&String> = children
        .iter()
        .filter(|(t, c)| !t.contains('x') && c.to_move().is_none_or(|o| c.rows_of(o).is_empty()))
        .map(|(t, _)| t)
        .collect();
    let choice = match policy {
        Policy::Uniform => texts.choose(rng).copied(),
        Policy::Smother if rng.gen_bool(0.9) => {
            let mobility = |c: &Naive| c.to_move().map_or(0, |o| c.ring_moves(o).len());
            let least = children.iter().map(|(_, c)| mobility(c)).min();
            let best: Vec<&String> = children
                .iter()
                .filter(|(_, c)| Some(mobility(c)) == least)
                .map(|(t, _)| t)
                .collect();
            best.choose(rng).copied()
        }
        Policy::Smother => texts.choose(rng).copied(),
        Policy::RowHungry => {
            let roll: f64 = rng.gen_range(0.0..1.0);
            if roll < 0.25 && !feeds.is_empty() {
                feeds.choose(rng).copied()
            } else if roll < 0.8 && !removes.is_empty() {
                removes.choose(rng).copied()
            } else {
                texts.choose(rng).copied()
            }
        }
        Policy::Feeder => {
            if rng.gen_bool(0.7) && !feeds.is_empty() {
                feeds.choose(rng).copied()
            } else if rng.gen_bool(0.9) && !quiet.is_empty() {
                quiet.choose(rng).copied()
            } else {
                texts.choose(rng).copied()
            }
        }
        Policy::RowShy => {
            if rng.gen_bool(0.97) && !quiet.is_empty() {
                quiet.choose(rng).copied()
            } else {
                texts.choose(rng).copied()
            }
        }
    };
    choice.expect("a game in progress has a move").clone()
}

/// How one random game is set up.
#[derive(Clone, Copy)]
struct Setup<'a> {
    blitz: bool,
    /// Moves played first, as given.
    prefix: &'a [&'a str],
    policy: Policy,
    /// Whether the placements gather around one random point.
    clustered: bool,
}

/// Plays one random game on both engines, comparing at every position.
fn random_game(rng: &mut StdRng, setup: Setup, cov: &mut Coverage) {
    let Setup {
        blitz,
        prefix,
        policy,
        clustered,
    } = setup;
    let mut naive = Naive::new(blitz);
    let mut game = project(blitz);
    let mut history: Vec<String> = Vec::new();
    let centre = all_points().nth(rng.gen_range(0..85)).unwrap();
    let mut last = String::new();
    loop {
        let children = naive.children();
        let mut legal: Vec<String> = children.iter().map(|(t, _)| t.clone()).collect();
        legal.sort();
        legal.dedup();
        compare(&naive, &legal, game.as_ref(), &history);
        if naive.game_status() != Status::InProgress || history.len() >= 400 {
            break;
        }
        cov.position(&naive, &legal);
        let mv = if let Some(m) = prefix.get(history.len()) {
            m.to_string()
        } else if clustered && naive.moves_played() < 10 {
            clustered_placement(rng, &legal, centre)
        } else {
            pick(rng, &children, policy)
        };
        history.push(mv.clone());
        naive = children
            .into_iter()
            .find(|(t, _)| *t == mv)
            .map(|(_, c)| c)
            .expect("the move is a child");
        match game.play_text(&mv) {
            Ok(canonical) => assert_eq!(canonical, mv, "canonical text after {history:?}"),
            Err(e) => panic!("project refuses {mv} after {history:?}: {e}"),
        }
        last = mv;
    }
    cov.ending(&naive, &last);
}

#[test]
fn random_games_agree() {
    let mut rng = StdRng::seed_from_u64(0x5eed_9157);
    let mut cov = Coverage::default();
    let started = std::time::Instant::now();
    let plan: &[(bool, Policy, bool, u32)] = &[
        (false, Policy::Uniform, false, 100),
        (false, Policy::RowHungry, false, 300),
        (false, Policy::RowHungry, true, 150),
        (false, Policy::RowShy, false, 150),
        (false, Policy::RowShy, true, 150),
        (false, Policy::Feeder, false, 150),
        (false, Policy::Smother, true, 100),
        (false, Policy::Smother, false, 100),
        (true, Policy::Uniform, false, 100),
        (true, Policy::RowHungry, false, 150),
        (true, Policy::RowShy, true, 100),
        (true, Policy::Feeder, false, 100),
    ];
    for &(blitz, policy, clustered, games) in plan {
        for _ in 0..games {
            let setup = Setup {
                blitz,
                prefix: &[],
                policy,
                clustered,
            };
            random_game(&mut rng, setup, &mut cov);
        }
    }
    eprintln!(
        "compared {} positions in {} games ({:.1} s)",
        cov.positions,
        cov.games,
        started.elapsed().as_secs_f64()
    );
    for (k, v) in &cov.counts {
        eprintln!("  {k}: {v}");
    }
    for key in [
        "pending removal",
        "two or more pending removals",
        "win by pending removals alone",
        "own removal after ring move",
        "two or more own removals",
        "choice within a run of 6+",
        "choice between crossing rows",
        "choice between disjoint rows",
        "end: win by own removal",
        "end: win by pending removals",
        "end: pool exhausted",
        "end: draw",
        "pending and own removals in one move",
        "pool empty, pending rows to remove",
    ] {
        assert!(cov.get(key) > 0, "no position covered: {key}");
    }
}

/// A game, found by a search for low mobility, where White has no ring
/// move at move 57 and passes.
const WHITE_PASSES: &[&str] = &[
    "a2", "b3", "b1", "c2", "a3", "b4", "a4", "b5", "a5", "c7", "b1-b2", "c7-c3", "a5-b6", "b5-c6",
    "b6-b7", "c6-d7", "b7-c8", "d7-e8", "c8-d9", "e8-e9", "d9-d8", "e9-f9", "d8-f10", "b3-i10",
    "f10-e10", "i10-h10", "e10-g10", "h10-g9", "g10-h11", "g9-h9", "h11-g11", "h9-c4", "g11-i11",
    "c2-h7", "i11-j11", "h7-j9", "j11-j10", "j9-i9", "j10-k10", "i9-i8", "k10-k9", "i8-i7",
    "k9-j8", "i7-j7", "j8-k8", "c4-d5", "k8-h8", "j7-g7", "h8-g8", "g7-f7", "g8-f8", "d5-d2",
    "f8-e7", "f7-e6", "e7-k7", "e6-j6", "pass",
];

#[test]
fn pass_positions_agree() {
    let (before, game) = both(false, &WHITE_PASSES[..WHITE_PASSES.len() - 1]);
    assert_eq!(before.legal(), ["pass"]);
    assert_eq!(game.legal_move_texts(), ["pass"]);
    let mut rng = StdRng::seed_from_u64(0x9a55);
    let mut cov = Coverage::default();
    for policy in [
        Policy::Uniform,
        Policy::RowHungry,
        Policy::RowShy,
        Policy::Smother,
    ] {
        for _ in 0..10 {
            let setup = Setup {
                blitz: false,
                prefix: WHITE_PASSES,
                policy,
                clustered: false,
            };
            random_game(&mut rng, setup, &mut cov);
        }
    }
    eprintln!(
        "from the pass line: {} positions, {} games",
        cov.positions, cov.games
    );
    for (k, v) in &cov.counts {
        eprintln!("  {k}: {v}");
    }
    assert!(cov.get("pass") >= 40);
}

#[test]
fn naive_board_is_the_spec_board() {
    let points: Vec<Point> = all_points().collect();
    assert_eq!(points.len(), 85);
    for &(c, r) in &points {
        assert!(points.contains(&(10 - c, 12 - r)), "mirror of {c},{r}");
    }
    let (naive, game) = both(false, &[]);
    assert_eq!(naive.legal().len(), 85);
    assert_eq!(naive.legal(), game.legal_move_texts());
}

/// perft of the project's engine through the text interface.
fn project_perft(game: &dyn AnyGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let legal = game.legal_move_texts();
    if depth == 1 {
        return legal.len() as u64;
    }
    legal
        .iter()
        .map(|m| {
            let mut child = game.clone_box();
            child.play_text(m).expect("a legal move plays");
            project_perft(child.as_ref(), depth - 1)
        })
        .sum()
}

/// Walks down from a position where the two perft counts differ to the
/// first position whose legal lists differ, and describes it.
fn divergence(naive: &Naive, game: &dyn AnyGame, depth: u32, path: &mut Vec<String>) -> String {
    let nl = naive.legal();
    let pl = game.legal_move_texts();
    if nl != pl {
        return format!("after {:?}: {}", path, list_difference(&nl, &pl));
    }
    for m in &nl {
        let mut n = naive.clone();
        n.play(m).unwrap();
        let mut g = game.clone_box();
        g.play_text(m).unwrap();
        if n.perft(depth - 1) != project_perft(g.as_ref(), depth - 1) {
            path.push(m.clone());
            return divergence(&n, g.as_ref(), depth - 1, path);
        }
    }
    format!("no divergence found below {path:?}")
}

fn assert_perft(naive: &Naive, game: &dyn AnyGame, depth: u32, want: u64, name: &str) {
    let n = naive.perft(depth);
    if n != want {
        let mut path = Vec::new();
        panic!(
            "naive perft({depth}) from {name} is {n}, want {want}; {}",
            divergence(naive, game, depth, &mut path)
        );
    }
}

#[test]
fn perft_s0() {
    let (naive, game) = both(false, S0);
    for (d, want) in [(1, 59), (2, 3_447), (3, 194_565)] {
        assert_perft(&naive, game.as_ref(), d, want, "S0");
    }
}

#[test]
fn perft_s0_depth_4() {
    let (naive, game) = both(false, S0);
    assert_perft(&naive, game.as_ref(), 4, 11_210_191, "S0");
}

#[test]
fn perft_m() {
    let moves: Vec<&str> = S0.iter().chain(M).copied().collect();
    let (naive, game) = both(false, &moves);
    for (d, want) in [(1, 59), (2, 3_105)] {
        assert_perft(&naive, game.as_ref(), d, want, "M");
    }
    let proj = project_perft(game.as_ref(), 3);
    assert_eq!(proj, 178_340, "project's perft(3) from M");
    assert_perft(&naive, game.as_ref(), 3, proj, "M");
}

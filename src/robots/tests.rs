//! Tests of the robot players across both games: legal moves everywhere,
//! determinism, the clock, the kept tree, draw offers.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::*;
use crate::games::rin::Rin;
use crate::games::yinsh::{Move, Yinsh};

/// Positions the legality test asks the robot about, across both games.
const POSITIONS: usize = 10_000;
/// Playouts a move in the legality test: enough to build a small tree.
const TINY: u64 = 3;

/// The robot's move in `pos` must be one of the engine's legal moves.
fn check_legal<G: Searchable>(pos: &G, robot: &mut Robot<G>) -> G::Move {
    let mv = robot.choose(pos).expect("a game in play has a move");
    let text = pos.move_text(&mv);
    let mut after = pos.clone();
    assert_eq!(
        after.play_text(&text).as_deref(),
        Ok(text.as_str()),
        "the robot's move {text} is legal and canonical"
    );
    mv
}

/// Walks random games (moves with removals preferred in YINSH, so rows
/// come often), asking a fresh robot about every position; returns how
/// many positions it saw.
fn walk<G: Searchable>(
    start: &G,
    seed: u64,
    limit: usize,
    prefer: impl Fn(&G::Move) -> bool,
) -> usize {
    let mut rng = Rng::new(seed);
    let mut pos = start.clone();
    let mut seen = 0;
    while pos.outcome().is_none() && seen < limit {
        let mut robot = Robot::new(Budget::playouts(TINY), rng.next_u64());
        let robots = check_legal(&pos, &mut robot);
        seen += 1;
        let moves = pos.legal_moves();
        let preferred: Vec<_> = moves.iter().filter(|m| prefer(m)).collect();
        let mv = match rng.below(4) {
            0 => robots,
            1 | 2 if !preferred.is_empty() => preferred[rng.below(preferred.len())].clone(),
            _ => baseline::random_move(&pos, &mut rng).unwrap(),
        };
        pos.play(&mv).unwrap();
    }
    seen
}

fn has_removal(m: &Move) -> bool {
    !m.pre().is_empty() || !m.post().is_empty()
}

#[test]
fn the_robot_never_plays_an_illegal_move() {
    let mut seen = 0;
    let mut seed = 0;
    // Half the positions in YINSH, normal and blitz.
    while seen < POSITIONS / 2 {
        seed += 1;
        let blitz = seed % 3 == 0;
        seen += walk(
            &Yinsh::start(blitz),
            seed,
            POSITIONS / 2 - seen,
            has_removal,
        );
    }
    // Half in Rin, on every board size; the short games of the small
    // boards come more often.
    let sizes = [8, 8, 10, 10, 12, 14, 16, 18, 20];
    while seen < POSITIONS {
        seed += 1;
        let size = sizes[seed as usize % sizes.len()];
        seen += walk(&Rin::start(size).unwrap(), seed, POSITIONS - seen, |_| {
            false
        });
    }
    assert_eq!(seen, POSITIONS);
}

/// A position where no ring can move (from the engine's tests): every ray
/// from every ring meets a ring or the edge, or markers to the edge. White
/// to move, with `removed` rings removed.
fn blocked(removed: [u8; 2]) -> Yinsh {
    Yinsh::hand_made(
        false,
        "c1 d1 d2 e2 k8",
        "c8 d8 d9 e9 k9",
        "a2 b2 b6 c3 c5 c7 d3 d5 d7 e4 e6 e8 e10 f2 f4 f8 f10 g5 g9 g11 h5 h9 i6 i8 j8 k7",
        "a5 b1 b7 c2 c4 c6 d4 d6 e1 e3 e5 e7 f3 f9 g2 g4 g8 h6 h8 i7 i9 j7 j9 k10",
        removed,
        0,
    )
}

#[test]
fn the_robot_passes_removes_pending_rows_and_wins_by_them() {
    let mut robot = Robot::new(Budget::playouts(50), 1);
    // Blocked: the only move is a pass.
    let blocked = blocked([0, 0]);
    let mv = check_legal(&blocked, &mut robot);
    assert_eq!(blocked.move_text(&mv), "pass");
    // A row of White's that Black made: White removes it first.
    let pending = Yinsh::hand_made(
        false,
        "a2 a3 a4 b1 f6",
        "k7 k8 k9 k10 j11",
        "c3 c4 c5 c6 c7",
        "",
        [0, 0],
        0,
    );
    let text = pending.move_text(&check_legal(&pending, &mut robot));
    assert!(text.starts_with("xc3-c7x"), "{text}");
    // ... and with two rings removed already, that row wins at once.
    let winning = Yinsh::hand_made(
        false,
        "a2 a3 b1",
        "k7 k8 k9 k10 j11",
        "c3 c4 c5 c6 c7",
        "",
        [2, 0],
        0,
    );
    let text = winning.move_text(&check_legal(&winning, &mut robot));
    assert!(text.starts_with("xc3-c7x") && !text.contains(';'), "{text}");
}

#[test]
fn the_robot_takes_a_winning_row() {
    // Blitz: White's ring on c7 makes the row c3-c7 whichever way it goes.
    let y = Yinsh::hand_made(
        true,
        "c7 a2 a3 a4 b1",
        "k7 k8 k9 k10 j11",
        "c3 c4 c5 c6",
        "f5 f6 f7 f8",
        [0, 0],
        0,
    );
    let mv = Robot::new(Budget::playouts(100), 2).choose(&y).unwrap();
    let mut after = y.clone();
    after.play(&mv).unwrap();
    assert_eq!(after.outcome(), Some(crate::games::Outcome::Win(0)), "{mv}");
}

#[test]
fn a_seed_and_a_playout_budget_fix_the_move() {
    let mut y = Yinsh::start(false);
    for m in ["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"] {
        y.play_text(m).unwrap();
    }
    let r = Rin::start(12).unwrap();
    for seed in [1, 2] {
        let a = Robot::new(Budget::playouts(300), seed).choose(&y);
        let b = Robot::new(Budget::playouts(300), seed).choose(&y);
        assert_eq!(a, b);
        let a = Robot::new(Budget::playouts(300), seed).choose(&r);
        let b = Robot::new(Budget::playouts(300), seed).choose(&r);
        assert_eq!(a, b);
        assert_eq!(
            a.unwrap().stones().len(),
            1,
            "Black's first turn is one stone"
        );
    }
}

/// A clock that moves on by a millisecond each time it is read.
struct Ticking(Mutex<Instant>);

impl Ticking {
    fn new(start: Instant) -> Ticking {
        Ticking(Mutex::new(start))
    }
    fn get(&self) -> Instant {
        *self.0.lock().unwrap()
    }
}

impl Clock for Ticking {
    fn now(&self) -> Instant {
        let mut t = self.0.lock().unwrap();
        let now = *t;
        *t += Duration::from_millis(1);
        now
    }
}

#[test]
fn the_search_reads_the_clock_and_stops_by_the_deadline() {
    let start = Instant::now();
    let clock = Ticking::new(start);
    let budget = Budget::think(Duration::from_millis(100));
    // The deadline keeps a margin of a tenth: 90 ms.
    assert_eq!(
        budget.deadline(start),
        Some(start + Duration::from_millis(90))
    );
    let mut robot: Robot<Rin> = Robot::new(budget, 3);
    let r = Rin::start(8).unwrap();
    robot.choose_at(&r, start, &clock).unwrap();
    let s = robot.last_stats();
    // One reading when the search begins, one before each playout and one
    // that stops it.
    assert!(
        (80..=90).contains(&s.playouts),
        "{} playouts in 90 ticks",
        s.playouts
    );
    // A double turn shares the time: both stones within the deadline.
    let mut two = r.clone();
    two.play_text("3,3").unwrap();
    let clock = Ticking::new(start);
    let mut robot: Robot<Rin> = Robot::new(budget, 3);
    let mv = robot.choose_at(&two, start, &clock).unwrap();
    assert_eq!(mv.stones().len(), 2);
    assert!(clock.get() <= start + Duration::from_millis(93));
    assert!(robot.last_stats().playouts >= 80);
}

#[test]
fn threads_share_the_budget_and_agree_on_a_move() {
    let mut y = Yinsh::start(true);
    for m in ["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"] {
        y.play_text(m).unwrap();
    }
    let r = Rin::from_stones(10, &[(4, 4)], &[(5, 5)], 0, 2).unwrap();
    let mut a = Robot::new(Budget::playouts(400), 8).with_threads(2);
    let mv = check_legal(&y, &mut a);
    assert_eq!(a.last_stats().playouts, 400, "200 on each thread");
    let mut b = Robot::new(Budget::playouts(400), 8).with_threads(2);
    assert_eq!(Some(mv), b.choose(&y), "the same seed, the same move");
    let mut c = Robot::new(Budget::playouts(400), 9).with_threads(3);
    let two = check_legal(&r, &mut c);
    assert_eq!(two.stones().len(), 2);
    // Draw offers are judged over all trees.
    let blocked = blocked([0, 2]);
    let mut e = Robot::new(Budget::playouts(60), 6).with_threads(2);
    assert!(e.accepts_draw(&blocked, 0));
    assert!(!e.accepts_draw(&blocked, 1));
    // The deadline holds on every thread.
    let start = Instant::now();
    let clock = Ticking::new(start);
    let mut d = Robot::new(Budget::think(Duration::from_millis(100)), 1).with_threads(2);
    d.choose_at(&y, start, &clock).unwrap();
    assert!(clock.get() <= start + Duration::from_millis(93));
    assert!(d.last_stats().playouts <= 90);
}

#[test]
fn the_real_clock_is_kept_within_a_generous_margin() {
    let mut y = Yinsh::start(false);
    for m in ["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"] {
        y.play_text(m).unwrap();
    }
    let t = Instant::now();
    Robot::new(Budget::think(Duration::from_millis(200)), 4)
        .choose(&y)
        .unwrap();
    // 180 ms of search; a loaded machine may add a little, never seconds.
    assert!(
        t.elapsed() < Duration::from_millis(1500),
        "{:?}",
        t.elapsed()
    );
}

#[test]
fn the_tree_is_kept_for_the_next_move() {
    let r = Rin::start(8).unwrap();
    let mut s = Search::new(r.clone(), Style::Full, 5);
    s.run(Some(400), None, &SystemClock);
    let a = s.best_action().unwrap();
    let next = r.after(a);
    let before = s.len();
    assert!(s.advance(&next));
    assert!(s.len() > 1 && s.len() < before, "{} of {before}", s.len());
    assert!(s.position().same_position(&next));
    let elsewhere = Rin::from_stones(8, &[(4, 4)], &[(0, 0), (7, 7)], 1, 2).unwrap();
    assert!(!s.advance(&elsewhere));
}

#[test]
fn draws_only_when_lost_or_even() {
    // White has removed two rings to Black's none.
    let ahead = Yinsh::hand_made(
        false,
        "a2 a3 b1",
        "k7 k8 k9 k10 j11",
        "c3 c4 c5 e5 f6",
        "g7 h7",
        [2, 0],
        1,
    );
    let mut robot = Robot::new(Budget::playouts(300), 6);
    assert!(!robot.accepts_draw(&ahead, 0), "White is winning");
    let mut robot = Robot::new(Budget::playouts(300), 6);
    assert!(robot.accepts_draw(&ahead, 1), "Black is lost");
    assert!(!accepts_undo());
    // A single legal move (a pass) is still judged.
    let blocked = blocked([0, 2]);
    assert!(!Robot::new(Budget::playouts(50), 6).accepts_draw(&blocked, 1));
    assert!(Robot::new(Budget::playouts(50), 6).accepts_draw(&blocked, 0));
    let mut over = ahead.clone();
    over.resign(1).unwrap();
    assert!(!robot.accepts_draw(&over, 1));
}

#[test]
fn the_built_in_robots_user_ids_are_the_reserved_ones() {
    let ids = [Strength::Robot, Strength::Easy].map(Strength::user_id);
    assert_eq!(ids, crate::userid::BUILT_IN_ROBOTS);
    for id in ids {
        assert_eq!(Strength::from_user_id(id).map(Strength::user_id), Some(id));
    }
}

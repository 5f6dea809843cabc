//! `ringmail robot` and `ringmail match` (see `spec/robots.md`), and the
//! text-level entry points that a caller holding a game's move lines uses.

use std::io::Write;
use std::time::Instant;

use crate::games::rin::Rin;
use crate::games::yinsh::Yinsh;
use crate::games::{Game, Seat};
use crate::replay::{ReplayError, play_record};

use super::baseline::OnePly;
use super::matchplay::{GameResult, MatchConfig, play_match};
use super::{Budget, Caps, Robot, Stats, SystemClock};

/// Plays move lines on a new game of type `G`, as `replay` does: blank
/// lines and lines starting with `#` are skipped.
pub fn replay_typed<G: Game>(options: &[&str], record: &str) -> Result<G, ReplayError> {
    let mut g = G::new(options).map_err(|e| ReplayError::Other(e.to_string()))?;
    play_record(record, |line| g.play_text(line))?;
    Ok(g)
}

/// Why a robot gave no move.
#[derive(Debug)]
pub enum RobotError {
    /// The record could not be played (as `replay` says it).
    Replay(ReplayError),
    /// The game in the record is over.
    Over,
}

impl std::fmt::Display for RobotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RobotError::Replay(e) => e.fmt(f),
            RobotError::Over => f.write_str("the game is over; there is no move to make"),
        }
    }
}

/// How a robot searches: its budget a move, its seed, its threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The budget a move.
    pub budget: Budget,
    /// Fixes its choices.
    pub seed: u64,
    /// Threads it searches on (each its own tree).
    pub threads: usize,
    /// How large each tree may grow.
    pub caps: Caps,
}

fn robot_move<G: super::Searchable>(
    options: &[&str],
    record: &str,
    settings: Settings,
    start: Instant,
) -> Result<(String, Stats), RobotError> {
    let g: G = replay_typed(options, record).map_err(RobotError::Replay)?;
    let mut robot = Robot::new(settings.budget, settings.seed)
        .with_threads(settings.threads)
        .with_caps(settings.caps);
    let mv = robot
        .choose_at(&g, start, &SystemClock)
        .ok_or(RobotError::Over)?;
    Ok((g.move_text(&mv), robot.last_stats()))
}

/// The robot's move, in canonical notation, for the player to move after
/// the move lines of `record` in game `game` (`yinsh`, `rin`).
pub fn choose_text(
    game: &str,
    options: &[&str],
    record: &str,
    settings: Settings,
    start: Instant,
) -> Result<String, RobotError> {
    let (mv, stats) = choose_text_with_stats(game, options, record, settings, start)?;
    if std::env::var_os("RINGMAIL_ROBOT_STATS").is_some() {
        let full = match stats.full_after {
            Some(k) => format!(", full after {k} playouts"),
            None => String::new(),
        };
        eprintln!(
            "{} playouts in {} ms, {} nodes{full}",
            stats.playouts,
            start.elapsed().as_millis(),
            stats.nodes
        );
    }
    Ok(mv)
}

/// [`choose_text`] with what the search did: its playouts, the nodes of
/// its tree, and the playouts done when the tree reached its cap.
pub fn choose_text_with_stats(
    game: &str,
    options: &[&str],
    record: &str,
    settings: Settings,
    start: Instant,
) -> Result<(String, Stats), RobotError> {
    match game.to_ascii_lowercase().as_str() {
        "yinsh" => robot_move::<Yinsh>(options, record, settings, start),
        "rin" => robot_move::<Rin>(options, record, settings, start),
        other => Err(RobotError::Replay(ReplayError::Other(format!(
            "there is no game called '{other}'; the robots play yinsh and rin"
        )))),
    }
}

fn draw_answer<G: super::Searchable>(
    options: &[&str],
    record: &str,
    seat: Seat,
    settings: Settings,
) -> Result<bool, RobotError> {
    let g: G = replay_typed(options, record).map_err(RobotError::Replay)?;
    if g.outcome().is_some() {
        return Err(RobotError::Over);
    }
    Ok(Robot::new(settings.budget, settings.seed)
        .with_threads(settings.threads)
        .with_caps(settings.caps)
        .accepts_draw(&g, seat))
}

/// Whether the robot in `seat` accepts a draw offered after the move lines
/// of `record` (see [`Robot::accepts_draw`]).
pub fn accepts_draw_text(
    game: &str,
    options: &[&str],
    record: &str,
    seat: Seat,
    settings: Settings,
) -> Result<bool, RobotError> {
    match game.to_ascii_lowercase().as_str() {
        "yinsh" => draw_answer::<Yinsh>(options, record, seat, settings),
        "rin" => draw_answer::<Rin>(options, record, seat, settings),
        other => Err(RobotError::Replay(ReplayError::Other(format!(
            "there is no game called '{other}'; the robots play yinsh and rin"
        )))),
    }
}

/// A seed from the clock, for a robot run without `--seed`.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
        ^ std::process::id() as u64
}

/// Runs `ringmail robot` and returns the exit status: 0 with the move on
/// standard output; 2 with `move K: ...` on standard error when the record
/// is illegal; 1 when the game is over or on any other failure.
pub fn run_robot(
    game: &str,
    options: &[&str],
    settings: Settings,
    file: Option<&str>,
    start: Instant,
) -> i32 {
    let record = match crate::replay::read_record(file) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("ringmail robot: {e}");
            return 1;
        }
    };
    match choose_text(game, options, &record, settings, start) {
        Ok(mv) => {
            let mut out = std::io::stdout().lock();
            if writeln!(out, "{mv}").and_then(|_| out.flush()).is_err() {
                return 1;
            }
            0
        }
        Err(e @ RobotError::Replay(ReplayError::Move { .. })) => {
            eprintln!("{e}");
            2
        }
        Err(e) => {
            eprintln!("ringmail robot: {e}");
            1
        }
    }
}

fn run_match_of<G: OnePly>(start: &G, cfg: &MatchConfig) -> i32 {
    let name = |seat: Seat| G::COLOURS[seat];
    let part = if cfg.first > 0 {
        format!(" (from game {})", cfg.first + 1)
    } else {
        String::new()
    };
    println!(
        "{} vs {}: {} {} games{part}, {} random opening lines, seed {}",
        cfg.a,
        cfg.b,
        cfg.games,
        G::NAME,
        cfg.opening,
        cfg.seed
    );
    let each = |r: &GameResult| {
        let how = match r.outcome {
            crate::games::Outcome::Win(s) if s == r.seat_a => format!("{} wins", cfg.a),
            crate::games::Outcome::Win(_) => format!("{} wins", cfg.b),
            crate::games::Outcome::Draw => "draw".to_string(),
        };
        let [tree_a, tree_b] = r.largest_trees;
        println!(
            "game {}: {} plays {}: {how} after {} moves (largest trees: {tree_a} and {tree_b} nodes)",
            r.index + 1,
            cfg.a,
            name(r.seat_a),
            r.moves
        );
    };
    let t = play_match(start, cfg, &each);
    println!("{} against {}: {t}", cfg.a, cfg.b);
    0
}

/// Runs `ringmail match` and returns the exit status.
pub fn run_match(game: &str, options: &[&str], cfg: &MatchConfig) -> i32 {
    match game.to_ascii_lowercase().as_str() {
        "yinsh" => match Yinsh::new(options) {
            Ok(g) => run_match_of(&g, cfg),
            Err(e) => {
                eprintln!("ringmail match: {e}");
                1
            }
        },
        "rin" => match Rin::new(options) {
            Ok(g) => run_match_of(&g, cfg),
            Err(e) => {
                eprintln!("ringmail match: {e}");
                1
            }
        },
        other => {
            eprintln!(
                "ringmail match: there is no game called '{other}'; the robots play yinsh and rin"
            );
            1
        }
    }
}

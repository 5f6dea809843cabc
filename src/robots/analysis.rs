//! The robot's judgement of every position of a game (spec/analysis.md):
//! for each position, seat 0's expected score and the move the robot
//! prefers there, each from a fixed budget. What the judgements mean for
//! the players (who dropped how much, which moves to mark) is read from
//! them by [`crate::analysis`].

use crate::games::Seat;
use crate::games::rin::Rin;
use crate::games::yinsh::Yinsh;
use crate::replay::ReplayError;

use super::cli::{RobotError, Settings, replay_typed};
use super::{Robot, Searchable, Stats, score};

/// One position of a game as the robot judged it.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    /// Seat 0's expected score (1 a win, 0.5 a draw, 0 a loss); the exact
    /// result once the game is over.
    pub value: f32,
    /// The seat to move; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// The move the robot prefers, in canonical notation; `None` once the
    /// game is over.
    pub best: Option<String>,
}

/// Every position of a game judged: before each move, and after the last.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    /// One a position: `moves.len() + 1` of them.
    pub positions: Vec<Judged>,
    /// The moves, in canonical notation.
    pub moves: Vec<String>,
    /// The searches' playouts, all positions together.
    pub playouts: u64,
}

/// Judges every position after the move lines of `record` in `game`
/// (`yinsh`, `rin`), each with `settings`' budget and a seed of its own
/// (from `settings.seed` and the position), so that a playout budget
/// judges a game the same each time. `progress` is told each position
/// judged. A record that does not replay is an error.
pub fn judge_record(
    game: &str,
    options: &[&str],
    record: &str,
    settings: Settings,
    progress: &mut dyn FnMut(usize),
) -> Result<Judgement, RobotError> {
    match game.to_ascii_lowercase().as_str() {
        "yinsh" => judge_typed::<Yinsh>(options, record, settings, progress),
        "rin" => judge_typed::<Rin>(options, record, settings, progress),
        other => Err(RobotError::Replay(ReplayError::Other(format!(
            "there is no game called '{other}'; the robots play yinsh and rin"
        )))),
    }
}

fn judge_typed<G: Searchable>(
    options: &[&str],
    record: &str,
    settings: Settings,
    progress: &mut dyn FnMut(usize),
) -> Result<Judgement, RobotError> {
    // The record's moves, canonical: the game as it was played.
    let mut pos: G = replay_typed(options, "").map_err(RobotError::Replay)?;
    let mut moves = Vec::new();
    crate::replay::play_record(record, |line| {
        let text = pos.play_text(line)?;
        moves.push(text);
        Ok::<_, crate::games::MoveError>(())
    })
    .map_err(RobotError::Replay)?;
    let mut pos: G = replay_typed(options, "").map_err(RobotError::Replay)?;
    let mut positions = Vec::with_capacity(moves.len() + 1);
    let mut stats = Stats::default();
    for i in 0..=moves.len() {
        positions.push(judge_one(&pos, settings, i as u64, &mut stats));
        progress(i);
        if let Some(m) = moves.get(i) {
            pos.play_text(m).map_err(|e| {
                RobotError::Replay(ReplayError::Move {
                    number: i + 1,
                    text: m.clone(),
                    reason: e.to_string(),
                })
            })?;
        }
    }
    Ok(Judgement {
        positions,
        moves,
        playouts: stats.playouts,
    })
}

/// One position judged by a fresh robot.
fn judge_one<G: Searchable>(pos: &G, settings: Settings, i: u64, stats: &mut Stats) -> Judged {
    if let Some(outcome) = pos.outcome() {
        return Judged {
            value: score(outcome),
            to_move: None,
            best: None,
        };
    }
    let seed = settings.seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut robot = Robot::new(settings.budget, seed)
        .with_threads(settings.threads)
        .with_caps(settings.caps);
    let judged = robot.judge(pos);
    stats.playouts += robot.last_stats().playouts;
    let (best, value) = match judged {
        Some((mv, value)) => (Some(pos.move_text(&mv)), value),
        None => (None, 0.5),
    };
    Judged {
        value,
        to_move: pos.to_move(),
        best,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robots::{Budget, Caps};

    fn settings(playouts: u64) -> Settings {
        Settings {
            budget: Budget::playouts(playouts),
            seed: 7,
            threads: 1,
            caps: Caps::default(),
        }
    }

    #[test]
    fn every_position_is_judged_and_the_end_exactly() {
        // Blitz: white (seat 0) takes a row with her 19th move and wins.
        let record = "c3\nk7\na2\nk8\na3\nk9\na4\nk10\nb1\nj11\nc3-c4\nj11-j10\nc4-c5\nj10-j9\nc5-c6\nj9-j8\nc6-c7\nj8-j7\nc7-c8;xc3-c7xa2";
        let mut seen = Vec::new();
        let j = judge_record("yinsh", &["-blitz"], record, settings(300), &mut |i| {
            seen.push(i)
        })
        .unwrap();
        assert_eq!(j.moves.len(), 19);
        assert_eq!(j.positions.len(), 20);
        assert_eq!(seen, (0..20).collect::<Vec<_>>());
        let last = j.positions.last().unwrap();
        assert_eq!(
            (last.value, last.to_move, last.best.as_deref()),
            (1.0, None, None)
        );
        for (i, p) in j.positions[..19].iter().enumerate() {
            assert_eq!(p.to_move, Some(i % 2), "{i}");
            assert!((0.0..=1.0).contains(&p.value), "{i}: {}", p.value);
            assert!(p.best.is_some(), "{i}");
        }
        // White's last move wins at once: the robot sees it.
        assert!(j.positions[18].value > 0.9, "{:?}", j.positions[18]);
        assert!(j.playouts >= 19 * 300, "{}", j.playouts);
        // The same budget and seed judge the same.
        let again = judge_record("yinsh", &["-blitz"], record, settings(300), &mut |_| {}).unwrap();
        assert_eq!(again, j);
    }

    #[test]
    fn a_record_that_does_not_replay_is_refused() {
        let e = judge_record("yinsh", &[], "e5\ne5", settings(10), &mut |_| {}).unwrap_err();
        assert!(e.to_string().contains("move 2"), "{e}");
        assert!(judge_record("chess", &[], "", settings(10), &mut |_| {}).is_err());
    }
}

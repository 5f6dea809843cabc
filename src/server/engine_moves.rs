//! Engines from elsewhere on the server's boards (robots.md, "Engines from
//! elsewhere"). An engine's turn comes in the robots' pass like a built-in
//! robot's; its move is a run of its program ([`crate::engines::think`]),
//! checked by the rules and recorded exactly as a robot's move is
//! ([`Server::robot_record`]: once, also across a crash and with several
//! servers). It declines every draw offer and undo request.
//!
//! A run that fails (exit not 0, time or memory exceeded, no move, an
//! illegal move) is logged with why and tried again on the next pass; the
//! [`FAILURES_BEFORE_RESIGNING`]th failure in a row on a board resigns
//! that board. The count is kept in the database
//! ([`crate::store::robots::engine_failed`]): every server on it counts
//! the same tries, and a restart gives no new ones.

use std::time::Instant;

use tracing::{error, info, warn};

use super::Server;
use super::robots::{Decision, Position};
use crate::engines::EngineConfig;
use crate::engines::think::engine_move;
use crate::games::{AnyGame, new_game};
use crate::store::{self, robots::RobotBoard};

/// Failures in a row on one board after which an engine resigns it.
pub const FAILURES_BEFORE_RESIGNING: i64 = 3;

impl Server {
    /// Does what the engine `engine` has to do on one board: declines the
    /// offer waiting, or runs the program for its move and records it.
    /// `false` when nothing was recorded (the board changed, or the run
    /// failed and waits for the next pass).
    pub(super) async fn engine_step(
        &self,
        seen: &RobotBoard,
        engine: &EngineConfig,
    ) -> anyhow::Result<bool> {
        if seen.offer.is_some() {
            return self.robot_record(seen, Decision::Reject).await;
        }
        let Some(position) = self.robot_position(seen).await? else {
            return Ok(false);
        };
        let (board, name) = (seen.board, engine.name.as_str());
        anyhow::ensure!(
            position.game == engine.game,
            "board {board}: the engine '{name}' plays {}, not {}",
            engine.game,
            position.game
        );
        let game = replayed(&position)?;
        info!(board, robot = ?name, moves = seen.moves, "engine thinking");
        let start = Instant::now();
        let answer = engine_move(engine, &position.options, &position.record, game.as_ref()).await;
        let ms = start.elapsed().as_millis() as u64;
        match answer {
            Ok(mv) => {
                info!(board, robot = ?name, ms, mv = ?mv, "engine chose");
                self.robot_record(seen, Decision::Move(mv)).await
            }
            Err(why) => {
                let failures = {
                    let mut c = self.store.pool().acquire().await?;
                    store::robots::engine_failed(&mut c, seen).await?
                };
                if failures < FAILURES_BEFORE_RESIGNING {
                    warn!(
                        board, robot = ?name, ms, failures, error = %why,
                        "an engine gave no move; it is asked again on the next pass"
                    );
                    return Ok(false);
                }
                error!(
                    board, robot = ?name, ms, failures, error = %why,
                    "an engine gave no move {FAILURES_BEFORE_RESIGNING} times in a row; it resigns the board"
                );
                self.robot_record(seen, Decision::Resign).await
            }
        }
    }
}

/// The position a board's record reaches.
fn replayed(position: &Position) -> anyhow::Result<Box<dyn AnyGame>> {
    let options: Vec<&str> = position.options.iter().map(String::as_str).collect();
    let mut game = new_game(&position.game, &options).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    for line in position.record.lines() {
        game.play_text(line)
            .map_err(|e| anyhow::anyhow!("the record's move {line:?} is refused: {e:?}"))?;
    }
    Ok(game)
}

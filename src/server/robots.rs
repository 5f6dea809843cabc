//! The robot players by mail: `robot` and `robot-easy` move as soon as it
//! is their turn, and answer the offers made to them; when none has
//! anything to do, the analyses waiting are made (`analyses.rs`).
//!
//! A pass ([`Server::run_robots`]) works on the running boards where a
//! robot has something to do. Before each think it reads them anew (at
//! most [`BOARDS_PER_PASS`] of each kind, the longest waiting first) and
//! takes the next in the players' turn (`robot_queue`): the robots serve
//! the players they play against round-robin, so that one player's boards
//! hold up another player's robot move by one think at most. On a board
//! it answers the offer waiting for a robot: an undo request is always
//! rejected; a draw offer is accepted when the robot's search judges the
//! position lost or dead even, else rejected. Or it moves for the robot
//! to move. Each board is read from the database, the robot thinks on a
//! blocking thread (at most `robots.threads` thinks at once in a server,
//! each tree bounded by `robots.max_nodes`, so that the cores and the
//! memory the robots take stay bounded), and the answer is applied in one
//! transaction by the very commands a player sends (`move`, `accept`,
//! `reject`), with the robot's grant standing in for a password: the log
//! entry, the board mails to the other player and the observers, ratings
//! at the end of a game, the queued moves then due, all as for a player.
//! Inside that transaction the board is checked to be as it was when the
//! robot began to think (a move, another server, or this one before a
//! crash may have come first); if not, nothing is done and the next pass
//! sees the board anew. So each move is recorded once, and a server
//! stopped in the middle of a think simply thinks again when it starts.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use anyhow::Context;
use futures_util::StreamExt;
use futures_util::stream::FuturesUnordered;
use tokio::sync::{Notify, watch};
use tracing::{error, info, warn};

use super::robot_queue::PassQueue;
use super::{Server, is_temporary, now_micros};
use crate::commands::{AfterCommit, ApplyError, Command, Ctx, accept, play, reject, resign};
use crate::mail::compose::{build, reply_message_id, writable_address};
use crate::reply_to_play;
use crate::robots::cli::{Settings, accepts_draw_text, choose_text_with_stats};
use crate::robots::{Budget, Caps, Strength, accepts_undo};
use crate::store::robots::{self as robot_boards, RobotBoard};
use crate::store::{self, MailTx};

/// Boards of each kind (offers to answer, moves to make) read at a time,
/// the longest waiting first, to choose the next board among; the rest
/// wait until these are done.
pub const BOARDS_PER_PASS: i64 = 100;

/// What one pass of the robots did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RobotRun {
    /// Moves made.
    pub moves: usize,
    /// Offers answered (accepted or rejected).
    pub answers: usize,
    /// Boards' analyses mailed (see `analyses.rs`).
    pub analyses: usize,
}

impl RobotRun {
    /// Whether the pass did anything.
    pub fn is_idle(&self) -> bool {
        self.moves + self.answers + self.analyses == 0
    }
}

/// A board's game and record, read for a robot to think on.
pub(super) struct Position {
    pub(super) game: String,
    pub(super) options: Vec<String>,
    /// The move log, one move a line.
    pub(super) record: String,
    /// The robot's seat.
    seat: usize,
}

/// What a robot decided on a board.
pub(super) enum Decision {
    Move(String),
    Accept,
    Reject,
    /// An engine that failed too often gives the board up.
    Resign,
}

impl Server {
    /// One pass of the robots: answers every offer waiting for a robot,
    /// then makes every robot move that is due (see the module's text).
    pub async fn run_robots(&self) -> anyhow::Result<RobotRun> {
        self.robots_pass(&mut HashSet::new()).await
    }

    /// The robots' part of the loop: passes until one finds nothing to do
    /// (each move made notifies `replies`), at start (a think a crash cut
    /// short is done again), when `wake` is notified (mail was processed)
    /// and every `poll` (another process may have recorded a move); until
    /// `shutdown` turns true, which drops a think in the middle (nothing
    /// of it is recorded).
    pub(super) async fn play_robots(
        &self,
        wake: &Notify,
        replies: &Notify,
        mut shutdown: watch::Receiver<bool>,
        poll: Duration,
    ) {
        loop {
            let passes = async {
                loop {
                    match self.run_robots().await {
                        Ok(run) if !run.is_idle() => replies.notify_one(),
                        // No robot has anything to do: an analysis may.
                        Ok(_) => match self.analyse_next().await {
                            Ok(true) => replies.notify_one(),
                            Ok(false) => return,
                            Err(e) => {
                                error!(error = format!("{e:#}"), "analysing a board failed");
                                return;
                            }
                        },
                        Err(e) => {
                            error!(error = format!("{e:#}"), "running the robots failed");
                            return;
                        }
                    }
                }
            };
            tokio::select! {
                _ = passes => {}
                _ = stopped(&mut shutdown) => return,
            }
            tokio::select! {
                _ = wake.notified() => {}
                _ = tokio::time::sleep(poll) => {}
                _ = stopped(&mut shutdown) => return,
            }
        }
    }

    /// Passes of the robots until one finds nothing to do, each board
    /// moved on at most once (`serve --once`: a game between two robots,
    /// or a robot's move followed by the other player's queued move, goes
    /// on in the next round rather than without end in this one).
    pub async fn run_robots_once(&self) -> anyhow::Result<RobotRun> {
        let mut moved = HashSet::new();
        let mut all = RobotRun::default();
        loop {
            let run = self.robots_pass(&mut moved).await?;
            if run.is_idle() {
                // Then every analysis waiting, each board once.
                while self.analyse_next().await? {
                    all.analyses += 1;
                }
                return Ok(all);
            }
            all.moves += run.moves;
            all.answers += run.answers;
        }
    }

    /// One pass that moves on no board in `moved`, and adds the boards it
    /// moved on. It takes the boards due one at a time in the players'
    /// turn, each board state once, and works on at most `robots.threads`
    /// of them at once.
    async fn robots_pass(&self, moved: &mut HashSet<i64>) -> anyhow::Result<RobotRun> {
        // One pass at a time in a server.
        let _turn = self.robot_turn.lock().await;
        let mut queue = PassQueue::default();
        let mut working = FuturesUnordered::new();
        let mut run = RobotRun::default();
        let mut failed = 0;
        loop {
            while working.len() < self.config.robots.threads {
                let due = self.robot_boards_due().await?;
                let Some(seen) = queue.take(due, moved) else {
                    break;
                };
                working.push(async move {
                    let step = self.robot_step(&seen).await;
                    (seen, step)
                });
            }
            let Some((seen, step)) = working.next().await else {
                break;
            };
            queue.done(seen.board);
            // One board that cannot be done holds up no other.
            match step {
                Ok(false) => {}
                Ok(true) if seen.offer.is_none() => {
                    run.moves += 1;
                    moved.insert(seen.board);
                }
                Ok(true) => run.answers += 1,
                Err(e) => {
                    failed += 1;
                    self.robot_step_failed(&seen, &e);
                }
            }
        }
        if failed > 0 && run.is_idle() {
            anyhow::bail!("the robots failed on {failed} boards");
        }
        if !run.is_idle() {
            info!(moves = run.moves, answers = run.answers, "robots run");
        }
        Ok(run)
    }

    /// The boards where a robot has something to do, as they stand now:
    /// the offers waiting, then the moves due, each the longest waiting
    /// first; without those the robot failed on before.
    async fn robot_boards_due(&self) -> anyhow::Result<Vec<RobotBoard>> {
        let mut c = self.store.pool().acquire().await?;
        let mut due = robot_boards::offers(&mut c, BOARDS_PER_PASS).await?;
        due.extend(robot_boards::turns(&mut c, BOARDS_PER_PASS).await?);
        due.retain(|seen| !self.robot_gave_up(seen));
        Ok(due)
    }

    /// Logs a robot's failure on a board; one not of the database or the
    /// mail leaves the board alone at this move until a restart.
    fn robot_step_failed(&self, seen: &RobotBoard, e: &anyhow::Error) {
        if is_temporary(e) {
            warn!(
                board = seen.board,
                robot = ?seen.robot,
                error = format!("{e:#}"),
                "a robot's move waits for the next pass"
            );
            return;
        }
        error!(
            board = seen.board,
            robot = ?seen.robot,
            error = format!("{e:#}"),
            "a robot failed on a board; it leaves the board alone until the server starts again"
        );
        self.robot_failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert((seen.board, seen.moves));
    }

    /// Whether a robot failed on this board, at this move, before.
    fn robot_gave_up(&self, seen: &RobotBoard) -> bool {
        self.robot_failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&(seen.board, seen.moves))
    }

    /// How the robot `strength` searches for move `moves + 1` of `board`:
    /// its budget from the configuration, and a seed from the board and
    /// the move, so that a playout budget plays a game the same each time.
    fn robot_settings(&self, strength: Strength, board: i64, moves: i64) -> Settings {
        let r = &self.config.robots;
        let budget = if r.playouts > 0 {
            Budget::playouts(r.playouts)
        } else {
            Budget::think(Duration::from_millis(match strength {
                Strength::Robot => r.think_ms,
                Strength::Easy => r.easy_think_ms,
            }))
        };
        Settings {
            budget,
            seed: (board as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ moves as u64,
            threads: 1,
            caps: Caps::nodes(r.max_nodes),
        }
    }

    /// The game and record of a board as the robot saw it; `None` when it
    /// changed since.
    pub(super) async fn robot_position(
        &self,
        seen: &RobotBoard,
    ) -> anyhow::Result<Option<Position>> {
        let mut c = self.store.pool().acquire().await?;
        let Some(full) = store::full_game(&mut c, seen.board).await? else {
            return Ok(None);
        };
        if full.row.status != "active" || full.moves.len() as i64 != seen.moves {
            return Ok(None);
        }
        let Some(seat) = crate::boards::seat_of(&full.row, &seen.robot) else {
            anyhow::bail!("board {}: '{}' does not play on it", seen.board, seen.robot);
        };
        let record: Vec<&str> = full.moves.iter().map(|m| m.text.as_str()).collect();
        Ok(Some(Position {
            options: full
                .row
                .option_words()
                .iter()
                .map(|s| s.to_string())
                .collect(),
            game: full.row.game,
            record: record.join("\n"),
            seat,
        }))
    }

    /// Does what a robot has to do on one board: thinks, then records its
    /// answer or move. `false` when there was nothing to do after all.
    async fn robot_step(&self, seen: &RobotBoard) -> anyhow::Result<bool> {
        let Some(strength) = Strength::from_user_id(&seen.robot) else {
            if let Some(engine) = self.config.robots.engine_named(&seen.robot) {
                return self.engine_step(seen, engine).await;
            }
            anyhow::bail!(
                "'{}' is marked a robot but is neither a built-in robot nor an engine of the configuration",
                seen.robot
            );
        };
        if seen.offer.as_deref() == Some("undo") {
            let decision = if accepts_undo() {
                Decision::Accept
            } else {
                Decision::Reject
            };
            return self.robot_record(seen, decision).await;
        }
        let Some(position) = self.robot_position(seen).await? else {
            return Ok(false);
        };
        let settings = self.robot_settings(strength, seen.board, seen.moves);
        let answering = seen.offer.is_some();
        info!(
            board = seen.board,
            robot = ?seen.robot,
            moves = seen.moves,
            what = if answering { "a draw offer" } else { "its move" },
            "robot thinking"
        );
        let start = Instant::now();
        let thought = tokio::task::spawn_blocking(move || {
            let options: Vec<&str> = position.options.iter().map(String::as_str).collect();
            let (game, record) = (position.game.as_str(), position.record.as_str());
            let decision = if answering {
                accepts_draw_text(game, &options, record, position.seat, settings).map(|yes| {
                    if yes {
                        (Decision::Accept, None)
                    } else {
                        (Decision::Reject, None)
                    }
                })
            } else {
                choose_text_with_stats(game, &options, record, settings, Instant::now())
                    .map(|(mv, stats)| (Decision::Move(mv), Some(stats)))
            };
            decision.map_err(|e| anyhow::anyhow!("{e}"))
        })
        .await
        .context("the robot's thread failed")?;
        give_back_heap();
        let (decision, stats) = thought.with_context(|| format!("board {}", seen.board))?;
        let ms = start.elapsed().as_millis() as u64;
        match (&decision, stats) {
            (Decision::Move(mv), Some(s)) => info!(
                board = seen.board,
                robot = ?seen.robot,
                ms,
                playouts = s.playouts,
                nodes = s.nodes,
                mv = ?mv,
                "robot chose"
            ),
            (d, _) => info!(
                board = seen.board,
                robot = ?seen.robot,
                ms,
                accepts = matches!(d, Decision::Accept),
                "robot weighed a draw offer"
            ),
        }
        self.robot_record(seen, decision).await
    }

    /// Records a robot's decision on a board in one transaction, by the
    /// command a player would send, when the board is still as the robot
    /// saw it; `false`, having changed nothing, when it is not.
    pub(super) async fn robot_record(
        &self,
        seen: &RobotBoard,
        decision: Decision,
    ) -> anyhow::Result<bool> {
        let (board, robot) = (seen.board, seen.robot.clone());
        let mut tx = MailTx::begin(&self.store).await?;
        if !robot_boards::unchanged(tx.conn().await?, seen).await? {
            tx.rollback().await?;
            info!(board, robot = ?robot, "the board changed while the robot thought; nothing recorded");
            return Ok(false);
        }
        let Some(game) = store::game(tx.conn().await?, board).await? else {
            tx.rollback().await?;
            return Ok(false);
        };
        let game = crate::commands::game_name(&game.game)
            .with_context(|| format!("board {board} is of an unknown game '{}'", game.game))?;
        let (userid, password) = (robot.clone(), String::new());
        let command = match &decision {
            Decision::Move(mv) => Command::Move(play::Move {
                game,
                board,
                userid,
                password,
                // The number guard: the move is for the position thought on.
                text: format!("{mv}#{}", seen.moves + 1),
            }),
            Decision::Accept => Command::Accept(accept::Accept {
                game,
                board,
                userid,
                password,
            }),
            Decision::Reject => Command::Reject(reject::Reject {
                game,
                board,
                userid,
                password,
            }),
            Decision::Resign => Command::Resign(resign::Resign {
                game,
                board,
                userid,
                password,
            }),
        };
        let mut after = AfterCommit::default();
        let mut failures = Vec::new();
        let t = store::now();
        let applied = {
            let mut ctx = Ctx {
                db: &mut tx,
                sender: "",
                lang: crate::language::Language::ENGLISH,
                comment: "",
                auth: &self.auth,
                domain: self.config.domain(),
                after: &mut after,
                failures: &mut failures,
                config: &self.config,
                now: t,
                // The robot's grant stands in for a password, on this
                // board alone.
                granted: Some((board, robot.clone())),
                confirmations_before: 0,
            };
            command.apply(&mut ctx).await
        };
        let done = match applied {
            Ok(done) => done,
            Err(e) => {
                tx.rollback().await?;
                return Err(match e {
                    ApplyError::User(e) => anyhow::anyhow!("the robot's answer was refused: {e}"),
                    ApplyError::Internal(e) => e,
                });
            }
        };
        // The board mails, as a mail's are: the one to the player to move
        // carries a play token.
        let key = format!("robot-{board}-{}", seen.moves);
        let stamp = now_micros();
        let mut built = Vec::with_capacity(done.board_mails.len());
        for (i, mut draft) in done.board_mails.into_iter().enumerate() {
            if !writable_address(&draft.to) {
                warn!(to = ?draft.to, "a board mail to an address that cannot be written is dropped");
                continue;
            }
            let mut holds_token = false;
            if let Some((b, u)) = draft.play_token_for.take()
                && let Some(address) =
                    reply_to_play::issue(tx.conn().await?, &self.config, b, &u).await?
            {
                draft.reply_to = Some(address);
                holds_token = true;
            }
            let message_id = draft
                .message_id
                .clone()
                .unwrap_or_else(|| reply_message_id(stamp, &key, i, self.config.domain()));
            let written = build(&self.config.address, &message_id, &draft)?;
            let (mail, token) = super::replies::stored_form(written, holds_token);
            built.push((message_id, draft.to, mail, token));
        }
        let rows = super::replies::outbox_rows(&built, &self.config.address);
        store::mail::insert_outbox(tx.conn().await?, &rows, None, t).await?;
        tx.commit().await?;
        match decision {
            Decision::Move(mv) => info!(board, robot = ?robot, mv = ?mv, "robot moved"),
            Decision::Accept => info!(board, robot = ?robot, "robot accepted the offer"),
            Decision::Reject => info!(board, robot = ?robot, "robot rejected the offer"),
            Decision::Resign => info!(board, robot = ?robot, "robot resigned"),
        }
        Ok(true)
    }
}

/// Resolves once `shutdown` is true (never, when its sender is gone
/// without saying so).
async fn stopped(shutdown: &mut watch::Receiver<bool>) {
    loop {
        if *shutdown.borrow_and_update() {
            return;
        }
        if shutdown.changed().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

/// Hands the memory a finished search freed back to the system, so that
/// a server's size after a robot's move is what it was before (glibc keeps
/// freed small blocks in the heap of the thread that used them).
fn give_back_heap() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory of the allocator.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    async fn open(name: &str, extra: &str) -> (Server, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("ringmail-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let overrides = [
            (
                "database".to_string(),
                format!("sqlite://{}/db.sqlite", dir.display()),
            ),
            (
                "outbound".to_string(),
                format!("file:{}/outbox", dir.display()),
            ),
        ];
        let config = Config::from_layers(Some(extra), &overrides).unwrap();
        (Server::open(config).await.unwrap(), dir)
    }

    #[tokio::test]
    async fn a_pass_with_nothing_to_do_does_nothing() {
        let (server, dir) = open("robots-idle", "").await;
        assert_eq!(server.run_robots().await.unwrap(), RobotRun::default());
        assert_eq!(server.run_robots_once().await.unwrap(), RobotRun::default());
        assert!(server.robot_failed.lock().unwrap().is_empty());
        drop(server);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn settings_come_from_the_configuration() {
        let (server, dir) = open("robots-settings", "").await;
        let s = server.robot_settings(Strength::Robot, 101, 4);
        assert_eq!(s.budget, Budget::think(Duration::from_millis(2000)));
        assert_eq!(s.caps, Caps::nodes(20_000));
        assert_eq!(s.threads, 1);
        let easy = server.robot_settings(Strength::Easy, 101, 4);
        assert_eq!(easy.budget, Budget::think(Duration::from_millis(100)));
        // The seed is the board's and the move's: the same each time,
        // another for another move or board.
        assert_eq!(s.seed, easy.seed);
        assert_ne!(s.seed, server.robot_settings(Strength::Robot, 101, 5).seed);
        assert_ne!(s.seed, server.robot_settings(Strength::Robot, 102, 4).seed);
        drop(server);
        std::fs::remove_dir_all(&dir).unwrap();
        let (server, dir) = open("robots-playouts", "[robots]\nplayouts = 500\n").await;
        let s = server.robot_settings(Strength::Easy, 101, 4);
        assert_eq!(s.budget, Budget::playouts(500));
        drop(server);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

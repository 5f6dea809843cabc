//! The analyses' part of the robots (spec/analysis.md): a finished
//! board's analysis asked for by mail is searched here, on the robots'
//! turn (one pass of the robots at a time in a server) and off the
//! runtime's threads, only when no robot move or answer is due; then, in
//! one transaction, it is kept and mailed to every player waiting for it,
//! each once.
//!
//! With several servers on one database (or several `deliver` runs), a
//! server first claims the board's search for a while ([`claim_for`]): the
//! others leave it alone meanwhile, and take it up only when the claim
//! runs out (its server stopped). Should two search it all the same, one
//! mails it and the other finds its requests mailed.

use std::sync::atomic::Ordering;

use tracing::{error, info};

use super::{Server, now_micros};
use crate::analysis::Analysis;
use crate::analysis::board::{analyse, mail_to, positions, seconds_for};
use crate::robots::cli::Settings;
use crate::robots::{Budget, Caps};
use crate::store::{self, analyses};

/// How many times an analysis is mailed again after conflicts with other
/// servers.
const CONFLICT_TRIES: usize = 10;

/// How long a server claims the search of a board of `positions`
/// positions at `playouts` a position: four times what it should take
/// and a minute more, so that a claim runs out only when its server
/// stopped.
pub fn claim_for(positions: usize, playouts: u64) -> i64 {
    (4 * seconds_for(positions, playouts) + 60) as i64
}

/// What the analyses have searched since the server started: the
/// robot's counters of them.
#[derive(Debug, Default)]
pub struct AnalysisCounters {
    /// Boards searched.
    pub boards: std::sync::atomic::AtomicU64,
    /// Playouts of those searches.
    pub playouts: std::sync::atomic::AtomicU64,
}

impl Server {
    /// The analyses searched since the server started: (boards, playouts).
    pub fn analysis_counters(&self) -> (u64, u64) {
        let c = &self.analysis_counters;
        (
            c.boards.load(Ordering::Relaxed),
            c.playouts.load(Ordering::Relaxed),
        )
    }

    /// The oldest analysis waiting, searched (unless kept) and mailed;
    /// `false` when none waits.
    pub(super) async fn analyse_next(&self) -> anyhow::Result<bool> {
        let _turn = self.robot_turn.lock().await;
        let now = store::now();
        let (waiting, full, kept) = {
            let mut c = self.store.pool().acquire().await?;
            let Some(w) = analyses::first_waiting(&mut c, now).await? else {
                return Ok(false);
            };
            let full = store::full_game(&mut c, w.board).await?;
            let kept = analyses::kept(&mut c, w.board).await?;
            (w, full, kept)
        };
        let board = waiting.board;
        let positions = full.as_ref().map_or(1, |f| positions(&f.moves));
        if !self
            .claim(
                board,
                now,
                claim_for(positions, self.config.robots.analysis_playouts),
            )
            .await?
        {
            // Another server claimed it first: the next one, if any.
            return Ok(true);
        }
        let Some(full) = full else {
            error!(
                board,
                "an analysis waits for a board that is not there; its requests are closed"
            );
            self.close_analysis(board).await?;
            return Ok(true);
        };
        let (analysis, playouts) = match kept {
            Some(k) => (Analysis::from_json(&full.row.game, &k.numbers)?, k.playouts),
            None => {
                let budget = self.config.robots.analysis_playouts;
                let settings = Settings {
                    budget: Budget::playouts(budget),
                    seed: (board as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                    threads: 1,
                    caps: Caps::nodes(self.config.robots.max_nodes),
                };
                info!(board, "robot analysing a board");
                let (row, moves) = (full.row.clone(), full.moves.clone());
                let searched =
                    tokio::task::spawn_blocking(move || analyse(&row, &moves, settings)).await?;
                let (a, spent) = match searched {
                    Ok(done) => done,
                    Err(e) => {
                        // A log that no longer replays wedges nothing: its
                        // requests are closed, unanswered.
                        error!(
                            board,
                            error = format!("{e:#}"),
                            "a board's analysis failed; its requests are closed"
                        );
                        self.close_analysis(board).await?;
                        return Ok(true);
                    }
                };
                let c = &self.analysis_counters;
                c.boards.fetch_add(1, Ordering::Relaxed);
                c.playouts.fetch_add(spent, Ordering::Relaxed);
                (a, budget as i64)
            }
        };
        let mut done = self.mail_analysis(&full.row, &analysis, playouts).await;
        for _ in 0..CONFLICT_TRIES {
            match &done {
                Err(e) if store::is_conflict(e) => {
                    done = self.mail_analysis(&full.row, &analysis, playouts).await
                }
                _ => break,
            }
        }
        let mailed = done?;
        info!(board, mailed, "a board's analysis mailed");
        Ok(true)
    }

    /// Keeps the analysis of `row`'s board and mails it to every player
    /// waiting for it, in one transaction; how many were mailed.
    async fn mail_analysis(
        &self,
        row: &store::GameRow,
        a: &Analysis,
        playouts: i64,
    ) -> anyhow::Result<usize> {
        let t = store::now();
        let mut tx = self.store.begin().await?;
        analyses::keep(&mut tx, row.board, &a.to_json(), playouts, t).await?;
        let mut users = analyses::mailed(&mut tx, row.board, t).await?;
        users.sort();
        users.dedup();
        let mut drafts = Vec::with_capacity(users.len());
        for u in &users {
            if let Some(d) = mail_to(&mut tx, row, a, playouts, u).await? {
                drafts.push((d, false));
            }
        }
        let key = format!("analysis-{}-{}", row.board, now_micros());
        let replies = self.written(&key, drafts)?;
        let rows: Vec<store::NewOutbox> = replies
            .iter()
            .map(|r| r.outbox_row(&self.config.address))
            .collect();
        store::mail::insert_outbox(&mut tx, &rows, None, t).await?;
        tx.commit().await?;
        Ok(rows.len())
    }

    /// Claims the search of `board` for `seconds` from `now`; `false` when
    /// another server's claim holds (or took it at the same moment).
    async fn claim(&self, board: i64, now: i64, seconds: i64) -> anyhow::Result<bool> {
        let claimed = async {
            let mut tx = self.store.begin().await?;
            let claimed = analyses::claim(&mut tx, board, now, now + seconds).await?;
            tx.commit().await?;
            anyhow::Ok(claimed)
        }
        .await;
        match claimed {
            Err(e) if store::is_conflict(&e) => Ok(false),
            other => other,
        }
    }

    /// Closes every request waiting for `board`, unanswered.
    async fn close_analysis(&self, board: i64) -> anyhow::Result<()> {
        let mut tx = self.store.begin().await?;
        analyses::mailed(&mut tx, board, store::now()).await?;
        tx.commit().await?;
        Ok(())
    }
}

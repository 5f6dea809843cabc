//! The seeks' pass, run with the clocks (seeks.md): a seek that asked for
//! a robot (`-robot=DAYS`) and waited so many days is taken by `robot`
//! (`robot-easy` for a seeker rated under 1400), and a seek open for
//! [`OPEN_DAYS`] lapses and is mailed back to its player once.
//!
//! Each seek is done in its own transaction after its game's turn is
//! taken (see [`crate::store::seeks::take_turn`]), and only while it is
//! still open: a take by mail that came first wins, and a seek another
//! server did is never done twice. A seeker who has meanwhile reached the
//! bound on boards against robots keeps the seek open for players alone
//! (the robot leaves it).

use tracing::{error, info};

use super::Server;
use crate::board_mail::html::add_reply_link;
use crate::boards::start::robot_boards_full;
use crate::mail::compose::Draft;
use crate::seeks::{self, OPEN_DAYS, Start, lapses_at, robot_at, robot_for};
use crate::store;
use crate::store::seeks::{self as stored, SeekRow};
use sqlx::AnyConnection;

/// Seeks looked at in one pass at most (the rest wait for the next).
const SEEKS_PER_PASS: i64 = 200;
/// How many times a seek is looked at again after conflicts with other
/// servers.
const CONFLICT_TRIES: usize = 10;
const DAY: i64 = 86_400;

/// What one pass of the seeks did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SeekRun {
    /// Seeks a robot took (a board started).
    pub robot_takes: usize,
    /// Seeks that lapsed.
    pub lapses: usize,
}

/// What became of one due seek.
enum Event {
    RobotTook,
    Lapsed,
    /// Taken, withdrawn or done meanwhile, or the robot left it.
    Nothing,
}

impl Server {
    /// One pass of the seeks at `t`; a seek that fails is logged and holds
    /// up no other.
    pub(super) async fn run_seeks(&self, t: i64) -> anyhow::Result<SeekRun> {
        let due = {
            let mut c = self.store.pool().acquire().await?;
            stored::due(&mut c, t, OPEN_DAYS * DAY, SEEKS_PER_PASS).await?
        };
        let mut run = SeekRun::default();
        for s in due {
            let mut event = self.seek_event(&s, t).await;
            for _ in 0..CONFLICT_TRIES {
                match &event {
                    Err(e) if store::is_conflict(e) => event = self.seek_event(&s, t).await,
                    _ => break,
                }
            }
            match event {
                Ok(Event::RobotTook) => run.robot_takes += 1,
                Ok(Event::Lapsed) => run.lapses += 1,
                Ok(Event::Nothing) => {}
                Err(e) => error!(
                    seek = s.id,
                    error = format!("{e:#}"),
                    "a seek's pass failed"
                ),
            }
        }
        Ok(run)
    }

    /// Does what is due on one seek, in one transaction.
    async fn seek_event(&self, seen: &SeekRow, t: i64) -> anyhow::Result<Event> {
        let mut tx = self.store.begin().await?;
        stored::take_turn(&mut tx, &seen.game).await?;
        let Some(s) = stored::get(&mut tx, seen.id)
            .await?
            .filter(|s| s.status == "open")
        else {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        };
        if robot_at(&s).is_some_and(|at| at <= t) {
            let rating = seeks::rating_of(&mut tx, &s.game, &s.userid).await?;
            let robot = robot_for(rating);
            if robot_boards_full(&mut tx, [&s.userid, robot])
                .await?
                .is_none()
            {
                let (started, drafts) = seeks::start_from(
                    &mut tx,
                    &s,
                    robot,
                    Start::Robot,
                    None,
                    self.config.domain(),
                    t,
                )
                .await?;
                self.write_seek_mails(&mut tx, &format!("seek-{}-robot", s.id), drafts, t)
                    .await?;
                tx.commit().await?;
                info!(
                    seek = s.id,
                    board = started.row.board,
                    robot,
                    "a robot took a seek"
                );
                return Ok(Event::RobotTook);
            }
            stored::leave_to_players(&mut tx, s.id).await?;
            info!(seek = s.id, player = ?s.userid, "the robot left a seek: its player is at the bound of boards against robots");
        }
        if lapses_at(&s) > t {
            tx.commit().await?;
            return Ok(Event::Nothing);
        }
        if !stored::close(&mut tx, s.id, "lapsed", t, None, None).await? {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        }
        let drafts: Vec<Draft> = seeks::lapse_mail(&mut tx, &s).await?.into_iter().collect();
        self.write_seek_mails(&mut tx, &format!("seek-{}-lapsed", s.id), drafts, t)
            .await?;
        tx.commit().await?;
        info!(seek = s.id, player = ?s.userid, "a seek lapsed");
        Ok(Event::Lapsed)
    }

    /// Writes a seek's mails into the outbox in `tx`: the board mail to
    /// the player to move with a play token, each with its own Message-ID
    /// (a new board's thread root) or one made from `key`.
    async fn write_seek_mails(
        &self,
        tx: &mut AnyConnection,
        key: &str,
        drafts: Vec<Draft>,
        t: i64,
    ) -> anyhow::Result<()> {
        let mut with_tokens = Vec::with_capacity(drafts.len());
        for mut d in drafts {
            let mut holds_token = false;
            if let Some((board, userid)) = d.play_token_for.take()
                && let Some(address) =
                    crate::reply_to_play::issue(&mut *tx, &self.config, board, &userid).await?
            {
                add_reply_link(&mut d, &address);
                d.reply_to = Some(address);
                holds_token = true;
            }
            with_tokens.push((d, holds_token));
        }
        let replies = self.written(key, with_tokens)?;
        let rows: Vec<store::NewOutbox> = replies
            .iter()
            .map(|r| r.outbox_row(&self.config.address))
            .collect();
        store::mail::insert_outbox(tx, &rows, None, t).await?;
        Ok(())
    }
}

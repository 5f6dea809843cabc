//! The clock runner: reminders to the player to move, and losses on time.
//!
//! Each pass looks only at boards that are due (see
//! [`crate::store::clocks::due`]), at most [`BOARDS_PER_PASS`] of them, the
//! longest waiting first. Each event is done in its own transaction that
//! records it in `clock_events` together with its mails in the outbox (and,
//! for a loss on time, the log entry, the result and both ratings), after
//! checking that the board is still where it was when looked at: a move
//! that arrives meanwhile wins, and an event another server (or this one
//! before a crash) recorded is never done twice.
//!
//! Reminders are one per `nag_days` of clock time: after a long pause of the
//! server a player gets one reminder, not one for each period missed. A
//! player on vacation now is not reminded. A player whose clock passes
//! `forfeit_days` loses on time: the log gets `timeout` under their name
//! (replayed as their resignation), and both players get the final board
//! mail.

use tracing::{error, info};

use super::{Server, now_micros};
use crate::commands::board::{
    Loaded, TIMEOUT, add_lead, board_drafts, board_subject, board_text_for, replay, result_text,
    seat_of, thread_draft,
};
use crate::commands::elo;
use crate::games::Outcome;
use crate::mail::compose::{Draft, build, reply_message_id, writable_address};
use crate::store;
use crate::store::clocks::{self, DAY, DueBoard};

/// Boards looked at in one pass at most (the rest wait for the next).
pub const BOARDS_PER_PASS: i64 = 200;

/// What one pass of the clocks did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClockRun {
    /// Reminders sent.
    pub reminders: usize,
    /// Boards lost on time.
    pub losses: usize,
}

/// "13 days", "1 day and 5 hours", "3 hours": to the hour below, the last
/// minute of an hour counting as the whole hour (a mail written seconds
/// after a round time says the round time, not an hour less).
fn duration_text(seconds: i64) -> String {
    let s = seconds.max(0) + 60;
    let (days, hours) = (s / DAY, (s % DAY) / 3600);
    let unit = |n: i64, one: &str| format!("{n} {one}{}", if n == 1 { "" } else { "s" });
    match (days, hours) {
        (0, 0) => "less than an hour".into(),
        (0, h) => unit(h, "hour"),
        (d, 0) => unit(d, "day"),
        (d, h) => format!("{} and {}", unit(d, "day"), unit(h, "hour")),
    }
}

/// What happened to one due board.
/// How many times a board's clock is looked at again after conflicts with
/// other servers.
const CONFLICT_TRIES: usize = 10;

enum Event {
    Reminder,
    Loss,
    /// Changed meanwhile, or done by someone else.
    Nothing,
}

impl Server {
    /// One pass of the clocks at the server's time: sends the reminders
    /// and ends the boards lost on time that are due.
    pub async fn run_clocks(&self) -> anyhow::Result<ClockRun> {
        let t = store::now();
        let candidates = {
            let mut c = self.store.pool().acquire().await?;
            clocks::due(&mut c, t, BOARDS_PER_PASS, None).await?
        };
        let mut run = ClockRun::default();
        let mut failed = 0;
        for d in candidates {
            // One board that cannot be done (its log no longer replays)
            // holds up no other.
            // A conflict with another server on the same board (Postgres)
            // is settled by looking again: the event is then found done.
            let mut event = self.clock_event(&d, t).await;
            for _ in 0..CONFLICT_TRIES {
                match &event {
                    Err(e) if store::is_conflict(e) => event = self.clock_event(&d, t).await,
                    _ => break,
                }
            }
            match event {
                Ok(Event::Reminder) => run.reminders += 1,
                Ok(Event::Loss) => run.losses += 1,
                Ok(Event::Nothing) => {}
                Err(e) => {
                    failed += 1;
                    error!(
                        board = d.board,
                        error = format!("{e:#}"),
                        "a board's clock failed"
                    );
                }
            }
        }
        if failed > 0 && run == ClockRun::default() {
            anyhow::bail!("the clocks of {failed} due boards failed");
        }
        if run != ClockRun::default() {
            info!(reminders = run.reminders, losses = run.losses, "clocks run");
        }
        Ok(run)
    }

    /// Does what is due on one board, in one transaction.
    async fn clock_event(&self, seen: &DueBoard, t: i64) -> anyhow::Result<Event> {
        let mut tx = self.store.begin().await?;
        // The board as it is now, inside the transaction: a move (or
        // another server) may have come first.
        let now_due = clocks::due(&mut tx, t, 1, Some(seen.board)).await?;
        let Some(d) = now_due
            .into_iter()
            .next()
            .filter(|d| d.updated_at == seen.updated_at && d.moves == seen.moves)
        else {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        };
        store::games::lock_board(&mut tx, d.board).await?;
        let Some(full) = store::full_game(&mut tx, d.board).await? else {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        };
        let mut row = full.row;
        let mut moves = full.moves;
        let mut game = replay(&row, &moves, None)?;
        let Some(seat) = seat_of(&row, &d.to_move).filter(|s| game.to_move() == Some(*s)) else {
            anyhow::bail!(
                "board {}: the player to move is recorded as '{}', not as its position says",
                d.board,
                d.to_move
            );
        };
        let loss = d.elapsed >= d.forfeit_days * DAY;
        let (kind, seq) = if loss {
            ("forfeit", 1)
        } else {
            ("nag", d.elapsed / (d.nag_days * DAY))
        };
        if !clocks::record_event(&mut tx, d.board, d.moves, kind, seq, t).await? {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        }
        // In the thread of the board's mails to each player.
        let thread_row = row.clone();
        let thread = |seat: usize, to: &str, subject: String, body: String| {
            thread_draft(&thread_row, Some(seat), to, &subject, body)
        };
        let drafts: Vec<Draft> = if loss {
            game.resign(seat)
                .map_err(|e| anyhow::anyhow!("board {}: cannot end on time: {e}", d.board))?;
            let outcome = game.outcome().unwrap_or(Outcome::Win(1 - seat));
            let result = result_text(&row, outcome);
            let number = moves.len() as i64 + 1;
            clocks::record_loss(&mut tx, d.board, number, &d.to_move, TIMEOUT, &result, t).await?;
            elo::record(&mut tx, &row.game, row.players(), outcome).await?;
            moves.push(store::MoveRow {
                number,
                userid: d.to_move.clone(),
                text: TIMEOUT.into(),
                comment: String::new(),
            });
            (row.status, row.result, row.to_move, row.updated_at) =
                ("over".into(), Some(result), None, t);
            let subject = format!(
                "{} ({} ran out of time)",
                board_subject(&row, game.as_ref(), false),
                d.to_move
            );
            // The board mails of the change, with its cause at their top.
            let lead = format!(
                "{} ran out of time: no move in {} days.",
                d.to_move, d.forfeit_days
            );
            let mut drafts = board_drafts(
                &full.addresses,
                &full.observers,
                &row,
                &moves,
                game.as_ref(),
                &[],
                false,
            );
            for draft in &mut drafts {
                draft.subject = subject.clone();
                add_lead(draft, &lead);
            }
            drafts
        } else {
            let subject = format!(
                "{}: your move (reminder)",
                board_subject(&row, game.as_ref(), false)
            );
            let body = format!(
                "{p}, it is your move on {g} Board {b}, and the board has waited for it {waited}.\n\
                 You lose on time in {left} unless you move (time on vacation does not count).\n\n{board}",
                p = d.to_move,
                g = row.game,
                b = row.board,
                waited = duration_text(d.elapsed),
                left = duration_text(d.forfeit_days * DAY - d.elapsed),
                // The board text of the player to move ends with the line
                // that moves (by reply, or by the command).
                board = board_text_for(&row, &moves, game.as_ref(), &[], true),
            );
            full.addresses[seat]
                .iter()
                .map(|to| Draft {
                    play_token_for: Some((row.board, d.to_move.clone())),
                    ..thread(seat, to, subject.clone(), body.clone())
                })
                .collect()
        };
        // The reminder to the player to move carries a play token.
        let mut drafts = drafts;
        for draft in &mut drafts {
            if let Some((board, userid)) = draft.play_token_for.take() {
                draft.reply_to =
                    crate::commands::reply_play::issue(&mut tx, &self.config, board, &userid)
                        .await?;
            }
        }
        let key = format!("clock-{}-{}-{kind}-{seq}", d.board, d.moves);
        let stamp = now_micros();
        let mut built = Vec::with_capacity(drafts.len());
        for (i, draft) in drafts.iter().enumerate() {
            if !writable_address(&draft.to) {
                continue;
            }
            let message_id = reply_message_id(stamp, &key, i, self.config.domain());
            let written = build(&self.config.address, &message_id, draft)?;
            let (mail, token) = super::prepare::stored_form(written, draft.reply_to.is_some());
            built.push((message_id, draft.to.clone(), mail, token));
        }
        let rows = super::prepare::outbox_rows(&built, &self.config.address);
        store::mail::insert_outbox(&mut tx, &rows, None, t).await?;
        tx.commit().await?;
        if loss {
            info!(board = d.board, player = ?d.to_move, "lost on time");
            self.games.put(Loaded {
                row,
                moves,
                game,
                addresses: full.addresses,
                observers: full.observers,
                waiting: full.waiting,
            });
            Ok(Event::Loss)
        } else {
            info!(board = d.board, player = ?d.to_move, seq, "reminded");
            Ok(Event::Reminder)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(duration_text(13 * DAY), "13 days");
        assert_eq!(duration_text(DAY + 5 * 3600 + 59), "1 day and 5 hours");
        assert_eq!(duration_text(3 * 3600), "3 hours");
        assert_eq!(duration_text(60), "less than an hour");
        assert_eq!(duration_text(-5), "less than an hour");
        assert_eq!(duration_text(2 * DAY - 3), "2 days");
        assert_eq!(duration_text(2 * DAY - 61), "1 day and 23 hours");
    }
}

//! The clock runner: reminders to the player to move, losses on time,
//! and the seeks' pass ([`super::seeks`]).
//!
//! Each pass looks only at boards that are due (see
//! [`crate::store::clocks::due`]), at most [`BOARDS_PER_PASS`] of them, the
//! longest waiting first. Each event is done in its own transaction that
//! records it in `clock_events` together with its mails in the outbox (and,
//! for a loss on time, the log entry, the result and, unless void, both
//! ratings), after checking that the board is still where it was when
//! looked at: a move that arrives meanwhile wins, and an event another
//! server (or this one before a crash) recorded is never done twice.
//!
//! Reminders are one per `nag_days` of clock time: after a long pause of the
//! server a player gets one reminder, not one for each period missed. A
//! player on vacation now is not reminded. A player whose clock passes
//! `forfeit_days` loses on time: the log gets `timeout` under their name
//! (replayed as their resignation), and both players get the final board
//! mail. A player who never moved on the board makes it void instead (see
//! [`crate::boards::void`]): nobody wins and no rating changes.

use sqlx::AnyConnection;
use tracing::{error, info};

use super::bounces::UNREACHABLE_DAYS;
use super::seeks::SeekRun;
use super::{Server, now_micros};
use crate::board_mail::html::add_lead;
use crate::board_mail::results::{TIMEOUT, result_text};
use crate::board_mail::thread::thread_draft;
use crate::board_mail::{board_subject, board_text_in, one_subject};
use crate::boards::ratings;
use crate::boards::void;
use crate::boards::{Loaded, seat_of};
use crate::games::Outcome;
use crate::language::{Language, Msg, duration_text};
use crate::mail::compose::{Draft, build, reply_message_id, writable_address};
use crate::store;
use crate::store::bounces;
use crate::store::clocks::{self, DAY, DueBoard};
use crate::{msg, t};

/// Boards looked at in one pass at most (the rest wait for the next).
pub const BOARDS_PER_PASS: i64 = 200;

/// What one pass of the clocks did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClockRun {
    /// Reminders sent.
    pub reminders: usize,
    /// Boards lost on time (rated).
    pub losses: usize,
    /// Boards void on time: lost by a player who never moved on them.
    pub voids: usize,
    /// Seeks a robot took, and seeks that lapsed (see [`super::seeks`]).
    pub seeks: SeekRun,
}

/// What happened to one due board.
/// How many times a board's clock is looked at again after conflicts with
/// other servers.
const CONFLICT_TRIES: usize = 10;

enum Event {
    Reminder,
    Loss,
    /// Lost on time by a player who never moved: void.
    Void,
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
                Ok(Event::Void) => run.voids += 1,
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
        // A player who confirmed an address that takes mail by a way no
        // mail of theirs showed: their clocks run again before any loss.
        if let Err(e) = self.resume_reachable().await {
            failed += 1;
            error!(
                error = format!("{e:#}"),
                "resuming the clocks of reachable players failed"
            );
        }
        self.end_unreachable_boards(t, &mut run, &mut failed)
            .await?;
        match self.run_seeks(t).await {
            Ok(seeks) => run.seeks = seeks,
            Err(e) => {
                failed += 1;
                error!(error = format!("{e:#}"), "the seeks' pass failed");
            }
        }
        if failed > 0 && run == ClockRun::default() {
            anyhow::bail!("the clocks of {failed} due boards failed");
        }
        if run != ClockRun::default() {
            info!(
                reminders = run.reminders,
                losses = run.losses,
                voids = run.voids,
                robot_takes = run.seeks.robot_takes,
                lapsed_seeks = run.seeks.lapses,
                "clocks run"
            );
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
        let mut board = Loaded::from_full(full)?;
        let Some(seat) =
            seat_of(&board.row, &d.to_move).filter(|s| board.game.to_move() == Some(*s))
        else {
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
        let (mut drafts, event) = if loss {
            let lead = msg!(
                "server-clock-loss",
                user = &d.to_move,
                days = d.forfeit_days
            );
            end_on_time(&mut tx, &mut board, seat, lead, t).await?
        } else {
            (reminder_drafts(&d, seat, &board), Event::Reminder)
        };
        // The reminder to the player to move carries a play token.
        for draft in &mut drafts {
            if let Some((board, userid)) = draft.play_token_for.take() {
                draft.reply_to =
                    crate::reply_to_play::issue(&mut tx, &self.config, board, &userid).await?;
            }
        }
        let key = format!("clock-{}-{}-{kind}-{seq}", d.board, d.moves);
        self.write_clock_mails(&mut tx, &key, &drafts, t).await?;
        tx.commit().await?;
        match event {
            Event::Reminder => info!(board = d.board, player = ?d.to_move, seq, "reminded"),
            Event::Void => info!(board = d.board, player = ?d.to_move, "void on time"),
            Event::Loss => info!(board = d.board, player = ?d.to_move, "lost on time"),
            Event::Nothing => {}
        }
        Ok(event)
    }
}

impl Server {
    /// Writes the mails of a clock event into the outbox, in `tx`: each
    /// with a Message-ID made from `key`; an address that cannot be
    /// written gets nothing.
    async fn write_clock_mails(
        &self,
        tx: &mut AnyConnection,
        key: &str,
        drafts: &[Draft],
        t: i64,
    ) -> anyhow::Result<()> {
        let stamp = now_micros();
        let mut built = Vec::with_capacity(drafts.len());
        for (i, draft) in drafts.iter().enumerate() {
            if !writable_address(&draft.to) {
                continue;
            }
            let message_id = reply_message_id(stamp, key, i, self.config.domain());
            let written = build(&self.config.address, &message_id, draft)?;
            let (mail, token) = super::replies::stored_form(written, draft.reply_to.is_some());
            built.push((message_id, draft.to.clone(), mail, token));
        }
        let rows = super::replies::outbox_rows(&built, &self.config.address);
        store::mail::insert_outbox(tx, &rows, None, t).await?;
        Ok(())
    }

    /// Ends on time every running board of the players unreachable by mail
    /// for [`UNREACHABLE_DAYS`] (see [`super::bounces`]), each board in its
    /// own transaction, recorded once in `clock_events` (kind
    /// `unreachable`).
    async fn end_unreachable_boards(
        &self,
        t: i64,
        run: &mut ClockRun,
        failed: &mut usize,
    ) -> anyhow::Result<()> {
        let players = {
            let mut c = self.store.pool().acquire().await?;
            bounces::unreachable_too_long(&mut c, t - UNREACHABLE_DAYS * DAY).await?
        };
        for (userid, _) in players {
            let boards = {
                let mut c = self.store.pool().acquire().await?;
                bounces::running_boards(&mut c, &userid).await?
            };
            for board in boards {
                let mut event = self.unreachable_loss(board, &userid, t).await;
                for _ in 0..CONFLICT_TRIES {
                    match &event {
                        Err(e) if store::is_conflict(e) => {
                            event = self.unreachable_loss(board, &userid, t).await
                        }
                        _ => break,
                    }
                }
                match event {
                    Ok(Event::Loss) => run.losses += 1,
                    Ok(Event::Void) => run.voids += 1,
                    Ok(_) => {}
                    Err(e) => {
                        *failed += 1;
                        error!(
                            board,
                            error = format!("{e:#}"),
                            "a board of an unreachable player failed"
                        );
                    }
                }
            }
        }
        Ok(())
    }

    /// Ends `board` on time for `userid`, unreachable for
    /// [`UNREACHABLE_DAYS`], in one transaction; nothing when the board is
    /// over, the player can be reached again, or it was done before.
    async fn unreachable_loss(&self, board: i64, userid: &str, t: i64) -> anyhow::Result<Event> {
        let mut tx = self.store.begin().await?;
        bounces::lock_player(&mut tx, userid).await?;
        store::games::lock_board(&mut tx, board).await?;
        // Still unreachable: no address of theirs takes mail.
        let since = match bounces::mail_addresses_of(&mut tx, userid)
            .await?
            .is_empty()
        {
            true => bounces::unreachable_since(&mut tx, userid).await?,
            false => None,
        };
        let full = store::full_game(&mut tx, board).await?;
        let (Some(since), Some(full)) = (since, full) else {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        };
        let due = full.row.status == "active" && since <= t - UNREACHABLE_DAYS * DAY;
        let Some(seat) = seat_of(&full.row, userid).filter(|_| due) else {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        };
        let moves = full.moves.len() as i64;
        if !clocks::record_event(&mut tx, board, moves, "unreachable", 1, t).await? {
            tx.rollback().await?;
            return Ok(Event::Nothing);
        }
        let mut loaded = Loaded::from_full(full)?;
        let lead = msg!(
            "server-clock-unreachable-loss",
            user = userid,
            days = UNREACHABLE_DAYS
        );
        let (drafts, event) = end_on_time(&mut tx, &mut loaded, seat, lead, t).await?;
        let key = format!("clock-{board}-{moves}-unreachable");
        self.write_clock_mails(&mut tx, &key, &drafts, t).await?;
        tx.commit().await?;
        info!(board, player = ?userid, "lost on time: unreachable by mail");
        Ok(event)
    }
}

/// Ends a board on time in `c`: the `timeout` entry under the player in
/// `seat`, and the result. A player who never moved on the board makes it
/// void (see [`void`]): no ratings change. Otherwise the opponent wins and
/// both ratings change. Returns the final board mails, with `lead` (or the
/// reason it is void) at their top, then for a board of a tournament the
/// standings mails to its players, and the event.
async fn end_on_time(
    c: &mut AnyConnection,
    board: &mut Loaded,
    seat: usize,
    lead: Msg,
    t: i64,
) -> anyhow::Result<(Vec<Draft>, Event)> {
    let loser = board.row.players()[seat].to_string();
    let number_on = board.row.board;
    let is_void = void::voids(&board.moves, &loser);
    board
        .game
        .resign(seat)
        .map_err(|e| anyhow::anyhow!("board {number_on}: cannot end on time: {e}"))?;
    let outcome = board.game.outcome().unwrap_or(Outcome::Win(1 - seat));
    let result = if is_void {
        void::VOID.to_string()
    } else {
        result_text(&board.row, outcome)
    };
    let number = board.moves.len() as i64 + 1;
    clocks::record_loss(&mut *c, number_on, number, &loser, TIMEOUT, &result, t).await?;
    if !is_void {
        ratings::record(&mut *c, &board.row.game, board.row.players(), outcome).await?;
    }
    let standings = crate::boards::tournament::board_finished(&mut *c, number_on, t).await?;
    board.moves.push(store::MoveRow {
        number,
        userid: loser.clone(),
        text: TIMEOUT.into(),
        comment: String::new(),
    });
    let row = &mut board.row;
    (row.status, row.result, row.to_move, row.updated_at) = ("over".into(), Some(result), None, t);
    let (cause, lead) = if is_void {
        (void::cause(&loser), void::reason(row, &loser))
    } else {
        (format!("{loser} ran out of time"), lead)
    };
    let subject = format!(
        "{} ({cause})",
        board_subject(&board.row, board.game.as_ref(), false)
    );
    let mut drafts = board.mails(&[], false);
    // A player who asked for one subject a board keeps it (the cause is
    // in the lead); the others' subject says the cause.
    let board_wide = one_subject(&board.row);
    for draft in &mut drafts {
        if draft.subject != board_wide {
            draft.subject = subject.clone();
        }
        add_lead(
            draft,
            &draft.language.unwrap_or(Language::ENGLISH).text(&lead),
        );
    }
    drafts.extend(standings);
    let event = if is_void { Event::Void } else { Event::Loss };
    Ok((drafts, event))
}

/// The reminder to the player to move (in `seat`), in the thread of the
/// board's mails to them, at each of their addresses.
fn reminder_drafts(d: &DueBoard, seat: usize, board: &Loaded) -> Vec<Draft> {
    let row = &board.row;
    let subject = format!(
        "{}: your move (reminder)",
        board_subject(row, board.game.as_ref(), false)
    );
    let reminder = t!(
        board.languages[seat],
        "server-clock-reminder",
        user = &d.to_move,
        game = &row.game,
        board = row.board,
        waited = duration_text(d.elapsed),
        left = duration_text(d.forfeit_days * DAY - d.elapsed),
    );
    // The board text of the player to move ends with the line that moves
    // (by reply, or by the command).
    let text = board_text_in(
        board.languages[seat],
        row,
        &board.moves,
        board.game.as_ref(),
        &[],
        true,
    );
    let body = format!("{reminder}\n\n{text}");
    board.addresses[seat]
        .iter()
        .map(|to| Draft {
            play_token_for: Some((row.board, d.to_move.clone())),
            language: Some(board.languages[seat]),
            ..thread_draft(
                row,
                Some(seat),
                to,
                &board.subject_for(seat, &subject),
                body.clone(),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        let en = |s| duration_text(s).to_string();
        assert_eq!(en(13 * DAY), "13 days");
        assert_eq!(en(DAY + 5 * 3600 + 59), "1 day and 5 hours");
        assert_eq!(en(3 * 3600), "3 hours");
        assert_eq!(en(3600), "1 hour");
        assert_eq!(en(60), "less than an hour");
        assert_eq!(en(-5), "less than an hour");
        assert_eq!(en(2 * DAY - 3), "2 days");
        assert_eq!(en(2 * DAY - 61), "1 day and 23 hours");
    }

    /// The English of the clocks' leads, as it was before catalogues.
    #[test]
    fn the_english_leads_are_unchanged() {
        let en = Language::ENGLISH;
        assert_eq!(
            t!(
                en,
                "server-clock-reminder",
                user = "bob",
                game = "yinsh",
                board = 101,
                waited = duration_text(8 * DAY),
                left = duration_text(13 * DAY),
            ),
            "bob, it is your move on yinsh Board 101, and the board has waited for it 8 days.\n\
             You lose on time in 13 days unless you move (time on vacation does not count)."
        );
        assert_eq!(
            t!(en, "server-clock-loss", user = "bob", days = 21),
            "bob ran out of time: no move in 21 days."
        );
        assert_eq!(
            t!(
                en,
                "server-clock-unreachable-loss",
                user = "bob",
                days = UNREACHABLE_DAYS
            ),
            format!(
                "bob could not be reached by mail for {UNREACHABLE_DAYS} days: bob loses on time."
            )
        );
        assert_eq!(
            t!(en, "board-void-reason", board = 101, user = "bob"),
            "Board 101 is void: bob ran out of time without ever moving on it, \
             so nobody wins and ratings do not change."
        );
    }

    #[test]
    fn durations_in_french() {
        let fr = Language::from_code("fr").unwrap();
        let text = |s| fr.text(&duration_text(s));
        assert_eq!(text(13 * DAY), "13 jours");
        assert_eq!(text(DAY + 5 * 3600), "1 jour et 5 heures");
        assert_eq!(text(3600), "1 heure");
        assert_eq!(text(60), "moins d'une heure");
    }
}

//! `GAME move BOARD userid password accept`: accepts the opponent's draw
//! offer or undo request.
//!
//! An accepted draw ends the board drawn: the log gets the entry `draw`
//! (by the player who accepted), and the final board mail goes to both
//! players (and observers). An accepted undo removes the requester's last
//! move and every later entry from the log (see the `undo` command), replays
//! the position, and mails the board again, after a notice of what was
//! taken back. Refused when nothing waits, or when the one who offered
//! accepts.

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::glance::Change;
use crate::boards::offers::{notice_body, offer_to_answer, takeable};
use crate::boards::{authorize, ensure_running, load, replay, state_of};
use crate::msg;
use crate::store::{self, boards};

/// `GAME move BOARD userid password accept`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accept {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl Accept {
    /// Ends the board drawn, or takes the requested move back.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx.db, game, board).await?;
        authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, crate::msg!("play-over-nothing-to-accept"))?;
        let offer = offer_to_answer(ctx.db, &loaded, &self.userid, "accept").await?;
        loaded.waiting = true;
        if offer.kind == "draw" {
            loaded.game.agree_draw().map_err(|e| {
                CommandError::board(
                    game,
                    board,
                    msg!("play-cannot-draw", board = board, error = e.msg()),
                )
            })?;
            let board_mails = crate::boards::append_move(
                ctx.db,
                ctx.now,
                ctx.comment,
                loaded,
                &self.userid,
                "draw",
            )
            .await?;
            return Ok(Done {
                reply: crate::tln!(
                    ctx.lang,
                    "play-draw-accepted",
                    user = &offer.userid,
                    game = game,
                    board = board,
                ),
                board_mails,
                ..Default::default()
            });
        }
        // An undo: the log must be as it was when it was asked (any move
        // since would have declined it).
        let stale = || CommandError::board(game, board, msg!("play-undo-stale", board = board));
        if offer.moves != loaded.moves.len() as i64 {
            return Err(stale().into());
        }
        let from = takeable(&loaded, &offer.userid).map_err(|_| stale())?;
        let c = ctx.db.conn().await?;
        boards::delete_moves_from(c, board, from).await?;
        boards::clear_offers(c, board).await?;
        loaded.moves.retain(|m| m.number < from);
        loaded.game = replay(&loaded.row, &loaded.moves, None)?;
        let (status, result, to_move) = state_of(&loaded.row, loaded.game.as_ref());
        store::update_game(c, board, &status, result.as_deref(), to_move.as_deref()).await?;
        (loaded.row.status, loaded.row.result, loaded.row.to_move) = (status, result, to_move);
        loaded.waiting = boards::waiting(c, board).await?;
        let last = offer.moves;
        // How many moves go: one (`move 7`) or more (`moves 7 to 8`).
        let count = last - from + 1;
        let body = notice_body(
            ctx.comment,
            &self.userid,
            msg!(
                "play-undo-accepted-notice",
                user = &self.userid,
                requester = &offer.userid,
                from = from,
                last = last,
                count = count,
                game = game,
                board = board,
            ),
        );
        let mut board_mails = loaded.notice(
            &format!("{game} Board {board} undo accepted by {}", self.userid),
            &body,
        );
        let told = msg!(
            "play-took-back",
            user = &offer.userid,
            from = from,
            last = last,
            count = count,
        );
        board_mails.extend(loaded.mails_after(&[], Change::Told(&told)));
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-undo-allowed",
                requester = &offer.userid,
                from = from,
                last = last,
                count = count,
                game = game,
                board = board,
            ),
            board_mails,
            ..Default::default()
        })
    }
}

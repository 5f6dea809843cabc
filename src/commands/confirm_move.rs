//! `GAME confirm BOARD userid password`: plays the move the player
//! submitted with `GAME submit` (not the server-wide `confirm TOKEN`,
//! which confirms an address). Refused when nothing is submitted, or when
//! the board moved since (the submitted move was for another move number);
//! the comment of this command goes with the move.

use super::context::Ctx;
use super::words::board_user_password_msg;
use crate::applied::{ApplyError, CommandError, Done};
use crate::boards::{append_move, authorize, ensure_running, ensure_turn, load};
use crate::msg;
use crate::store::boards;

/// `GAME confirm BOARD userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfirmMove {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl ConfirmMove {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<ConfirmMove, CommandError> {
        let form = msg!("play-confirm-form", game = game);
        let (board, userid, password) = board_user_password_msg(game, args, form)?;
        Ok(ConfirmMove {
            game,
            board,
            userid,
            password,
        })
    }

    /// Plays the submitted move.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx.db, game, board).await?;
        let seat = authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, crate::msg!("play-over-no-more-moves-short"))?;
        let Some((number, text)) =
            boards::submitted(ctx.db.conn().await?, board, &self.userid).await?
        else {
            return Err(CommandError::board(
                game,
                board,
                msg!(
                    "play-no-submitted-move",
                    board = board,
                    game = game,
                    user = &self.userid,
                ),
            )
            .into());
        };
        let now = loaded.game.moves_played() as i64 + 1;
        if number != now {
            return Err(CommandError::board(
                game,
                board,
                msg!(
                    "play-submitted-move-stale",
                    text = &text,
                    number = number,
                    board = board,
                    now = now,
                ),
            )
            .into());
        }
        ensure_turn(&loaded, seat)?;
        let canonical = loaded.game.play_text(&text).map_err(|e| {
            CommandError::board(
                game,
                board,
                msg!(
                    "play-submitted-move-refused",
                    number = number,
                    text = &text,
                    error = e.msg(),
                ),
            )
        })?;
        boards::delete_submitted(ctx.db.conn().await?, board, &self.userid).await?;
        let board_mails = append_move(
            ctx.db,
            ctx.now,
            ctx.comment,
            loaded,
            &self.userid,
            &canonical,
        )
        .await?;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-move-accepted",
                number = number,
                game = game,
                board = board,
                text = &canonical,
            ),
            board_mails,
            ..Default::default()
        })
    }
}

//! `GAME submit BOARD userid password MOVE[#N]`: stores a move to be
//! played later by `GAME confirm`, and replies with the board after it.
//!
//! The move must be legal now and it must be the player's turn; it is
//! stored for this move number (one submitted move per player and board,
//! a later one replaces it). Nothing is mailed to the opponent.

use super::context::Ctx;
use super::words::{board_number, userid};
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::board_text_in;
use crate::boards::{authorize, ensure_running, ensure_turn, load};
use crate::msg;
use crate::store::{MoveRow, boards};

/// `GAME submit BOARD userid password MOVE[#N]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submit {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
    pub text: String,
}

impl Submit {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Submit, CommandError> {
        let form = format!("{game} submit BOARD userid password MOVE[#N]");
        let [b, u, p, m] = args else {
            return Err(CommandError::game(
                game,
                msg!("play-write-move", form = &form),
            ));
        };
        let board = board_number(game, b, &form)?;
        Ok(Submit {
            game,
            board,
            userid: userid(u).map_err(|e| CommandError::board(game, board, e))?,
            password: p.to_string(),
            text: m.to_string(),
        })
    }

    /// Checks the move and stores it.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let loaded = load(ctx.db, game, board).await?;
        let seat = authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, crate::msg!("play-over-no-more-moves-short"))?;
        ensure_turn(&loaded, seat)?;
        let number = loaded.game.moves_played() as i64 + 1;
        let mut position = loaded.game.clone();
        let canonical = position.play_text(&self.text).map_err(|e| {
            CommandError::board(
                game,
                board,
                msg!(
                    "play-move-refused",
                    number = number,
                    text = &self.text,
                    error = e.msg(),
                ),
            )
        })?;
        boards::put_submitted(
            ctx.db.conn().await?,
            board,
            &self.userid,
            number,
            &canonical,
            ctx.now,
        )
        .await?;
        let mut moves = loaded.moves.clone();
        moves.push(MoveRow {
            number,
            userid: self.userid.clone(),
            text: canonical.clone(),
            comment: String::new(),
        });
        Ok(Done {
            reply: format!(
                "{}\n\n{}",
                crate::t!(
                    ctx.lang,
                    "play-submitted",
                    number = number,
                    text = &canonical,
                    game = game,
                    board = board,
                    user = &self.userid,
                ),
                board_text_in(ctx.lang, &loaded.row, &moves, position.as_ref(), &[], false)
            ),
            ..Default::default()
        })
    }
}

//! `GAME confirm BOARD userid password`: plays the move the player
//! submitted with `GAME submit` (not the server-wide `confirm TOKEN`,
//! which confirms an address). Refused when nothing is submitted, or when
//! the board moved since (the submitted move was for another move number);
//! the comment of this command goes with the move.

use super::board::{
    append_move, authorize, board_user_password, ensure_running, ensure_turn, load,
};
use super::{ApplyError, Command, CommandError, Ctx, Done};
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
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Command, CommandError> {
        let form = format!(
            "{game} confirm BOARD userid password (to play the move stored with {game} submit)"
        );
        let (board, userid, password) = board_user_password(game, args, &form)?;
        Ok(Command::ConfirmMove(ConfirmMove {
            game,
            board,
            userid,
            password,
        }))
    }

    /// Plays the submitted move.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx, game, board).await?;
        let seat = authorize(ctx, &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, "no more moves")?;
        let Some((number, text)) =
            boards::submitted(ctx.db.conn().await?, board, &self.userid).await?
        else {
            return Err(CommandError::board(
                game,
                board,
                format!(
                    "you have no submitted move on board {board}; store one first with {game} submit {board} {} PASSWORD MOVE",
                    self.userid
                ),
            )
            .into());
        };
        let now = loaded.game.moves_played() as i64 + 1;
        if number != now {
            return Err(CommandError::board(
                game,
                board,
                format!(
                    "your submitted move '{text}' was for move {number}, but board {board} is at move {now} now; submit your move again"
                ),
            )
            .into());
        }
        ensure_turn(&loaded, seat)?;
        let canonical = loaded.game.play_text(&text).map_err(|e| {
            CommandError::board(
                game,
                board,
                format!("your submitted move {number} '{text}' is not accepted: {e}"),
            )
        })?;
        boards::delete_submitted(ctx.db.conn().await?, board, &self.userid).await?;
        let board_mails = append_move(ctx, loaded, &self.userid, &canonical).await?;
        Ok(Done {
            reply: format!("Move {number} on {game} Board {board} accepted: {canonical}\n"),
            board_mails,
            ..Default::default()
        })
    }
}

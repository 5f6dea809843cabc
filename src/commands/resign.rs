//! `GAME resign BOARD userid password`: resigns a game.

use super::context::Ctx;
use super::words::{board_number, userid};
use crate::applied::{ApplyError, CommandError, Done};
use crate::boards::{append_move, authorize, load};
use crate::msg;

/// `GAME resign BOARD userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resign {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl Resign {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Resign, CommandError> {
        let form = format!("{game} resign BOARD userid password");
        let [b, u, p] = args else {
            return Err(CommandError::game(game, msg!("write-form", form = &form)));
        };
        let board = board_number(game, b, &form)?;
        Ok(Resign {
            game,
            board,
            userid: userid(u).map_err(|e| CommandError::board(game, board, e))?,
            password: p.to_string(),
        })
    }

    /// Ends the game for the opponent, whoever is to move.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx.db, game, board).await?;
        let seat = authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        loaded.game.resign(seat).map_err(|e| {
            CommandError::board(
                game,
                board,
                msg!("play-cannot-resign", board = board, error = e.msg()),
            )
        })?;
        let board_mails =
            append_move(ctx.db, ctx.now, ctx.comment, loaded, &self.userid, "resign").await?;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-resigned",
                user = &self.userid,
                game = game,
                board = board,
            ),
            board_mails,
            ..Default::default()
        })
    }
}

//! `GAME move BOARD userid password MOVE[#N]`: plays a move.

use super::context::Ctx;
use super::words::{board_number, userid};
use crate::applied::{ApplyError, CommandError, Done};
use crate::boards::{append_move, authorize, ensure_running, ensure_turn, load};
use crate::msg;

/// `GAME move BOARD userid password MOVE[#N]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
    /// The move as written, with any `#N`.
    pub text: String,
}

impl Move {
    /// Reads the arguments (the move may be a word of another command,
    /// `resign`, `propose`, ...: see `Command::parse`).
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Move, CommandError> {
        let form = format!("{game} move BOARD userid password MOVE[#N]");
        let [b, u, p, m] = args else {
            return Err(CommandError::game(
                game,
                msg!("play-move-usage", game = game, example = example(game)),
            ));
        };
        let board = board_number(game, b, &form)?;
        let userid = userid(u).map_err(|e| CommandError::board(game, board, e))?;
        Ok(Move {
            game,
            board,
            userid,
            password: p.to_string(),
            text: m.to_string(),
        })
    }

    /// Checks the player and the move, records it, and mails the board.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx.db, game, board).await?;
        let seat = authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, msg!("play-over-no-more-moves-short"))?;
        ensure_turn(&loaded, seat)?;
        let number = loaded.game.moves_played() as i64 + 1;
        let canonical = loaded.game.play_text(&self.text).map_err(|e| {
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

fn example(game: &str) -> &'static str {
    match game {
        "rin" => "3,6:4,7",
        _ => "i8-f5",
    }
}

//! `GAME move BOARD userid password MOVE[#N]`: plays a move.

use super::{ApplyError, Command, CommandError, Ctx, Done, board_number, resign, userid};
use crate::boards::{append_move, authorize, ensure_running, ensure_turn, load};
use crate::language::Msg;
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
    /// Reads the arguments; `move ... resign` is a resignation.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Command, CommandError> {
        let form = format!("{game} move BOARD userid password MOVE[#N]");
        let [b, u, p, m] = args else {
            return Err(CommandError::game(
                game,
                msg!("play-move-usage", game = game, example = example(game)),
            ));
        };
        let board = board_number(game, b, &form)?;
        let userid = userid(u).map_err(|e| CommandError::board(game, board, e))?;
        if m.eq_ignore_ascii_case("resign") {
            return Ok(Command::Resign(resign::Resign {
                game,
                board,
                userid,
                password: p.to_string(),
            }));
        }
        // The vote words: offer a draw, ask to take back a move, answer.
        let (password, lc) = (p.to_string(), m.to_ascii_lowercase());
        match lc.as_str() {
            "propose" => {
                return Ok(Command::Propose(super::propose::Propose {
                    game,
                    board,
                    userid,
                    password,
                }));
            }
            "accept" => {
                return Ok(Command::Accept(super::accept::Accept {
                    game,
                    board,
                    userid,
                    password,
                }));
            }
            "reject" => {
                return Ok(Command::Reject(super::reject::Reject {
                    game,
                    board,
                    userid,
                    password,
                }));
            }
            "undo" => {
                return Ok(Command::Undo(super::undo::Undo {
                    game,
                    board,
                    userid,
                    password,
                }));
            }
            _ => {}
        }
        Ok(Command::Move(Move {
            game,
            board,
            userid,
            password: p.to_string(),
            text: m.to_string(),
        }))
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

/// The player to move as a message: their user id, or `nobody`.
pub(crate) fn player_msg(userid: Option<&str>) -> Msg {
    match userid {
        Some(u) => Msg::verbatim(u),
        None => msg!("play-nobody"),
    }
}

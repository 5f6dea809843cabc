//! `GAME show BOARD[#N] ...`: boards now, or after move N; and
//! `GAME show userid ... [all|active|inactive|next]`: players' boards.

use super::context::Ctx;
use super::words::board_after;
use super::words::players_and_filter;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::board_text_in;
use crate::board_mail::lists::{Which, list_boards};
use crate::boards::{after_move, load};
use crate::msg;

/// At most this many boards are shown by one command.
pub const MAX_BOARDS: usize = 10;

/// `GAME show ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Show {
    /// Boards, each now or after a move.
    Boards {
        game: &'static str,
        boards: Vec<(i64, Option<usize>)>,
    },
    /// Players' boards.
    Players {
        game: &'static str,
        userids: Vec<String>,
        which: Which,
    },
}

impl Show {
    /// Reads the arguments: board numbers (each with an optional `#N`), or
    /// user ids with an optional filter last.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Show, CommandError> {
        let form = msg!("play-show-form", game = game);
        if args.is_empty() {
            return Err(CommandError::game(
                game,
                msg!("play-show-usage", game = game, form = form),
            ));
        }
        if !args[0].starts_with(|c: char| c.is_ascii_digit()) {
            let (userids, which) = players_and_filter(game, args, &form)?;
            return Ok(Show::Players {
                game,
                userids,
                which,
            });
        }
        if args.len() > MAX_BOARDS {
            return Err(CommandError::game(
                game,
                msg!("play-show-too-many", count = MAX_BOARDS),
            ));
        }
        let boards = args
            .iter()
            .map(|arg| board_after(game, arg, form.clone()))
            .collect::<Result<Vec<_>, CommandError>>()?;
        Ok(Show::Boards { game, boards })
    }

    /// Answers with the boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let reply = match self {
            Show::Players {
                game,
                userids,
                which,
            } => list_boards(ctx.db, ctx.lang, game, &userids, which).await?,
            Show::Boards { game, boards } => {
                let mut reply = String::new();
                for (board, after) in boards {
                    if !reply.is_empty() {
                        reply.push('\n');
                    }
                    reply.push_str(&show_board(ctx, game, board, after).await?);
                }
                reply
            }
        };
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

/// One board's text, now or after move `after`.
async fn show_board(
    ctx: &mut Ctx<'_>,
    game: &'static str,
    board: i64,
    after: Option<usize>,
) -> Result<String, ApplyError> {
    let loaded = load(ctx.db, game, board).await?;
    Ok(match after {
        None => board_text_in(
            ctx.lang,
            &loaded.row,
            &loaded.moves,
            loaded.game.as_ref(),
            &[],
            false,
        ),
        Some(n) => {
            let (g, moves) = after_move(&loaded, n)?;
            board_text_in(ctx.lang, &loaded.row, moves, g.as_ref(), &[], false)
        }
    })
}

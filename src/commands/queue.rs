//! `GAME queue BOARD userid password MOVE[#N]`: a move played for the
//! player the moment it becomes their turn at move N.
//!
//! N defaults to the player's next turn when the opponent is to move now
//! (the move after the current one; in Rin, where a player may move twice
//! in a row, give `#N`). It must lie ahead: not a move already played, not
//! the current move (when it is your turn, play it with `move`), at most
//! [`MAX_AHEAD`] moves ahead. One queued move per move number: a later
//! one of the same player replaces it, one of the other player is refused.
//! The move is checked only when it is due: when the move before it is
//! recorded, it is played in the same transaction, through the same path
//! as any move (see [`crate::boards::append_move`]); if it is illegal then,
//! or move N turns out not to be the player's, it is dropped and the
//! player told by mail. Its comment is the comment of this command.

use super::context::Ctx;
use super::words::{board_number, userid};
use crate::applied::{ApplyError, CommandError, Done};
use crate::boards::{authorize, ensure_running, load};
use crate::language::Msg;
use crate::msg;
use crate::store::boards;

/// How far ahead a move may be queued.
pub const MAX_AHEAD: i64 = 20;
/// The longest move text stored.
pub const MAX_MOVE_LEN: usize = 200;

/// `GAME queue BOARD userid password MOVE[#N]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Queue {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
    /// The move, without `#N`.
    pub text: String,
    /// The move number it is for, when given.
    pub number: Option<i64>,
}

impl Queue {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Queue, CommandError> {
        let form = format!("{game} queue BOARD userid password MOVE[#N]");
        let [b, u, p, m] = args else {
            return Err(CommandError::game(
                game,
                msg!("play-write-move", form = &form),
            ));
        };
        let board = board_number(game, b, &form)?;
        let userid = userid(u).map_err(|e| CommandError::board(game, board, e))?;
        let bad = |why: Msg| CommandError::board(game, board, why);
        if m.len() > MAX_MOVE_LEN {
            return Err(bad(msg!("play-queue-move-too-long", most = MAX_MOVE_LEN)));
        }
        let (text, number) = match m.rsplit_once('#') {
            None => (m.to_string(), None),
            Some((t, n)) => {
                let n = n
                    .parse::<i64>()
                    .ok()
                    .filter(|n| *n > 0 && n.to_string().len() <= 9)
                    .ok_or_else(|| {
                        bad(msg!(
                            "play-queue-bad-number",
                            text = *m,
                            game = game,
                            board = board,
                            user = &userid,
                        ))
                    })?;
                (t.to_string(), Some(n))
            }
        };
        if text.is_empty() {
            return Err(bad(msg!("play-no-move-given", form = &form)));
        }
        Ok(Queue {
            game,
            board,
            userid,
            password: p.to_string(),
            text,
            number,
        })
    }

    /// Stores the move for its move number.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx.db, game, board).await?;
        let seat = authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, crate::msg!("play-over-no-queue"))?;
        let bad = |why: Msg| ApplyError::User(CommandError::board(game, board, why));
        let current = loaded.game.moves_played() as i64 + 1;
        let my_turn = loaded.game.to_move() == Some(seat);
        let number = match self.number {
            Some(n) => n,
            None if my_turn => current,
            None => current + 1,
        };
        if number < current {
            return Err(bad(msg!(
                "play-queue-played-already",
                number = number,
                board = board,
                current = current,
            )));
        }
        if number == current {
            return Err(bad(if my_turn {
                msg!(
                    "play-queue-yours-now",
                    current = current,
                    game = game,
                    board = board,
                    user = &self.userid,
                )
            } else {
                msg!(
                    "play-queue-others-move",
                    current = current,
                    board = board,
                    user = loaded.row.players()[1 - seat],
                )
            }));
        }
        if number > current + MAX_AHEAD {
            return Err(bad(msg!(
                "play-queue-too-far",
                most = MAX_AHEAD,
                board = board,
                current = current,
            )));
        }
        let q = boards::Queued {
            userid: self.userid.clone(),
            number,
            text: self.text.clone(),
            comment: ctx.comment.trim().to_string(),
        };
        boards::put_queued(ctx.db.conn().await?, board, &q, ctx.now).await?;
        loaded.waiting = true;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-queued",
                text = &self.text,
                number = number,
                game = game,
                board = board,
            ),
            ..Default::default()
        })
    }
}

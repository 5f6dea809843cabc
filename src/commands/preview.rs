//! `GAME preview BOARD[#N] MOVE+`: the board after these moves, played in
//! order from the current position, or from the position after move N
//! (each by the player then to move, as the game's turn order says), with
//! nothing stored. From the current position the board must be running;
//! from move N it may be over (an analysis's line shows the robot's move
//! so). No password: a
//! preview shows nothing that `show` does not. At most [`MAX_MOVES`] moves
//! (each at most [`MAX_MOVE_LEN`] characters), so a preview costs little.

use super::context::Ctx;
use super::words::board_after;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::board_text_in;
use crate::boards::{after_move, ensure_running, load};
use crate::msg;
use crate::store::MoveRow;

/// Moves one preview plays at most.
pub const MAX_MOVES: usize = 40;
/// The longest move text read.
pub const MAX_MOVE_LEN: usize = 200;

/// `GAME preview BOARD MOVE+`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    pub game: &'static str,
    pub board: i64,
    /// Played from the position after this move, not the current one.
    pub after: Option<usize>,
    pub moves: Vec<String>,
}

impl Preview {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Preview, CommandError> {
        let form = format!("{game} preview BOARD[#N] MOVE [MOVE ...]");
        let [b, moves @ ..] = args else {
            return Err(CommandError::game(game, msg!("write-form", form = &form)));
        };
        let (board, after) = board_after(game, b, &form)?;
        if moves.is_empty() {
            return Err(CommandError::board(
                game,
                board,
                msg!("play-preview-no-move", form = &form),
            ));
        }
        if moves.len() > MAX_MOVES {
            return Err(CommandError::board(
                game,
                board,
                msg!(
                    "play-preview-too-many",
                    most = MAX_MOVES,
                    count = moves.len()
                ),
            ));
        }
        if let Some(m) = moves.iter().find(|m| m.len() > MAX_MOVE_LEN) {
            return Err(CommandError::board(
                game,
                board,
                msg!(
                    "play-move-too-long",
                    start = m.chars().take(20).collect::<String>(),
                    most = MAX_MOVE_LEN,
                ),
            ));
        }
        Ok(Preview {
            game,
            board,
            after,
            moves: moves.iter().map(|m| m.to_string()).collect(),
        })
    }

    /// Plays the moves on a copy of the board and shows it.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let loaded = load(ctx.db, game, board).await?;
        let (mut position, mut moves) = match self.after {
            None => {
                ensure_running(&loaded, crate::msg!("play-over-nothing-to-preview"))?;
                (loaded.game.clone(), loaded.moves.clone())
            }
            Some(n) => {
                let (g, moves) = after_move(&loaded, n)?;
                (g, moves.to_vec())
            }
        };
        let first = moves.len() + 1;
        for text in &self.moves {
            let number = position.moves_played() as i64 + 1;
            let who = position.to_move().map(|s| loaded.row.players()[s]);
            let canonical = position.play_text(text).map_err(|e| {
                CommandError::board(
                    game,
                    board,
                    msg!(
                        "play-preview-move-refused",
                        number = number,
                        text = text,
                        user = crate::board_mail::player_msg(who),
                        error = e.msg(),
                    ),
                )
            })?;
            let who = who.unwrap_or("nobody").to_string();
            moves.push(MoveRow {
                number,
                userid: who,
                text: canonical,
                comment: String::new(),
            });
        }
        Ok(Done {
            reply: format!(
                "{}\n\n{}",
                crate::t!(
                    ctx.lang,
                    "play-preview-heading",
                    game = game,
                    board = board,
                    first = first,
                    last = moves.len(),
                ),
                board_text_in(ctx.lang, &loaded.row, &moves, position.as_ref(), &[], false)
            ),
            ..Default::default()
        })
    }
}

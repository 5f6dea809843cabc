//! `GAME show BOARD[#N]`: the board now, or after move N.

use super::board::{board_text, load, replay};
use super::{ApplyError, CommandError, Ctx, Done, board_number};

/// `GAME show BOARD[#N]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Show {
    pub game: &'static str,
    pub board: i64,
    pub after: Option<usize>,
}

impl Show {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Show, CommandError> {
        let form = format!("{game} show BOARD[#N]");
        let [arg] = args else {
            return Err(CommandError::game(
                game,
                format!("write {form}, e.g. {game} show 101 or {game} show 101#12"),
            ));
        };
        let (b, n) = match arg.split_once('#') {
            Some((b, n)) => (b, Some(n)),
            None => (*arg, None),
        };
        let board = board_number(game, b, &form)?;
        let after = match n {
            None => None,
            Some(n) => Some(n.parse::<usize>().map_err(|_| {
                CommandError::board(
                    game,
                    board,
                    format!("'{n}' is not a move number; write {form}"),
                )
            })?),
        };
        Ok(Show { game, board, after })
    }

    /// Answers with the board.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let loaded = load(ctx, self.game, self.board).await?;
        let reply = match self.after {
            None => board_text(&loaded.row, &loaded.moves, loaded.game.as_ref(), &[]),
            Some(n) if n <= loaded.moves.len() => {
                let g = replay(&loaded.row, &loaded.moves, Some(n))?;
                board_text(&loaded.row, &loaded.moves[..n], g.as_ref(), &[])
            }
            Some(n) => {
                return Err(CommandError::board(
                    self.game,
                    self.board,
                    format!(
                        "board {} has {} moves so far, so there is no move {n} to show",
                        self.board,
                        loaded.moves.len()
                    ),
                )
                .into());
            }
        };
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

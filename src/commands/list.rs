//! `list [GAME]`: the games this server plays, or one game's running
//! boards (the longest waiting first).

use super::games::board_line;
use super::{ApplyError, CommandError, Ctx, Done, game_name};
use crate::games::{GAMES, new_game};
use crate::store;

/// At most this many boards are listed.
pub const MAX_LISTED: i64 = 100;

/// `list [GAME]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct List {
    /// A game, for its running boards.
    pub game: Option<&'static str>,
}

impl List {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<List, CommandError> {
        match args {
            [] => Ok(List { game: None }),
            [g] => match game_name(g) {
                Some(game) => Ok(List { game: Some(game) }),
                None => Err(CommandError::new(format!(
                    "'{g}' is not a game played here ({}); write list, or list GAME",
                    GAMES.join(", ")
                ))),
            },
            _ => Err(CommandError::new(
                "write list, or list GAME (e.g. list yinsh)",
            )),
        }
    }

    /// Lists the games with their first help line, or a game's boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let Some(game) = self.game else {
            let mut reply = String::from("Games played here:\n");
            for g in GAMES {
                let game = new_game(g, &[]).expect("every listed game starts");
                let title = game.help().lines().next().unwrap_or(g);
                reply.push_str(&format!("  {g:<8} {title}\n"));
            }
            reply.push_str(
                "\nSend 'GAME help' (e.g. 'yinsh help') for the rules and notation,\n'list GAME' for its running boards.\n",
            );
            return Ok(Done {
                reply,
                ..Default::default()
            });
        };
        let (rows, count) = store::games::running(ctx.db.conn().await?, game, MAX_LISTED).await?;
        let mut reply = format!("Running {game} boards: {count}\n");
        if count > rows.len() as i64 {
            reply.push_str(&format!("(the {} waiting longest)\n", rows.len()));
        }
        for r in &rows {
            reply.push_str(&board_line(r));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

//! `GAME help`: rules summary and notation of one game.

use super::{ApplyError, CommandError, Ctx, Done};
use crate::games::new_game;

/// `GAME help`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameHelp {
    pub game: &'static str,
}

impl GameHelp {
    /// Takes no arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<GameHelp, CommandError> {
        if args.is_empty() {
            Ok(GameHelp { game })
        } else {
            Err(CommandError::game(game, format!("write just: {game} help")))
        }
    }

    /// Answers with the game's help text.
    pub async fn apply(self, _ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let g = new_game(self.game, &[]).expect("a listed game starts");
        Ok(Done {
            reply: g.help().to_string(),
            ..Default::default()
        })
    }
}

//! `GAME help`: the game's rules summary and notation, in the sender's
//! language (the text is in [`crate::help::games`]).

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::help::games::text;
use crate::msg;

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
            Err(CommandError::game(
                game,
                msg!("help-game-usage", game = game),
            ))
        }
    }

    /// Answers with the game's help text.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        Ok(Done {
            reply: text(ctx.lang, self.game).expect("every listed game has help"),
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_refused_as_before() {
        let e = GameHelp::parse("rin", &["x"]).unwrap_err();
        assert_eq!(e.to_string(), "write just: rin help");
        assert_eq!(e.subject(), "rin error");
    }
}

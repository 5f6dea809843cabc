//! `GAME tournaments`: the open and running tournaments of that game, each
//! with its organiser and how many have entered.

use crate::applied::{ApplyError, CommandError, Done};
use crate::commands::context::Ctx;
use crate::msg;
use crate::store::tournaments;

/// `GAME tournaments`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournaments {
    pub game: &'static str,
}

impl Tournaments {
    /// Reads the arguments (none).
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Tournaments, CommandError> {
        if !args.is_empty() {
            return Err(CommandError::game(
                game,
                msg!(
                    "write-form",
                    form = crate::language::Msg::verbatim(format!("{game} tournaments"))
                ),
            ));
        }
        Ok(Tournaments { game })
    }

    /// Answers with the list.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (lang, game) = (ctx.lang, self.game);
        let live = tournaments::live(ctx.db.conn().await?, game).await?;
        if live.is_empty() {
            return Ok(Done {
                reply: crate::tln!(lang, "tournament-list-none", game = game),
                ..Default::default()
            });
        }
        let mut reply = crate::tln!(lang, "tournament-list-head", game = game);
        for (t, count) in &live {
            reply.push_str(&format!(
                "  {}\n",
                crate::t!(
                    lang,
                    "tournament-list-line",
                    name = &t.name,
                    status = &t.status,
                    organiser = &t.organiser,
                    count = *count,
                    max = t.max_players
                )
            ));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

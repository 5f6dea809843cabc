//! `GAME standings`: every player with at least one finished board of the
//! game, by wins (most first), then losses (fewest first), then draws (most
//! first), then user id. A loss on time counts as a loss; a board void on
//! time (see [`crate::boards::void`]) counts for nothing. The list shows at most
//! [`LIMIT`] players and says how many more there are.

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::store::ratings;
use crate::{msg, t};

/// Players listed at most.
pub const LIMIT: i64 = 1000;

/// `GAME standings`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    pub game: &'static str,
}

impl Standings {
    /// Takes no arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Standings, CommandError> {
        if args.is_empty() {
            Ok(Standings { game })
        } else {
            Err(CommandError::game(
                game,
                msg!("accounts-write-just", form = format!("{game} standings")),
            ))
        }
    }

    /// Lists the players by wins.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let c = ctx.db.conn().await?;
        let rows = ratings::by_standing(&mut *c, self.game, LIMIT).await?;
        let total = ratings::count(c, self.game).await?;
        let lang = ctx.lang;
        let mut reply = crate::tln!(
            lang,
            "accounts-standings-title",
            game = self.game,
            count = total
        );
        let player = t!(lang, "accounts-column-player");
        let wins = t!(lang, "accounts-column-wins");
        let losses = t!(lang, "accounts-column-losses");
        let draws = t!(lang, "accounts-column-draws");
        // Each column as wide as its heading at least.
        let (wp, ww, wl, wd) = (
            player.chars().count().max(16),
            wins.chars().count().max(5),
            losses.chars().count().max(6),
            draws.chars().count().max(5),
        );
        if rows.is_empty() {
            reply.push_str(&format!("  {}\n", t!(lang, "accounts-no-finished-boards")));
        } else {
            reply.push_str(&format!(
                "  {:>4}  {player:<wp$} {wins:>ww$} {losses:>wl$} {draws:>wd$}\n",
                ""
            ));
        }
        for (i, r) in rows.iter().enumerate() {
            reply.push_str(&format!(
                "  {:>4}. {:<wp$} {:>ww$} {:>wl$} {:>wd$}\n",
                i + 1,
                r.userid,
                r.wins,
                r.losses,
                r.draws
            ));
        }
        if total > rows.len() as i64 {
            reply.push_str(&format!(
                "  {}\n",
                t!(lang, "accounts-and-more", count = total - rows.len() as i64)
            ));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

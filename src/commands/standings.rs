//! `GAME standings`: every player with at least one finished board of the
//! game, by wins (most first), then losses (fewest first), then draws (most
//! first), then user id. A loss on time counts as a loss; a board void on
//! time (see [`super::void`]) counts for nothing. The list shows at most
//! [`LIMIT`] players and says how many more there are.

use super::{ApplyError, CommandError, Ctx, Done};
use crate::store::ratings;

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
                format!("write just: {game} standings"),
            ))
        }
    }

    /// Lists the players by wins.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let c = ctx.db.conn().await?;
        let rows = ratings::by_standing(&mut *c, self.game, LIMIT).await?;
        let total = ratings::count(c, self.game).await?;
        let mut reply = format!(
            "{} standings, by wins, then fewest losses, then draws: {total} players\n",
            self.game
        );
        if rows.is_empty() {
            reply.push_str("  No finished boards yet.\n");
        } else {
            reply.push_str(&format!(
                "  {:>4}  {:<16} {:>5} {:>6} {:>5}\n",
                "", "player", "wins", "losses", "draws"
            ));
        }
        for (i, r) in rows.iter().enumerate() {
            reply.push_str(&format!(
                "  {:>4}. {:<16} {:>5} {:>6} {:>5}\n",
                i + 1,
                r.userid,
                r.wins,
                r.losses,
                r.draws
            ));
        }
        if total > rows.len() as i64 {
            reply.push_str(&format!("  ... and {} more\n", total - rows.len() as i64));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

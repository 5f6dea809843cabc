//! `GAME ratings`: every player with at least one finished board of the
//! game, by Elo rating, highest first (ties by user id), with the number
//! of finished boards behind it. Blitz and normal YINSH share one list.
//! The list shows at most [`LIMIT`] players (a reply is at most 64 KiB)
//! and says how many more there are.

use super::{ApplyError, CommandError, Ctx, Done};
use crate::store::ratings;

/// Players listed at most.
pub const LIMIT: i64 = 1000;

/// `GAME ratings`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ratings {
    pub game: &'static str,
}

impl Ratings {
    /// Takes no arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Ratings, CommandError> {
        if args.is_empty() {
            Ok(Ratings { game })
        } else {
            Err(CommandError::game(
                game,
                format!("write just: {game} ratings"),
            ))
        }
    }

    /// Lists the players by rating.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let c = ctx.db.conn().await?;
        let rows = ratings::by_rating(&mut *c, self.game, LIMIT).await?;
        let total = ratings::count(c, self.game).await?;
        let mut reply = format!(
            "{} ratings (Elo, start 1500), highest first: {total} players\n",
            self.game
        );
        if rows.is_empty() {
            reply.push_str("  No finished boards yet.\n");
        } else {
            reply.push_str(&format!(
                "  {:>4}  {:<16} {:>7} {:>6}\n",
                "", "player", "rating", "games"
            ));
        }
        for (i, r) in rows.iter().enumerate() {
            reply.push_str(&format!(
                "  {:>4}. {:<16} {:>7.1} {:>6}\n",
                i + 1,
                r.userid,
                r.rating,
                r.played()
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

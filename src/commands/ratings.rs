//! `GAME ratings`: every player with at least one finished board of the
//! game, by Elo rating, highest first (ties by user id), with the number
//! of finished boards behind it. Blitz and normal YINSH share one list.
//! The list shows at most [`LIMIT`] players (a reply is at most 64 KiB)
//! and says how many more there are.

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::store::ratings;
use crate::{msg, t};

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
                msg!("accounts-write-just", form = format!("{game} ratings")),
            ))
        }
    }

    /// Lists the players by rating.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let c = ctx.db.conn().await?;
        let rows = ratings::by_rating(&mut *c, self.game, LIMIT).await?;
        let total = ratings::count(c, self.game).await?;
        let lang = ctx.lang;
        let mut reply = crate::tln!(
            lang,
            "accounts-ratings-title",
            game = self.game,
            count = total
        );
        let player = t!(lang, "accounts-column-player");
        let rating = t!(lang, "accounts-column-rating");
        let games = t!(lang, "accounts-column-games");
        // Each column as wide as its heading at least.
        let (wp, wr, wg) = (
            player.chars().count().max(16),
            rating.chars().count().max(7),
            games.chars().count().max(6),
        );
        if rows.is_empty() {
            reply.push_str(&format!("  {}\n", t!(lang, "accounts-no-finished-boards")));
        } else {
            reply.push_str(&format!(
                "  {:>4}  {player:<wp$} {rating:>wr$} {games:>wg$}\n",
                ""
            ));
        }
        for (i, r) in rows.iter().enumerate() {
            reply.push_str(&format!(
                "  {:>4}. {:<wp$} {:>wr$.1} {:>wg$}\n",
                i + 1,
                r.userid,
                r.rating,
                r.played()
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

//! `GAME seeks`: the open seeks of that game, oldest first: each one's
//! number, player, rating, board options, rating range, how long it has
//! waited and when a robot takes it. Anyone may ask; it shows user ids
//! and never an address. At most [`LISTED`] are shown.

use crate::applied::{ApplyError, CommandError, Done};
use crate::commands::context::Ctx;
use crate::commands::words::{DEFAULT_FORFEIT_DAYS, DEFAULT_NAG_DAYS};
use crate::language::duration_text;
use crate::msg;
use crate::seeks::{self, LISTED};
use crate::store::seeks as stored;

/// `GAME seeks`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seeks {
    pub game: &'static str,
}

impl Seeks {
    /// Takes no arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Seeks, CommandError> {
        if args.is_empty() {
            Ok(Seeks { game })
        } else {
            Err(CommandError::game(
                game,
                msg!("accounts-write-just", form = format!("{game} seeks")),
            ))
        }
    }

    /// Lists the open seeks.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let game = self.game;
        let c = ctx.db.conn().await?;
        let open = stored::open_of_game(&mut *c, game, LISTED).await?;
        if open.is_empty() {
            return Ok(Done {
                reply: crate::tln!(ctx.lang, "seeks-none", game = game),
                ..Default::default()
            });
        }
        let mut reply = crate::tln!(ctx.lang, "seeks-head", game = game);
        for s in &open {
            let rating = seeks::rating_of(&mut *c, game, &s.userid).await?;
            let line = crate::t!(
                ctx.lang,
                "seeks-line",
                seek = s.id,
                user = &s.userid,
                rating = format!("{rating:.0}"),
                options = seeks::options_text(s, DEFAULT_NAG_DAYS, DEFAULT_FORFEIT_DAYS),
                range = seeks::range_of(s).text(rating),
                age = duration_text(ctx.now - s.created_at),
                robot = s.robot_days.unwrap_or(0),
            );
            reply.push_str(&format!("  {line}\n"));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

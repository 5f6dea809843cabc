//! `GAME tournament leave NAME userid password`: takes the player out of
//! a tournament before it starts; after the start nobody leaves (their
//! boards are played or lost on time as usual).

use super::entry::Entry;
use crate::applied::{ApplyError, Done};
use crate::commands::context::Ctx;
use crate::msg;
use crate::store::tournaments;

/// `GAME tournament leave NAME userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leave(pub Entry);

impl Leave {
    /// Takes the player out.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.0;
        e.authenticate(ctx).await?;
        let tour = e.tournament(ctx).await?;
        if tour.status != "open" {
            return Err(e.refuse(msg!(
                "tournament-leave-closed",
                game = e.game,
                name = &e.name
            )));
        }
        let c = ctx.db.conn().await?;
        if !tournaments::remove_player(&mut *c, tour.id, &e.userid).await? {
            return Err(e.refuse(msg!(
                "tournament-not-in",
                user = &e.userid,
                game = e.game,
                name = &e.name
            )));
        }
        let count = tournaments::count_players(c, tour.id).await?;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "tournament-left",
                user = &e.userid,
                game = e.game,
                name = &e.name,
                count = count
            ),
            ..Default::default()
        })
    }
}

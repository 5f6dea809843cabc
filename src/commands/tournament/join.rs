//! `GAME tournament join NAME userid password`: enters a confirmed player
//! (not signed off) while the tournament is open and not full (entrants
//! who signed off or were deleted since they joined are taken out first).

use super::entry::enter;
use super::entry::{Entry, may_play};
use crate::applied::{ApplyError, Done};
use crate::commands::context::Ctx;

/// `GAME tournament join NAME userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Join(pub Entry);

impl Join {
    /// Enters the player.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.0;
        let standing = e.authenticate(ctx).await?;
        may_play(ctx, e.game, &e.userid, &standing).await?;
        let tour = e.tournament(ctx).await?;
        enter(ctx, e, &tour, &e.userid).await
    }
}

//! `GAME tournament join NAME userid password`: enters a confirmed player
//! (not signed off) while the tournament is open and not full (entrants
//! who signed off or were deleted since they joined are taken out first).

use super::{Entry, may_play, still_playing};
use crate::commands::{ApplyError, Ctx, Done};
use crate::msg;
use crate::store::tournaments::{self, TournamentRow};

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

/// Enters `user` into the open tournament `tour` when it has room and
/// they are not in it yet; the reply says how many are in it now.
pub(super) async fn enter(
    ctx: &mut Ctx<'_>,
    e: &Entry,
    tour: &TournamentRow,
    user: &str,
) -> Result<Done, ApplyError> {
    if tour.status != "open" {
        return Err(e.refuse(msg!(
            "tournament-join-closed",
            game = e.game,
            name = &e.name
        )));
    }
    // Those who signed off or were deleted since they joined hold no seat.
    let players = still_playing(ctx, tour).await?;
    if players.iter().any(|p| p == user) {
        return Err(e.refuse(msg!(
            "tournament-already-in",
            user = user,
            game = e.game,
            name = &e.name
        )));
    }
    let count = players.len() as i64;
    if count >= tour.max_players {
        return Err(e.refuse(msg!(
            "tournament-full",
            game = e.game,
            name = &e.name,
            max = tour.max_players
        )));
    }
    tournaments::add_player(ctx.db.conn().await?, tour.id, user).await?;
    Ok(Done {
        reply: crate::tln!(
            ctx.lang,
            "tournament-joined",
            user = user,
            game = e.game,
            name = &e.name,
            count = count + 1,
            max = tour.max_players
        ),
        ..Default::default()
    })
}

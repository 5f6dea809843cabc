//! `GAME tournament cancel NAME userid password`: the organiser closes a
//! tournament that has not started. It is gone, its name free again and
//! the organiser's count lower, and every player still entered is told by
//! mail. A started tournament is played to its end: its results are
//! nobody's to undo.

use super::entry::{Entry, still_playing};
use crate::applied::{ApplyError, Done};
use crate::commands::context::Ctx;
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::tournaments::{self, Recipient, TournamentRow};

/// `GAME tournament cancel NAME userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cancel(pub Entry);

impl Cancel {
    /// Removes the tournament and tells its players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.0;
        e.authenticate(ctx).await?;
        let tour = e.organised(ctx).await?;
        if tour.status != "open" {
            return Err(e.refuse(msg!(
                "tournament-cancel-closed",
                game = e.game,
                name = &e.name
            )));
        }
        let players = still_playing(ctx, &tour).await?;
        let c = ctx.db.conn().await?;
        let recipients = tournaments::recipients(&mut *c, &players).await?;
        tournaments::remove_open(c, tour.id).await?;
        let notices: Vec<Draft> = recipients
            .iter()
            .filter(|r| r.userid != e.userid)
            .filter_map(|r| notice(&tour, r))
            .collect();
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "tournament-cancelled",
                game = e.game,
                name = &e.name,
                count = notices.len()
            ),
            board_mails: notices,
            ..Default::default()
        })
    }
}

/// The mail that tells an entered player, in their language; none for a
/// robot or a player without an address that takes mail.
fn notice(tour: &TournamentRow, r: &Recipient) -> Option<Draft> {
    Some(Draft {
        to: r.address.clone()?,
        subject: format!("{} tournament {} cancelled", tour.game, tour.name),
        body: crate::tln!(
            r.language,
            "tournament-cancelled-notice",
            organiser = &tour.organiser,
            game = &tour.game,
            name = &tour.name
        ),
        language: Some(r.language),
        ..Default::default()
    })
}

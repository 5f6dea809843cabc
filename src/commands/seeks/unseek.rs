//! `GAME unseek SEEK userid password`: withdraws one's own open seek.

use super::entry::Entry;
use crate::applied::{ApplyError, Done};
use crate::commands::context::Ctx;
use crate::msg;
use crate::store::seeks;

/// `GAME unseek SEEK userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unseek(pub Entry);

impl Unseek {
    /// Reads the arguments.
    pub fn parse(
        game: &'static str,
        args: &[&str],
    ) -> Result<Unseek, crate::applied::CommandError> {
        Entry::parse(game, "unseek", args).map(Unseek)
    }

    /// Withdraws the seek.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.0;
        e.authenticate(ctx).await?;
        let s = e.open_seek(ctx).await?;
        if s.userid != e.userid {
            return Err(e.refuse(msg!(
                "seek-not-yours",
                game = e.game,
                seek = s.id,
                owner = &s.userid
            )));
        }
        let c = ctx.db.conn().await?;
        if !seeks::close(c, s.id, "withdrawn", ctx.now, None, None).await? {
            return Err(
                anyhow::anyhow!("seek {} closed while its game's turn was held", s.id).into(),
            );
        }
        Ok(Done {
            reply: crate::tln!(ctx.lang, "seek-withdrawn", game = e.game, seek = s.id),
            ..Default::default()
        })
    }
}

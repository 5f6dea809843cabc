//! `GAME take SEEK userid password`: takes another player's open seek;
//! the board starts at once, the seeker (who waited longer) moving first.
//! The taker's rating must be inside the seek's range (a player without
//! a finished game of that game counts [`UNRATED`]), and the board counts
//! among the boards a day the sender's address may start.
//!
//! Two players taking one seek at the same moment start one board: the
//! second finds it taken (see [`crate::store::seeks::take_turn`]).
//!
//! [`UNRATED`]: crate::seeks::UNRATED

use super::entry::{Entry, boards_left_today, may_seek};
use crate::applied::{ApplyError, Done};
use crate::commands::context::Ctx;
use crate::msg;
use crate::seeks::{self, Start};

/// `GAME take SEEK userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Take(pub Entry);

impl Take {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Take, crate::applied::CommandError> {
        Entry::parse(game, "take", args).map(Take)
    }

    /// Takes the seek and starts its board.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.0;
        let standing = e.authenticate(ctx).await?;
        may_seek(ctx, e.game, &e.userid, &standing).await?;
        let s = e.open_seek(ctx).await?;
        if s.userid == e.userid {
            return Err(e.refuse(msg!(
                "seek-own",
                game = e.game,
                seek = s.id,
                user = &e.userid
            )));
        }
        let c = ctx.db.conn().await?;
        if !seeks::fits(&mut *c, &s, &e.userid).await? {
            let own = seeks::rating_of(&mut *c, e.game, &s.userid).await?;
            let rating = seeks::rating_of(&mut *c, e.game, &e.userid).await?;
            return Err(e.refuse(msg!(
                "seek-out-of-range",
                game = e.game,
                seek = s.id,
                user = &e.userid,
                rating = format!("{rating:.0}"),
                range = seeks::range_of(&s).text(own)
            )));
        }
        boards_left_today(ctx, e.game).await?;
        let c = ctx.db.conn().await?;
        let (started, board_mails) = seeks::start_from(
            c,
            &s,
            &e.userid,
            Start::Taken,
            Some(ctx.sender),
            ctx.domain,
            ctx.now,
        )
        .await?;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "seek-taken",
                game = e.game,
                seek = s.id,
                seeker = &s.userid,
                board = started.row.board,
            ),
            board_mails,
            ..Default::default()
        })
    }
}

//! `GAME move BOARD userid password reject`: declines the opponent's draw
//! offer or undo request. Refused when nothing waits, or when the one who
//! offered rejects (an offer is withdrawn only by the answer or by a
//! move). The answer is mailed to both players.

use super::accept::offer_to_answer;
use super::board::{authorize, load};
use super::propose::{comment_paragraph, offer_name};
use super::{ApplyError, Ctx, Done};
use crate::store::boards;

/// `GAME move BOARD userid password reject`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reject {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl Reject {
    /// Removes the offer and tells both players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx, game, board).await?;
        authorize(ctx, &loaded, &self.userid, &self.password).await?;
        let offer = offer_to_answer(ctx, &loaded, &self.userid, "reject").await?;
        let c = ctx.db.conn().await?;
        boards::clear_offers(c, board).await?;
        loaded.waiting = boards::waiting(c, board).await?;
        let what = offer_name(&offer.kind);
        let body = format!(
            "{} declined the {what} of {} on {game} Board {board}; the game goes on.\n{}",
            self.userid,
            offer.userid,
            comment_paragraph(ctx, &self.userid)
        );
        let board_mails = loaded.notice(
            &format!("{game} Board {board} {what} declined by {}", self.userid),
            &crate::language::Msg::verbatim(body.clone()),
        );
        Ok(Done {
            reply: format!(
                "You declined the {what} of {} on {game} Board {board}.\n",
                offer.userid
            ),
            board_mails,
            ..Default::default()
        })
    }
}

//! `GAME move BOARD userid password reject`: declines the opponent's draw
//! offer or undo request. Refused when nothing waits, or when the one who
//! offered rejects (an offer is withdrawn only by the answer or by a
//! move). The answer is mailed to both players.

use super::context::Ctx;
use crate::applied::{ApplyError, Done};
use crate::boards::offers::{notice_body, offer_msg, offer_name, offer_to_answer};
use crate::boards::{authorize, load};
use crate::msg;
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
        let mut loaded = load(ctx.db, game, board).await?;
        authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        let offer = offer_to_answer(ctx.db, &loaded, &self.userid, "reject").await?;
        let c = ctx.db.conn().await?;
        boards::clear_offers(c, board).await?;
        loaded.waiting = boards::waiting(c, board).await?;
        let body = notice_body(
            ctx.comment,
            &self.userid,
            msg!(
                "play-offer-declined-notice",
                user = &self.userid,
                what = offer_msg(&offer.kind),
                requester = &offer.userid,
                game = game,
                board = board,
            ),
        );
        let board_mails = loaded.notice(
            &format!(
                "{game} Board {board} {} declined by {}",
                offer_name(&offer.kind),
                self.userid
            ),
            &body,
        );
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-offer-declined",
                what = offer_msg(&offer.kind),
                requester = &offer.userid,
                game = game,
                board = board,
            ),
            board_mails,
            ..Default::default()
        })
    }
}

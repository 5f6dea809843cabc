//! `GAME move BOARD userid password propose`: offers a draw.
//!
//! The offer waits in `offers` until the opponent answers it with
//! `accept` (the board ends drawn) or `reject`, or until any move on the
//! board declines it. One offer (a draw offer or an undo request) waits on
//! a board at a time: a second one is refused until the first is answered,
//! so that `accept` and `reject` always mean one thing. The offer is
//! mailed to both players.

use super::context::Ctx;
use crate::applied::{ApplyError, Done};
use crate::boards::offers::{no_offer_waiting, notice_body};
use crate::boards::{authorize, ensure_running, load};
use crate::msg;
use crate::store::boards;

/// `GAME move BOARD userid password propose`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Propose {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl Propose {
    /// Records the offer and tells both players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx.db, game, board).await?;
        let seat = authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, crate::msg!("play-over-no-draw"))?;
        no_offer_waiting(ctx.db, &loaded, &self.userid).await?;
        let offer = boards::Offer {
            kind: "draw".into(),
            userid: self.userid.clone(),
            moves: loaded.moves.len() as i64,
        };
        boards::put_offer(ctx.db.conn().await?, board, &offer, ctx.now).await?;
        let opponent = loaded.row.players()[1 - seat].to_string();
        let body = notice_body(
            ctx.comment,
            &self.userid,
            msg!(
                "play-draw-offered",
                user = &self.userid,
                game = game,
                board = board,
                opponent = &opponent,
            ),
        );
        let board_mails = loaded.notice(
            &format!("{game} Board {board} draw offered by {}", self.userid),
            &body,
        );
        loaded.waiting = true;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-draw-offer-sent",
                opponent = &opponent,
                game = game,
                board = board,
            ),
            board_mails,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::language::Language;
    use crate::msg;

    #[test]
    fn a_notice_ends_its_line_and_carries_the_comment() {
        let text = msg!(
            "play-draw-offered",
            user = "alice",
            game = "yinsh",
            board = 101,
            opponent = "bob",
        );
        let en = Language::ENGLISH;
        assert_eq!(
            en.text(&msg!("play-notice", text = text.clone())),
            "alice offers a draw on yinsh Board 101.\n\nbob may accept it (the board ends drawn) with:\n  yinsh move 101 bob PASSWORD accept\nor decline it with:\n  yinsh move 101 bob PASSWORD reject\nAny move on the board declines it too.\n"
        );
        let with = msg!(
            "play-notice-comment",
            text = text,
            user = "alice",
            comment = "good game\nso far",
        );
        assert!(
            en.text(&with)
                .ends_with("declines it too.\n\nalice writes:\ngood game\nso far\n")
        );
        let fr = Language::from_code("fr").unwrap().text(&with);
        assert!(
            fr.starts_with("alice propose la nulle dans la partie 101 de yinsh."),
            "{fr}"
        );
        assert!(
            fr.ends_with("\n\nalice écrit :\ngood game\nso far\n"),
            "{fr}"
        );
    }

    #[test]
    fn moves_taken_back_are_one_or_a_span() {
        let en = Language::ENGLISH;
        let one = msg!(
            "play-took-back",
            user = "bob",
            from = 7,
            last = 7,
            count = 1
        );
        assert_eq!(en.text(&one), "bob took back move 7");
        let two = msg!(
            "play-took-back",
            user = "bob",
            from = 7,
            last = 8,
            count = 2
        );
        assert_eq!(en.text(&two), "bob took back moves 7 to 8");
        let asked = msg!(
            "play-undo-asked",
            user = "bob",
            from = 7,
            last = 8,
            count = 2,
            game = "rin",
            board = 5,
            opponent = "carol",
        );
        assert_eq!(
            en.text(&asked),
            "bob asks to take back bob's move 7 on rin Board 5 (moves 7 to 8 would be removed).\n\ncarol may allow it with:\n  rin move 5 carol PASSWORD accept\nor refuse it with:\n  rin move 5 carol PASSWORD reject\nAny move on the board refuses it too."
        );
    }
}

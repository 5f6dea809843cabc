//! `GAME move BOARD userid password undo`: asks to take back your last
//! move.
//!
//! Possible while the requester's last move is the last entry of the log,
//! or the second-to-last (followed by one move of the opponent): taking it
//! back removes it and every later entry. The request waits in `offers`
//! (kind `undo`) until the opponent answers `accept` or `reject`, or until
//! any move declines it; one offer waits on a board at a time. Not on a
//! finished board. The request is mailed to both players.

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::boards::offers::{no_offer_waiting, notice_body, takeable};
use crate::boards::{authorize, ensure_running, load};
use crate::msg;
use crate::store::boards;

/// `GAME move BOARD userid password undo`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undo {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl Undo {
    /// Records the request and tells both players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx.db, game, board).await?;
        let seat = authorize(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, crate::msg!("play-over-no-undo"))?;
        let number =
            takeable(&loaded, &self.userid).map_err(|e| CommandError::board(game, board, e))?;
        no_offer_waiting(ctx.db, &loaded, &self.userid).await?;
        let offer = boards::Offer {
            kind: "undo".into(),
            userid: self.userid.clone(),
            moves: loaded.moves.len() as i64,
        };
        boards::put_offer(ctx.db.conn().await?, board, &offer, ctx.now).await?;
        let opponent = loaded.row.players()[1 - seat].to_string();
        let last = loaded.moves.len();
        let body = notice_body(
            ctx.comment,
            &self.userid,
            msg!(
                "play-undo-asked",
                user = &self.userid,
                from = number,
                last = last,
                count = last as i64 - number + 1,
                game = game,
                board = board,
                opponent = &opponent,
            ),
        );
        let board_mails = loaded.notice(
            &format!("{game} Board {board} undo asked by {}", self.userid),
            &body,
        );
        loaded.waiting = true;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-undo-asked-sent",
                opponent = &opponent,
                number = number,
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
    use crate::boards::offers::takeable_in;
    use crate::store::MoveRow;

    fn log(players: &[&str]) -> Vec<MoveRow> {
        players
            .iter()
            .enumerate()
            .map(|(i, p)| MoveRow {
                number: i as i64 + 1,
                userid: p.to_string(),
                text: "m".into(),
                comment: String::new(),
            })
            .collect()
    }

    #[test]
    fn only_a_last_move_or_one_followed_by_one_reply() {
        let l = log(&["alice", "bob", "alice"]);
        assert_eq!(takeable_in(&l, 101, "alice"), Ok(3));
        assert_eq!(takeable_in(&l, 101, "bob"), Ok(2));
        assert!(
            takeable_in(&l, 101, "carol")
                .unwrap_err()
                .to_string()
                .contains("no move")
        );
        // A double turn (as in Rin): bob's move 2 is followed by two.
        let l = log(&["alice", "bob", "alice", "alice"]);
        let e = takeable_in(&l, 101, "bob").unwrap_err().to_string();
        assert!(e.contains("move 2, and 2 moves follow it"), "{e}");
        assert_eq!(takeable_in(&l, 101, "alice"), Ok(4));
        assert!(takeable_in(&[], 101, "alice").is_err());
    }
}

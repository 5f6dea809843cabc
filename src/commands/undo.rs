//! `GAME move BOARD userid password undo`: asks to take back your last
//! move.
//!
//! Possible while the requester's last move is the last entry of the log,
//! or the second-to-last (followed by one move of the opponent): taking it
//! back removes it and every later entry. The request waits in `offers`
//! (kind `undo`) until the opponent answers `accept` or `reject`, or until
//! any move declines it; one offer waits on a board at a time. Not on a
//! finished board. The request is mailed to both players.

use super::board::{Loaded, authorize, ensure_running, load};
use super::propose::{comment_paragraph, no_offer_waiting};
use super::{ApplyError, CommandError, Ctx, Done};
use crate::store::{MoveRow, boards};

/// `GAME move BOARD userid password undo`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undo {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

/// The number of `userid`'s last move on a board, when it may be taken
/// back: it is the last or the second-to-last entry of the log.
pub fn takeable(loaded: &Loaded, userid: &str) -> Result<i64, String> {
    takeable_in(&loaded.moves, loaded.row.board, userid)
}

/// [`takeable`] for a move log.
pub fn takeable_in(moves: &[MoveRow], board: i64, userid: &str) -> Result<i64, String> {
    let Some(i) = moves.iter().rposition(|m| m.userid == userid) else {
        return Err(format!("you have no move on board {board} to take back"));
    };
    let n = moves.len();
    if i + 2 < n {
        return Err(format!(
            "your last move on board {board} is move {}, and {} moves follow it; only a last move, or one followed by a single move of the opponent, can be taken back",
            moves[i].number,
            n - 1 - i
        ));
    }
    Ok(moves[i].number)
}

impl Undo {
    /// Records the request and tells both players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx, game, board).await?;
        let seat = authorize(ctx, &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, "no move can be taken back")?;
        let number =
            takeable(&loaded, &self.userid).map_err(|e| CommandError::board(game, board, e))?;
        no_offer_waiting(ctx, &loaded, &self.userid).await?;
        let offer = boards::Offer {
            kind: "undo".into(),
            userid: self.userid.clone(),
            moves: loaded.moves.len() as i64,
        };
        boards::put_offer(ctx.db.conn().await?, board, &offer, ctx.now).await?;
        let opponent = loaded.row.players()[1 - seat].to_string();
        let last = loaded.moves.len();
        let span = if number as usize == last {
            format!("move {number}")
        } else {
            format!("moves {number} to {last}")
        };
        let body = format!(
            "{me} asks to take back {me}'s move {number} on {game} Board {board} ({span} would be removed).\n\n{opponent} may allow it with:\n  {game} move {board} {opponent} PASSWORD accept\nor refuse it with:\n  {game} move {board} {opponent} PASSWORD reject\nAny move on the board refuses it too.\n{comment}",
            me = self.userid,
            comment = comment_paragraph(ctx, &self.userid),
        );
        let board_mails = loaded.notice(
            &format!("{game} Board {board} undo asked by {}", self.userid),
            &crate::language::Msg::verbatim(body.clone()),
        );
        loaded.waiting = true;
        Ok(Done {
            reply: format!(
                "You asked {opponent} to let you take back move {number} on {game} Board {board}; both of you are told by mail.\n"
            ),
            board_mails,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                .contains("no move")
        );
        // A double turn (as in Rin): bob's move 2 is followed by two.
        let l = log(&["alice", "bob", "alice", "alice"]);
        let e = takeable_in(&l, 101, "bob").unwrap_err();
        assert!(e.contains("move 2, and 2 moves follow it"), "{e}");
        assert_eq!(takeable_in(&l, 101, "alice"), Ok(4));
        assert!(takeable_in(&[], 101, "alice").is_err());
    }
}

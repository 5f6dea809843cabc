//! Offers waiting on a board: a draw offer or a request to take back a
//! move, one at a time, answered by the other player; what they are
//! called, whether one may be made or answered, and which move may be
//! taken back.

use super::Loaded;
use crate::applied::{ApplyError, CommandError};
use crate::language::Msg;
use crate::msg;
use crate::store::{MailTx, MoveRow, boards};

/// What an offer of `kind` is called in mails, as a message.
pub fn offer_msg(kind: &str) -> Msg {
    msg!("play-offer-name", kind = kind)
}

/// What an offer of `kind` is called in subjects (English, as every
/// subject).
pub fn offer_name(kind: &str) -> &'static str {
    match kind {
        "undo" => "request to take back a move",
        _ => "draw offer",
    }
}

/// Refuses a new offer while one waits on the board; `Ok` when none does.
pub async fn no_offer_waiting(
    db: &mut MailTx,
    loaded: &Loaded,
    userid: &str,
) -> Result<(), ApplyError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    let Some(o) = boards::offer(db.conn().await?, board).await? else {
        return Ok(());
    };
    let what = offer_msg(&o.kind);
    let message = if o.userid == userid {
        msg!("play-own-offer-waiting", what = what, board = board)
    } else {
        msg!(
            "play-offer-waiting",
            user = &o.userid,
            what = what,
            board = board,
            game = game,
            me = userid,
        )
    };
    Err(CommandError::board(game, board, message).into())
}

/// A notice's text: `text`, a line end, and `comment` (the command's) as
/// a paragraph when there is one.
pub fn notice_body(comment: &str, userid: &str, text: Msg) -> Msg {
    let c = comment.trim();
    if c.is_empty() {
        msg!("play-notice", text = text)
    } else {
        msg!(
            "play-notice-comment",
            text = text,
            user = userid,
            comment = c
        )
    }
}

/// The offer waiting on the board that `userid` may answer; refuses when
/// there is none or when it is `userid`'s own.
pub async fn offer_to_answer(
    db: &mut MailTx,
    loaded: &Loaded,
    userid: &str,
    answer: &str,
) -> Result<boards::Offer, ApplyError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    let offer = boards::offer(db.conn().await?, board).await?;
    let Some(o) = offer else {
        return Err(CommandError::board(
            game,
            board,
            msg!(
                "play-nothing-to-answer",
                answer = answer,
                board = board,
                game = game,
                user = userid,
            ),
        )
        .into());
    };
    if o.userid == userid {
        return Err(CommandError::board(
            game,
            board,
            msg!(
                "play-offer-is-yours",
                what = offer_msg(&o.kind),
                board = board,
                answer = answer,
            ),
        )
        .into());
    }
    Ok(o)
}

/// The number of `userid`'s last move on a board, when it may be taken
/// back: it is the last or the second-to-last entry of the log.
pub fn takeable(loaded: &Loaded, userid: &str) -> Result<i64, Msg> {
    takeable_in(&loaded.moves, loaded.row.board, userid)
}

/// [`takeable`] for a move log.
pub fn takeable_in(moves: &[MoveRow], board: i64, userid: &str) -> Result<i64, Msg> {
    let Some(i) = moves.iter().rposition(|m| m.userid == userid) else {
        return Err(msg!("play-no-move-to-take-back", board = board));
    };
    let n = moves.len();
    if i + 2 < n {
        return Err(msg!(
            "play-undo-too-late",
            board = board,
            number = moves[i].number,
            count = n - 1 - i,
        ));
    }
    Ok(moves[i].number)
}

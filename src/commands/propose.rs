//! `GAME move BOARD userid password propose`: offers a draw.
//!
//! The offer waits in `offers` until the opponent answers it with
//! `accept` (the board ends drawn) or `reject`, or until any move on the
//! board declines it. One offer (a draw offer or an undo request) waits on
//! a board at a time: a second one is refused until the first is answered,
//! so that `accept` and `reject` always mean one thing. The offer is
//! mailed to both players.

use super::board::{Loaded, authorize, ensure_running, load};
use super::{ApplyError, CommandError, Ctx, Done};
use crate::store::boards;

/// `GAME move BOARD userid password propose`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Propose {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

/// What an offer of `kind` is called in mails.
pub(crate) fn offer_name(kind: &str) -> &'static str {
    match kind {
        "undo" => "request to take back a move",
        _ => "draw offer",
    }
}

/// Refuses a new offer while one waits on the board; `Ok` when none does.
pub(crate) async fn no_offer_waiting(
    ctx: &mut Ctx<'_>,
    loaded: &Loaded,
    userid: &str,
) -> Result<(), ApplyError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    let Some(o) = boards::offer(ctx.db.conn().await?, board).await? else {
        return Ok(());
    };
    let what = offer_name(&o.kind);
    let message = if o.userid == userid {
        format!("your {what} on board {board} still waits for an answer; one offer waits at a time")
    } else {
        format!(
            "{} made a {what} on board {board}; answer it first with {game} move {board} {userid} PASSWORD accept (or reject)",
            o.userid
        )
    };
    Err(CommandError::board(game, board, message).into())
}

/// The comment of the command as a paragraph for a notice (empty when
/// there is none).
pub(crate) fn comment_paragraph(ctx: &Ctx<'_>, userid: &str) -> String {
    let c = ctx.comment.trim();
    if c.is_empty() {
        String::new()
    } else {
        format!("\n{userid} writes:\n{c}\n")
    }
}

impl Propose {
    /// Records the offer and tells both players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let mut loaded = load(ctx, game, board).await?;
        let seat = authorize(ctx, &loaded, &self.userid, &self.password).await?;
        ensure_running(&loaded, "no draw can be offered")?;
        no_offer_waiting(ctx, &loaded, &self.userid).await?;
        let offer = boards::Offer {
            kind: "draw".into(),
            userid: self.userid.clone(),
            moves: loaded.moves.len() as i64,
        };
        boards::put_offer(ctx.db.conn().await?, board, &offer, ctx.now).await?;
        let opponent = loaded.row.players()[1 - seat].to_string();
        let body = format!(
            "{me} offers a draw on {game} Board {board}.\n\n{opponent} may accept it (the board ends drawn) with:\n  {game} move {board} {opponent} PASSWORD accept\nor decline it with:\n  {game} move {board} {opponent} PASSWORD reject\nAny move on the board declines it too.\n{comment}",
            me = self.userid,
            comment = comment_paragraph(ctx, &self.userid),
        );
        let board_mails = loaded.notice(
            &format!("{game} Board {board} draw offered by {}", self.userid),
            &crate::language::Msg::verbatim(body.clone()),
        );
        loaded.waiting = true;
        Ok(Done {
            reply: format!(
                "You offered {opponent} a draw on {game} Board {board}; both of you are told by mail.\n"
            ),
            board_mails,
            ..Default::default()
        })
    }
}

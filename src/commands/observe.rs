//! `GAME observe BOARD userid password` / `GAME unobserve ...`: the player
//! gets (or stops getting) a copy of each board mail of that board, at
//! their first confirmed address, marked as an observer's copy. Players of
//! the board cannot observe it, nor can anyone observe a finished board;
//! a board has at most [`MAX_OBSERVERS`] observers. `unobserve` works on
//! finished boards too.

use super::board::{
    board_text, board_user_password, check_password_on, ensure_running, load, seat_of,
};
use super::{ApplyError, Command, CommandError, Ctx, Done};
use crate::store::{self, boards};

/// Observers a board has at most.
pub const MAX_OBSERVERS: usize = 20;

/// `GAME observe BOARD userid password` (or `unobserve` when `stop`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observe {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
    /// `unobserve`.
    pub stop: bool,
}

impl Observe {
    /// Reads the arguments of `observe` (or `unobserve` when `stop`).
    pub fn parse(game: &'static str, args: &[&str], stop: bool) -> Result<Command, CommandError> {
        let word = if stop { "unobserve" } else { "observe" };
        let form = format!("{game} {word} BOARD userid password");
        let (board, userid, password) = board_user_password(game, args, &form)?;
        Ok(Command::Observe(Observe {
            game,
            board,
            userid,
            password,
            stop,
        }))
    }

    /// Adds or removes the observer.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let loaded = load(ctx, game, board).await?;
        check_password_on(ctx, &loaded, &self.userid, &self.password).await?;
        let bad = |why: String| ApplyError::User(CommandError::board(game, board, why));
        let me = self.userid.clone();
        if self.stop {
            if !boards::remove_observer(ctx.db.conn().await?, board, &me).await? {
                return Err(bad(format!("'{me}' does not observe board {board}")));
            }
            return Ok(Done {
                reply: format!("You no longer observe {game} Board {board}.\n"),
                ..Default::default()
            });
        }
        if seat_of(&loaded.row, &me).is_some() {
            return Err(bad(format!(
                "'{me}' plays on board {board} and gets its mails already; only others can observe it"
            )));
        }
        ensure_running(&loaded, "there is nothing more to observe")?;
        if loaded.observers.iter().any(|o| o.userid == me) {
            return Err(bad(format!("'{me}' observes board {board} already")));
        }
        if loaded.observers.len() >= MAX_OBSERVERS {
            return Err(bad(format!(
                "board {board} has {MAX_OBSERVERS} observers, the most a board has"
            )));
        }
        if store::addresses_of(ctx.db.conn().await?, &me)
            .await?
            .is_empty()
        {
            return Err(bad(format!(
                "'{me}' has no confirmed address to send board {board}'s mails to"
            )));
        }
        if !boards::add_observer(ctx.db.conn().await?, board, &me).await? {
            return Err(bad(format!("'{me}' observes board {board} already")));
        }
        let reply = format!(
            "You now observe {game} Board {board}: each of its board mails comes to you too.\nTo stop: {game} unobserve {board} {me} PASSWORD\n\n{}",
            board_text(&loaded.row, &loaded.moves, loaded.game.as_ref(), &[])
        );
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

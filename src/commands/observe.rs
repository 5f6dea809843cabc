//! `GAME observe BOARD userid password` / `GAME unobserve ...`: the player
//! gets (or stops getting) a copy of each board mail of that board, at
//! their first confirmed address, marked as an observer's copy. Players of
//! the board cannot observe it, nor can anyone observe a finished board;
//! a board has at most [`MAX_OBSERVERS`] observers. `unobserve` works on
//! finished boards too.

use super::context::Ctx;
use super::words::board_user_password_msg;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::board_text_in;
use crate::boards::{check_password_on, ensure_running, load, seat_of};
use crate::language::Msg;
use crate::msg;
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
    pub fn parse(game: &'static str, args: &[&str], stop: bool) -> Result<Observe, CommandError> {
        let word = if stop { "unobserve" } else { "observe" };
        let form = Msg::verbatim(format!("{game} {word} BOARD userid password"));
        let (board, userid, password) = board_user_password_msg(game, args, form)?;
        Ok(Observe {
            game,
            board,
            userid,
            password,
            stop,
        })
    }

    /// Adds or removes the observer.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let loaded = load(ctx.db, game, board).await?;
        check_password_on(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        let bad = |why: Msg| ApplyError::User(CommandError::board(game, board, why));
        let me = self.userid.clone();
        if self.stop {
            if !boards::remove_observer(ctx.db.conn().await?, board, &me).await? {
                return Err(bad(msg!("play-not-observing", user = &me, board = board)));
            }
            return Ok(Done {
                reply: crate::tln!(ctx.lang, "play-unobserved", game = game, board = board),
                ..Default::default()
            });
        }
        if seat_of(&loaded.row, &me).is_some() {
            return Err(bad(msg!(
                "play-observe-own-board",
                user = &me,
                board = board
            )));
        }
        ensure_running(&loaded, crate::msg!("play-over-nothing-to-observe"))?;
        if loaded.observers.iter().any(|o| o.userid == me) {
            return Err(bad(msg!(
                "play-observing-already",
                user = &me,
                board = board
            )));
        }
        if loaded.observers.len() >= MAX_OBSERVERS {
            return Err(bad(msg!(
                "play-observers-full",
                board = board,
                count = MAX_OBSERVERS
            )));
        }
        if store::addresses_of(ctx.db.conn().await?, &me)
            .await?
            .is_empty()
        {
            return Err(bad(msg!(
                "play-observe-no-address",
                user = &me,
                board = board
            )));
        }
        if !boards::add_observer(ctx.db.conn().await?, board, &me).await? {
            return Err(bad(msg!(
                "play-observing-already",
                user = &me,
                board = board
            )));
        }
        let reply = format!(
            "{}\n\n{}",
            crate::t!(
                ctx.lang,
                "play-observing",
                game = game,
                board = board,
                user = &me,
            ),
            board_text_in(
                ctx.lang,
                &loaded.row,
                &loaded.moves,
                loaded.game.as_ref(),
                &[],
                false
            )
        );
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

//! `GAME analyse BOARD userid password` (also `analyze`): the robot's
//! analysis of a finished board, mailed to that player (spec/analysis.md).
//!
//! Only a finished board is analysed, whoever asks (an engine's help
//! during a game is not allowed), and only for its players and observers.
//! The search of every position runs on the robots' threads, never on
//! the mail's path: the request is recorded, and the reply says when to
//! expect the mail ([`crate::analysis`], `server/analyses.rs`). A board
//! analysed before is answered at once from what was kept, with no
//! search. A player asks for at most [`PER_DAY`] a day.

use super::context::Ctx;
use super::words::board_user_password_msg;
use crate::accounts::password::authenticate;
use crate::analysis::Analysis;
use crate::analysis::board::{mail_to, positions, seconds_for};
use crate::applied::{ApplyError, CommandError, Done};
use crate::boards::seat_of;
use crate::msg;
use crate::store::{self, analyses, clocks::DAY};

/// Analyses a player may ask for in a day (repeats included).
pub const PER_DAY: i64 = 3;

/// `GAME analyse BOARD userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analyse {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl Analyse {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Analyse, CommandError> {
        let form = msg!("analysis-usage", game = game);
        let (board, userid, password) = board_user_password_msg(game, args, form)?;
        Ok(Analyse {
            game,
            board,
            userid,
            password,
        })
    }

    /// Mails the kept analysis, or asks the robot for it.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board, user) = (self.game, self.board, self.userid.as_str());
        let refuse = |m| -> ApplyError { CommandError::board(game, board, m).into() };
        let found = store::full_game(ctx.db.conn().await?, board).await?;
        let Some(full) = found.filter(|f| f.row.game == game) else {
            return Err(refuse(msg!(
                "board-no-such-board",
                game = game,
                board = board
            )));
        };
        if full.row.status != "over" {
            return Err(refuse(msg!("analysis-running", game = game, board = board)));
        }
        authenticate(&mut ctx.asking(), user, &self.password)
            .await
            .map_err(|e| match e {
                ApplyError::User(e) => refuse(e.message),
                e => e,
            })?;
        let watches = full.observers.iter().any(|o| o.userid == user);
        if seat_of(&full.row, user).is_none() && !watches {
            return Err(refuse(msg!(
                "analysis-not-yours",
                game = game,
                board = board
            )));
        }
        let c = ctx.db.conn().await?;
        let asked = analyses::requests_since(&mut *c, user, ctx.now - DAY).await?;
        if asked >= PER_DAY {
            return Err(refuse(msg!(
                "analysis-per-day",
                user = user,
                count = PER_DAY
            )));
        }
        if analyses::is_waiting(&mut *c, board, user).await? {
            return Err(refuse(msg!(
                "analysis-asked-already",
                user = user,
                game = game,
                board = board
            )));
        }
        if let Some(kept) = analyses::kept(&mut *c, board).await? {
            let a = Analysis::from_json(game, &kept.numbers)?;
            let Some(mail) = mail_to(&mut *c, &full.row, &a, kept.playouts, user).await? else {
                return Err(refuse(msg!("analysis-no-address", user = user)));
            };
            analyses::request(c, board, user, ctx.now, true).await?;
            return Ok(Done {
                reply: crate::tln!(ctx.lang, "analysis-kept", game = game, board = board),
                board_mails: vec![mail],
                ..Default::default()
            });
        }
        let [address, _] = store::first_addresses(&mut *c, [user, user]).await?;
        if address.is_none() {
            return Err(refuse(msg!("analysis-no-address", user = user)));
        }
        let ahead = analyses::boards_waiting_besides(&mut *c, board).await?;
        analyses::request(c, board, user, ctx.now, false).await?;
        let positions = positions(&full.moves);
        let seconds = seconds_for(positions, ctx.config.robots.analysis_playouts);
        let minutes = (seconds * (ahead as u64 + 1)).div_ceil(60).max(1);
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "analysis-queued",
                game = game,
                board = board,
                positions = positions,
                ahead = ahead,
                minutes = minutes
            ),
            ..Default::default()
        })
    }
}

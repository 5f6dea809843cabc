//! `GAME tournament add NAME userid password ROBOT`: the organiser enters
//! a robot (`robot`, `robot-easy`, or an engine of robots.md: any player
//! the server plays for). The robot then plays its boards as it plays
//! any board: it moves whenever it is to move. Each robot is one player,
//! entered once, so the robots' boards of a tournament are bounded by the
//! robots the server has.

use super::entry::enter;
use super::entry::{Entry, form};
use crate::applied::{ApplyError, CommandError, Done};
use crate::commands::context::Ctx;
use crate::commands::words::userid;
use crate::msg;
use crate::store::{accounts, robots};

/// `GAME tournament add NAME userid password ROBOT`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddRobot {
    pub entry: Entry,
    /// The robot's user id.
    pub robot: String,
}

impl AddRobot {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<AddRobot, CommandError> {
        let [_, _, _, robot] = args else {
            return Err(CommandError::game(
                game,
                msg!("write-form", form = form(game, "add")),
            ));
        };
        Ok(AddRobot {
            entry: Entry::first_three(game, "add", args)?,
            robot: userid(robot).map_err(|e| CommandError::game(game, e))?,
        })
    }

    /// Enters the robot.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.entry;
        e.authenticate(ctx).await?;
        let tour = e.organised(ctx).await?;
        let c = ctx.db.conn().await?;
        let gone = accounts::standing(&mut *c, &self.robot)
            .await?
            .is_none_or(|s| s.deleted_at.is_some() || s.retired_at.is_some());
        if gone || !robots::is_robot(c, &self.robot).await? {
            return Err(e.refuse(msg!("tournament-not-a-robot", user = &self.robot)));
        }
        // An engine plays the one game of its entry.
        if let Some(engine) = ctx.config.robots.engine_named(&self.robot)
            && engine.game != e.game
        {
            return Err(e.refuse(msg!(
                "tournament-engine-game",
                user = &self.robot,
                plays = &engine.game,
                game = e.game
            )));
        }
        enter(ctx, e, &tour, &self.robot).await
    }
}

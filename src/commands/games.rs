//! `GAME games [userid ...] [all|active|inactive|next]`: players' boards
//! (with no user id, the sender's own).

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::lists::Which;
use crate::board_mail::lists::list_boards;
use crate::commands::words::players_and_filter;
use crate::language::Msg;
use crate::msg;
use crate::store::{self};

/// `GAME games [userid ...] [all|active|inactive|next]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Games {
    pub game: &'static str,
    /// Empty: the sender's own boards.
    pub userids: Vec<String>,
    pub which: Which,
}

impl Games {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Games, CommandError> {
        let form = Msg::verbatim(format!(
            "{game} games [userid ...] [all|active|inactive|next]"
        ));
        let (userids, which) = players_and_filter(game, args, &form)?;
        Ok(Games {
            game,
            userids,
            which,
        })
    }

    /// Lists the boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let userids = if self.userids.is_empty() {
            let owner = store::owner_of(ctx.db.conn().await?, ctx.sender).await?;
            vec![owner.ok_or_else(|| {
                CommandError::game(self.game, msg!("play-games-name-players", game = self.game))
            })?]
        } else {
            self.userids
        };
        let reply = list_boards(ctx.db, ctx.lang, self.game, &userids, self.which).await?;
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

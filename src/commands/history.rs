//! `GAME history`: finished boards of a game, newest first.

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::msg;
use crate::store;

/// How many boards `history` lists.
pub const LIMIT: i64 = 50;

/// `GAME history`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct History {
    pub game: &'static str,
}

impl History {
    /// Takes no arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<History, CommandError> {
        if args.is_empty() {
            Ok(History { game })
        } else {
            Err(CommandError::game(
                game,
                msg!("play-history-usage", game = game),
            ))
        }
    }

    /// Lists finished boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let rows = store::finished(ctx.db.conn().await?, self.game, LIMIT).await?;
        let mut reply = crate::tln!(
            ctx.lang,
            "play-history-heading",
            game = self.game,
            count = rows.len(),
        );
        for r in rows {
            let result = match r.result.as_deref() {
                Some(res) => crate::board_mail::results::stored_result_msg(res),
                None => msg!("play-over"),
            };
            reply.push_str(&format!(
                "  {:>5}  {} vs {}  {}\n",
                r.board,
                r.player0,
                r.player1,
                ctx.lang.text(&result)
            ));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

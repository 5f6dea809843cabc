//! `GAME games userid [all|active|inactive|next]`: a player's boards.

use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::store;

/// Which boards to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    All,
    Active,
    Inactive,
    Next,
}

/// `GAME games userid [all|active|inactive|next]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Games {
    pub game: &'static str,
    pub userid: String,
    pub which: Which,
}

impl Games {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Games, CommandError> {
        let form = format!("{game} games userid [all|active|inactive|next]");
        let (u, w) = match args {
            [u] => (u, None),
            [u, w] => (u, Some(w.to_ascii_lowercase())),
            _ => return Err(CommandError::game(game, format!("write {form}"))),
        };
        let which = match w.as_deref() {
            None | Some("active") => Which::Active,
            Some("all") => Which::All,
            Some("inactive") => Which::Inactive,
            Some("next") => Which::Next,
            Some(other) => {
                return Err(CommandError::game(
                    game,
                    format!("'{other}' is not one of all, active, inactive, next; write {form}"),
                ));
            }
        };
        Ok(Games {
            game,
            userid: userid(u).map_err(|e| CommandError::game(game, e))?,
            which,
        })
    }

    /// Lists the boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let rows = store::games_of(ctx.db.conn().await?, self.game, &self.userid).await?;
        let rows: Vec<_> = rows
            .into_iter()
            .filter(|r| match self.which {
                Which::All => true,
                Which::Active => r.status == "active",
                Which::Inactive => r.status != "active",
                Which::Next => r.to_move.as_deref() == Some(self.userid.as_str()),
            })
            .collect();
        let which = format!("{:?}", self.which).to_lowercase();
        let mut reply = format!(
            "{} boards of {} ({which}): {}\n",
            self.game,
            self.userid,
            rows.len()
        );
        for r in rows {
            let state = match (&r.result, &r.to_move) {
                (Some(res), _) => format!("over: {res}"),
                (None, Some(t)) => format!("{t} to move"),
                (None, None) => r.status.clone(),
            };
            let opts = if r.options.is_empty() {
                String::new()
            } else {
                format!(" {}", r.options)
            };
            reply.push_str(&format!(
                "  {:>5}  {} vs {}{opts}  {state}\n",
                r.board, r.player0, r.player1
            ));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

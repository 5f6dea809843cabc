//! `all show userid [next|active]`: a player's boards of every game, one
//! line each (game, board, opponent, whose turn or the result): `next`
//! where it is their turn, `active` the running ones, by default all. No
//! password (boards are public).

use super::context::Ctx;
use super::words::userid;
use crate::applied::{ApplyError, CommandError, Done};
use crate::store;
use crate::{msg, t};

/// Which boards `all show` lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    All,
    Active,
    Next,
}

/// `all show userid [next|active]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllShow {
    pub userid: String,
    pub which: Which,
}

const FORM: &str = "all show userid [next|active]";

impl AllShow {
    /// Reads the arguments (after `all`).
    pub fn parse(args: &[&str]) -> Result<AllShow, CommandError> {
        let (u, w) = match args {
            [s, u] if s.eq_ignore_ascii_case("show") => (u, None),
            [s, u, w] if s.eq_ignore_ascii_case("show") => (u, Some(w.to_ascii_lowercase())),
            _ => return Err(CommandError::new(msg!("write-form", form = FORM))),
        };
        let which = match w.as_deref() {
            None | Some("all") => Which::All,
            Some("active") => Which::Active,
            Some("next") => Which::Next,
            Some(other) => {
                return Err(CommandError::new(msg!(
                    "accounts-all-show-not-which",
                    which = other,
                    form = FORM
                )));
            }
        };
        Ok(AllShow {
            userid: userid(u).map_err(CommandError::new)?,
            which,
        })
    }

    /// Lists the boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let u = &self.userid;
        let c = ctx.db.conn().await?;
        if store::password_hash(c, u).await?.is_none() {
            return Err(CommandError::new(msg!("accounts-no-player", user = u)).into());
        }
        let mut rows = Vec::new();
        for game in crate::games::GAMES {
            rows.extend(store::games_of(c, game, u).await?);
        }
        rows.sort_by_key(|r| std::cmp::Reverse(r.board));
        rows.retain(|r| match self.which {
            Which::All => true,
            Which::Active => r.status == "active",
            Which::Next => r.status == "active" && r.to_move.as_deref() == Some(u.as_str()),
        });
        let lang = ctx.lang;
        let which = format!("{:?}", self.which).to_lowercase();
        let mut reply = crate::tln!(
            lang,
            "accounts-all-show-title",
            user = u,
            which = which,
            count = rows.len()
        );
        for r in rows {
            let opponent = if r.player0 == *u {
                &r.player1
            } else {
                &r.player0
            };
            let state = match (&r.result, &r.to_move) {
                (Some(res), _) => t!(
                    lang,
                    "play-board-over",
                    result = crate::board_mail::results::stored_result_msg(res)
                ),
                (None, Some(t)) if t == u => t!(lang, "accounts-all-show-your-turn"),
                (None, Some(t)) => t!(lang, "play-board-to-move", user = t),
                (None, None) => r.status.clone(),
            };
            reply.push_str(&format!(
                "  {}\n",
                t!(
                    lang,
                    "accounts-all-show-line",
                    game = format!("{:<6}", r.game),
                    board = format!("{:>5}", r.board),
                    opponent = opponent,
                    state = state
                )
            ));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse() {
        assert_eq!(
            AllShow::parse(&["show", "Alice"]).unwrap().which,
            Which::All
        );
        assert_eq!(
            AllShow::parse(&["SHOW", "alice", "next"]).unwrap().which,
            Which::Next
        );
        assert!(AllShow::parse(&["alice"]).is_err());
        assert!(AllShow::parse(&["show", "alice", "later"]).is_err());
    }
}

//! `delete userid password`: removes an account that has no running
//! boards (its addresses, waiting addresses, reset tokens, vacations and
//! password; its open seeks end). The player's row stays as a tombstone, because finished
//! boards keep the name, so the user id is never given out again; a
//! deleted account can do nothing (its empty password hash never
//! verifies).

use super::context::Ctx;
use super::words::userid;
use crate::accounts::password::authenticate;
use crate::applied::{ApplyError, CommandError, Done};
use crate::msg;
use crate::store::accounts;

/// `delete userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delete {
    pub userid: String,
    pub password: String,
}

impl Delete {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Delete, CommandError> {
        let [u, p] = args else {
            return Err(CommandError::new(msg!(
                "write-form",
                form = "delete userid password"
            )));
        };
        Ok(Delete {
            userid: userid(u).map_err(CommandError::new)?,
            password: p.to_string(),
        })
    }

    /// Deletes the account.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let u = &self.userid;
        authenticate(&mut ctx.asking(), u, &self.password).await?;
        let c = ctx.db.conn().await?;
        let running = accounts::active_boards(c, u).await?;
        if !running.is_empty() {
            let boards: Vec<String> = running.iter().map(i64::to_string).collect();
            return Err(CommandError::new(msg!(
                "accounts-delete-still-playing",
                user = u,
                boards = boards.join(", ")
            ))
            .into());
        }
        accounts::delete_account(&mut *c, u, ctx.now).await?;
        let seeks_ended = crate::seeks::end_all_of(c, u, ctx.now).await?;
        crate::accounts::password::forget_password(&mut ctx.asking(), u);
        let mut reply = crate::tln!(ctx.lang, "accounts-delete-done", user = u);
        if let Some(ended) = seeks_ended {
            reply.push_str(&format!("{}\n", ctx.lang.text(&ended)));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

//! `reset userid TOKEN newpassword`: sets a new password with a token that
//! `forgot` mailed. Any sender may send it (the token is the proof), and
//! a valid token works whatever the lockout of password commands (see
//! [`crate::accounts::password`]), so that nobody can keep a player from resetting;
//! a wrong one is counted like a wrong password from its sender. On use
//! every reset token and play token of the account dies, the old password
//! stops working at once, and the lockout of the player's own addresses
//! ends.

use super::context::Ctx;
use super::words::userid;
use crate::accounts::password;
use crate::accounts::password::RESET_SECONDS;
use crate::applied::{ApplyError, CommandError, Done};
use crate::msg;
use crate::store::accounts;
use crate::tokens::token_hash;

/// `reset userid TOKEN newpassword`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reset {
    pub userid: String,
    pub token: String,
    pub password: String,
}

const FORM: &str = "reset userid TOKEN newpassword";

impl Reset {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Reset, CommandError> {
        let [u, t, p] = args else {
            return Err(CommandError::new(msg!("accounts-reset-form", form = FORM)));
        };
        Ok(Reset {
            userid: userid(u).map_err(CommandError::new)?,
            token: t.to_ascii_lowercase(),
            password: p.to_string(),
        })
    }

    /// Sets the password.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let u = &self.userid;
        let c = ctx.db.conn().await?;
        match accounts::standing(c, u).await? {
            None => {
                return Err(CommandError::new(msg!("accounts-no-such-player")).into());
            }
            Some(s) if s.deleted_at.is_some() => {
                return Err(CommandError::new(msg!("accounts-deleted", user = u)).into());
            }
            Some(_) => {}
        }
        let hash = token_hash(&self.token);
        if !accounts::reset_token_valid(c, &hash, u, ctx.now - RESET_SECONDS).await? {
            let own = password::asking(&mut ctx.asking(), u).await?;
            password::record_failure(&mut ctx.asking(), u, own);
            return Err(CommandError::new(msg!("accounts-reset-bad-token", user = u)).into());
        }
        let new_hash = ctx.auth.hash(&self.password).await?;
        let c = ctx.db.conn().await?;
        accounts::set_password_hash(c, u, &new_hash).await?;
        accounts::use_reset_tokens(c, u).await?;
        crate::store::strangers::forget_own_failures(c, u).await?;
        crate::accounts::password::set_password_after(&mut ctx.asking(), u, &self.password).await?;
        Ok(Done {
            reply: crate::tln!(ctx.lang, "accounts-reset-done", user = u),
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse() {
        let r = Reset::parse(&["Alice", "ABC123", "pw"]).unwrap();
        assert_eq!((r.userid.as_str(), r.token.as_str()), ("alice", "abc123"));
        assert!(Reset::parse(&["alice", "tok"]).is_err());
    }
}

//! `forgot userid`: mails a one-time reset token to every confirmed
//! address of the account (never to the sender unless it is one of them;
//! the reply does not name the addresses). Anyone may send it, so it is
//! limited to [`RESETS_PER_DAY`] reset mails per account a day. The token
//! is random, stored only as its hash, valid [`RESET_SECONDS`], and dies
//! on use together with every other reset token of the account.
//!
//! The reset mail goes only to confirmed addresses and is marked as
//! carrying a token ([`super::Done::token_mails`]): its stored copy in the
//! outbox is masked once it is sent.

use super::context::Ctx;
use super::words::userid;
use crate::accounts::password::RESET_SECONDS;
use crate::applied::{ApplyError, CommandError, Done};
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::accounts;
use crate::tokens::{new_token, token_hash};

/// Reset mails per account in 24 hours.
pub const RESETS_PER_DAY: i64 = 3;

/// `forgot userid`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forgot {
    pub userid: String,
}

impl Forgot {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Forgot, CommandError> {
        let [u] = args else {
            return Err(CommandError::new(msg!("accounts-forgot-form")));
        };
        Ok(Forgot {
            userid: userid(u).map_err(CommandError::new)?,
        })
    }

    /// Mails the token.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let u = &self.userid;
        let c = ctx.db.conn().await?;
        match accounts::standing(c, u).await? {
            None => return Err(CommandError::new(msg!("accounts-no-player", user = u)).into()),
            Some(s) if s.deleted_at.is_some() => {
                return Err(CommandError::new(msg!("accounts-deleted", user = u)).into());
            }
            Some(_) => {}
        }
        // Never to an address that bounces.
        let to = crate::store::bounces::mail_addresses_of(c, u).await?;
        if to.is_empty() {
            return Err(CommandError::new(msg!("accounts-forgot-no-address", user = u)).into());
        }
        let day = ctx.now - 86_400;
        if accounts::resets_since(c, u, day).await? >= RESETS_PER_DAY {
            return Err(
                CommandError::new(msg!("accounts-forgot-per-day", count = RESETS_PER_DAY)).into(),
            );
        }
        let token = new_token();
        accounts::add_reset_token(c, &token_hash(&token), u, ctx.now, ctx.now - RESET_SECONDS)
            .await?;
        // Mailed to the player: in the player's language.
        let lang = crate::store::languages::language_of(c, u).await?;
        let server = &ctx.config.address;
        let body = crate::tln!(
            lang,
            "accounts-reset-mail",
            server = server,
            user = u,
            token = token
        );
        let token_mails = to
            .iter()
            .map(|a| Draft {
                to: a.clone(),
                subject: format!("Password reset for {u}"),
                body: body.clone(),
                language: Some(lang),
                ..Default::default()
            })
            .collect();
        Ok(Done {
            reply: crate::tln!(ctx.lang, "accounts-forgot-mailed", user = u),
            token_mails,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reset_mail_in_english() {
        let l = crate::language::Language::ENGLISH;
        assert_eq!(
            crate::tln!(
                l,
                "accounts-reset-mail",
                server = "g@s.org",
                user = "alice",
                token = "tok"
            ),
            "Someone, probably you, asked g@s.org for a new password for 'alice'.\n\n\
             To set one, send g@s.org a mail whose subject or body is the line\n\n\
             reset alice tok NEWPASSWORD\n\n\
             with your new password in place of NEWPASSWORD. The token works once,\n\
             within 24 hours. If it was not you, do nothing: your password stays.\n"
        );
    }

    #[test]
    fn parse() {
        assert_eq!(Forgot::parse(&["Alice"]).unwrap().userid, "alice");
        assert!(Forgot::parse(&[]).is_err());
        assert!(Forgot::parse(&["alice", "x"]).is_err());
    }
}

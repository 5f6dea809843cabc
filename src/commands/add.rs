//! `add userid password address+`: adds addresses to an account. Each new
//! address is mailed a confirmation first, as at sign-up (the sender's own
//! address gets it as the reply); an account has at most
//! [`MAX_ADDRESSES`] addresses in all, confirmed and waiting together.
//! An address already confirmed for the account is left as it is; one
//! already waiting gets a fresh token (the old one dies).
//!
//! This file also holds what the account commands share: reading an
//! account with its password ([`authenticate`]) and mailing confirmations
//! ([`mail_confirmations`]).

use super::context::Ctx;
use super::words::userid;
use crate::accounts::addresses::list;
use crate::accounts::addresses::mail_confirmations;
use crate::accounts::addresses::{MAX_ADDRESSES, addresses};
use crate::accounts::password::authenticate;
use crate::applied::{ApplyError, CommandError, Done};
use crate::store::accounts;
use crate::{msg, t};

/// `add userid password address+`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Add {
    pub userid: String,
    pub password: String,
    pub addresses: Vec<String>,
}

const FORM: &str = "add userid password address [address ...]";

impl Add {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Add, CommandError> {
        let [u, p, addrs @ ..] = args else {
            return Err(CommandError::new(msg!("write-form", form = FORM)));
        };
        Ok(Add {
            userid: userid(u).map_err(CommandError::new)?,
            password: p.to_string(),
            addresses: addresses(addrs, FORM)?,
        })
    }

    /// Adds the addresses, each waiting for its confirmation.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        authenticate(&mut ctx.asking(), &self.userid, &self.password).await?;
        let c = ctx.db.conn().await?;
        let confirmed = accounts::addresses_of(c, &self.userid).await?;
        let waiting = accounts::pending_of(c, &self.userid).await?;
        let new: Vec<String> = self
            .addresses
            .iter()
            .filter(|a| !confirmed.contains(a))
            .cloned()
            .collect();
        let mut all: Vec<&String> = confirmed.iter().chain(&waiting).chain(&new).collect();
        all.sort();
        all.dedup();
        if all.len() > MAX_ADDRESSES {
            return Err(CommandError::new(msg!(
                "accounts-add-too-many",
                user = &self.userid,
                count = all.len(),
                confirmed = list(&confirmed),
                waiting = list(&waiting),
                most = MAX_ADDRESSES
            ))
            .into());
        }
        let mut done = Done::default();
        let mut reply = String::new();
        let lang = ctx.lang;
        for a in self.addresses.iter().filter(|a| confirmed.contains(a)) {
            reply.push_str(&t!(
                lang,
                "accounts-add-confirmed-already",
                address = a,
                user = &self.userid
            ));
            reply.push('\n');
        }
        if !new.is_empty() {
            reply.push_str(&if ctx.config.confirm_addresses {
                t!(
                    lang,
                    "accounts-add-confirmation-mailed",
                    addresses = new.join(", ")
                )
            } else {
                t!(
                    lang,
                    "accounts-add-added",
                    addresses = new.join(", "),
                    user = &self.userid
                )
            });
            reply.push('\n');
        }
        done.reply = reply;
        mail_confirmations(&mut ctx.asking(), &self.userid, &new, &mut done).await?;
        Ok(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::addresses::{addresses, confirmation_text};
    use crate::language::Language;

    #[test]
    fn the_confirmation_mail_in_english() {
        let en = confirmation_text(Language::ENGLISH, "alice", "a@x.org", "tok", "g@s.org");
        assert_eq!(
            en,
            "Someone, probably you, asked to add the address a@x.org\n\
             to the account 'alice' at g@s.org.\n\n\
             To confirm it, answer this mail, or send g@s.org a mail whose subject\n\
             or body is the line\n\n\
             confirm tok\n\n\
             Until then this address gets no other mail from the server. If it was\n\
             not you, do nothing: the request lapses after 7 days.\n"
        );
        let e = addresses(&["nobody"], FORM).unwrap_err();
        assert_eq!(
            e.message.to_string(),
            format!("'nobody' is not a mail address this server can write to; write {FORM}")
        );
    }

    #[test]
    fn parse() {
        let a = Add::parse(&["Alice", "pw", "<A@x.org>", "a@x.org", "b@y.org"]).unwrap();
        assert_eq!(a.userid, "alice");
        assert_eq!(a.addresses, ["a@x.org", "b@y.org"]);
        assert!(Add::parse(&["alice", "pw"]).is_err());
        assert!(Add::parse(&["alice", "pw", "nobody"]).is_err());
        assert!(Add::parse(&["alice", "pw", "a@x.org", "b@x.org", "c@x.org", "d@x.org"]).is_err());
    }
}

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

use super::signup::{MAX_ADDRESSES, address_in};
use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::accounts::confirmations;
use crate::language::{Language, Msg};
use crate::store::{self, accounts};
use crate::{msg, t};

/// `add userid password address+`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Add {
    pub userid: String,
    pub password: String,
    pub addresses: Vec<String>,
}

const FORM: &str = "add userid password address [address ...]";

/// Reads 1 to [`MAX_ADDRESSES`] addresses (duplicates dropped).
pub fn addresses(words: &[&str], form: &str) -> Result<Vec<String>, CommandError> {
    let mut out: Vec<String> = Vec::new();
    for w in words {
        let a = address_in(w, form)?;
        if !out.contains(&a) {
            out.push(a);
        }
    }
    if out.is_empty() {
        return Err(CommandError::new(msg!(
            "accounts-name-an-address",
            form = form
        )));
    }
    if out.len() > MAX_ADDRESSES {
        return Err(CommandError::new(msg!(
            "accounts-at-most-addresses",
            count = MAX_ADDRESSES,
            form = form
        )));
    }
    Ok(out)
}

/// Checks that `userid` is an account that still exists and that
/// `password` is its password (with the lockout).
pub async fn authenticate(
    ctx: &mut Ctx<'_>,
    userid: &str,
    password: &str,
) -> Result<accounts::Standing, ApplyError> {
    let Some(standing) = accounts::standing(ctx.db.conn().await?, userid).await? else {
        return Err(CommandError::new(msg!("accounts-no-such-player-sign-up")).into());
    };
    if standing.deleted_at.is_some() {
        return Err(CommandError::new(msg!("accounts-deleted-does-nothing", user = userid)).into());
    }
    crate::accounts::password::check_password(&mut ctx.asking(), userid, password).await?;
    Ok(standing)
}

/// The text that asks the owner of `address` to confirm it for an
/// existing account, in `lang`.
pub fn confirmation_text(
    lang: Language,
    userid: &str,
    address: &str,
    token: &str,
    server: &str,
) -> String {
    crate::tln!(
        lang,
        "accounts-add-confirmation-mail",
        server = server,
        user = userid,
        address = address,
        token = token
    )
}

/// Makes `addresses` wait for confirmation for `userid` and mails each its
/// token (into `done`), as sign-up does; with `confirm_addresses` off they
/// are confirmed at once (and an address owned by another player is
/// refused). With confirmation on, an address owned by another player is
/// told as mailed and gets nothing (see [`crate::accounts::confirmations`]).
pub async fn mail_confirmations(
    ctx: &mut Ctx<'_>,
    userid: &str,
    addresses: &[String],
    done: &mut Done,
) -> Result<(), ApplyError> {
    for a in addresses {
        if !ctx.config.confirm_addresses
            && let Some(owner) = store::owner_of(ctx.db.conn().await?, a).await?
            && owner != userid
        {
            return Err(CommandError::new(msg!(
                "accounts-address-taken",
                address = a,
                user = owner
            ))
            .into());
        }
        confirmations::refuse_own_address(&mut ctx.asking(), userid, a).await?;
    }
    for a in addresses {
        let c = ctx.db.conn().await?;
        accounts::drop_pending(c, userid, a).await?;
        if !ctx.config.confirm_addresses {
            accounts::insert_address(c, userid, a).await?;
            continue;
        }
        let server = ctx.config.address.clone();
        confirmations::ask(
            &mut ctx.asking(),
            userid,
            a,
            |token, lang| confirmation_text(lang, userid, a, token, &server),
            done,
        )
        .await?;
    }
    Ok(())
}

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
        authenticate(ctx, &self.userid, &self.password).await?;
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
        mail_confirmations(ctx, &self.userid, &new, &mut done).await?;
        Ok(done)
    }
}

/// A list of addresses, or `none` (in the reader's language).
pub fn list(v: &[String]) -> Msg {
    if v.is_empty() {
        msg!("accounts-no-addresses")
    } else {
        Msg::verbatim(v.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

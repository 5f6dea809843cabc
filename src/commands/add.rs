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

use super::confirmations;
use super::signup::{MAX_ADDRESSES, address};
use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::store::{self, accounts};

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
        let a = address(w).map_err(|e| {
            CommandError::new(format!(
                "{}; write {form}",
                e.message
                    .to_string()
                    .split("; write")
                    .next()
                    .unwrap_or_default()
            ))
        })?;
        if !out.contains(&a) {
            out.push(a);
        }
    }
    if out.is_empty() {
        return Err(CommandError::new(format!(
            "name at least one address; write {form}"
        )));
    }
    if out.len() > MAX_ADDRESSES {
        return Err(CommandError::new(format!(
            "an account has at most {MAX_ADDRESSES} addresses; write {form}"
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
        return Err(CommandError::new(
            "there is no player with that user id (the user id comes before the password); sign up first with: signup USERID PASSWORD",
        )
        .into());
    };
    if standing.deleted_at.is_some() {
        return Err(CommandError::new(format!(
            "the account '{userid}' was deleted; it can do nothing any more"
        ))
        .into());
    }
    super::board::check_password(ctx, userid, password).await?;
    Ok(standing)
}

/// The text that asks the owner of `address` to confirm it for an
/// existing account.
pub fn confirmation_text(userid: &str, address: &str, token: &str, server: &str) -> String {
    format!(
        "Someone, probably you, asked to add the address {address}\n\
         to the account '{userid}' at {server}.\n\n\
         To confirm it, answer this mail, or send {server} a mail whose subject\n\
         or body is the line\n\n\
         confirm {token}\n\n\
         Until then this address gets no other mail from the server. If it was\n\
         not you, do nothing: the request lapses after 7 days.\n"
    )
}

/// Makes `addresses` wait for confirmation for `userid` and mails each its
/// token (into `done`), as sign-up does; with `confirm_addresses` off they
/// are confirmed at once (and an address owned by another player is
/// refused). With confirmation on, an address owned by another player is
/// told as mailed and gets nothing (see [`super::confirmations`]).
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
            return Err(
                CommandError::new(format!("the address {a} belongs to '{owner}' already")).into(),
            );
        }
        confirmations::refuse_own_address(ctx, userid, a).await?;
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
            ctx,
            userid,
            a,
            |token| confirmation_text(userid, a, token, &server),
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
            return Err(CommandError::new(format!("write {FORM}")));
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
            return Err(CommandError::new(format!(
                "'{}' would have {} addresses (confirmed: {}; waiting: {}); an account has at most {MAX_ADDRESSES}. Use change address to replace them",
                self.userid,
                all.len(),
                list(&confirmed),
                list(&waiting)
            ))
            .into());
        }
        let mut done = Done::default();
        let mut reply = String::new();
        for a in self.addresses.iter().filter(|a| confirmed.contains(a)) {
            reply.push_str(&format!("{a} is confirmed for {} already.\n", self.userid));
        }
        if !new.is_empty() {
            reply.push_str(&if ctx.config.confirm_addresses {
                format!(
                    "A confirmation was mailed to {}; each address gets mail once it is confirmed.\n",
                    new.join(", ")
                )
            } else {
                format!("{} added to {}.\n", new.join(", "), self.userid)
            });
        }
        done.reply = reply;
        mail_confirmations(ctx, &self.userid, &new, &mut done).await?;
        Ok(done)
    }
}

/// A list of addresses, or `none`.
pub fn list(v: &[String]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

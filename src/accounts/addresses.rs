//! A player's addresses: reading them from a command, showing them, and
//! asking each new one to confirm (or confirming it at once when the
//! server does not ask).

use super::asking::Asking;
use super::confirmations;
use crate::applied::{ApplyError, CommandError, Done};
use crate::language::{Language, Msg};
use crate::mail::reply_headers::writable_address;
use crate::msg;
use crate::store::{self, accounts};

/// Addresses one sign-up may give.
pub const MAX_ADDRESSES: usize = 3;

/// Reads a mail address the server can write to, for a command whose form
/// (`form`) the error shows.
pub fn address_in(word: &str, form: &str) -> Result<String, CommandError> {
    let a = word.trim_matches(|c| c == '<' || c == '>').to_lowercase();
    if writable_address(&a) {
        Ok(a)
    } else {
        Err(CommandError::new(msg!(
            "accounts-not-a-writable-address",
            address = a,
            form = form
        )))
    }
}

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

/// A list of addresses, or `none` (in the reader's language).
pub fn list(v: &[String]) -> Msg {
    if v.is_empty() {
        msg!("accounts-no-addresses")
    } else {
        Msg::verbatim(v.join(", "))
    }
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
    asking: &mut Asking<'_>,
    userid: &str,
    addresses: &[String],
    done: &mut Done,
) -> Result<(), ApplyError> {
    for a in addresses {
        if !asking.config.confirm_addresses
            && let Some(owner) = store::owner_of(asking.db.conn().await?, a).await?
            && owner != userid
        {
            return Err(CommandError::new(msg!(
                "accounts-address-taken",
                address = a,
                user = owner
            ))
            .into());
        }
        confirmations::refuse_own_address(asking, userid, a).await?;
    }
    for a in addresses {
        let c = asking.db.conn().await?;
        accounts::drop_pending(c, userid, a).await?;
        if !asking.config.confirm_addresses {
            accounts::insert_address(c, userid, a).await?;
            continue;
        }
        let server = asking.config.address.clone();
        confirmations::ask(
            asking,
            userid,
            a,
            |token, lang| confirmation_text(lang, userid, a, token, &server),
            done,
        )
        .await?;
    }
    Ok(())
}

//! Asking addresses to confirm, as a stranger may make the server do it:
//! within limits a mail and a day, and without telling who owns an
//! address.
//!
//! - **No amplification.** A mail from a sender without a confirmed
//!   address makes at most [`UNCONFIRMED_PER_MAIL`] confirmation mail
//!   besides its reply; a confirmed sender at most [`CONFIRMED_PER_MAIL`]
//!   a mail and [`CONFIRMED_PER_DAY`] a day. (The sender's own address is
//!   asked in the reply itself, which counts for nothing here.) A sender
//!   without a confirmed address reserves at most [`SIGNUPS_PER_DAY`] user
//!   id a day.
//! - **No enumeration.** An address that is another player's already is
//!   counted as asked and the sender is told it was, word for word as for
//!   a free one, but nothing is mailed or stored: only its owner, writing
//!   from one of their confirmed addresses, is told whose it is.

use super::asking::Asking;
use crate::applied::Done;
use crate::applied::{ApplyError, CommandError};
use crate::language::Language;
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::accounts;
use crate::store::strangers::{self, Request};
use crate::tokens::{new_token, token_hash};

/// Confirmation mails a mail from a sender without a confirmed address may
/// cause besides its reply.
pub const UNCONFIRMED_PER_MAIL: usize = 1;
/// Confirmation mails a mail from a confirmed sender may cause.
pub const CONFIRMED_PER_MAIL: usize = 3;
/// Confirmation mails a confirmed sender may cause in a day.
pub const CONFIRMED_PER_DAY: i64 = 10;
/// User ids a sender without a confirmed address may reserve in a day.
pub const SIGNUPS_PER_DAY: i64 = 1;

const DAY: i64 = 86_400;

/// The player whose confirmed address the sender is, if any.
pub async fn sender_account(a: &mut Asking<'_>) -> Result<Option<String>, ApplyError> {
    Ok(crate::store::owner_of(a.db.conn().await?, a.sender).await?)
}

/// Refuses when `address` is a confirmed address of another player and
/// the sender is that player (who may know): "yours already". Any other
/// sender learns nothing here (see the module's text).
pub async fn refuse_own_address(
    a: &mut Asking<'_>,
    userid: &str,
    address: &str,
) -> Result<(), ApplyError> {
    let owner = crate::store::owner_of(a.db.conn().await?, address).await?;
    match owner {
        Some(owner) if owner != userid && sender_account(a).await? == Some(owner.clone()) => {
            Err(CommandError::new(msg!(
                "accounts-address-yours-already",
                address = address,
                user = owner
            ))
            .into())
        }
        _ => Ok(()),
    }
}

/// Asks the owner of `address` to confirm it for `userid` (mailing
/// `text(token, language)`, see [`request`]), within the sender's limits; an address
/// that is another player's already is only counted.
pub async fn ask(
    a: &mut Asking<'_>,
    userid: &str,
    address: &str,
    text: impl Fn(&str, Language) -> String,
    done: &mut Done,
) -> Result<(), ApplyError> {
    if address != a.sender {
        within_limits(a, done).await?;
    }
    let owner = crate::store::owner_of(a.db.conn().await?, address).await?;
    if owner.is_some_and(|o| o != userid) {
        // Told as if asked; the owner's address gets nothing.
        done.unasked += 1;
        return Ok(());
    }
    request(a, userid, address, text, done).await
}

/// Counts one more confirmation mail of the sender's, or refuses it.
async fn within_limits(a: &mut Asking<'_>, done: &Done) -> Result<(), ApplyError> {
    let this_mail = a.confirmations_before + done.confirmations.len() + done.unasked;
    let confirmed = sender_account(a).await?.is_some();
    let per_mail = if confirmed {
        CONFIRMED_PER_MAIL
    } else {
        UNCONFIRMED_PER_MAIL
    };
    if this_mail >= per_mail {
        return Err(CommandError::new(if confirmed {
            msg!(
                "accounts-confirmations-per-mail",
                count = CONFIRMED_PER_MAIL
            )
        } else {
            msg!(
                "accounts-confirmations-per-mail-unconfirmed",
                count = UNCONFIRMED_PER_MAIL
            )
        })
        .into());
    }
    let c = a.db.conn().await?;
    if confirmed {
        let today =
            strangers::requests_since(c, a.sender, Request::Confirmation, a.now - DAY).await?;
        if today >= CONFIRMED_PER_DAY {
            return Err(CommandError::new(msg!(
                "accounts-confirmations-per-day",
                count = CONFIRMED_PER_DAY
            ))
            .into());
        }
    }
    strangers::record_request(c, a.sender, Request::Confirmation, a.now, a.now - DAY).await?;
    Ok(())
}

/// Counts a user id reserved by a sign-up from a sender without a
/// confirmed address, or refuses it past [`SIGNUPS_PER_DAY`].
pub async fn count_signup(a: &mut Asking<'_>) -> Result<(), ApplyError> {
    if sender_account(a).await?.is_some() {
        return Ok(());
    }
    let c = a.db.conn().await?;
    if strangers::requests_since(c, a.sender, Request::Signup, a.now - DAY).await?
        >= SIGNUPS_PER_DAY
    {
        return Err(
            CommandError::new(msg!("accounts-signups-per-day", count = SIGNUPS_PER_DAY)).into(),
        );
    }
    strangers::record_request(c, a.sender, Request::Signup, a.now, a.now - DAY).await?;
    Ok(())
}

/// Makes `address` wait for confirmation for `userid` under a new token,
/// and mails it `text(token, language)`: as the sender's own reply (in the
/// sender's language) when it is the sender's address (the first such of
/// a mail), else as a confirmation mail of its own whose Reply-To carries
/// the token, in the language of the account `userid`.
pub async fn request(
    a: &mut Asking<'_>,
    userid: &str,
    address: &str,
    text: impl Fn(&str, Language) -> String,
    done: &mut Done,
) -> Result<(), ApplyError> {
    let token = new_token();
    accounts::add_pending(
        a.db.conn().await?,
        &token_hash(&token),
        address,
        userid,
        a.now,
    )
    .await?;
    if address == a.sender && done.sender_token.is_none() {
        done.reply.push('\n');
        done.reply.push_str(&text(&token, a.lang));
        done.sender_token = Some(token);
    } else {
        let lang = crate::store::languages::language_of(a.db.conn().await?, userid).await?;
        done.confirmations.push(Draft {
            to: address.to_string(),
            subject: format!("confirm {token}"),
            body: text(&token, lang),
            reply_to: a.config.token_address(&format!("confirm-{token}")),
            language: Some(lang),
            ..Default::default()
        });
    }
    Ok(())
}

/// How long a sign-up waits for its confirmation, in seconds.
pub const CONFIRM_SECONDS: i64 = 7 * 24 * 3600;

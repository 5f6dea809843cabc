//! Whom a player may reach by `message` or `chat`, and how often: a
//! sender's recipients a day, and every player's messages received a day.

use super::asking::Asking;
use crate::applied::{ApplyError, CommandError};
use crate::msg;
use crate::store::accounts;

/// Recipients of `message` and `chat` per player in 24 hours.
pub const RECIPIENTS_PER_DAY: i64 = 20;

/// Messages and chats one player receives a day, from all senders
/// together: however many accounts a sender makes, a player's mailbox
/// gets at most this many.
pub const RECEIVED_PER_DAY: i64 = 40;

/// Refuses a message or chat when the sender's account has no confirmed
/// address (an account nobody answered for mails nobody), or when one of
/// the recipients has had [`RECEIVED_PER_DAY`] today.
pub async fn may_reach(
    a: &mut Asking<'_>,
    sender: &str,
    recipients: &[&str],
) -> Result<(), ApplyError> {
    let since = a.now - 86_400;
    let c = a.db.conn().await?;
    if !accounts::is_confirmed(c, sender).await? {
        return Err(
            CommandError::new(msg!("accounts-message-unconfirmed-sender", user = sender)).into(),
        );
    }
    for r in recipients {
        if accounts::messages_to_since(c, r, since).await? >= RECEIVED_PER_DAY {
            return Err(CommandError::new(msg!(
                "accounts-message-received-per-day",
                user = *r,
                count = RECEIVED_PER_DAY
            ))
            .into());
        }
    }
    Ok(())
}

//! Checking a player's password, and the lockout that bounds guessing
//! without letting a stranger lock the player out.
//!
//! Wrong passwords are counted by who gave them ([`Failure`]):
//!
//! - from one of the player's own confirmed addresses: after
//!   [`LOCKOUT_FAILURES`] within [`LOCKOUT_SECONDS`], password commands
//!   from the player's addresses are refused without a check until the
//!   window has passed;
//! - from any other address: the same count locks out that address alone
//!   (for that account), never the player's own; and past
//!   [`STRANGER_FAILURES_PER_DAY`] such failures for one account in a day
//!   (UTC), that account takes no password from any address not its own
//!   until the day is over, so that guessing from many addresses is
//!   bounded too.
//!
//! Replies by play token and `reset` with a valid token never meet a
//! lockout: they carry no password.

use super::asking::Asking;
pub use super::known_passwords::LOCKOUT_SECONDS;
use crate::applied::{ApplyError, CommandError};
use crate::msg;
use crate::store;
use crate::store::accounts;
use crate::store::strangers::{self, Failure, NewFailure};

/// Wrong passwords within [`LOCKOUT_SECONDS`] that lock an address out.
pub const LOCKOUT_FAILURES: usize = 5;
/// Wrong passwords in a day from addresses that are not the account's own
/// after which the account takes no password from such addresses that day.
pub const STRANGER_FAILURES_PER_DAY: usize = 20;

const DAY: i64 = 86_400;

/// Why password commands for an account are refused for now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Locked {
    /// Too many wrong passwords from the player's own addresses.
    Own { until: i64 },
    /// Too many wrong passwords from this (stranger's) address.
    Sender { until: i64 },
    /// Too many wrong passwords from addresses not the player's today.
    Strangers { until: i64 },
}

/// Whether a password for an account, sent from `sender` (`own` when that
/// is one of the account's confirmed addresses), is refused unchecked at
/// `now`, given the account's wrong passwords since the start of the day
/// or the lockout window, whichever is earlier (oldest first).
pub fn locked(failures: &[Failure], sender: &str, own: bool, now: i64) -> Option<Locked> {
    let window = |f: &&Failure| f.at > now - LOCKOUT_SECONDS;
    let oldest_of_last = |times: Vec<i64>| {
        (times.len() >= LOCKOUT_FAILURES)
            .then(|| times[times.len() - LOCKOUT_FAILURES] + LOCKOUT_SECONDS)
    };
    if own {
        let times = failures.iter().filter(window).filter(|f| f.own);
        return oldest_of_last(times.map(|f| f.at).collect()).map(|until| Locked::Own { until });
    }
    let day_start = now - now.rem_euclid(DAY);
    let today = failures
        .iter()
        .filter(|f| !f.own && f.at >= day_start)
        .count();
    if today >= STRANGER_FAILURES_PER_DAY {
        return Some(Locked::Strangers {
            until: day_start + DAY,
        });
    }
    let times = failures
        .iter()
        .filter(window)
        .filter(|f| !f.own && f.sender == sender);
    oldest_of_last(times.map(|f| f.at).collect()).map(|until| Locked::Sender { until })
}

/// The error for a locked account.
fn locked_error(userid: &str, sender: &str, lock: Locked, now: i64) -> CommandError {
    let minutes = |until: i64| (until - now + 59) / 60;
    CommandError::new(match lock {
        Locked::Own { until } => msg!(
            "accounts-locked-own",
            user = userid,
            minutes = minutes(until)
        ),
        Locked::Sender { until } => msg!(
            "accounts-locked-sender",
            user = userid,
            address = sender,
            minutes = minutes(until)
        ),
        Locked::Strangers { .. } => msg!("accounts-locked-strangers", user = userid),
    })
}

/// Who is asking for `userid`: the sender's address, and whether it is
/// one of that account's confirmed addresses.
pub async fn asking(a: &mut Asking<'_>, userid: &str) -> Result<bool, ApplyError> {
    let owner = store::owner_of(a.db.conn().await?, a.sender).await?;
    Ok(owner.as_deref() == Some(userid))
}

/// Records a wrong password (or reset token) for `userid`, given by the
/// sender: kept even when the command that gave it is refused.
pub fn record_failure(a: &mut Asking<'_>, userid: &str, own: bool) {
    a.failures.push(NewFailure {
        userid: userid.to_string(),
        sender: a.sender.to_string(),
        own,
    });
    a.after.failures.push(userid.to_string());
}

/// Checks `password` for `userid`, with the lockout (see the module's text).
pub async fn check_password(
    a: &mut Asking<'_>,
    userid: &str,
    password: &str,
) -> Result<(), ApplyError> {
    let known = a.auth.known.known(userid, password);
    if known && !a.auth.known.failed_lately(userid, a.now) {
        return Ok(());
    }
    let own = asking(a, userid).await?;
    let since = (a.now - LOCKOUT_SECONDS).min(a.now - a.now.rem_euclid(DAY));
    let mut failures = strangers::failures_since(a.db.conn().await?, userid, since).await?;
    // This mail's own wrong passwords, not yet written.
    failures.extend(
        a.failures
            .iter()
            .filter(|f| f.userid == userid)
            .map(|f| Failure {
                at: a.now,
                sender: f.sender.clone(),
                own: f.own,
            }),
    );
    if let Some(lock) = locked(&failures, a.sender, own, a.now) {
        return Err(locked_error(userid, a.sender, lock, a.now).into());
    }
    if known {
        return Ok(());
    }
    let Some(hash) = store::password_hash(a.db.conn().await?, userid).await? else {
        return Err(CommandError::new(msg!("accounts-no-such-player-sign-up")).into());
    };
    if !a.auth.verify(password, &hash).await? {
        record_failure(a, userid, own);
        return Err(CommandError::new(msg!("accounts-wrong-password", user = userid)).into());
    }
    a.after
        .passwords
        .push((userid.to_string(), password.to_string()));
    Ok(())
}

/// Checks that `userid` is an account that still exists and that
/// `password` is its password (with the lockout).
pub async fn authenticate(
    a: &mut Asking<'_>,
    userid: &str,
    password: &str,
) -> Result<accounts::Standing, ApplyError> {
    let Some(standing) = accounts::standing(a.db.conn().await?, userid).await? else {
        return Err(CommandError::new(msg!("accounts-no-such-player-sign-up")).into());
    };
    if standing.deleted_at.is_some() {
        return Err(CommandError::new(msg!("accounts-deleted-does-nothing", user = userid)).into());
    }
    check_password(a, userid, password).await?;
    Ok(standing)
}

/// After a new password is stored: the old one is forgotten now and after
/// the commit, the new one remembered after the commit.
pub async fn set_password_after(
    a: &mut Asking<'_>,
    userid: &str,
    new: &str,
) -> Result<(), ApplyError> {
    // Moves submitted or queued with the old password are not played, and
    // whoever read one of the player's board mails no longer plays by it.
    let c = a.db.conn().await?;
    crate::store::boards::drop_arranged_moves(c, userid).await?;
    crate::store::strangers::end_play_tokens(c, userid).await?;
    forget_password(a, userid);
    a.after
        .passwords
        .push((userid.to_string(), new.to_string()));
    Ok(())
}

/// Forgets the password of `userid` wherever the server remembers it: now,
/// and again after the commit (after any remembering in the same mail).
pub fn forget_password(a: &mut Asking<'_>, userid: &str) {
    a.auth.known.forget(userid);
    a.after.forget.push(userid.to_string());
    a.after.passwords.retain(|(u, _)| u != userid);
}

/// How long a reset token is valid, in seconds.
pub const RESET_SECONDS: i64 = 24 * 3600;

#[cfg(test)]
mod tests {
    use super::*;

    const T: i64 = 1_000_000 * DAY + 3_600;

    fn failures(times: &[i64], sender: &str, own: bool) -> Vec<Failure> {
        times
            .iter()
            .map(|&at| Failure {
                at,
                sender: sender.to_string(),
                own,
            })
            .collect()
    }

    #[test]
    fn five_own_failures_in_fifteen_minutes_lock_the_own_addresses() {
        let own = failures(&[T, T + 1, T + 2, T + 3], "a@x.org", true);
        assert_eq!(locked(&own, "a@x.org", true, T + 4), None);
        let own = failures(&[T, T + 1, T + 2, T + 3, T + 4], "a@x.org", true);
        assert_eq!(
            locked(&own, "a@x.org", true, T + 5),
            Some(Locked::Own {
                until: T + LOCKOUT_SECONDS
            })
        );
        assert_eq!(locked(&own, "a@x.org", true, T + LOCKOUT_SECONDS + 1), None);
        // The window slides: the oldest of the last five decides.
        let own = failures(&[T, T + 1, T + 2, T + 3, T + 4, T + 600], "a@x.org", true);
        assert_eq!(
            locked(&own, "a@x.org", true, T + 700),
            Some(Locked::Own {
                until: T + 1 + LOCKOUT_SECONDS
            })
        );
        // A stranger is not locked by the player's own slips.
        assert_eq!(locked(&own, "m@evil.org", false, T + 700), None);
    }

    #[test]
    fn a_stranger_locks_out_itself_never_the_player() {
        let theirs = failures(&[T, T + 1, T + 2, T + 3, T + 4], "m@evil.org", false);
        assert!(matches!(
            locked(&theirs, "m@evil.org", false, T + 5),
            Some(Locked::Sender { .. })
        ));
        assert_eq!(locked(&theirs, "a@x.org", true, T + 5), None, "the player");
        assert_eq!(locked(&theirs, "n@evil.org", false, T + 5), None, "another");
    }

    #[test]
    fn many_strangers_close_the_account_to_strangers_for_the_day() {
        let mut many = Vec::new();
        for i in 0..STRANGER_FAILURES_PER_DAY as i64 {
            many.extend(failures(&[T + i * 60], &format!("m{i}@evil.org"), false));
        }
        let now = T + 2 * 3_600;
        let until = now - now.rem_euclid(DAY) + DAY;
        assert_eq!(
            locked(&many, "new@evil.org", false, now),
            Some(Locked::Strangers { until })
        );
        assert_eq!(locked(&many, "a@x.org", true, now), None, "the owner");
        assert_eq!(locked(&many[1..], "new@evil.org", false, now), None);
        // The next day it is open again.
        assert_eq!(locked(&many, "new@evil.org", false, until), None);
    }
}

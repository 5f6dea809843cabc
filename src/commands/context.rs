//! What a command sees while it is applied ([`Ctx`]), what it did
//! ([`Done`]), and what is remembered once its mail commits
//! ([`AfterCommit`]).

use super::Auth;
use crate::mail::compose::Draft;
use crate::store::strangers::NewFailure;

/// What a command did: its text for the sender's reply, and the board
/// mails it causes.
#[derive(Debug, Default)]
pub struct Done {
    /// The result, for the reply to the sender.
    pub reply: String,
    /// Board mails to the players (always to confirmed addresses).
    pub board_mails: Vec<Draft>,
    /// Confirmation mails to addresses not yet confirmed (other than the
    /// sender's).
    pub confirmations: Vec<Draft>,
    /// The token that confirms the sender's own address: the reply to the
    /// sender then is its confirmation mail.
    pub sender_token: Option<String>,
    /// Mails to confirmed addresses that carry a token (password resets):
    /// their stored copies are masked once sent.
    pub token_mails: Vec<Draft>,
    /// Addresses told as asked to confirm but not mailed (another player's
    /// already): they count toward the sender's limits as if mailed.
    pub unasked: usize,
}

impl Done {
    /// Adds the mails another command caused.
    pub fn absorb(&mut self, other: Done) {
        self.board_mails.extend(other.board_mails);
        self.confirmations.extend(other.confirmations);
        self.sender_token = self.sender_token.take().or(other.sender_token);
        self.token_mails.extend(other.token_mails);
        self.unasked += other.unasked;
    }
}

/// What a command sees while it is applied.
pub struct Ctx<'a> {
    /// The mail's transaction.
    pub db: &'a mut crate::store::MailTx,
    /// The sender's address (lower case).
    pub sender: &'a str,
    /// The language the sender reads: their account's, or for a sender
    /// with no account the one their mail's headers ask for.
    pub lang: crate::language::Language,
    /// The comment attached to the command.
    pub comment: &'a str,
    /// Password checks.
    pub auth: &'a Auth,
    /// The server's mail domain, for Message-IDs.
    pub domain: &'a str,
    /// What to remember once the transaction has committed.
    pub after: &'a mut AfterCommit,
    /// Wrong passwords given in the mail: written with the mail's record
    /// even when the command that gave them is refused.
    pub failures: &'a mut Vec<NewFailure>,
    /// The configuration.
    pub config: &'a crate::config::Config,
    /// The time, in seconds since the Unix epoch.
    pub now: i64,
    /// A play token's grant (a reply to a board mail): (board, userid),
    /// which stands in for that player's password on that board alone.
    pub granted: Option<(i64, String)>,
    /// Confirmation mails the mail's earlier commands asked for (to
    /// addresses other than the sender's), for the limit a mail.
    pub confirmations_before: usize,
}

/// What a mail's commands learned, to be remembered only after their
/// transaction commits (a rolled-back command must leave no trace).
#[derive(Default)]
pub struct AfterCommit {
    /// Passwords set or checked: (userid, password).
    pub passwords: Vec<(String, String)>,
    /// Accounts given a wrong password.
    pub failures: Vec<String>,
    /// Accounts whose remembered password is to be forgotten (a changed
    /// password, a deleted account), before `passwords` are remembered.
    pub forget: Vec<String>,
}

impl AfterCommit {
    /// Adds what another command learned.
    pub fn extend(&mut self, other: AfterCommit) {
        self.passwords.extend(other.passwords);
        self.failures.extend(other.failures);
        self.forget.extend(other.forget);
    }
}

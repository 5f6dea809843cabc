//! What a command sees while it is applied ([`Ctx`]).

use crate::accounts::Asking;
use crate::accounts::auth::Auth;
use crate::applied::AfterCommit;
use crate::store::strangers::NewFailure;

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

impl Ctx<'_> {
    /// The sender as the accounts see them (see [`Asking`]).
    pub fn asking(&mut self) -> Asking<'_> {
        Asking {
            db: self.db,
            sender: self.sender,
            lang: self.lang,
            auth: self.auth,
            now: self.now,
            failures: self.failures,
            after: self.after,
            granted: self.granted.as_ref(),
            confirmations_before: self.confirmations_before,
            config: self.config,
        }
    }
}

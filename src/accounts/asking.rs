//! The sender of a mail as the accounts see them ([`Asking`]).

use super::auth::Auth;
use crate::applied::AfterCommit;
use crate::config::Config;
use crate::language::Language;
use crate::store::MailTx;
use crate::store::strangers::NewFailure;

/// The sender of a mail as the accounts see them while its commands are
/// applied: who they are, what checking their passwords works with, and
/// what their mail has asked of the accounts so far (a part of the
/// commands' context, see `Ctx::asking`).
pub struct Asking<'a> {
    /// The mail's transaction.
    pub db: &'a mut MailTx,
    /// The sender's address (lower case).
    pub sender: &'a str,
    /// The language the sender reads.
    pub lang: Language,
    /// Password checks.
    pub auth: &'a Auth,
    /// The time, in seconds since the Unix epoch.
    pub now: i64,
    /// Wrong passwords given in the mail so far.
    pub failures: &'a mut Vec<NewFailure>,
    /// What the mail learned, remembered once it commits.
    pub after: &'a mut AfterCommit,
    /// A play token's grant (a reply to a board mail): (board, userid),
    /// which stands in for that player's password on that board alone.
    pub granted: Option<&'a (i64, String)>,
    /// Confirmation mails the mail's earlier commands asked for.
    pub confirmations_before: usize,
    /// The configuration (the addresses tokens are answered at).
    pub config: &'a Config,
}

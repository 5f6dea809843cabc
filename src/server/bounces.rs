//! Bounces (spec/bounces.md): a mail to a bounce address read as a
//! delivery report for the outbox mail its token names, never as commands
//! and never answered; what a hard bounce does to the address and its
//! player; and reviving.
//!
//! - A report that names the mail's recipient and says `failed` (5.x.x)
//!   marks that address as bouncing: it gets no more mail. Its player,
//!   with another address that takes mail, gets one notice there. A player
//!   with none left is unreachable: their clocks stop on every board (a
//!   spell that uses no vacation days, see [`crate::store::bounces`]), and
//!   each opponent gets one notice per board; their open seeks end. After
//!   [`UNREACHABLE_DAYS`] the boards end on time (in the clocks' pass).
//! - A delayed report (4.x.x) is counted; anything else at a bounce address
//!   (an unknown or used token, another recipient or mail, an auto-reply)
//!   is recorded and changes nothing.
//! - A mail the server accepts from a bouncing address, or a confirmed new
//!   address, ends the state; the clocks run again from then and the
//!   opponents are told.
//!
//! Every change here happens in the transaction of the mail that causes it,
//! with its notices in the outbox: each is made and mailed once.

use tracing::info;

use super::{Prepared, Read, Reply, Server};
use crate::board_mail::thread::thread_draft;
use crate::boards::seat_of;
use crate::commands::AfterCommit;
use crate::language::Msg;
use crate::mail::bounce::{self, Reading, Why};
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::{self, MailTx, bounces};
use crate::tokens::mask_tokens;

/// Days a player may stay unreachable before their running boards end as
/// a loss on time.
pub const UNREACHABLE_DAYS: i64 = 30;

/// The diagnostic kept for a report that gave none.
const NO_DIAGNOSTIC: &str = "no diagnostic given";

/// A report's diagnostic as it is kept for the operator (the reader gives
/// it on one line, tokens masked, at most 200 characters).
fn kept_diagnostic(diagnostic: &str) -> String {
    if diagnostic.trim().is_empty() {
        NO_DIAGNOSTIC.into()
    } else {
        diagnostic.to_string()
    }
}

/// Why a mail bounced, in words a player understands (spec/bounces.md,
/// "Why, in words"), from the reason's stored name.
pub fn why_in_words(why: &str) -> Msg {
    match Why::named(why) {
        Why::AddressUnknown => msg!("server-bounce-why-address-unknown"),
        Why::DomainUnknown => msg!("server-bounce-why-domain-unknown"),
        Why::MailboxFull => msg!("server-bounce-why-mailbox-full"),
        Why::Refused => msg!("server-bounce-why-refused"),
        Why::GaveUp => msg!("server-bounce-why-gave-up"),
        Why::Other => msg!("server-bounce-why-other"),
    }
}

impl Server {
    /// A mail to the bounce address with `token`, read inside its
    /// transaction: what it changes, the notices it makes, and how it is
    /// recorded (never answered).
    pub(super) async fn bounce_report(
        &self,
        read: &Read<'_>,
        tx: &mut MailTx,
        token: &str,
    ) -> anyhow::Result<Prepared> {
        let now = store::now();
        let c = tx.conn().await?;
        let Some(sent) = bounces::reported_mail(c, token, now).await? else {
            return Ok(recorded(
                read,
                format!(
                    "a delivery report naming no mail of this server of the last {} days",
                    bounces::REPORT_DAYS
                ),
            ));
        };
        let message_id = sent.message_id.trim_matches(|c| c == '<' || c == '>');
        let to = sent.recipient.to_lowercase();
        match bounce::read_report(read.raw, &to, message_id) {
            Reading::NotAReport => Ok(recorded(
                read,
                "mail to a bounce address that is not a delivery report".into(),
            )),
            Reading::OtherMail => Ok(recorded(
                read,
                format!(
                    "a delivery report that names another recipient or mail than outbox mail {}",
                    sent.id
                ),
            )),
            Reading::Soft { status, .. } => {
                bounces::count_delay(c, sent.id).await?;
                Ok(recorded(
                    read,
                    format!(
                        "a delivery report: outbox mail {} delayed ({status})",
                        sent.id
                    ),
                ))
            }
            Reading::Hard { .. } if sent.recipient_wrote_at > Some(sent.created_at) => {
                Ok(recorded(
                    read,
                    format!(
                        "a delivery report on outbox mail {}, written before its address last wrote: out of date",
                        sent.id
                    ),
                ))
            }
            Reading::Hard {
                status,
                diagnostic,
                why,
            } => {
                if !bounces::mark_bounced(c, sent.id, now).await? {
                    return Ok(recorded(
                        read,
                        format!("a second report of the bounce of outbox mail {}", sent.id),
                    ));
                }
                let userid = store::owner_of(c, &to).await?;
                let bouncing = bounces::Bouncing {
                    address: to.clone(),
                    userid: userid.clone(),
                    since: now,
                    status: status.clone(),
                    why: why.name().to_string(),
                    reason: kept_diagnostic(&diagnostic),
                };
                let new = bounces::start_bouncing(c, &bouncing).await?;
                info!(
                    outbox = sent.id,
                    %status,
                    why = why.name(),
                    diagnostic = %bouncing.reason,
                    player = ?userid,
                    new,
                    "a hard bounce"
                );
                let mut replies = Vec::new();
                if let (true, Some(u)) = (new, &userid) {
                    replies = self.address_lost(tx, &read.key, u, &bouncing).await?;
                }
                let mut p = recorded(
                    read,
                    format!(
                        "a delivery report: outbox mail {} bounced ({status})",
                        sent.id
                    ),
                );
                p.replies = replies;
                Ok(p)
            }
        }
    }

    /// The notices of a player's address that bounced: to their other
    /// address, or, with none left, to the opponent on each running board
    /// (the player is then unreachable and their clocks stop).
    async fn address_lost(
        &self,
        tx: &mut MailTx,
        key: &str,
        userid: &str,
        lost: &bounces::Bouncing,
    ) -> anyhow::Result<Vec<Reply>> {
        let c = tx.conn().await?;
        bounces::lock_player(c, userid).await?;
        let working = bounces::mail_addresses_of(c, userid).await?;
        if let Some(to) = working.first() {
            let lang = store::languages::language_of(c, userid).await?;
            let body = crate::tln!(
                lang,
                "server-bounce-address-lost",
                user = userid,
                address = &lost.address,
                why = why_in_words(&lost.why),
                status = &lost.status,
                to = to,
            );
            let draft = Draft {
                to: to.clone(),
                subject: format!("Mail to {} bounces", lost.address),
                body,
                language: Some(lang),
                ..Draft::default()
            };
            return self.written(&format!("{key}/bounced"), vec![(draft, false)]);
        }
        // A seek of a player no mail reaches would start boards nobody
        // answers: it ends at once.
        crate::seeks::end_all_of(&mut *c, userid, lost.since).await?;
        if !bounces::start_unreachable(c, userid, lost.since).await? {
            return Ok(Vec::new());
        }
        let lead = |game: &str, board: i64| {
            msg!(
                "server-bounce-unreachable",
                user = userid,
                why = why_in_words(&lost.why),
                status = &lost.status,
                game = game,
                board = board,
                days = UNREACHABLE_DAYS,
            )
        };
        let drafts = self
            .to_opponents(tx, userid, "cannot be reached by mail", lead)
            .await?;
        self.written(&format!("{key}/unreachable"), drafts)
    }

    /// Ends the bouncing of the address a mail came from (the server
    /// accepted it) and, when its player can now be reached again, their
    /// unreachable spell: the notices to their opponents.
    pub(super) async fn revive_sender(
        &self,
        tx: &mut MailTx,
        key: &str,
        sender: &str,
        now: i64,
    ) -> anyhow::Result<Vec<Reply>> {
        let c = tx.conn().await?;
        bounces::note_mail_from(c, sender, now).await?;
        if let Some(b) = bounces::revive(c, sender).await? {
            info!(player = ?b.userid, "a bouncing address wrote; it takes mail again");
        }
        match store::owner_of(tx.conn().await?, sender).await? {
            Some(userid) => self.reachable_again(tx, key, &userid, now).await,
            None => Ok(Vec::new()),
        }
    }

    /// Ends the unreachable spell of `userid` when they have an address
    /// that takes mail again: the clocks run from `now`, and each opponent
    /// is told.
    pub(super) async fn reachable_again(
        &self,
        tx: &mut MailTx,
        key: &str,
        userid: &str,
        now: i64,
    ) -> anyhow::Result<Vec<Reply>> {
        let c = tx.conn().await?;
        // Most mails come from players who are not unreachable: one read.
        // (A spell opened meanwhile by another server is found by the
        // clocks' next pass, see `resume_reachable`.)
        if bounces::unreachable_since(c, userid).await?.is_none() {
            return Ok(Vec::new());
        }
        bounces::lock_player(c, userid).await?;
        if bounces::mail_addresses_of(c, userid).await?.is_empty()
            || !bounces::end_unreachable(c, userid, now).await?
        {
            return Ok(Vec::new());
        }
        info!(player = ?userid, "reachable by mail again");
        let lead = |game: &str, board: i64| {
            msg!(
                "server-bounce-reachable",
                user = userid,
                game = game,
                board = board
            )
        };
        let drafts = self
            .to_opponents(tx, userid, "can be reached by mail again", lead)
            .await?;
        self.written(&format!("{key}/reachable"), drafts)
    }

    /// Ends the unreachable spell of every player who has an address that
    /// takes mail again by a way no mail of theirs showed (an address
    /// confirmed from another sender, say), each in its own transaction
    /// with its notices; run with the clocks.
    pub(super) async fn resume_reachable(&self) -> anyhow::Result<usize> {
        let players = {
            let mut c = self.store.pool().acquire().await?;
            bounces::reachable_but_stopped(&mut c).await?
        };
        let mut resumed = 0;
        for userid in players {
            let mut tries = 0;
            loop {
                match self.resume_one(&userid).await {
                    Err(e) if store::is_conflict(&e) && tries < 10 => tries += 1,
                    Err(e) => return Err(e),
                    Ok(done) => {
                        resumed += usize::from(done);
                        break;
                    }
                }
            }
        }
        Ok(resumed)
    }

    async fn resume_one(&self, userid: &str) -> anyhow::Result<bool> {
        let now = store::now();
        let mut tx = MailTx::begin(&self.store).await?;
        let notices = self
            .reachable_again(&mut tx, &format!("reachable {userid}"), userid, now)
            .await?;
        self.write_notices(&mut tx, &notices, now).await?;
        tx.commit().await?;
        Ok(!notices.is_empty())
    }

    /// Writes notices no mail caused into the outbox, in `tx`.
    async fn write_notices(
        &self,
        tx: &mut MailTx,
        notices: &[Reply],
        now: i64,
    ) -> anyhow::Result<()> {
        let rows: Vec<store::NewOutbox> = notices
            .iter()
            .map(|r| r.outbox_row(&self.config.address))
            .collect();
        store::mail::insert_outbox(tx.conn().await?, &rows, None, now).await?;
        Ok(())
    }

    /// `ringmail mail revive ADDRESS`: ends the bouncing of `address` by
    /// hand, with what a mail from it would bring (the clocks of its player
    /// run again, and their opponents are told); `false` when it did not
    /// bounce.
    pub async fn revive_by_hand(&self, address: &str) -> anyhow::Result<bool> {
        let address = address.trim().to_lowercase();
        let mut tries = 0;
        loop {
            match self.revive_in_one_transaction(&address).await {
                Err(e) if store::is_conflict(&e) && tries < 10 => tries += 1,
                other => return other,
            }
        }
    }

    async fn revive_in_one_transaction(&self, address: &str) -> anyhow::Result<bool> {
        let now = store::now();
        let mut tx = MailTx::begin(&self.store).await?;
        if bounces::revive(tx.conn().await?, address).await?.is_none() {
            tx.rollback().await?;
            return Ok(false);
        }
        let notices = match store::owner_of(tx.conn().await?, address).await? {
            Some(userid) => {
                self.reachable_again(&mut tx, &format!("revive {address}"), &userid, now)
                    .await?
            }
            None => Vec::new(),
        };
        self.write_notices(&mut tx, &notices, now).await?;
        tx.commit().await?;
        info!(
            notices = notices.len(),
            "a bouncing address revived by hand"
        );
        Ok(true)
    }

    /// One notice to the opponent of `userid` on each of their running
    /// boards, in the thread of that board's mails: `GAME Board N: USERID
    /// WHAT`, with `lead(game, board)` in the opponent's language.
    async fn to_opponents(
        &self,
        tx: &mut MailTx,
        userid: &str,
        what: &str,
        lead: impl Fn(&str, i64) -> Msg,
    ) -> anyhow::Result<Vec<(Draft, bool)>> {
        let mut drafts = Vec::new();
        for board in bounces::running_boards(tx.conn().await?, userid).await? {
            let Some(full) = store::full_game(tx.conn().await?, board).await? else {
                continue;
            };
            let Some(seat) = seat_of(&full.row, userid) else {
                continue;
            };
            let other = 1 - seat;
            let Some(to) = full.addresses[other].as_deref() else {
                continue;
            };
            let row = &full.row;
            let subject = format!("{} Board {}: {userid} {what}", row.game, row.board);
            let subject = if full.one_subject[other] {
                crate::board_mail::one_subject(row)
            } else {
                subject
            };
            let lang = full.languages[other];
            let body = format!("{}\n", lang.text(&lead(&row.game, row.board)));
            let draft = Draft {
                language: Some(lang),
                ..thread_draft(row, Some(other), to, &subject, body)
            };
            drafts.push((draft, false));
        }
        Ok(drafts)
    }
}

/// A mail recorded and not answered, for `reason`.
fn recorded(read: &Read<'_>, reason: String) -> Prepared {
    // A report may quote the bounced mail's subject, and a token in it.
    let subject = read.parsed.as_ref().ok().map(|m| {
        let subject = String::from_utf8_lossy(&mask_tokens(m.subject.as_bytes())).into_owned();
        super::prepare::stored_subject(&subject, &super::prepare::mail_secrets(&subject, ""))
    });
    Prepared {
        sender: read.parsed.as_ref().ok().and_then(|m| m.from.clone()),
        subject,
        disposition: format!("not answered: {reason}"),
        replies: Vec::new(),
        failures: Vec::new(),
        after: AfterCommit::default(),
        not_answered: Some(reason),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_diagnostic_is_kept_as_such() {
        assert_eq!(kept_diagnostic("  "), "no diagnostic given");
        assert_eq!(kept_diagnostic("550 User unknown"), "550 User unknown");
    }

    #[test]
    fn every_reason_in_words_in_both_languages() {
        let fr = crate::language::Language::from_code("fr").unwrap();
        let en = crate::language::Language::ENGLISH;
        let words =
            |lang: crate::language::Language, why: Why| lang.text(&why_in_words(why.name()));
        assert_eq!(
            words(en, Why::AddressUnknown),
            "the address does not exist or is closed"
        );
        assert_eq!(words(en, Why::MailboxFull), "the mailbox is full");
        assert_eq!(
            words(fr, Why::MailboxFull),
            "la boîte aux lettres est pleine"
        );
        let mut seen = std::collections::HashSet::new();
        for why in Why::ALL {
            for lang in [en, fr] {
                assert!(seen.insert(words(lang, why)), "{why:?} in {lang:?}");
            }
        }
        // A name not known reads as "other".
        assert_eq!(words(en, Why::named("no-such")), words(en, Why::Other));
    }

    #[test]
    fn the_english_notices() {
        let en = crate::language::Language::ENGLISH;
        let (userid, address, status, to) = ("bob", "bob@old.test", "5.1.1", "bob@new.test");
        let why = "the address does not exist or is closed";
        assert_eq!(
            crate::tln!(
                en,
                "server-bounce-address-lost",
                user = userid,
                address = address,
                why = why_in_words("address-unknown"),
                status = status,
                to = to,
            ),
            format!(
                "{userid}, mail to your address {address} bounced: {why} ({status}).\n\
                 The server sends it nothing more; your mail goes to {to} instead.\n\
                 Any mail you send from {address} that the server accepts makes it take mail again.\n"
            )
        );
        let (game, board) = ("yinsh", 101);
        assert_eq!(
            crate::tln!(
                en,
                "server-bounce-unreachable",
                user = userid,
                why = why_in_words("address-unknown"),
                status = status,
                game = game,
                board = board,
                days = UNREACHABLE_DAYS,
            ),
            format!(
                "{userid} cannot be reached by mail: mail to their address bounced ({why}, {status}).\n\
                 {userid}'s clock on {game} Board {board} is stopped until they write again or\n\
                 confirm an address that takes mail. If they cannot be reached for {UNREACHABLE_DAYS}\n\
                 days, they lose the board on time.\n"
            )
        );
        assert_eq!(
            crate::tln!(
                en,
                "server-bounce-reachable",
                user = userid,
                game = game,
                board = board
            ),
            format!(
                "{userid} can be reached by mail again: their clock on {game} Board {board} runs again from now.\n"
            )
        );
    }
}

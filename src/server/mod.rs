//! The server: one transaction per mail (record it, apply its commands,
//! write every reply into the outbox), the delivery of the outbox, and the
//! loop that runs both.

use std::collections::HashSet;
use std::panic::AssertUnwindSafe;

use anyhow::Context;
use futures_util::FutureExt;
use sha2::{Digest, Sha256};

use tokio::sync::{Notify, watch};
use tracing::{Instrument, error, info, info_span};

use crate::commands::{AfterCommit, Auth};
use crate::config::Config;
use crate::games::GAMES;
use crate::mail::parse::parse_mail;
use crate::mail::parse::{MailError, ParsedMail};
use crate::mail::{InMail, Inbound, Outbound, outbound_from};
use crate::store::{self, MailTx, NewOutbox, Store, StoredMail, now};

mod analyses;
mod answered;
mod bounces;
mod clocks;
mod delivery;
mod engine_moves;
mod prepare;
mod replies;
mod robot_queue;
mod robots;
mod run;
mod seeks;

pub use analyses::AnalysisCounters;
pub use bounces::why_in_words;
pub use clocks::ClockRun;
pub use delivery::Delivery;
pub use engine_moves::FAILURES_BEFORE_RESIGNING;
pub use robots::RobotRun;
pub use seeks::SeekRun;

use prepare::{mail_secrets, stored_subject};

/// What became of one mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Processed {
    /// Its commands were applied (or refused) and its replies written.
    Answered {
        /// Replies written into the outbox.
        replies: usize,
    },
    /// The same mail was processed before; nothing was done.
    Duplicate,
    /// Recorded, and never answered (loop protection, no sender).
    NotAnswered(String),
    /// Its handling failed in a way that trying again cannot mend: recorded
    /// as failed with the reason, and never tried again.
    Failed(String),
}

/// A mail answered inside its transaction: what is left is to record it
/// with its replies and commit.
struct Prepared {
    sender: Option<String>,
    subject: Option<String>,
    disposition: String,
    replies: Vec<Reply>,
    /// Wrong passwords the mail gave (kept even for refused commands).
    failures: Vec<store::strangers::NewFailure>,
    after: AfterCommit,
    /// `None` when answered, else why not.
    not_answered: Option<String>,
}

/// A reply, written.
struct Reply {
    message_id: String,
    to: String,
    /// The mail as the outbox keeps it (with its picture's recipe, drawn
    /// at delivery).
    mail: StoredMail,
    /// It carries a token (a confirmation), masked once sent.
    holds_token: bool,
    /// The play token set aside from it, put back at delivery.
    token: Option<String>,
}

impl Reply {
    /// Its row in the outbox, sent from `sender`.
    fn outbox_row<'a>(&'a self, sender: &'a str) -> NewOutbox<'a> {
        NewOutbox {
            message_id: &self.message_id,
            sender,
            recipient: &self.to,
            mail: &self.mail,
            holds_token: self.holds_token,
            token: self.token.as_deref(),
        }
    }
}

/// A mail read from the inbox and parsed.
struct Read<'r> {
    key: String,
    /// The mail as it came (a delivery report is read from it whole).
    raw: &'r [u8],
    parsed: Result<ParsedMail, MailError>,
    oversize: bool,
}

impl<'r> Read<'r> {
    fn new(raw: &'r [u8], oversize: bool, address: &str) -> Read<'r> {
        let parsed = parse_mail(raw, address, GAMES);
        let key = mail_key(
            parsed.as_ref().ok().and_then(|p| p.message_id.as_deref()),
            raw,
        );
        Read {
            key,
            raw,
            parsed,
            oversize,
        }
    }
}

/// Whether an error is of the database or of the mail transport, which are
/// temporary by nature (the mail is to be tried again), rather than of the
/// mail itself.
fn is_temporary(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.is::<sqlx::Error>() || c.is::<std::io::Error>() || c.is::<sqlx::migrate::MigrateError>()
    })
}

/// How many times a mail is done again at once after conflicts with other
/// servers sharing its database (then it waits in the inbox for a later
/// pass).
const CONFLICT_TRIES: u64 = 20;

fn now_micros() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}

/// The server's parts.
pub struct Server {
    config: Config,
    store: Store,
    outbound: Box<dyn Outbound>,
    auth: Auth,
    /// Held during a pass of the robots: one pass at a time.
    robot_turn: tokio::sync::Mutex<()>,
    /// (board, moves) where a robot failed: left alone until a restart.
    robot_failed: std::sync::Mutex<HashSet<(i64, i64)>>,
    /// What the analyses have searched.
    analysis_counters: AnalysisCounters,
}

/// The key under which a mail is recorded: its Message-ID, or a hash of its
/// bytes when it has none.
pub fn mail_key(message_id: Option<&str>, raw: &[u8]) -> String {
    match message_id {
        Some(id) if !id.trim().is_empty() => format!("<{}>", id.trim()),
        _ => {
            let d = Sha256::digest(raw);
            format!(
                "sha256:{}",
                d.iter().map(|b| format!("{b:02x}")).collect::<String>()
            )
        }
    }
}

impl Server {
    /// Opens the database and the outbound transport the configuration names.
    pub async fn open(config: Config) -> anyhow::Result<Server> {
        let store =
            Store::open_with_cache(&config.database, config.memory.sqlite_cache_kib).await?;
        let outbound = outbound_from(&config)?;
        let mut c = store.pool().acquire().await?;
        for engine in &config.robots.engine {
            store::robots::enter_engine(&mut c, &engine.name).await?;
        }
        drop(c);
        Ok(Server::with_parts(config, store, outbound))
    }

    /// A server from its parts (tests give their own transport).
    pub fn with_parts(config: Config, store: Store, outbound: Box<dyn Outbound>) -> Server {
        Server {
            config,
            store,
            outbound,
            auth: Auth::default(),
            robot_turn: tokio::sync::Mutex::new(()),
            robot_failed: std::sync::Mutex::new(HashSet::new()),
            analysis_counters: AnalysisCounters::default(),
        }
    }

    /// The database.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Processes one mail in one transaction. When this returns `Ok`, the
    /// mail is recorded and all its replies are in the outbox; when it
    /// returns `Err`, nothing of it was stored.
    pub async fn process(&self, raw: &[u8], oversize: bool) -> anyhow::Result<Processed> {
        let read = Read::new(raw, oversize, &self.config.address);
        let span = info_span!("mail", key = ?read.key);
        self.guarded(&read).instrument(span).await
    }

    /// Handles one mail of `inbox`, from start to end: it is read, then
    /// in one transaction its commands are applied, it is recorded and its
    /// replies are written into the outbox; the commit is on disk when it
    /// returns, and the mail leaves the inbox. An `Err` means nothing of
    /// it was stored and it stays in the inbox, to be tried again.
    async fn handle_mail(
        &self,
        inbox: &mut dyn Inbound,
        mail: &InMail,
    ) -> anyhow::Result<Processed> {
        let read = Read::new(&mail.raw, mail.oversize, &self.config.address);
        let span = info_span!("mail", key = ?read.key);
        let processed = self.guarded(&read).instrument(span).await?;
        inbox
            .ack(&mail.id)
            .await
            .with_context(|| format!("cannot take {} out of the inbox", mail.id))?;
        Ok(processed)
    }

    /// The mail's transaction ([`Server::transaction`]), done again at once
    /// after a conflict with another server sharing the database; when its
    /// handling fails in a way that trying again cannot mend (a fault of
    /// the mail, not of the database or the transport, a panic included),
    /// the mail is recorded as failed with the reason. An `Err` means
    /// nothing of it was stored.
    async fn guarded(&self, read: &Read<'_>) -> anyhow::Result<Processed> {
        let attempt = async {
            let mut conflicts = 0;
            loop {
                match self.transaction(read).await {
                    Err(e) if store::is_conflict(&e) && conflicts < CONFLICT_TRIES => {
                        conflicts += 1;
                        info!(
                            conflicts,
                            "a conflict with another server; doing the mail again"
                        );
                        let pause = (now_micros() % 20) * conflicts;
                        tokio::time::sleep(std::time::Duration::from_millis(pause)).await;
                    }
                    other => return other,
                }
            }
        };
        let error = match AssertUnwindSafe(attempt).catch_unwind().await {
            Ok(Ok(processed)) => return Ok(processed),
            Ok(Err(e)) if is_temporary(&e) => return Err(e),
            Ok(Err(e)) => format!("{e:#}"),
            Err(panic) => {
                let what = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                format!("the server failed on this mail (panic: {what})")
            }
        };
        self.record_failed(read, &error).await
    }

    /// One mail, one transaction: its commands applied (each whole or not
    /// at all), its replies written, then the mail recorded with them and
    /// committed; what its commands learned is remembered only then.
    async fn transaction(&self, read: &Read<'_>) -> anyhow::Result<Processed> {
        let mut tx = MailTx::begin(&self.store).await?;
        if tx.recorded(&read.key).await? {
            tx.rollback().await?;
            info!("seen before; not applied again");
            return Ok(Processed::Duplicate);
        }
        let p = self.prepare(read, &mut tx).await?;
        let c = tx.conn().await?;
        store::strangers::record_failures(c, &p.failures, now()).await?;
        let rows: Vec<NewOutbox> = p
            .replies
            .iter()
            .map(|r| r.outbox_row(&self.config.address))
            .collect();
        let (sender, subject) = (p.sender.as_deref(), p.subject.as_deref());
        if !tx
            .record_and_commit(&read.key, sender, subject, &p.disposition, &rows)
            .await?
        {
            info!("seen before; not applied again");
            return Ok(Processed::Duplicate);
        }
        self.remember(p.after);
        Ok(match p.not_answered {
            Some(reason) => {
                info!(reason = ?reason, "recorded, not answered");
                Processed::NotAnswered(reason)
            }
            None => {
                info!(replies = rows.len(), sender = ?sender.unwrap_or(""), "answered");
                Processed::Answered {
                    replies: rows.len(),
                }
            }
        })
    }

    /// Remembers what a committed mail's commands learned of passwords.
    fn remember(&self, after: AfterCommit) {
        for (userid, password) in after.passwords {
            self.auth.known.remember(&userid, &password);
        }
        // After the remembering: a mail that played with the old password
        // and then changed it must not leave the old one known.
        for userid in &after.forget {
            self.auth.known.forget(userid);
        }
        for userid in after.failures {
            self.auth.known.note_failure(&userid, now());
        }
    }

    /// Records a mail as failed for good, with `error` (its secrets masked).
    async fn record_failed(&self, read: &Read<'_>, error: &str) -> anyhow::Result<Processed> {
        // The mail's secrets, read once from its own subject and text, mask
        // both the stored subject and the reason.
        let (sender, subject, reason) = match &read.parsed {
            Ok(m) => {
                let secrets = mail_secrets(&m.subject, &m.text);
                (
                    m.from.as_deref(),
                    Some(stored_subject(&m.subject, &secrets)),
                    secrets.mask(error),
                )
            }
            Err(_) => (None, None, error.to_string()),
        };
        self.store
            .record_failed(&read.key, sender, subject.as_deref(), &reason)
            .await?;
        error!(
            reason = ?reason,
            "the mail failed for good: recorded as failed (ringmail mail failed lists it), not tried again"
        );
        Ok(Processed::Failed(reason))
    }

    /// Processes every mail waiting in `inbox`, each taken out of it once
    /// its transaction is committed. Stops between mails when `stop` says
    /// so. Returns the number of mails taken out of the inbox and the
    /// number that failed (they stay in the inbox for the next round).
    pub async fn process_inbox(
        &self,
        inbox: &mut dyn Inbound,
        stop: &watch::Receiver<bool>,
        replies: &Notify,
    ) -> anyhow::Result<(usize, usize)> {
        let (mut done, mut failed) = (0, 0);
        let mut failed_ids = HashSet::new();
        loop {
            let batch = inbox
                .fetch(self.config.memory.inbox_batch)
                .await
                .context("cannot read the inbox")?;
            let fresh: Vec<InMail> = batch
                .into_iter()
                .filter(|m| !failed_ids.contains(&m.id))
                .collect();
            if fresh.is_empty() {
                return Ok((done, failed));
            }
            for m in &fresh {
                if *stop.borrow() {
                    return Ok((done, failed));
                }
                match self.handle_mail(inbox, m).await {
                    Ok(_) => {
                        done += 1;
                        replies.notify_one();
                    }
                    Err(e) => {
                        error!(mail = ?m.id, error = format!("{e:#}"), "mail not processed (the database or the transport failed); it stays in the inbox");
                        failed_ids.insert(m.id.clone());
                        failed += 1;
                    }
                }
            }
        }
    }
}

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

use crate::commands::{AfterCommit, Auth, GameCache, KnownSenders};
use crate::config::Config;
use crate::games::GAMES;
use crate::mail::parse::parse_mail;
use crate::mail::parse::{MailError, ParsedMail};
use crate::mail::{Inbound, Outbound, outbound_from};
use crate::store::{self, MailTx, NewOutbox, Store, StoredMail, now};

mod clocks;
mod delivery;
mod prepare;
mod robot_queue;
mod robots;
mod run;

pub use clocks::ClockRun;
pub use delivery::{Delivery, Pass};
pub use robots::RobotRun;

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

/// A mail read and its commands applied (in memory, or inside a
/// transaction begun because a command read the database), with its
/// replies built: what is left is to record it and commit.
struct Prepared {
    key: String,
    tx: MailTx,
    sender: Option<String>,
    subject: Option<String>,
    disposition: String,
    writes: Vec<store::Write>,
    /// (Message-ID, recipient, raw mail).
    replies: Vec<Reply>,
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

/// One try at preparing a mail.
enum Attempt {
    Ready(Box<Prepared>),
    /// A command was refused on a position from memory: try again from the
    /// database.
    Recheck,
    /// Tried ahead from memory alone, a command needed the database.
    Offline,
}

/// What became of a mail, and what that means for mails tried ahead.
struct Finished {
    processed: Processed,
    /// Done again from the database (positions in memory were forgotten).
    redone: bool,
    /// The boards it changed.
    boards: Vec<i64>,
}

/// A mail read from the inbox and parsed.
struct Read {
    key: String,
    parsed: Result<ParsedMail, MailError>,
    oversize: bool,
}

impl Read {
    fn new(raw: &[u8], oversize: bool, address: &str) -> Read {
        let parsed = parse_mail(raw, address, GAMES);
        let key = mail_key(
            parsed.as_ref().ok().and_then(|p| p.message_id.as_deref()),
            raw,
        );
        Read {
            key,
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

/// Mails whose commits one sync of the database's log puts on disk, at
/// most, before they are taken out of the inbox (and at the end of each
/// batch read from it). What it buys: a mail's commit does not wait for the
/// disk, which was the longest step of each mail; a crash loses at most
/// commits whose mails are still in the inbox, which are done again (or
/// found done, when their commits were on disk after all).
const SYNC_GROUP: usize = 32;

/// Takes committed mails out of the inbox once their commits are on disk.
async fn settle(store: &Store, inbox: &mut dyn Inbound, ids: Vec<&str>) -> anyhow::Result<()> {
    if ids.is_empty() {
        return Ok(());
    }
    store.sync_log().await?;
    inbox.ack_all(&ids).await
}

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
    games: GameCache,
    known: KnownSenders,
    /// Held during a pass of the robots: one pass at a time.
    robot_turn: tokio::sync::Mutex<()>,
    /// (board, moves) where a robot failed: left alone until a restart.
    robot_failed: std::sync::Mutex<HashSet<(i64, i64)>>,
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
        Ok(Server::with_parts(config, store, outbound))
    }

    /// A server from its parts (tests give their own transport).
    pub fn with_parts(config: Config, store: Store, outbound: Box<dyn Outbound>) -> Server {
        Server {
            games: GameCache::new(config.memory.cached_boards),
            config,
            store,
            outbound,
            auth: Auth::default(),
            known: KnownSenders::default(),
            robot_turn: tokio::sync::Mutex::new(()),
            robot_failed: std::sync::Mutex::new(HashSet::new()),
        }
    }

    /// Whether mails are tried from the positions kept in memory (and the
    /// next mail tried ahead while one commits). Only on SQLite: servers
    /// sharing a Postgres database take each board from it, locked, for
    /// every command, so that no server acts on a board another one has
    /// changed (see [`store::games::lock_board`]).
    fn uses_memory(&self) -> bool {
        self.store.backend() == store::Backend::Sqlite
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
        let finished = self.handle(&read, None).instrument(span).await?;
        self.store.sync_log().await?;
        Ok(finished.processed)
    }

    /// Handles a mail (from the try `kept` when there is one): records it
    /// with its replies; or, when its handling fails in a way that trying
    /// again cannot mend (a fault of the mail, not of the database or the
    /// transport, a panic included), records it as failed with the
    /// reason. An `Err` means nothing of it was stored: it is to be tried
    /// again.
    async fn handle(&self, read: &Read, kept: Option<Attempt>) -> anyhow::Result<Finished> {
        let attempt = async {
            let first = match kept {
                Some(attempt) => Ok(attempt),
                None => {
                    self.prepare(read, MailTx::new(&self.store), self.uses_memory())
                        .await
                }
            };
            self.complete(read, first).await
        };
        let error = match AssertUnwindSafe(attempt).catch_unwind().await {
            Ok(Ok(finished)) => return Ok(finished),
            Ok(Err(e)) if is_temporary(&e) => return Err(e),
            Ok(Err(e)) => format!("{e:#}"),
            Err(panic) => {
                // Positions in memory may be half changed.
                self.games.clear();
                let what = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                format!("the server failed on this mail (panic: {what})")
            }
        };
        // The mail's secrets, read once from its own subject and text, mask
        // both the stored subject and the reason.
        let (sender, subject, reason) = match &read.parsed {
            Ok(m) => {
                let secrets = mail_secrets(&m.subject, &m.text);
                (
                    m.from.as_deref(),
                    Some(stored_subject(&m.subject, &secrets)),
                    secrets.mask(&error),
                )
            }
            Err(_) => (None, None, error),
        };
        self.store
            .record_failed(&read.key, sender, subject.as_deref(), &reason)
            .await?;
        error!(
            reason = ?reason,
            "the mail failed for good: recorded as failed (ringmail mail failed lists it), not tried again"
        );
        Ok(Finished {
            processed: Processed::Failed(reason),
            redone: true,
            boards: Vec::new(),
        })
    }

    /// Finishes a mail from its first try: commits it, or, when that try
    /// used positions from memory that turn out to be behind the
    /// database (a refusal, a collision in a move log), does it again from
    /// the database alone.
    async fn complete(
        &self,
        read: &Read,
        first: anyhow::Result<Attempt>,
    ) -> anyhow::Result<Finished> {
        let error = match first {
            Ok(Attempt::Ready(p)) => match self.commit(*p).await {
                Ok(done) => return Ok(done),
                Err(e) => e,
            },
            Ok(Attempt::Recheck) => anyhow::anyhow!("refused on a position from memory"),
            Ok(Attempt::Offline) => anyhow::anyhow!("tried from memory alone"),
            Err(e) => e,
        };
        // Positions in memory may be behind another process's changes:
        // anything refused or failed with them is done again from the
        // database alone.
        info!(
            reason = format!("{error:#}"),
            "doing the mail again from the database"
        );
        let mut conflicts = 0;
        loop {
            self.games.clear();
            let redone = async {
                match self.prepare(read, MailTx::new(&self.store), false).await? {
                    Attempt::Ready(p) => self.commit(*p).await,
                    Attempt::Recheck | Attempt::Offline => {
                        unreachable!("a try from the database is never rechecked")
                    }
                }
            }
            .await;
            match redone {
                // Servers sharing a Postgres database: another one changed
                // what this mail read; it is done again at once.
                Err(e) if store::is_conflict(&e) && conflicts < CONFLICT_TRIES => {
                    conflicts += 1;
                    info!(
                        conflicts,
                        "a conflict with another server; doing the mail again"
                    );
                    tokio::time::sleep(std::time::Duration::from_millis(
                        (now_micros() % 20) * conflicts,
                    ))
                    .await;
                }
                other => {
                    return other.map(|f| Finished { redone: true, ..f });
                }
            }
        }
    }

    /// Records a prepared mail and commits, in one round trip; then
    /// remembers what its commands learned.
    async fn commit(&self, p: Prepared) -> anyhow::Result<Finished> {
        let Prepared {
            key,
            mut tx,
            sender,
            subject,
            disposition,
            writes,
            replies,
            after,
            not_answered,
        } = p;
        tx.go_online(&self.store);
        let rows: Vec<NewOutbox> = replies
            .iter()
            .map(|r| NewOutbox {
                message_id: &r.message_id,
                sender: &self.config.address,
                recipient: &r.to,
                mail: &r.mail,
                holds_token: r.holds_token,
                token: r.token.as_deref(),
            })
            .collect();
        let fresh = tx
            .record_and_commit(
                &key,
                sender.as_deref(),
                subject.as_deref(),
                &disposition,
                &writes,
                &rows,
            )
            .await?;
        let mut finished = Finished {
            processed: Processed::Duplicate,
            redone: false,
            boards: Vec::new(),
        };
        if !fresh {
            info!("seen before; not applied again");
            return Ok(finished);
        }
        for (userid, password) in after.passwords {
            self.auth.remember(&userid, &password);
        }
        // After the remembering: a mail that played with the old password
        // and then changed it must not leave the old one known.
        for userid in &after.forget {
            self.auth.forget(userid);
        }
        for userid in after.failures {
            self.auth.note_failure(&userid, now());
        }
        for address in after.confirmed {
            self.known.insert(&address);
        }
        for game in after.games {
            finished.boards.push(game.row.board);
            self.games.put(game);
        }
        // After the confirmed ones: an address this mail took away is not
        // confirmed, whatever it was when the mail began. Positions in
        // memory carry their players' and observers' addresses, so they
        // are read again.
        for address in &after.removed {
            self.known.remove(address);
        }
        if !after.removed.is_empty() {
            self.games.clear();
        }
        // A mail tried ahead from memory may have relied on a password or
        // an address that is gone now: it is done again from the database.
        if !after.forget.is_empty() || !after.removed.is_empty() {
            finished.redone = true;
        }
        finished.processed = match not_answered {
            Some(reason) => {
                info!(reason = ?reason, "recorded, not answered");
                Processed::NotAnswered(reason)
            }
            None => {
                info!(
                    replies = replies.len(),
                    sender = ?sender.as_deref().unwrap_or(""),
                    "answered"
                );
                Processed::Answered {
                    replies: replies.len(),
                }
            }
        };
        Ok(finished)
    }

    /// Processes every mail waiting in `inbox`, acknowledging each after its
    /// transaction commits and is on disk (one sync for a group of mails,
    /// see [`SYNC_GROUP`]). Stops between mails when `stop` says so. Returns
    /// the number of mails taken out of the inbox and the number that failed
    /// (they stay in the inbox for the next round).
    pub async fn process_inbox(
        &self,
        inbox: &mut dyn Inbound,
        stop: &watch::Receiver<bool>,
        replies: &Notify,
    ) -> anyhow::Result<(usize, usize)> {
        let mut done = 0;
        let mut failed = 0;
        let mut failed_ids = HashSet::new();
        loop {
            let batch = inbox
                .fetch(self.config.memory.inbox_batch)
                .await
                .context("cannot read the inbox")?;
            let fresh: Vec<_> = batch
                .into_iter()
                .filter(|m| !failed_ids.contains(&m.id))
                .collect();
            if fresh.is_empty() {
                return Ok((done, failed));
            }
            // While one mail's transaction commits, the next mail is read
            // and its commands are tried ahead from memory alone (no
            // database, so nothing of it is stored). The try is kept only
            // if it read no board the committing mail changed; otherwise,
            // or when it needs the database, the mail is prepared again
            // once its turn comes. Committed mails are put on disk and
            // taken out of the inbox in groups ([`SYNC_GROUP`]), while the
            // next one commits.
            // The next mail, read ahead, with its try when it is kept.
            let mut ahead: Option<(Read, Option<Attempt>)> = None;
            // Committed, not yet known to be on disk.
            let mut committed: Vec<&str> = Vec::new();
            // To be put on disk and taken out of the inbox.
            let mut settling: Vec<&str> = Vec::new();
            for (i, m) in fresh.iter().enumerate() {
                if *stop.borrow() {
                    settling.append(&mut committed);
                    settle(&self.store, inbox, settling).await?;
                    return Ok((done, failed));
                }
                let (read, kept) = ahead
                    .take()
                    .unwrap_or_else(|| (Read::new(&m.raw, m.oversize, &self.config.address), None));
                let span = info_span!("mail", key = ?read.key);
                let finishing = self.handle(&read, kept).instrument(span);
                let trying = async {
                    if !self.uses_memory() {
                        return None;
                    }
                    let n = fresh.get(i + 1)?;
                    let read = Read::new(&n.raw, n.oversize, &self.config.address);
                    // A try that panics is dropped: the mail is handled (and
                    // recorded as failed) in its turn.
                    let tried = AssertUnwindSafe(self.prepare(&read, MailTx::offline(), true))
                        .catch_unwind()
                        .await
                        .ok()?;
                    Some((read, tried))
                };
                let acking = settle(&self.store, inbox, std::mem::take(&mut settling));
                let (finished, tried, acked) = tokio::join!(finishing, trying, acking);
                acked?;
                match finished {
                    Ok(f) => {
                        committed.push(&m.id);
                        if committed.len() >= SYNC_GROUP {
                            settling = std::mem::take(&mut committed);
                        }
                        done += 1;
                        replies.notify_one();
                        ahead = tried.map(|(read, t)| {
                            let kept = match t {
                                Ok(Attempt::Ready(p))
                                    if !f.redone
                                        && !p
                                            .after
                                            .cached_boards
                                            .iter()
                                            .any(|b| f.boards.contains(b)) =>
                                {
                                    Some(Attempt::Ready(p))
                                }
                                _ => None,
                            };
                            (read, kept)
                        });
                    }
                    Err(e) => {
                        error!(mail = ?m.id, error = format!("{e:#}"), "mail not processed (the database or the transport failed); it stays in the inbox");
                        failed_ids.insert(m.id.clone());
                        failed += 1;
                    }
                }
            }
            settling.append(&mut committed);
            settle(&self.store, inbox, settling).await?;
        }
    }
}

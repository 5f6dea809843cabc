//! An IMAP folder as the inbound source (`imap://`, `imap+starttls://`,
//! `imaps://`). Every message still in the folder is found with `UID
//! SEARCH`, its size read with `RFC822.SIZE`, and then its bytes with
//! `BODY.PEEK[]` (only the first `max_mail_bytes + 1` of a larger one, with
//! `BODY.PEEK[]<0.N>`); new mail is awaited with IDLE (or by polling when the
//! server has no IDLE). A message is marked only after its transaction has
//! committed and is on disk: moved to the processed folder, or flagged
//! `\Seen`. A dropped
//! connection or a changed UIDVALIDITY means reconnecting with backoff; a
//! message processed but not yet marked is seen again and recognised by the
//! database.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use async_imap::extensions::idle::IdleResponse;
use async_imap::types::UnsolicitedResponse;
use async_imap::{Client, Session};
use futures_util::TryStreamExt;
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tracing::{debug, info, warn};

pub use super::imap_conn::Conn;
use super::url::{MailUrl, Security};
use super::{BoxFuture, InMail, Inbound};

/// The accepted schemes, their protection and usual port.
pub const SCHEMES: &[(&str, Security, u16)] = &[
    ("imap", Security::Plain, 143),
    ("imap+starttls", Security::StartTls, 143),
    ("imaps", Security::Tls, 993),
];

/// Longest wait between reconnection attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// Longest IDLE before it is issued again (servers may drop it after 30
/// minutes).
pub const MAX_IDLE: Duration = Duration::from_secs(29 * 60);

/// What to do with the folder's messages.
#[derive(Debug, Clone)]
pub struct ImapOptions {
    /// Seconds between looks when the server has no IDLE.
    pub poll: Duration,
    /// How long one IDLE lasts before it is issued again.
    pub idle: Duration,
    /// The folder processed mail is moved to; `None` flags it `\Seen`.
    pub processed_folder: Option<String>,
    /// A PEM file of one more certificate authority to trust.
    pub extra_ca: Option<std::path::PathBuf>,
}

/// A logged-in session with the folder selected.
struct Live {
    session: Session<Conn>,
    uidvalidity: u32,
    idle: bool,
    mv: bool,
    uidplus: bool,
}

/// An IMAP folder.
pub struct Imap {
    url: MailUrl,
    folder: String,
    options: ImapOptions,
    max_bytes: usize,
    tls: Option<Arc<rustls::ClientConfig>>,
    live: Option<Live>,
    /// UIDVALIDITY of the last session, to notice a change.
    uidvalidity: Option<u32>,
    /// Processed messages whose marking failed: not handed out again, and
    /// marked on the next occasion.
    unmarked: BTreeSet<u32>,
    backoff: Duration,
    /// IDLE wake-ups in a row after which a look found nothing (see
    /// [`SPURIOUS_WAKES`]).
    empty_wakes: u32,
    /// The last IDLE ended on a change the server reported.
    woke: bool,
}

/// IDLE wake-ups in a row that show nothing new, after which the session
/// is taken for broken and made again: a folder deleted and made again
/// under an open session can leave Dovecot reporting changes at once and
/// forever, which would otherwise spin the loop.
const SPURIOUS_WAKES: u32 = 20;

fn handle(uidvalidity: u32, uid: u32) -> String {
    format!("{uidvalidity}:{uid}")
}

/// A UID set for FETCH: `1,2,5`.
fn uid_set(uids: &[u32]) -> String {
    uids.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn parse_handle(id: &str) -> Option<(u32, u32)> {
    let (v, u) = id.split_once(':')?;
    Some((v.parse().ok()?, u.parse().ok()?))
}

/// Quotes a folder name for LIST (the library quotes it for the other
/// commands).
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Whether the server has the folder `name`.
async fn has_folder(session: &mut Session<Conn>, name: &str) -> anyhow::Result<bool> {
    let found: Vec<_> = session
        .list(None, Some(&quoted(name)))
        .await
        .context("LIST")?
        .try_collect()
        .await
        .context("LIST")?;
    Ok(!found.is_empty())
}

impl Imap {
    /// The folder named by `spec` (`imap://user:password@host:port/FOLDER`,
    /// `INBOX` when no folder is named). Connects on first use.
    pub fn new(spec: &str, max_bytes: usize, options: ImapOptions) -> anyhow::Result<Imap> {
        let url = MailUrl::parse(spec, SCHEMES).context("bad IMAP inbound address")?;
        anyhow::ensure!(
            url.user.is_some() && url.password.is_some(),
            "the IMAP inbound address needs user:password@"
        );
        let tls = match url.security {
            Security::Plain => None,
            _ => Some(super::tls::client_config(options.extra_ca.as_deref())?),
        };
        let folder = if url.path.is_empty() {
            "INBOX".to_string()
        } else {
            url.path.clone()
        };
        Ok(Imap {
            url,
            folder,
            options,
            max_bytes,
            tls,
            live: None,
            uidvalidity: None,
            unmarked: BTreeSet::new(),
            backoff: Duration::from_secs(1),
            empty_wakes: 0,
            woke: false,
        })
    }

    async fn tls_wrap(&self, tcp: TcpStream) -> anyhow::Result<Conn> {
        let config = self.tls.clone().context("no TLS configuration")?;
        let name = rustls_pki_types::ServerName::try_from(self.url.host.clone())
            .with_context(|| format!("'{}' is not a host name", self.url.host))?;
        let tls = TlsConnector::from(config)
            .connect(name, tcp)
            .await
            .with_context(|| format!("TLS with {} failed", self.url))?;
        Ok(Conn::Tls(Box::new(tls)))
    }

    /// What `ringmail check` says of the folder: connects, logs in and
    /// looks at the folder read-only (`EXAMINE`), changing nothing; the
    /// mails waiting in it, and whether the processed mail's folder is
    /// still to be made.
    pub async fn check(&self) -> anyhow::Result<String> {
        let mut session = self.login().await?;
        let mailbox = session
            .examine(&self.folder)
            .await
            .with_context(|| format!("cannot open the folder {}", self.folder))?;
        let mut said = format!(
            "{}: {} mails waiting in {}",
            self.url, mailbox.exists, self.folder
        );
        if let Some(folder) = &self.options.processed_folder
            && !has_folder(&mut session, folder).await?
        {
            said.push_str(&format!(
                "; the folder {folder} for processed mail will be made"
            ));
        }
        session.logout().await.ok();
        Ok(said)
    }

    /// A session with the server: connected, over TLS as the address
    /// says, logged in.
    async fn login(&self) -> anyhow::Result<Session<Conn>> {
        let tcp = TcpStream::connect((self.url.host.as_str(), self.url.port))
            .await
            .with_context(|| format!("cannot connect to {}", self.url))?;
        tcp.set_nodelay(true).ok();
        let mut client = match self.url.security {
            Security::Plain => Client::new(Conn::Plain(tcp)),
            Security::Tls => Client::new(self.tls_wrap(tcp).await?),
            Security::StartTls => {
                let mut plain = Client::new(Conn::Plain(tcp));
                plain
                    .read_response()
                    .await
                    .context("no IMAP greeting")?
                    .context("connection closed before the greeting")?;
                plain
                    .run_command_and_check_ok("STARTTLS", None)
                    .await
                    .context("STARTTLS refused")?;
                let Conn::Plain(tcp) = plain.into_inner() else {
                    unreachable!("a plain connection before STARTTLS")
                };
                // No greeting after STARTTLS.
                let mut c = Client::new(self.tls_wrap(tcp).await?);
                c.run_command_and_check_ok("NOOP", None)
                    .await
                    .context("NOOP after STARTTLS")?;
                c
            }
        };
        if self.url.security != Security::StartTls {
            client
                .read_response()
                .await
                .context("no IMAP greeting")?
                .context("connection closed before the greeting")?;
        }
        let user = self.url.user.as_deref().unwrap_or_default();
        client
            .login(user, self.url.password.as_deref().unwrap_or_default())
            .await
            .map_err(|(e, _)| e)
            .with_context(|| format!("login at {} failed", self.url))
    }

    async fn connect(&self) -> anyhow::Result<Live> {
        let mut session = self.login().await?;
        let caps = session.capabilities().await.context("CAPABILITY")?;
        let idle = caps.has_str("IDLE");
        let mv = caps.has_str("MOVE");
        let uidplus = caps.has_str("UIDPLUS");
        if let Some(folder) = &self.options.processed_folder
            && !has_folder(&mut session, folder).await?
        {
            session
                .create(folder)
                .await
                .with_context(|| format!("cannot create the folder {folder}"))?;
            info!(folder = %folder, "created the folder for processed mail");
        }
        let mailbox = session
            .select(&self.folder)
            .await
            .with_context(|| format!("cannot select {}", self.folder))?;
        let uidvalidity = mailbox.uid_validity.unwrap_or(0);
        info!(server = %self.url, folder = %self.folder, idle, r#move = mv, uidvalidity, "IMAP connected");
        Ok(Live {
            session,
            uidvalidity,
            idle,
            mv,
            uidplus,
        })
    }

    /// Connects when not connected; on failure, logs and lengthens the
    /// backoff that [`Inbound::wait`] sleeps.
    async fn ensure_live(&mut self) -> bool {
        if self.live.is_some() {
            return true;
        }
        match self.connect().await {
            Ok(live) => {
                if self.uidvalidity.is_some_and(|v| v != live.uidvalidity) {
                    warn!(
                        old = self.uidvalidity,
                        new = live.uidvalidity,
                        "UIDVALIDITY changed: every message is read again"
                    );
                    self.unmarked.clear();
                }
                self.uidvalidity = Some(live.uidvalidity);
                self.backoff = Duration::from_secs(1);
                self.live = Some(live);
                true
            }
            Err(e) => {
                warn!(error = format!("{e:#}"), retry_in = ?self.backoff, "IMAP connection failed");
                false
            }
        }
    }

    fn drop_connection(&mut self, what: &str, e: &anyhow::Error) {
        warn!(error = format!("{e:#}"), "IMAP {what} failed; reconnecting");
        self.live = None;
    }

    fn grow_backoff(&mut self) {
        self.backoff = (self.backoff * 2).min(MAX_BACKOFF);
    }

    async fn mark(live: &mut Live, folder: Option<&str>, uid: u32) -> anyhow::Result<()> {
        let uid = uid.to_string();
        let s = &mut live.session;
        match folder {
            None => {
                let _: Vec<_> = s
                    .uid_store(&uid, "+FLAGS.SILENT (\\Seen)")
                    .await
                    .context("UID STORE \\Seen")?
                    .try_collect()
                    .await
                    .context("UID STORE \\Seen")?;
            }
            Some(folder) if live.mv => {
                s.uid_mv(&uid, folder)
                    .await
                    .with_context(|| format!("UID MOVE to {folder}"))?;
            }
            Some(folder) => {
                s.uid_copy(&uid, folder)
                    .await
                    .with_context(|| format!("UID COPY to {folder}"))?;
                let _: Vec<_> = s
                    .uid_store(&uid, "+FLAGS.SILENT (\\Deleted)")
                    .await
                    .context("UID STORE \\Deleted")?
                    .try_collect()
                    .await
                    .context("UID STORE \\Deleted")?;
                if live.uidplus {
                    let _: Vec<_> = s
                        .uid_expunge(&uid)
                        .await
                        .context("UID EXPUNGE")?
                        .try_collect()
                        .await
                        .context("UID EXPUNGE")?;
                } else {
                    let _: Vec<_> = s
                        .expunge()
                        .await
                        .context("EXPUNGE")?
                        .try_collect()
                        .await
                        .context("EXPUNGE")?;
                }
            }
        }
        Ok(())
    }

    /// Marks what earlier failed to be marked.
    async fn mark_unmarked(&mut self) -> anyhow::Result<()> {
        let folder = self.options.processed_folder.clone();
        let Some(live) = self.live.as_mut() else {
            return Ok(());
        };
        while let Some(&uid) = self.unmarked.first() {
            Imap::mark(live, folder.as_deref(), uid).await?;
            self.unmarked.remove(&uid);
        }
        Ok(())
    }

    async fn read_waiting(&mut self, limit: usize) -> anyhow::Result<Vec<InMail>> {
        self.mark_unmarked().await?;
        let max = self.max_bytes;
        let query = if self.options.processed_folder.is_some() {
            "UNDELETED"
        } else {
            "UNSEEN UNDELETED"
        };
        let live = self.live.as_mut().context("not connected")?;
        while live.session.unsolicited_responses.try_recv().is_ok() {}
        let mut uids: Vec<u32> = live
            .session
            .uid_search(query)
            .await
            .with_context(|| format!("UID SEARCH {query}"))?
            .into_iter()
            .filter(|u| !self.unmarked.contains(u))
            .collect();
        uids.sort_unstable();
        uids.truncate(limit);
        if uids.is_empty() {
            // A folder deleted and made again under an open session can go
            // on looking empty to that session (Dovecot keeps its old view
            // and reports changes that never show): asked for by name, the
            // folder's UIDVALIDITY tells, and a new one means reconnecting.
            let status = live
                .session
                .status(&self.folder, "(UIDVALIDITY)")
                .await
                .context("STATUS (UIDVALIDITY)")?;
            if let Some(now) = status.uid_validity.filter(|v| *v != live.uidvalidity) {
                anyhow::bail!(
                    "the folder was made again (UIDVALIDITY {} is now {now})",
                    live.uidvalidity
                );
            }
            if std::mem::take(&mut self.woke) {
                self.empty_wakes += 1;
                if self.empty_wakes >= SPURIOUS_WAKES {
                    self.empty_wakes = 0;
                    anyhow::bail!(
                        "the server reported {SPURIOUS_WAKES} changes in a row that never showed"
                    );
                }
            }
            return Ok(Vec::new());
        }
        self.empty_wakes = 0;
        self.woke = false;
        // Sizes first, so that only as much of each mail is fetched as is
        // read: whole when within the limit, else its first `max + 1`
        // bytes (an oversize mail gets a short error reply only).
        let sizes: Vec<_> = live
            .session
            .uid_fetch(&uid_set(&uids), "(UID RFC822.SIZE)")
            .await
            .context("UID FETCH RFC822.SIZE")?
            .try_collect()
            .await
            .context("UID FETCH RFC822.SIZE")?;
        let sizes: BTreeMap<u32, u32> = sizes
            .iter()
            .filter_map(|f| Some((f.uid?, f.size?)))
            .collect();
        // A mail of unknown size is fetched in part: it is oversize if that
        // part is.
        let (whole, partial): (Vec<u32>, Vec<u32>) = uids
            .iter()
            .partition(|uid| sizes.get(uid).is_some_and(|&s| s as usize <= max));
        let mut out: BTreeMap<u32, InMail> = BTreeMap::new();
        for (set, query) in [
            (whole, "(UID RFC822.SIZE BODY.PEEK[])".to_string()),
            (
                partial,
                format!("(UID RFC822.SIZE BODY.PEEK[]<0.{}>)", max.saturating_add(1)),
            ),
        ] {
            if set.is_empty() {
                continue;
            }
            let fetched: Vec<_> = live
                .session
                .uid_fetch(&uid_set(&set), &query)
                .await
                .context("UID FETCH")?
                .try_collect()
                .await
                .context("UID FETCH")?;
            for f in &fetched {
                let (Some(uid), Some(body)) = (f.uid, f.body()) else {
                    continue;
                };
                if !set.contains(&uid) || out.contains_key(&uid) {
                    continue;
                }
                let size = f.size.map_or(body.len(), |s| s as usize).max(body.len());
                out.insert(
                    uid,
                    InMail {
                        id: handle(live.uidvalidity, uid),
                        raw: body[..body.len().min(max + 1)].to_vec(),
                        oversize: size > max,
                    },
                );
            }
        }
        debug!(count = out.len(), "IMAP messages read");
        Ok(out.into_values().collect())
    }

    /// One IDLE (or one poll interval without IDLE): returns when the
    /// server reports a change or the IDLE is due to be renewed.
    async fn idle_once(&mut self) -> anyhow::Result<()> {
        let Some(live) = self.live.take() else {
            return Ok(());
        };
        if !live.idle {
            self.live = Some(live);
            tokio::time::sleep(self.options.poll).await;
            return Ok(());
        }
        // New mail reported during the last commands (after the search):
        // read again at once.
        let mut news = false;
        while let Ok(u) = live.session.unsolicited_responses.try_recv() {
            news |= matches!(
                u,
                UnsolicitedResponse::Exists(_) | UnsolicitedResponse::Recent(_)
            );
        }
        if news {
            self.live = Some(live);
            return Ok(());
        }
        let Live {
            session,
            uidvalidity,
            idle,
            mv,
            uidplus,
        } = live;
        let mut handle = session.idle();
        handle.init().await.context("IDLE")?;
        let limit = self.options.idle.min(MAX_IDLE);
        let (wait, stop) = handle.wait_with_timeout(limit);
        // Keepalives from the server reset the library's timeout: the
        // renewal is timed here.
        let got = tokio::time::timeout(limit, wait).await;
        drop(stop);
        self.woke = matches!(got, Ok(Ok(IdleResponse::NewData(_))));
        match got {
            Ok(Ok(IdleResponse::NewData(_))) => debug!("IDLE: new data"),
            Ok(Ok(other)) => debug!(?other, "IDLE ended"),
            Ok(Err(e)) => return Err(anyhow::Error::from(e).context("IDLE")),
            Err(_) => debug!("IDLE renewed"),
        }
        let session = handle.done().await.context("DONE after IDLE")?;
        self.live = Some(Live {
            session,
            uidvalidity,
            idle,
            mv,
            uidplus,
        });
        Ok(())
    }
}

impl Inbound for Imap {
    fn fetch(&mut self, limit: usize) -> BoxFuture<'_, anyhow::Result<Vec<InMail>>> {
        Box::pin(async move {
            if !self.ensure_live().await {
                return Ok(Vec::new());
            }
            match self.read_waiting(limit).await {
                Ok(mails) => Ok(mails),
                Err(e) => {
                    self.drop_connection("reading", &e);
                    Ok(Vec::new())
                }
            }
        })
    }

    fn ack<'a>(&'a mut self, id: &'a str) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            let (validity, uid) = parse_handle(id).context("not an IMAP handle")?;
            if self.uidvalidity != Some(validity) {
                // The UIDs changed meaning: the message is read again, and
                // the database knows it.
                warn!(
                    mail = id,
                    "UIDVALIDITY changed since reading; left in place"
                );
                return Ok(());
            }
            // Marked now, or (when the connection is down) after the next
            // reconnect; not handed out again meanwhile.
            self.unmarked.insert(uid);
            if let Err(e) = self.mark_unmarked().await {
                self.drop_connection("marking", &e);
            }
            Ok(())
        })
    }

    fn wait(&mut self, _poll: Duration) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            if self.live.is_none() {
                tokio::time::sleep(self.backoff).await;
                self.grow_backoff();
                return Ok(());
            }
            if let Err(e) = self.idle_once().await {
                self.drop_connection("waiting", &e);
            }
            Ok(())
        })
    }
}

#[cfg(test)]
#[path = "imap_tests.rs"]
mod tests;

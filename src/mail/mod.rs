//! Mail in and out, behind two small traits: [`Inbound`] (where mail comes
//! from) and [`Outbound`] (how replies leave).

use std::future::Future;
use std::path::PathBuf;
use std::pin::Pin;
use std::time::Duration;

use futures_util::StreamExt;
use futures_util::stream::FuturesUnordered;
use tracing::{Instrument, info_span};

use crate::config::Config;

pub mod authres;
mod body_text;
pub mod bounce;
pub mod compose;
mod headers;
pub use headers::pasted_address;
pub mod imap;
mod imap_conn;
pub mod later_picture;
pub mod maildir;
mod no_reply;
pub mod parse;
pub mod quote;
pub mod reply_body;
pub mod reply_headers;
pub mod smtp;
pub mod tls;
pub mod transport;
pub mod url;
pub mod verp;

/// A boxed future, for the object-safe traits below.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A mail waiting in an inbound source.
#[derive(Debug, Clone)]
pub struct InMail {
    /// The source's handle for it, given back to [`Inbound::ack`].
    pub id: String,
    /// Its bytes (only the first `max + 1` when it is larger than the
    /// configured limit).
    pub raw: Vec<u8>,
    /// Whether it is larger than the limit.
    pub oversize: bool,
}

/// Where mail comes in.
pub trait Inbound: Send {
    /// Mails not yet acknowledged, oldest first (at most `limit`).
    fn fetch(&mut self, limit: usize) -> BoxFuture<'_, anyhow::Result<Vec<InMail>>>;
    /// Takes a mail out of the inbox once its transaction has committed
    /// and is on disk.
    fn ack<'a>(&'a mut self, id: &'a str) -> BoxFuture<'a, anyhow::Result<()>>;
    /// Waits until new mail may have come (at most about `poll` for a
    /// source that cannot tell; a server that reports new mail may wait
    /// longer). The loop reads the inbox again afterwards.
    fn wait(&mut self, poll: Duration) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            tokio::time::sleep(poll).await;
            Ok(())
        })
    }
}

/// Why a reply could not be sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// Worth trying again later (a 4xx answer, a refused connection, a
    /// timeout, a full disk).
    #[error("{0}")]
    Transient(String),
    /// Never going to work (a 5xx answer).
    #[error("{0}")]
    Permanent(String),
}

impl SendError {
    /// The error with every token in its text masked (a relay may quote
    /// the envelope sender back, with its bounce token).
    pub fn masked(self) -> SendError {
        let mask = |text: String| {
            String::from_utf8_lossy(&crate::tokens::mask_tokens(text.as_bytes())).into_owned()
        };
        match self {
            SendError::Transient(e) => SendError::Transient(mask(e)),
            SendError::Permanent(e) => SendError::Permanent(mask(e)),
        }
    }
}

/// One reply on its way out.
#[derive(Debug, Clone)]
pub struct Outgoing<'a> {
    pub from: &'a str,
    pub to: &'a str,
    pub message_id: &'a str,
    /// The mail, shared (a transport that hands it to another thread
    /// need not copy it).
    pub raw: std::sync::Arc<Vec<u8>>,
}

/// The results of one queue of replies, one per reply tried.
pub type QueueResults = Vec<Result<(), SendError>>;

/// How replies leave.
pub trait Outbound: Send + Sync {
    /// Sends one finished message to one recipient.
    fn send<'a>(
        &'a self,
        from: &'a str,
        to: &'a str,
        message_id: &'a str,
        raw: &'a [u8],
    ) -> BoxFuture<'a, Result<(), SendError>>;

    /// How many sends may run at once (to different recipients; replies to
    /// one recipient always go one after the other).
    fn parallel(&self) -> usize {
        1
    }

    /// Sends queues of replies (a queue holds one recipient's replies,
    /// oldest first), each in order; a queue stops at its first passing
    /// failure, so that nothing overtakes a reply that waits. Returns each
    /// queue's results, one per reply tried. By default [`parallel`]
    /// queues go side by side, one [`send`] at a time each.
    ///
    /// [`parallel`]: Outbound::parallel
    /// [`send`]: Outbound::send
    fn send_queues<'a>(
        &'a self,
        queues: Vec<Vec<Outgoing<'a>>>,
    ) -> BoxFuture<'a, Vec<QueueResults>> {
        Box::pin(async move {
            let mut results: Vec<QueueResults> = queues.iter().map(|_| Vec::new()).collect();
            let one = |(i, queue): (usize, Vec<Outgoing<'a>>)| async move {
                let mut out = Vec::with_capacity(queue.len());
                for m in queue {
                    let span = info_span!("send", message_id = %m.message_id, to = %m.to);
                    let r = self
                        .send(m.from, m.to, m.message_id, &m.raw)
                        .instrument(span)
                        .await;
                    let waits = matches!(r, Err(SendError::Transient(_)));
                    out.push(r);
                    if waits {
                        break;
                    }
                }
                (i, out)
            };
            let mut queues = queues.into_iter().enumerate();
            let mut running = FuturesUnordered::new();
            for q in queues.by_ref().take(self.parallel().max(1)) {
                running.push(one(q));
            }
            while let Some((i, out)) = running.next().await {
                results[i] = out;
                if let Some(q) = queues.next() {
                    running.push(one(q));
                }
            }
            results
        })
    }

    /// Makes everything sent so far durable (called after each batch,
    /// before the batch is recorded as sent).
    fn flush(&self) -> BoxFuture<'_, Result<(), SendError>> {
        Box::pin(async { Ok(()) })
    }
}

/// The extra CA file of the configuration, when one is named.
fn extra_ca(config: &Config) -> Option<PathBuf> {
    Some(config.tls_extra_ca.trim())
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
}

/// The inbound source named by the configuration (`maildir:PATH`,
/// `imap://`, `imap+starttls://`, `imaps://`).
pub fn inbound_from(config: &Config) -> anyhow::Result<Box<dyn Inbound>> {
    let spec = config.inbound.as_str();
    if spec.starts_with("imap") {
        return Ok(Box::new(imap_from(config)?));
    }
    match spec.split_once(':') {
        Some(("maildir", path)) => Ok(Box::new(maildir::Maildir::open(
            path,
            config.max_mail_bytes,
        )?)),
        _ => anyhow::bail!(
            "inbound '{spec}' is not supported: use maildir:PATH or imap://, imap+starttls://, imaps://"
        ),
    }
}

/// The IMAP folder of an `imap://`, `imap+starttls://` or `imaps://`
/// inbound, with the configuration's options (not yet connected).
pub fn imap_from(config: &Config) -> anyhow::Result<imap::Imap> {
    let options = imap::ImapOptions {
        poll: Duration::from_secs(config.imap_poll_seconds),
        idle: Duration::from_secs(config.imap_idle_seconds),
        processed_folder: config
            .imap_move
            .then(|| config.imap_processed_folder.clone()),
        extra_ca: extra_ca(config),
    };
    imap::Imap::new(&config.inbound, config.max_mail_bytes, options)
}

/// The SMTP server of an `smtp://`, `smtp+starttls://` or `smtps://`
/// outbound (connected when first used).
pub fn smtp_from(config: &Config) -> anyhow::Result<smtp::Smtp> {
    smtp::Smtp::new(&config.outbound, extra_ca(config).as_deref())
}

/// The outbound transport named by the configuration (`file:PATH`,
/// `sendmail:PATH`, `smtp://`, `smtp+starttls://`, `smtps://`).
pub fn outbound_from(config: &Config) -> anyhow::Result<Box<dyn Outbound>> {
    let spec = config.outbound.as_str();
    if spec.starts_with("smtp") {
        return Ok(Box::new(smtp_from(config)?));
    }
    match spec.split_once(':') {
        Some(("file", path)) => Ok(Box::new(transport::FileTransport::open(path)?)),
        Some(("sendmail", path)) => Ok(Box::new(transport::Sendmail::new(path))),
        _ => anyhow::bail!(
            "outbound '{spec}' is not supported: use file:PATH, sendmail:PATH or smtp://, smtp+starttls://, smtps://"
        ),
    }
}

//! Delivering the outbox: due replies, oldest first, in batches, one queue
//! per recipient; passing failures retried with backoff, permanent ones
//! kept as failed.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use anyhow::Context;
use futures_util::TryStreamExt;
use tracing::{error, info, info_span, warn};

use super::Server;
use crate::mail::compose::{MAX_PICTURE_BYTES, insert_lines, picture_lines};
use crate::mail::{Outgoing, SendError, verp};
use crate::picture::Recipe;
use crate::reply_to_play::put_back;
use crate::store::{OutboxRow, SendResult, StoredBody, now};

/// What one delivery pass did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Delivery {
    /// Replies sent.
    pub sent: usize,
    /// Replies that failed for a passing reason and wait for a retry.
    pub retried: usize,
    /// Replies that failed for good.
    pub failed: usize,
    /// Due replies were left for the next pass (it has more pictures to
    /// draw than one pass holds).
    pub more: bool,
}

/// A delivery pass between its halves: the replies claimed, oldest first,
/// and their finished mails by outbox id.
struct Pass {
    due: Vec<OutboxRow>,
    /// Claimed replies to addresses that bounce: not sent.
    bouncing: Vec<OutboxRow>,
    mails: HashMap<i64, Arc<Vec<u8>>>,
    more: bool,
}

/// Replies looked at in one delivery pass.
const DELIVERY_BATCH: i64 = 512;

/// Mails with a picture sent in one delivery pass at most: until sent, a
/// mail with its picture is held whole (about 60 KB), so this (twice: the
/// server draws one pass while it sends the one before) bounds the
/// memory of a pass. Two or three mails share each picture, which is drawn
/// once.
const PICTURE_MAILS_PER_PASS: usize = 128;

/// The mails to send, by outbox id: each stored mail, with its picture
/// drawn and put in where it has one (each picture drawn once; see
/// [`crate::picture::Recipe`]). It runs beside the processing of mail, on
/// threads of its own: the pictures of a pass are shared out among as many
/// threads as the machine has cores (at most [`DRAWING_THREADS`]), at the
/// lower priority of background work ([`crate::priority`]), so that drawing
/// uses the time processing leaves idle while it waits for its commits.
async fn finished_mails(stored: Vec<StoredBody>) -> anyhow::Result<HashMap<i64, Arc<Vec<u8>>>> {
    crate::priority::in_background(move || {
        // A mail that cannot be unpacked is left out (see
        // `Store::outbox_bodies`).
        let bodies: Vec<_> = stored.into_iter().filter_map(StoredBody::open).collect();
        let mut recipes: Vec<&[u8]> = bodies
            .iter()
            .filter_map(|b| b.picture.as_deref().filter(|_| b.picture_at.is_some()))
            .collect();
        recipes.sort_unstable();
        recipes.dedup();
        // A picture's base64 lines, by its recipe.
        let drawn: HashMap<&[u8], Vec<u8>> = draw_all(&recipes);
        let mut mails = HashMap::with_capacity(bodies.len());
        for body in &bodies {
            let mut raw = match (body.picture.as_deref(), body.picture_at) {
                (Some(recipe), Some(at)) => {
                    let lines = drawn.get(recipe).map_or(&[][..], Vec::as_slice);
                    insert_lines(&body.raw, at.max(0) as usize, lines)
                }
                _ => body.raw.clone(),
            };
            if let Some(token) = &body.token {
                raw = put_back(&raw, token);
            }
            mails.insert(body.id, Arc::new(raw));
        }
        mails
    })
    .await
    .context("drawing the pictures of board mails failed")
}

/// Threads that draw the pictures of one delivery pass, at most.
const DRAWING_THREADS: usize = 4;

/// The base64 lines of each recipe's picture, drawn side by side.
fn draw_all<'a>(recipes: &[&'a [u8]]) -> HashMap<&'a [u8], Vec<u8>> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, DRAWING_THREADS);
    let per_thread = recipes.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let parts: Vec<_> = recipes
            .chunks(per_thread)
            .map(|part| {
                // They inherit the lower priority of the thread that
                // makes them (see `finished_mails`).
                s.spawn(move || {
                    part.iter()
                        .map(|&r| (r, picture_lines(&draw(r))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts
            .into_iter()
            // `draw` catches its own panics.
            .flat_map(|p| p.join().unwrap_or_default())
            .collect()
    })
}

/// The PNG a recipe describes; empty (the mail goes without its picture,
/// and the operator is told) when it cannot be drawn within the limit.
fn draw(recipe: &[u8]) -> Vec<u8> {
    let drawn = std::panic::catch_unwind(|| Recipe::from_bytes(recipe).and_then(|r| r.draw()))
        .unwrap_or_else(|_| Err(anyhow::anyhow!("drawing the picture panicked")));
    match drawn {
        Ok(png) if png.len() <= MAX_PICTURE_BYTES => png,
        Ok(png) => {
            error!(
                bytes = png.len(),
                "a board picture is too large for a mail; the mail goes without it"
            );
            Vec::new()
        }
        Err(e) => {
            error!(
                error = format!("{e:#}"),
                "a board picture cannot be drawn; the mail goes without it"
            );
            Vec::new()
        }
    }
}

impl Server {
    /// What a send's result means for the reply's record.
    fn send_result(&self, row: &OutboxRow, sent: Result<(), SendError>) -> SendResult {
        let cfg = &self.config.outbox;
        // A relay may quote the envelope sender, and its token, back.
        let sent = sent.map_err(SendError::masked);
        let _e = info_span!("send", message_id = %row.message_id, to = %row.recipient).entered();
        match sent {
            Ok(()) => SendResult::Sent,
            Err(SendError::Transient(error)) if row.attempts + 1 < cfg.max_attempts as i64 => {
                let wait = cfg
                    .backoff_seconds
                    .saturating_mul(1 << row.attempts.clamp(0, 20))
                    .min(cfg.backoff_max_seconds);
                warn!(%error, attempt = row.attempts + 1, retry_in = wait, "send failed; will retry");
                SendResult::Retry {
                    at: now() + wait as i64,
                    error,
                }
            }
            Err(e) => {
                error!(error = %e, attempts = row.attempts + 1, "send failed for good");
                SendResult::Failed {
                    error: e.to_string(),
                }
            }
        }
    }

    /// Sends the replies that are due, oldest first, in one batch; a reply
    /// that waits for a retry holds back later replies to the same
    /// recipient. Claims and results are recorded one transaction each.
    pub async fn deliver_due(&self) -> anyhow::Result<Delivery> {
        match self.start_pass().await? {
            Some(pass) => self.send_pass(pass).await,
            None => Ok(Delivery::default()),
        }
    }

    /// The first half of a delivery pass: the due replies claimed (leased,
    /// so that no other pass takes them), their mails read and their
    /// pictures drawn; `None` when nothing is due.
    async fn start_pass(&self) -> anyhow::Result<Option<Pass>> {
        let mut more = false;
        let t = now();
        let mut held = HashSet::new();
        let mut due = Vec::new();
        let mut bouncing = Vec::new();
        let mut pictures = 0;
        // Read a row at a time: a pass full of pictures stops reading
        // (most of a batch, in a flood of board mails).
        let mut rows = Box::pin(self.store.pending_outbox_rows(DELIVERY_BATCH));
        while let Some(row) = rows.try_next().await? {
            if held.contains(&row.recipient) || row.next_attempt_at > t || row.lease_until > t {
                held.insert(row.recipient.clone());
                continue;
            }
            if row.bouncing {
                bouncing.push(row);
                continue;
            }
            if row.has_picture {
                if pictures == PICTURE_MAILS_PER_PASS {
                    more = true;
                    break;
                }
                pictures += 1;
            }
            due.push(row);
        }
        drop(rows);
        if due.is_empty() && bouncing.is_empty() {
            return Ok(None);
        }
        let ids: Vec<i64> = due.iter().chain(&bouncing).map(|r| r.id).collect();
        let claimed: HashSet<i64> = self
            .store
            .claim(&ids, t, t + self.config.outbox.lease_seconds as i64)
            .await?
            .into_iter()
            .collect();
        due.retain(|r| claimed.contains(&r.id));
        bouncing.retain(|r| claimed.contains(&r.id));
        if due.is_empty() && bouncing.is_empty() {
            // Another server took them all.
            return Ok(None);
        }
        // Each mail leaves with its own envelope sender.
        for row in &mut due {
            row.sender = verp::envelope_sender(&self.config, row.bounce_token.as_deref());
        }
        let ids: Vec<i64> = due.iter().map(|r| r.id).collect();
        let mails = finished_mails(self.store.stored_outbox_bodies(&ids).await?).await?;
        Ok(Some(Pass {
            due,
            bouncing,
            mails,
            more,
        }))
    }

    /// The second half of a delivery pass: its mails sent, made durable
    /// and their results recorded.
    async fn send_pass(&self, pass: Pass) -> anyhow::Result<Delivery> {
        let Pass {
            mut due,
            bouncing,
            mails,
            more,
        } = pass;
        let mut report = Delivery {
            more,
            ..Delivery::default()
        };
        let mut results: Vec<(i64, SendResult)> = Vec::with_capacity(due.len());
        // An address that bounces gets no mail until it revives.
        for row in &bouncing {
            info!(id = row.id, message_id = %row.message_id, "not sent: the address bounces");
            results.push((
                row.id,
                SendResult::Failed {
                    error: "not sent: the address bounces".into(),
                },
            ));
        }
        // A reply whose stored mail is gone or cannot be read can never be
        // sent: it fails for good (the operator is told, and its outbox
        // row keeps the reason), rather than being claimed again after
        // every lease.
        due.retain(|r| {
            let found = mails.contains_key(&r.id);
            if !found {
                error!(id = r.id, message_id = %r.message_id, "a reply's stored mail cannot be read; it fails for good");
                results.push((
                    r.id,
                    SendResult::Failed {
                        error: "its stored mail cannot be read".into(),
                    },
                ));
            }
            found
        });
        if due.is_empty() && results.is_empty() {
            return Ok(report);
        }
        let cfg = &self.config.outbox;
        // One queue per recipient, in order; the queues are sent side by
        // side (as many as the transport takes at once).
        let mut queues: Vec<Vec<&OutboxRow>> = Vec::new();
        let mut queue_of: HashMap<&str, usize> = HashMap::new();
        for row in &due {
            let q = *queue_of.entry(row.recipient.as_str()).or_insert_with(|| {
                queues.push(Vec::new());
                queues.len() - 1
            });
            queues[q].push(row);
        }
        let outgoing = queues
            .iter()
            .map(|q| {
                q.iter()
                    .map(|row| Outgoing {
                        from: &row.sender,
                        to: &row.recipient,
                        message_id: &row.message_id,
                        raw: mails[&row.id].clone(),
                    })
                    .collect()
            })
            .collect();
        // No reply leaves before the commit of the mail that wrote it (and
        // this pass's claim) is on disk: neither waited for the disk.
        let sent = self.outbound.send_queues(outgoing).await;
        // A queue the transport gave no results for was not tried.
        let sent = sent.into_iter().chain(std::iter::repeat_with(Vec::new));
        for (queue, sent) in queues.iter().zip(sent) {
            let mut sent = sent.into_iter();
            for row in queue {
                // Replies after one that waits are not tried now.
                let result = match sent.next() {
                    Some(r) => self.send_result(row, r),
                    None => SendResult::Released,
                };
                results.push((row.id, result));
            }
        }
        // (Nothing to flush when the pass held only unreadable mails.)
        if !due.is_empty()
            && let Err(e) = self.outbound.flush().await
        {
            // Nothing of this batch is known to be safe: try it all again.
            warn!(error = %e, "flushing the sent replies failed; they will be sent again");
            for (_, r) in results.iter_mut() {
                if matches!(r, SendResult::Sent) {
                    *r = SendResult::Retry {
                        at: now() + cfg.backoff_seconds as i64,
                        error: e.to_string(),
                    };
                }
            }
        }
        for (_, r) in &results {
            match r {
                SendResult::Sent => report.sent += 1,
                SendResult::Retry { .. } => report.retried += 1,
                SendResult::Failed { .. } => report.failed += 1,
                SendResult::Released => {}
            }
        }
        self.store.finish(&results).await?;
        // A token rests in the outbox only until its mail is sent.
        self.store
            .mask_sent_tokens(crate::tokens::mask_tokens)
            .await?;
        // Nor in an old page or log frame of the database's files.
        if report.sent + report.failed > 0 {
            self.store.scrub_log().await?;
        }
        Ok(report)
    }

    /// Delivers until a pass sends nothing more (replies waiting for a later
    /// retry stay in the outbox).
    pub async fn deliver_until_idle(&self) -> anyhow::Result<Delivery> {
        let mut total = Delivery::default();
        loop {
            let d = self.deliver_due().await?;
            total.sent += d.sent;
            total.retried += d.retried;
            total.failed += d.failed;
            // A reply that failed for good lets the ones after it go in
            // the next pass.
            if d.sent == 0 && d.failed == 0 {
                return Ok(total);
            }
        }
    }
}

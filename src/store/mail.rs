//! The records of mail in and out: the outbox and its delivery
//! bookkeeping, and mails whose handling failed for good.

use anyhow::Context;
use futures_util::TryStreamExt;
use sqlx::Row;

use super::packing::{StoredMail, pack, unpack};
use super::{Store, now};

/// A reply to be written into the outbox.
#[derive(Debug, Clone)]
pub struct NewOutbox<'a> {
    pub message_id: &'a str,
    pub sender: &'a str,
    pub recipient: &'a str,
    /// The mail, with its picture's recipe when the picture is drawn at
    /// delivery.
    pub mail: &'a StoredMail,
    /// Whether it carries a token (its stored copy is masked once sent).
    pub holds_token: bool,
    /// A play token put back into `raw` at delivery (see
    /// the reply-to-play command's `set_aside`).
    pub token: Option<&'a str>,
}

/// Writes replies into the outbox one statement at a time, as answers to
/// the mail recorded as `inbound` (or to none).
pub async fn insert_outbox(
    c: &mut sqlx::AnyConnection,
    rows: &[NewOutbox<'_>],
    inbound: Option<i64>,
    at: i64,
) -> Result<(), sqlx::Error> {
    for m in rows {
        // The mail's own envelope sender (see `crate::mail::verp`).
        let bounce = crate::tokens::new_token();
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO outbox (message_id, inbound_id, sender, recipient, holds_token, has_picture, token, next_attempt_at, created_at, bounce_token, bounce_hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10) RETURNING id",
        )
        .bind(m.message_id)
        .bind(inbound)
        .bind(m.sender)
        .bind(m.recipient)
        .bind(i64::from(m.holds_token))
        .bind(i64::from(m.mail.has_picture()))
        .bind(m.token)
        .bind(at)
        .bind(&bounce)
        .bind(crate::tokens::token_hash(&bounce))
        .fetch_one(&mut *c)
        .await?;
        sqlx::query(
            "INSERT INTO outbox_body (id, raw, picture, picture_at, packed) VALUES ($1, $2, $3, $4, 1)",
        )
        .bind(id)
        .bind(&m.mail.raw)
        .bind(m.mail.picture.as_ref().map(|p| &p.1))
        .bind(m.mail.picture.as_ref().map(|p| p.0))
        .execute(&mut *c)
        .await?;
    }
    Ok(())
}

/// The mails the server sent under these `Message-ID`s (with their angle
/// brackets), as it keeps them (tokens masked), unpacked: what a reply to
/// them quotes. An id the server never used is left out.
pub async fn sent_mails(
    c: &mut sqlx::AnyConnection,
    message_ids: &[String],
) -> anyhow::Result<Vec<Vec<u8>>> {
    let mut mails = Vec::new();
    for id in message_ids {
        let row: Option<(Vec<u8>, i64)> = sqlx::query_as(
            "SELECT b.raw, b.packed FROM outbox o JOIN outbox_body b ON b.id = o.id
              WHERE o.message_id = $1",
        )
        .bind(id)
        .fetch_optional(&mut *c)
        .await?;
        mails.extend(row.and_then(|(raw, packed)| open_stored(raw, packed != 0)));
    }
    Ok(mails)
}

/// The newest `limit` mails the server sent to `recipient`, newest first,
/// as [`sent_mails`] gives them: what a reply that names none of them
/// (a client that drops `In-Reply-To`) may quote.
pub async fn latest_mails_to(
    c: &mut sqlx::AnyConnection,
    recipient: &str,
    limit: i64,
) -> anyhow::Result<Vec<Vec<u8>>> {
    let rows: Vec<(Vec<u8>, i64)> = sqlx::query_as(
        "SELECT b.raw, b.packed FROM outbox o JOIN outbox_body b ON b.id = o.id
          WHERE o.recipient = $1 ORDER BY o.id DESC LIMIT $2",
    )
    .bind(recipient)
    .bind(limit)
    .fetch_all(&mut *c)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(raw, packed)| open_stored(raw, packed != 0))
        .collect())
}

/// A stored mail unpacked; `None` (and the operator told) when it cannot be.
fn open_stored(raw: Vec<u8>, packed: bool) -> Option<Vec<u8>> {
    if !packed {
        return Some(raw);
    }
    unpack(&raw)
        .inspect_err(|e| tracing::error!(error = format!("{e:#}"), "a sent mail cannot be read"))
        .ok()
}

/// What became of one claimed reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SendResult {
    /// Sent.
    Sent,
    /// Failed for a passing reason; try again at `at`.
    Retry { at: i64, error: String },
    /// Failed for good.
    Failed { error: String },
    /// Not tried (an earlier reply to the same recipient failed).
    Released,
}

/// A reply waiting in the outbox: what delivery decides on, without the
/// mail itself.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OutboxRow {
    pub id: i64,
    pub message_id: String,
    pub sender: String,
    pub recipient: String,
    #[sqlx(try_from = "super::Flag")]
    pub holds_token: bool,
    /// Its picture is drawn at delivery.
    #[sqlx(try_from = "super::Flag")]
    pub has_picture: bool,
    pub attempts: i64,
    pub next_attempt_at: i64,
    pub lease_until: i64,
    /// The token of its envelope sender, until it is sent (none for a
    /// mail written before envelope senders had one).
    pub bounce_token: Option<String>,
    /// Its recipient bounces: it is not sent.
    #[sqlx(try_from = "super::Flag")]
    pub bouncing: bool,
}

/// A reply's mail as the database holds it.
#[derive(sqlx::FromRow)]
struct StoredRow {
    id: i64,
    raw: Vec<u8>,
    picture: Option<Vec<u8>>,
    picture_at: Option<i64>,
    #[sqlx(try_from = "super::Flag")]
    packed: bool,
    token: Option<String>,
}

/// A reply's mail as stored, unpacked.
#[derive(Debug, Clone)]
pub struct OutboxBody {
    pub id: i64,
    pub raw: Vec<u8>,
    /// What its picture is drawn from, when it is drawn at delivery.
    pub picture: Option<Vec<u8>>,
    /// Where in `raw` the picture's base64 lines go.
    pub picture_at: Option<i64>,
    /// The play token its `Reply-To` carries, masked in `raw`.
    pub token: Option<String>,
}

/// A reply's mail as the database holds it, packed or not.
pub struct StoredBody(StoredRow);

impl StoredBody {
    /// The mail unpacked; `None` (and the operator told) when it cannot be.
    pub fn open(self) -> Option<OutboxBody> {
        let r = self.0;
        let open = |b: Vec<u8>| if r.packed { unpack(&b) } else { Ok(b) };
        let opened = open(r.raw).and_then(|raw| Ok((raw, r.picture.map(open).transpose()?)));
        match opened {
            Ok((raw, picture)) => Some(OutboxBody {
                id: r.id,
                raw,
                picture,
                picture_at: r.picture_at,
                token: r.token,
            }),
            Err(e) => {
                tracing::error!(
                    id = r.id,
                    error = format!("{e:#}"),
                    "a stored reply cannot be read"
                );
                None
            }
        }
    }
}

impl Store {
    /// Replies not yet sent, oldest first (due or not: a reply that waits
    /// holds back the later ones to the same recipient).
    pub async fn pending_outbox(&self, limit: i64) -> anyhow::Result<Vec<OutboxRow>> {
        self.pending_outbox_rows(limit).try_collect().await
    }

    /// [`Store::pending_outbox`] a row at a time, each read when it is
    /// taken: a reader that stops early (a delivery pass that is full)
    /// leaves the rest unread, and drops the stream soon (it holds a
    /// connection and a read of the database until then).
    pub fn pending_outbox_rows(
        &self,
        limit: i64,
    ) -> impl futures_util::Stream<Item = anyhow::Result<OutboxRow>> + Send + '_ {
        sqlx::query_as(
            "SELECT id, message_id, sender, recipient, holds_token, has_picture, attempts, next_attempt_at, lease_until,
                    bounce_token,
                    CASE WHEN EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = outbox.recipient)
                         THEN 1 ELSE 0 END AS bouncing
             FROM outbox WHERE status = 'pending' ORDER BY id LIMIT $1",
        )
        .bind(limit)
        .fetch(&self.pool)
        .map_err(anyhow::Error::from)
    }

    /// The stored mails of replies, by id (in no particular order),
    /// unpacked. A mail that cannot be unpacked is left out (and the
    /// operator told), so that it holds up no other; delivery then marks
    /// its reply failed for good.
    pub async fn outbox_bodies(&self, ids: &[i64]) -> anyhow::Result<Vec<OutboxBody>> {
        Ok(self
            .stored_outbox_bodies(ids)
            .await?
            .into_iter()
            .filter_map(StoredBody::open)
            .collect())
    }

    /// [`Store::outbox_bodies`] as stored: each is unpacked by
    /// [`StoredBody::open`], which delivery calls on the thread that
    /// finishes the mails rather than on the mail loop's.
    pub async fn stored_outbox_bodies(&self, ids: &[i64]) -> anyhow::Result<Vec<StoredBody>> {
        let rows: Vec<StoredRow> = sqlx::query_as(
            "SELECT b.id, b.raw, b.picture, b.picture_at, b.packed, o.token
               FROM outbox_body b JOIN outbox o ON o.id = b.id
              WHERE b.id IN (SELECT value FROM json_each($1))",
        )
        .bind(serde_json::to_string(ids)?)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(StoredBody).collect())
    }

    /// Takes replies for sending until `lease_until`, in one statement;
    /// returns the ids this worker got (another worker may hold some).
    pub async fn claim(&self, ids: &[i64], now: i64, lease_until: i64) -> anyhow::Result<Vec<i64>> {
        // Postgres: rows another server is claiming at this moment are
        // skipped rather than waited for.
        let sql = match self.backend {
            super::Backend::Sqlite => {
                "UPDATE outbox SET lease_until = $1
                 WHERE id IN (SELECT value FROM json_each($2)) AND status = 'pending' AND lease_until <= $3
                 RETURNING id"
            }
            super::Backend::Postgres => {
                "UPDATE outbox SET lease_until = $1
                 WHERE id IN (SELECT id FROM outbox
                              WHERE id IN (SELECT value FROM json_each($2))
                                AND status = 'pending' AND lease_until <= $3
                              FOR UPDATE SKIP LOCKED)
                 RETURNING id"
            }
        };
        let mut tx = self.begin_bookkeeping().await?;
        let claimed = sqlx::query_scalar(sql)
            .bind(lease_until)
            .bind(serde_json::to_string(ids)?)
            .bind(now)
            .fetch_all(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(claimed)
    }

    /// Records what became of claimed replies, in one transaction (sent and
    /// untried replies in one statement each).
    pub async fn finish(&self, results: &[(i64, SendResult)]) -> anyhow::Result<()> {
        let mut tx = self.begin_bookkeeping().await?;
        let ids = |want: fn(&SendResult) -> bool| -> anyhow::Result<String> {
            let v: Vec<i64> = results
                .iter()
                .filter(|(_, r)| want(r))
                .map(|(id, _)| *id)
                .collect();
            Ok(serde_json::to_string(&v)?)
        };
        sqlx::query(
            "UPDATE outbox SET status = 'sent', sent_at = $1, attempts = attempts + 1, lease_until = 0, token = NULL,
                    bounce_token = NULL
             WHERE id IN (SELECT value FROM json_each($2))",
        )
        .bind(now())
        .bind(ids(|r| matches!(r, SendResult::Sent))?)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE outbox SET lease_until = 0 WHERE id IN (SELECT value FROM json_each($1))",
        )
        .bind(ids(|r| matches!(r, SendResult::Released))?)
        .execute(&mut *tx)
        .await?;
        for (id, r) in results {
            let q = match r {
                SendResult::Retry { at, error } => sqlx::query(
                    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2, lease_until = 0 WHERE id = $3",
                )
                .bind(*at)
                .bind(error.clone()),
                SendResult::Failed { error } => sqlx::query(
                    "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = $1, lease_until = 0, token = NULL, bounce_token = NULL WHERE id = $2",
                )
                .bind(error.clone()),
                SendResult::Sent | SendResult::Released => continue,
            };
            q.bind(*id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Replaces the stored copy of sent replies that still carry a token
    /// with `mask(copy)`, and unmarks them: those just sent, and any a
    /// crash left between sending and masking.
    pub async fn mask_sent_tokens(&self, mask: impl Fn(&[u8]) -> Vec<u8>) -> anyhow::Result<()> {
        let waiting: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM outbox WHERE holds_token = 1 AND status = 'sent' LIMIT 1",
        )
        .fetch_optional(&self.pool)
        .await?;
        if waiting.is_none() {
            return Ok(());
        }
        let mut tx = self.begin_bookkeeping().await?;
        let rows: Vec<(i64, Vec<u8>, super::Flag)> = sqlx::query_as(
            "SELECT b.id, b.raw, b.packed FROM outbox_body b JOIN outbox o ON o.id = b.id
             WHERE o.holds_token = 1 AND o.status = 'sent' LIMIT 1000",
        )
        .fetch_all(&mut *tx)
        .await?;
        for (id, raw, packed) in rows {
            let raw = if packed.into() { unpack(&raw) } else { Ok(raw) };
            // A copy that cannot be read cannot be masked: it is emptied.
            let masked = match raw {
                Ok(raw) => mask(&raw),
                Err(e) => {
                    tracing::error!(
                        id,
                        error = format!("{e:#}"),
                        "a sent reply's stored copy cannot be read; it is emptied"
                    );
                    Vec::new()
                }
            };
            sqlx::query("UPDATE outbox_body SET raw = $1, packed = 1 WHERE id = $2")
                .bind(pack(&masked))
                .bind(id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE outbox SET holds_token = 0 WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Counts of outbox rows by status: (pending, sent, failed).
    pub async fn outbox_counts(&self) -> anyhow::Result<(i64, i64, i64)> {
        let row = sqlx::query(
            "SELECT
               COALESCE(SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0),
               COALESCE(SUM(CASE WHEN status = 'sent' THEN 1 ELSE 0 END), 0),
               COALESCE(SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0)
             FROM outbox",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok((row.get(0), row.get(1), row.get(2)))
    }
}

/// A mail whose handling failed for good, as the operator sees it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FailedMail {
    pub mail_key: String,
    pub sender: Option<String>,
    pub subject: Option<String>,
    pub disposition: String,
    pub received_at: i64,
}

impl Store {
    /// Records a mail whose handling failed in a way that trying again
    /// cannot mend, with the reason, so that it is never tried again.
    /// Returns `false` when the mail was recorded before.
    pub async fn record_failed(
        &self,
        key: &str,
        sender: Option<&str>,
        subject: Option<&str>,
        reason: &str,
    ) -> anyhow::Result<bool> {
        let _turn = self.turn.lock().await;
        let done = sqlx::query(
            "INSERT INTO inbound (mail_key, sender, subject, disposition, received_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(key)
        .bind(sender)
        .bind(subject)
        .bind(format!("failed: {reason}"))
        .bind(now())
        .execute(&self.pool)
        .await
        .context("cannot record the failed mail")?;
        Ok(done.rows_affected() == 1)
    }

    /// The mails recorded as failed, oldest first.
    pub async fn failed_mails(&self) -> anyhow::Result<Vec<FailedMail>> {
        Ok(sqlx::query_as(
            "SELECT mail_key, sender, subject, disposition, received_at FROM inbound
             WHERE disposition LIKE 'failed:%' ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?)
    }
}

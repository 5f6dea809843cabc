//! One mail's transaction: begun when the mail is taken up, it holds the
//! process's turn to write until it commits with the mail's record and its
//! replies, or rolls back. Each command runs inside a savepoint of it, so
//! that a refused command changes nothing.

use anyhow::Context;
use sqlx::AnyConnection;

use super::{NewOutbox, Store, WriteTx, now};

/// One mail's transaction.
pub struct MailTx {
    tx: WriteTx,
}

impl MailTx {
    /// Begins a transaction on `store`'s database (taking the turn to
    /// write).
    pub async fn begin(store: &Store) -> anyhow::Result<MailTx> {
        Ok(MailTx {
            tx: store.begin().await?,
        })
    }

    /// The transaction's connection.
    pub async fn conn(&mut self) -> anyhow::Result<&mut AnyConnection> {
        Ok(&mut self.tx)
    }

    /// Starts a savepoint for one command.
    pub async fn savepoint(&mut self) -> anyhow::Result<()> {
        sqlx::query("SAVEPOINT command")
            .execute(&mut *self.tx)
            .await?;
        Ok(())
    }

    /// Keeps what was done since the savepoint.
    pub async fn release(&mut self) -> anyhow::Result<()> {
        sqlx::query("RELEASE command")
            .execute(&mut *self.tx)
            .await?;
        Ok(())
    }

    /// Undoes what was done since the savepoint.
    pub async fn rollback_to_savepoint(&mut self) -> anyhow::Result<()> {
        sqlx::query("ROLLBACK TO command")
            .execute(&mut *self.tx)
            .await?;
        self.release().await
    }

    /// Commits what was done: for changes that no mail caused (a robot's
    /// move, the clocks).
    pub async fn commit(self) -> anyhow::Result<()> {
        self.tx.commit().await
    }

    /// Undoes everything.
    pub async fn rollback(self) -> anyhow::Result<()> {
        self.tx.rollback().await
    }

    /// Whether a mail with this key was recorded before (it is not to be
    /// applied again).
    pub async fn recorded(&mut self, key: &str) -> anyhow::Result<bool> {
        let found: Option<i64> = sqlx::query_scalar("SELECT id FROM inbound WHERE mail_key = $1")
            .bind(key)
            .fetch_optional(&mut *self.tx)
            .await?;
        Ok(found.is_some())
    }

    /// Records the mail under `key` (its Message-ID, or a hash of its
    /// bytes) with its `replies`, and commits. Returns `false`, having
    /// changed nothing, when a mail with that key was recorded meanwhile
    /// (by another server sharing the database).
    pub async fn record_and_commit(
        mut self,
        key: &str,
        sender: Option<&str>,
        subject: Option<&str>,
        disposition: &str,
        replies: &[NewOutbox<'_>],
    ) -> anyhow::Result<bool> {
        let t = now();
        let inbound = sqlx::query_scalar(
            "INSERT INTO inbound (mail_key, sender, subject, disposition, received_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(key)
        .bind(sender)
        .bind(subject)
        .bind(disposition)
        .bind(t)
        .fetch_one(&mut *self.tx)
        .await;
        let inbound: i64 = match inbound {
            Ok(id) => id,
            Err(sqlx::Error::Database(d))
                if d.is_unique_violation() && d.message().contains("inbound") =>
            {
                self.rollback().await?;
                return Ok(false);
            }
            Err(e) => return Err(anyhow::Error::from(e).context("cannot record the mail")),
        };
        super::mail::insert_outbox(&mut self.tx, replies, Some(inbound), t)
            .await
            .context("cannot write the replies")?;
        self.commit().await?;
        Ok(true)
    }
}

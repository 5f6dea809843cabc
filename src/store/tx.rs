//! One mail's transaction, and the changes held back to travel with the
//! mail's record in one statement.

use anyhow::Context;
use sqlx::AnyConnection;
use tokio::sync::OwnedMutexGuard;

use super::{Backend, NewOutbox, SYNCHRONOUS, Store, Writer, now};

/// The statement that records a mail under its key together with its
/// held-back changes and its replies; it begins the transaction when
/// `begin`, and commits it, without waiting for the disk when `lazy` (which
/// needs `begin`: the way of committing cannot change inside a
/// transaction).
#[allow(clippy::too_many_arguments)]
fn record_statement<'q>(
    key: &'q str,
    sender: Option<&'q str>,
    subject: Option<&'q str>,
    disposition: &'q str,
    writes: &'q [Write],
    replies: &'q [NewOutbox<'q>],
    begin: bool,
    lazy: bool,
) -> sqlx::QueryBuilder<sqlx::Any> {
    let t = now();
    // A lazy commit does not wait for the disk (see `record_and_commit`);
    // the connection is back to waiting once it is done.
    let lazy = lazy && begin;
    let mut q = sqlx::QueryBuilder::<sqlx::Any>::new(match (begin, lazy) {
        (true, true) => "PRAGMA synchronous = NORMAL; BEGIN IMMEDIATE; ",
        (true, false) => "BEGIN IMMEDIATE; ",
        (false, _) => "",
    });
    q.push("INSERT INTO inbound (mail_key, sender, subject, disposition, received_at) VALUES (");
    q.separated(", ")
        .push_bind(key)
        .push_bind(sender)
        .push_bind(subject)
        .push_bind(disposition)
        .push_bind(t);
    q.push("); ");
    for w in writes {
        push_write(&mut q, w, t);
    }
    if !replies.is_empty() {
        q.push(
            "INSERT INTO outbox (message_id, inbound_id, sender, recipient, holds_token, has_picture, token, next_attempt_at, created_at) ",
        );
        q.push_values(replies, |mut b, m| {
            b.push_bind(m.message_id)
                .push("(SELECT id FROM inbound WHERE mail_key = ")
                .push_bind_unseparated(key)
                .push_unseparated(")")
                .push_bind(m.sender)
                .push_bind(m.recipient)
                .push_bind(m.holds_token)
                .push_bind(m.mail.has_picture())
                .push_bind(m.token)
                .push_bind(t)
                .push_bind(t);
        });
        q.push("; INSERT INTO outbox_body (id, raw, picture, picture_at, packed) ");
        q.push_values(replies, |mut b, m| {
            b.push("(SELECT id FROM outbox WHERE message_id = ")
                .push_bind_unseparated(m.message_id)
                .push_unseparated(")")
                .push_bind(m.mail.raw.as_slice())
                .push_bind(m.mail.picture.as_ref().map(|p| p.1.as_slice()))
                .push_bind(m.mail.picture.as_ref().map(|p| p.0))
                .push_unseparated(", 1");
        });
        q.push("; ");
    }
    if lazy {
        q.push(format!("COMMIT; PRAGMA synchronous = {SYNCHRONOUS}"));
    } else {
        q.push("COMMIT");
    }
    q
}

/// What [`record_statement`] does, one statement at a time (Postgres
/// takes no list of statements with parameters).
#[allow(clippy::too_many_arguments)]
async fn record_each(
    c: &mut AnyConnection,
    key: &str,
    sender: Option<&str>,
    subject: Option<&str>,
    disposition: &str,
    writes: &[Write],
    replies: &[NewOutbox<'_>],
    begin: bool,
) -> Result<(), sqlx::Error> {
    let t = now();
    if begin {
        sqlx::query(Backend::Postgres.begin())
            .execute(&mut *c)
            .await?;
    }
    let inbound: i64 = sqlx::query_scalar(
        "INSERT INTO inbound (mail_key, sender, subject, disposition, received_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(key)
    .bind(sender)
    .bind(subject)
    .bind(disposition)
    .bind(t)
    .fetch_one(&mut *c)
    .await?;
    for w in writes {
        execute_write(c, w, t).await?;
    }
    super::mail::insert_outbox(c, replies, Some(inbound), t).await?;
    sqlx::query("COMMIT").execute(&mut *c).await?;
    Ok(())
}

/// Why the database was not used: a mail's commands were being tried
/// ahead, from memory alone, and one of them needs the database.
#[derive(Debug, thiserror::Error)]
#[error("this command needs the database, which is not to be used now")]
pub struct Offline;

/// One mail's transaction. It begins (`BEGIN IMMEDIATE`) when a command
/// first uses the database, or else together with the mail's record, so
/// that a mail whose commands need nothing from the database costs one
/// round trip: begin, record, commit. An offline one (for trying a mail's
/// commands ahead from memory) refuses every use of the database with
/// [`Offline`] until it is given the pool.
pub struct MailTx {
    store: Option<Store>,
    /// The process's turn to write, with its connection, held from begin
    /// to commit.
    turn: Option<OwnedMutexGuard<Writer>>,
    begun: bool,
    /// Its connection was told to commit without waiting for the disk
    /// (see [`MailTx::record_and_commit`]) and may not be back yet.
    lazy: bool,
}

impl MailTx {
    /// A transaction on `store`'s database, not yet begun.
    pub fn new(store: &Store) -> MailTx {
        MailTx {
            store: Some(store.clone()),
            turn: None,
            begun: false,
            lazy: false,
        }
    }

    /// A transaction that may not use the database.
    pub fn offline() -> MailTx {
        MailTx {
            store: None,
            turn: None,
            begun: false,
            lazy: false,
        }
    }

    /// Lets an offline transaction use `store`'s database.
    pub fn go_online(&mut self, store: &Store) {
        self.store.get_or_insert_with(|| store.clone());
    }

    /// Takes the turn to write and a connection.
    async fn connect(&mut self) -> anyhow::Result<()> {
        let Some(store) = &self.store else {
            return Err(Offline.into());
        };
        if self.turn.is_none() {
            self.turn = Some(store.writer.clone().lock_owned().await);
        }
        let turn = self.turn.as_mut().expect("the turn is taken");
        if turn.conn.is_none() {
            let c = store.pool.acquire().await;
            turn.conn = Some(c.context("cannot reach the database")?);
        }
        Ok(())
    }

    /// Gives up the turn to write. On SQLite the connection stays with it
    /// (see [`Writer`]); a Postgres connection goes back to the pool, which
    /// checks it before it is used again (a server's connection can die
    /// between mails, and a half-open one would hold the turn).
    fn done(&mut self) {
        let keep = self
            .store
            .as_ref()
            .is_some_and(|s| s.backend() == Backend::Sqlite);
        if !keep && let Some(t) = self.turn.as_mut() {
            t.conn = None;
        }
        self.turn = None;
    }

    /// Ends the connection when it is in a state not known (its
    /// transaction may be open): it is never used again.
    fn close_connection(&mut self) {
        if let Some(mut c) = self.turn.as_mut().and_then(|t| t.conn.take()) {
            c.close_on_drop();
        }
    }

    fn connection(&mut self) -> &mut AnyConnection {
        self.turn
            .as_mut()
            .and_then(|t| t.conn.as_mut())
            .expect("connected")
    }

    /// The connection, inside the transaction (begun now if need be).
    pub async fn conn(&mut self) -> anyhow::Result<&mut AnyConnection> {
        if !self.begun {
            self.connect().await?;
            // From here a transaction may be open (also when this future
            // is dropped before BEGIN answers).
            self.begun = true;
            let begin = super::Backend::of_conn(self.connection()).begin();
            let begun = sqlx::query(begin).execute(self.connection()).await;
            if let Err(e) = begun {
                let _ = self.rollback().await;
                return Err(e).context("cannot start a database transaction");
            }
        }
        Ok(self.connection())
    }

    /// Starts a savepoint for one command (beginning the transaction).
    pub async fn savepoint(&mut self) -> anyhow::Result<()> {
        sqlx::query("SAVEPOINT command")
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }

    /// Keeps what was done since the savepoint.
    pub async fn release(&mut self) -> anyhow::Result<()> {
        sqlx::query("RELEASE command")
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }

    /// Undoes what was done since the savepoint.
    pub async fn rollback_to_savepoint(&mut self) -> anyhow::Result<()> {
        sqlx::query("ROLLBACK TO command")
            .execute(self.conn().await?)
            .await?;
        sqlx::query("RELEASE command")
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }

    /// Undoes everything (nothing to do when it has not begun), and gives
    /// up the turn to write.
    pub async fn rollback(&mut self) -> anyhow::Result<()> {
        if !self.begun {
            self.done();
            return Ok(());
        }
        // `begun` stays set until the rollback is known, so that a drop in
        // the middle closes the connection.
        let lazy = std::mem::take(&mut self.lazy);
        let c = self.connection();
        let mut result = sqlx::query("ROLLBACK").execute(&mut *c).await.map(|_| ());
        if matches!(&result, Err(e) if e.to_string().contains("no transaction is active")) {
            result = Ok(());
        }
        // A mail's statement that failed before its end leaves the
        // connection committing without waiting for the disk.
        if result.is_ok() && lazy {
            result = sqlx::query(sqlx::AssertSqlSafe(format!(
                "PRAGMA synchronous = {SYNCHRONOUS}"
            )))
            .execute(&mut *c)
            .await
            .map(|_| ());
        }
        self.begun = false;
        if let Err(e) = result {
            // Never keep a connection in an unknown state: it ends, and
            // its transaction with it.
            self.close_connection();
            self.done();
            return Err(e).context("cannot roll back");
        }
        self.done();
        Ok(())
    }

    /// Commits what was done (nothing when the transaction has not begun)
    /// and gives up the turn to write: for changes that no mail caused
    /// (a robot's move), recorded without a mail's record.
    pub async fn commit(&mut self) -> anyhow::Result<()> {
        if !self.begun {
            self.done();
            return Ok(());
        }
        match sqlx::query("COMMIT").execute(self.connection()).await {
            Ok(_) => {
                self.begun = false;
                self.done();
                Ok(())
            }
            Err(e) => {
                self.rollback().await?;
                Err(e).context("cannot commit")
            }
        }
    }

    /// Records the mail under `key` (its Message-ID, or a hash of its
    /// bytes) with the held-back changes `writes` and its `replies`, and
    /// commits, in one round trip. Returns `false`, having changed nothing,
    /// when a mail with that key was recorded before (it is not to be
    /// applied again).
    ///
    /// On a SQLite file in write-ahead log mode, when this begins the
    /// transaction, the commit does not wait for the disk: it is atomic and
    /// seen at once, and on disk at the next [`Store::sync_log`], which the
    /// caller runs before the mail leaves its inbox (a crash before that
    /// loses at most commits whose mails are still in the inbox; a reply
    /// is never sent before its commit is on disk, as delivery syncs the
    /// log after its claim and before it sends). A transaction begun
    /// before (by a command's reading) commits on disk at once.
    #[allow(clippy::too_many_arguments)]
    pub async fn record_and_commit(
        &mut self,
        key: &str,
        sender: Option<&str>,
        subject: Option<&str>,
        disposition: &str,
        writes: &[Write],
        replies: &[NewOutbox<'_>],
    ) -> anyhow::Result<bool> {
        let begin = !self.begun;
        self.connect().await?;
        // A transaction may be open from here until the commit is known
        // (a drop in the middle closes the connection).
        self.begun = true;
        self.lazy = begin && self.store.as_ref().is_some_and(Store::syncs_later);
        let lazy = self.lazy;
        let c = self.connection();
        let result = match Backend::of_conn(c) {
            Backend::Sqlite => {
                let mut q = record_statement(
                    key,
                    sender,
                    subject,
                    disposition,
                    writes,
                    replies,
                    begin,
                    lazy,
                );
                q.build().execute(c).await.map(|_| ())
            }
            Backend::Postgres => {
                record_each(c, key, sender, subject, disposition, writes, replies, begin).await
            }
        };
        match result {
            Ok(_) => {
                self.begun = false;
                self.lazy = false;
                self.done();
                Ok(true)
            }
            Err(e) => {
                self.rollback().await?;
                match e {
                    sqlx::Error::Database(d)
                        if d.is_unique_violation() && d.message().contains("inbound") =>
                    {
                        Ok(false)
                    }
                    e => Err(anyhow::Error::from(e).context("cannot record the mail")),
                }
            }
        }
    }
}

impl Drop for MailTx {
    fn drop(&mut self) {
        // A transaction left open (a task cancelled in the middle) ends
        // with its connection, never in the pool.
        if self.begun {
            self.close_connection();
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Write {
    /// A move appended to a game's log, and the game's new state.
    Move {
        board: i64,
        number: i64,
        userid: String,
        text: String,
        comment: String,
        status: String,
        result: Option<String>,
        to_move: Option<String>,
    },
    /// A wrong password given for a player (kept even when the command
    /// that gave it is refused), by `sender`, `own` when that is one of
    /// the player's confirmed addresses.
    AuthFailure {
        userid: String,
        sender: String,
        own: bool,
    },
    /// A play token (its hash) for a player on a board, mailed in the
    /// board mail's Reply-To.
    PlayToken {
        token_hash: String,
        board: i64,
        userid: String,
    },
}

fn push_write(q: &mut sqlx::QueryBuilder<sqlx::Any>, w: &Write, t: i64) {
    match w {
        Write::Move {
            board,
            number,
            userid,
            text,
            comment,
            status,
            result,
            to_move,
        } => {
            q.push("INSERT INTO moves (board, number, userid, text, comment, created_at) VALUES (");
            q.separated(", ")
                .push_bind(*board)
                .push_bind(*number)
                .push_bind(userid.as_str())
                .push_bind(text.as_str())
                .push_bind(comment.as_str())
                .push_bind(t);
            q.push("); UPDATE games SET status = ")
                .push_bind(status.as_str())
                .push(", result = ")
                .push_bind(result.as_deref())
                .push(", to_move = ")
                .push_bind(to_move.as_deref())
                .push(", updated_at = ")
                .push_bind(t)
                .push(" WHERE board = ")
                .push_bind(*board)
                .push("; ");
        }
        Write::AuthFailure {
            userid,
            sender,
            own,
        } => {
            q.push("INSERT INTO auth_failures (userid, at, sender, own) VALUES (");
            q.separated(", ")
                .push_bind(userid.as_str())
                .push_bind(t)
                .push_bind(sender.as_str())
                .push_bind(i64::from(*own));
            q.push("); ");
        }
        Write::PlayToken {
            token_hash,
            board,
            userid,
        } => {
            q.push("INSERT INTO play_tokens (token_hash, board, userid, created_at) VALUES (");
            q.separated(", ")
                .push_bind(token_hash.as_str())
                .push_bind(*board)
                .push_bind(userid.as_str())
                .push_bind(t);
            q.push("); ");
        }
    }
}

/// Carries out held-back changes now.
pub async fn flush(c: &mut AnyConnection, writes: &mut Vec<Write>) -> anyhow::Result<()> {
    if writes.is_empty() {
        return Ok(());
    }
    let t = now();
    match Backend::of_conn(c) {
        Backend::Sqlite => {
            let mut q = sqlx::QueryBuilder::<sqlx::Any>::new("");
            for w in writes.iter() {
                push_write(&mut q, w, t);
            }
            q.build().execute(c).await?;
        }
        Backend::Postgres => {
            for w in writes.iter() {
                execute_write(c, w, t).await?;
            }
        }
    }
    writes.clear();
    Ok(())
}

/// What [`push_write`] adds, carried out on its own (Postgres).
async fn execute_write(c: &mut AnyConnection, w: &Write, t: i64) -> Result<(), sqlx::Error> {
    match w {
        Write::Move {
            board,
            number,
            userid,
            text,
            comment,
            status,
            result,
            to_move,
        } => {
            sqlx::query(
                "INSERT INTO moves (board, number, userid, text, comment, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(*board)
            .bind(*number)
            .bind(userid.as_str())
            .bind(text.as_str())
            .bind(comment.as_str())
            .bind(t)
            .execute(&mut *c)
            .await?;
            sqlx::query(
                "UPDATE games SET status = $1, result = $2, to_move = $3, updated_at = $4 WHERE board = $5",
            )
            .bind(status.as_str())
            .bind(result.as_deref())
            .bind(to_move.as_deref())
            .bind(t)
            .bind(*board)
            .execute(&mut *c)
            .await?;
        }
        Write::AuthFailure {
            userid,
            sender,
            own,
        } => {
            sqlx::query(
                "INSERT INTO auth_failures (userid, at, sender, own) VALUES ($1, $2, $3, $4)",
            )
            .bind(userid.as_str())
            .bind(t)
            .bind(sender.as_str())
            .bind(i64::from(*own))
            .execute(&mut *c)
            .await?;
        }
        Write::PlayToken {
            token_hash,
            board,
            userid,
        } => {
            sqlx::query(
                "INSERT INTO play_tokens (token_hash, board, userid, created_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(token_hash.as_str())
            .bind(*board)
            .bind(userid.as_str())
            .bind(t)
            .execute(&mut *c)
            .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lazy statement switches its connection to committing without
    /// waiting for the disk around its own transaction only, and never
    /// inside a transaction begun before.
    #[test]
    fn only_a_statement_that_begins_commits_lazily() {
        let sql = |begin, lazy| {
            record_statement("<m@x>", None, None, "answered", &[], &[], begin, lazy)
                .sql()
                .as_str()
                .to_string()
        };
        let lazy = sql(true, true);
        assert!(
            lazy.starts_with("PRAGMA synchronous = NORMAL; BEGIN IMMEDIATE; "),
            "{lazy}"
        );
        assert!(
            lazy.ends_with("COMMIT; PRAGMA synchronous = FULL"),
            "{lazy}"
        );
        for (begin, lazy) in [(true, false), (false, true), (false, false)] {
            let sql = sql(begin, lazy);
            assert!(!sql.contains("PRAGMA"), "{sql}");
            assert!(sql.ends_with("COMMIT"), "{sql}");
            assert_eq!(sql.starts_with("BEGIN IMMEDIATE; "), begin, "{sql}");
        }
    }
}

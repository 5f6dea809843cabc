//! The only code that speaks SQL: players, games, move logs, and the
//! records of mail in and out, in SQLite.

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::OwnedMutexGuard;

use anyhow::Context;
use sqlx::pool::PoolConnection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{FromRow, Row, Sqlite, SqliteConnection, SqlitePool};

pub mod accounts;

/// A transaction (or a savepoint inside one).
pub type Tx<'a> = sqlx::Transaction<'a, sqlx::Sqlite>;

/// Seconds since the Unix epoch.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    /// This process's turn to write: its write transactions wait for it
    /// here, each woken as soon as the one before commits, rather than in
    /// SQLite's busy handler, which sleeps in growing steps (another
    /// process's writers still wait there).
    writer: Arc<tokio::sync::Mutex<()>>,
}

/// A write transaction, holding this process's turn to write.
pub struct WriteTx {
    tx: Tx<'static>,
    _turn: OwnedMutexGuard<()>,
}

impl WriteTx {
    /// Commits.
    pub async fn commit(self) -> anyhow::Result<()> {
        self.tx.commit().await.context("cannot commit")
    }
    /// Rolls back.
    pub async fn rollback(self) -> anyhow::Result<()> {
        self.tx.rollback().await.context("cannot roll back")
    }
}

impl std::ops::Deref for WriteTx {
    type Target = SqliteConnection;
    fn deref(&self) -> &SqliteConnection {
        &self.tx
    }
}

impl std::ops::DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        &mut self.tx
    }
}

/// A game's row.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct GameRow {
    pub board: i64,
    pub game: String,
    pub options: String,
    pub player0: String,
    pub player1: String,
    pub status: String,
    pub result: Option<String>,
    pub to_move: Option<String>,
    pub thread_id: String,
    pub created_at: i64,
    pub updated_at: i64,
}

impl GameRow {
    /// The options as words.
    pub fn option_words(&self) -> Vec<&str> {
        self.options.split_whitespace().collect()
    }
    /// The players in seat order.
    pub fn players(&self) -> [&str; 2] {
        [&self.player0, &self.player1]
    }
}

/// One move of a game's log.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MoveRow {
    pub number: i64,
    pub userid: String,
    pub text: String,
    pub comment: String,
}

/// A reply to be written into the outbox.
#[derive(Debug, Clone)]
pub struct NewOutbox<'a> {
    pub message_id: &'a str,
    pub sender: &'a str,
    pub recipient: &'a str,
    pub raw: &'a [u8],
    /// Whether it carries a token (its stored copy is masked once sent).
    pub holds_token: bool,
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

/// A reply waiting in the outbox.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OutboxRow {
    pub id: i64,
    pub message_id: String,
    pub sender: String,
    pub recipient: String,
    pub raw: Vec<u8>,
    pub holds_token: bool,
    pub attempts: i64,
    pub next_attempt_at: i64,
    pub lease_until: i64,
}

impl Store {
    /// Opens (creating it and its folder if needed) and migrates the
    /// database at `url` (`sqlite://PATH` or `sqlite::memory:`).
    pub async fn open(url: &str) -> anyhow::Result<Store> {
        let Some(path) = url
            .strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
        else {
            anyhow::bail!("the database '{url}' is not supported: use sqlite://PATH");
        };
        let folder = Path::new(path)
            .parent()
            .filter(|d| !d.as_os_str().is_empty() && !path.starts_with(':'));
        if let Some(dir) = folder {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create the folder {}", dir.display()))?;
        }
        let options = SqliteConnectOptions::from_str(url)
            .with_context(|| format!("bad database address {url}"))?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(30))
            .pragma("cache_size", "-65536")
            .pragma("wal_autocheckpoint", "8192");
        // Servers started at once on a new database race to make it (WAL
        // mode needs the database alone for a moment) and to apply the
        // same migration; the loser's try fails, changes nothing, and the
        // next one finds the work done.
        let mut tries = 0;
        loop {
            let opened = async {
                let pool = SqlitePoolOptions::new()
                    .max_connections(4)
                    // A local file: nothing to test before each use.
                    .test_before_acquire(false)
                    .connect_with(options.clone())
                    .await
                    .with_context(|| format!("cannot open the database {url}"))?;
                sqlx::migrate!()
                    .run(&pool)
                    .await
                    .context("cannot bring the database schema up to date")?;
                anyhow::Ok(pool)
            }
            .await;
            match opened {
                Ok(pool) => {
                    return Ok(Store {
                        pool,
                        writer: Arc::default(),
                    });
                }
                Err(e) if tries < 20 && raced(&e) => {
                    tries += 1;
                    tracing::debug!(
                        error = format!("{e:#}"),
                        tries,
                        "opening the database raced another server; trying again"
                    );
                    tokio::time::sleep(Duration::from_millis(25 * tries)).await;
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// The connection pool.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Starts a transaction that takes the write lock at once.
    pub async fn begin(&self) -> anyhow::Result<WriteTx> {
        let turn = self.writer.clone().lock_owned().await;
        let tx = self
            .pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .context("cannot start a database transaction")?;
        Ok(WriteTx { tx, _turn: turn })
    }

    /// Copies committed pages from the write-ahead log into the database
    /// file without holding up writers (a passive checkpoint), so that a
    /// mail's commit seldom has to do it (SQLite's automatic checkpoint,
    /// at 8192 pages, stays as the backstop).
    pub async fn checkpoint(&self) -> anyhow::Result<()> {
        sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&self.pool)
            .await
            .context("cannot checkpoint the database")?;
        Ok(())
    }

    /// Replies not yet sent, oldest first (due or not: a reply that waits
    /// holds back the later ones to the same recipient).
    pub async fn pending_outbox(&self, limit: i64) -> anyhow::Result<Vec<OutboxRow>> {
        Ok(sqlx::query_as(
            "SELECT o.id, o.message_id, o.sender, o.recipient, b.raw, o.holds_token, o.attempts, o.next_attempt_at, o.lease_until
             FROM outbox o JOIN outbox_body b ON b.id = o.id
             WHERE o.status = 'pending' ORDER BY o.id LIMIT ?",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Takes replies for sending until `lease_until`, in one statement;
    /// returns the ids this worker got (another worker may hold some).
    pub async fn claim(&self, ids: &[i64], now: i64, lease_until: i64) -> anyhow::Result<Vec<i64>> {
        let _turn = self.writer.lock().await;
        Ok(sqlx::query_scalar(
            "UPDATE outbox SET lease_until = ?
             WHERE id IN (SELECT value FROM json_each(?)) AND status = 'pending' AND lease_until <= ?
             RETURNING id",
        )
        .bind(lease_until)
        .bind(serde_json::to_string(ids)?)
        .bind(now)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Records what became of claimed replies, in one transaction (sent and
    /// untried replies in one statement each).
    pub async fn finish(&self, results: &[(i64, SendResult)]) -> anyhow::Result<()> {
        let mut tx = self.begin().await?;
        let ids = |want: fn(&SendResult) -> bool| -> anyhow::Result<String> {
            let v: Vec<i64> = results
                .iter()
                .filter(|(_, r)| want(r))
                .map(|(id, _)| *id)
                .collect();
            Ok(serde_json::to_string(&v)?)
        };
        sqlx::query(
            "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, lease_until = 0
             WHERE id IN (SELECT value FROM json_each(?))",
        )
        .bind(now())
        .bind(ids(|r| matches!(r, SendResult::Sent))?)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE outbox SET lease_until = 0 WHERE id IN (SELECT value FROM json_each(?))",
        )
        .bind(ids(|r| matches!(r, SendResult::Released))?)
        .execute(&mut *tx)
        .await?;
        for (id, r) in results {
            let q = match r {
                SendResult::Retry { at, error } => sqlx::query(
                    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, lease_until = 0 WHERE id = ?",
                )
                .bind(*at)
                .bind(error.clone()),
                SendResult::Failed { error } => sqlx::query(
                    "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, lease_until = 0 WHERE id = ?",
                )
                .bind(error.clone()),
                SendResult::Sent | SendResult::Released => continue,
            };
            q.bind(*id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Replaces the stored copy of sent replies that carried a token with
    /// `mask(copy)`, and unmarks them.
    pub async fn mask_sent_tokens(
        &self,
        ids: &[i64],
        mask: impl Fn(&[u8]) -> Vec<u8>,
    ) -> anyhow::Result<()> {
        if ids.is_empty() {
            return Ok(());
        }
        let mut tx = self.begin().await?;
        let rows: Vec<(i64, Vec<u8>)> = sqlx::query_as(
            "SELECT b.id, b.raw FROM outbox_body b JOIN outbox o ON o.id = b.id
             WHERE o.holds_token = 1 AND o.status = 'sent' AND o.id IN (SELECT value FROM json_each(?))",
        )
        .bind(serde_json::to_string(ids)?)
        .fetch_all(&mut *tx)
        .await?;
        for (id, raw) in rows {
            sqlx::query("UPDATE outbox_body SET raw = ? WHERE id = ?")
                .bind(mask(&raw))
                .bind(id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE outbox SET holds_token = 0 WHERE id = ?")
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
               COALESCE(SUM(status = 'pending'), 0),
               COALESCE(SUM(status = 'sent'), 0),
               COALESCE(SUM(status = 'failed'), 0)
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
        let _turn = self.writer.lock().await;
        let done = sqlx::query(
            "INSERT OR IGNORE INTO inbound (mail_key, sender, subject, disposition, received_at)
             VALUES (?, ?, ?, ?, ?)",
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

/// Whether opening the database failed because another server was making
/// it at the same moment (SQLite busy or locked, or a migration applied
/// meanwhile).
fn raced(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.is::<sqlx::migrate::MigrateError>()
            || c.downcast_ref::<sqlx::Error>().is_some_and(|e| {
                matches!(e, sqlx::Error::Database(d)
                    if matches!(d.code().as_deref(), Some("5" | "6" | "261" | "262" | "517")))
            })
    })
}

/// The statement that records a mail under its key together with its
/// held-back changes and its replies; it begins the transaction when
/// `begin`, and commits it.
fn record_statement<'q>(
    key: &'q str,
    sender: Option<&'q str>,
    subject: Option<&'q str>,
    disposition: &'q str,
    writes: &'q [Write],
    replies: &'q [NewOutbox<'q>],
    begin: bool,
) -> sqlx::QueryBuilder<sqlx::Sqlite> {
    let t = now();
    let mut q =
        sqlx::QueryBuilder::<sqlx::Sqlite>::new(if begin { "BEGIN IMMEDIATE; " } else { "" });
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
            "INSERT INTO outbox (message_id, inbound_id, sender, recipient, holds_token, next_attempt_at, created_at) ",
        );
        q.push_values(replies, |mut b, m| {
            b.push_bind(m.message_id)
                .push("(SELECT id FROM inbound WHERE mail_key = ")
                .push_bind_unseparated(key)
                .push_unseparated(")")
                .push_bind(m.sender)
                .push_bind(m.recipient)
                .push_bind(m.holds_token)
                .push_bind(t)
                .push_bind(t);
        });
        q.push("; INSERT INTO outbox_body (id, raw) ");
        q.push_values(replies, |mut b, m| {
            b.push("(SELECT id FROM outbox WHERE message_id = ")
                .push_bind_unseparated(m.message_id)
                .push_unseparated(")")
                .push_bind(m.raw);
        });
        q.push("; ");
    }
    q.push("COMMIT");
    q
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
    conn: Option<PoolConnection<Sqlite>>,
    /// The process's turn to write, held from begin to commit.
    turn: Option<OwnedMutexGuard<()>>,
    begun: bool,
}

impl MailTx {
    /// A transaction on `store`'s database, not yet begun.
    pub fn new(store: &Store) -> MailTx {
        MailTx {
            store: Some(store.clone()),
            conn: None,
            turn: None,
            begun: false,
        }
    }

    /// A transaction that may not use the database.
    pub fn offline() -> MailTx {
        MailTx {
            store: None,
            conn: None,
            turn: None,
            begun: false,
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
        if self.conn.is_none() {
            let c = store.pool.acquire().await;
            self.conn = Some(c.context("cannot reach the database")?);
        }
        Ok(())
    }

    fn connection(&mut self) -> &mut SqliteConnection {
        self.conn.as_mut().expect("connected")
    }

    /// The connection, inside the transaction (begun now if need be).
    pub async fn conn(&mut self) -> anyhow::Result<&mut SqliteConnection> {
        if !self.begun {
            self.connect().await?;
            // From here a transaction may be open (also when this future
            // is dropped before BEGIN answers).
            self.begun = true;
            let begun = sqlx::query("BEGIN IMMEDIATE")
                .execute(self.connection())
                .await;
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
        sqlx::query("ROLLBACK TO command; RELEASE command")
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }

    /// Undoes everything (nothing to do when it has not begun), and gives
    /// up the turn to write.
    pub async fn rollback(&mut self) -> anyhow::Result<()> {
        if !self.begun {
            self.turn = None;
            return Ok(());
        }
        // `begun` stays set until the rollback is known, so that a drop in
        // the middle closes the connection.
        let result = sqlx::query("ROLLBACK").execute(self.connection()).await;
        self.begun = false;
        if let Err(e) = result
            && !e.to_string().contains("no transaction is active")
        {
            // Never hand a connection in an unknown state back: it ends,
            // and its transaction with it, when dropped.
            if let Some(mut c) = self.conn.take() {
                c.close_on_drop();
            }
            self.turn = None;
            return Err(e).context("cannot roll back");
        }
        self.turn = None;
        Ok(())
    }

    /// Records the mail under `key` (its Message-ID, or a hash of its
    /// bytes) with the held-back changes `writes` and its `replies`, and
    /// commits, in one round trip. Returns `false`, having changed nothing,
    /// when a mail with that key was recorded before (it is not to be
    /// applied again).
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
        let mut q = record_statement(key, sender, subject, disposition, writes, replies, begin);
        // A transaction may be open from here until the commit is known
        // (a drop in the middle closes the connection).
        self.begun = true;
        let result = q.build().execute(self.connection()).await;
        match result {
            Ok(_) => {
                self.begun = false;
                self.turn = None;
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
        if self.begun
            && let Some(c) = self.conn.as_mut()
        {
            c.close_on_drop();
        }
    }
}

/// A player's password hash.
pub async fn password_hash(
    c: &mut SqliteConnection,
    userid: &str,
) -> anyhow::Result<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT password_hash FROM players WHERE userid = ?")
            .bind(userid)
            .fetch_optional(c)
            .await?,
    )
}

/// The player an address belongs to.
pub async fn owner_of(c: &mut SqliteConnection, address: &str) -> anyhow::Result<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT userid FROM addresses WHERE address = ?")
            .bind(address.to_lowercase())
            .fetch_optional(c)
            .await?,
    )
}

/// A player's addresses, in the order they were given.
pub async fn addresses_of(c: &mut SqliteConnection, userid: &str) -> anyhow::Result<Vec<String>> {
    Ok(
        sqlx::query_scalar("SELECT address FROM addresses WHERE userid = ? ORDER BY rowid")
            .bind(userid)
            .fetch_all(c)
            .await?,
    )
}

/// The first address of each of two players (`None` for one with none).
pub async fn first_addresses(
    c: &mut SqliteConnection,
    players: [&str; 2],
) -> anyhow::Result<[Option<String>; 2]> {
    let (a, b): (Option<String>, Option<String>) = sqlx::query_as(
        "SELECT (SELECT address FROM addresses WHERE userid = ? ORDER BY rowid LIMIT 1),
                (SELECT address FROM addresses WHERE userid = ? ORDER BY rowid LIMIT 1)",
    )
    .bind(players[0])
    .bind(players[1])
    .fetch_one(c)
    .await?;
    Ok([a, b])
}

/// Registers a player with addresses.
pub async fn insert_player(
    c: &mut SqliteConnection,
    userid: &str,
    password_hash: &str,
    addresses: &[String],
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO players (userid, password_hash, created_at) VALUES (?, ?, ?)")
        .bind(userid)
        .bind(password_hash)
        .bind(now())
        .execute(&mut *c)
        .await?;
    for a in addresses {
        sqlx::query("INSERT INTO addresses (address, userid) VALUES (?, ?)")
            .bind(a.to_lowercase())
            .bind(userid)
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

/// The next free board number (101 for the first).
pub async fn next_board(c: &mut SqliteConnection) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COALESCE(MAX(board), 100) + 1 FROM games")
            .fetch_one(c)
            .await?,
    )
}

/// Creates a game, started by mail from `created_by`.
pub async fn insert_game(
    c: &mut SqliteConnection,
    g: &GameRow,
    created_by: &str,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO games (board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(g.board)
    .bind(&g.game)
    .bind(&g.options)
    .bind(&g.player0)
    .bind(&g.player1)
    .bind(&g.status)
    .bind(&g.result)
    .bind(&g.to_move)
    .bind(&g.thread_id)
    .bind(g.created_at)
    .bind(g.updated_at)
    .bind(created_by)
    .execute(c)
    .await?;
    Ok(())
}

/// A game with its move log and its players' first addresses.
#[derive(Debug, Clone)]
pub struct FullGame {
    pub row: GameRow,
    pub moves: Vec<MoveRow>,
    pub addresses: [Option<String>; 2],
}

/// A game by board number, with its move log in order and its players'
/// addresses, in one row (the log as a JSON array): one round trip however
/// long the game.
pub async fn full_game(c: &mut SqliteConnection, board: i64) -> anyhow::Result<Option<FullGame>> {
    let row = sqlx::query(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id,
                created_at, updated_at,
                (SELECT json_group_array(json_array(number, userid, text, comment) ORDER BY number)
                 FROM moves WHERE moves.board = games.board) AS moves,
                (SELECT address FROM addresses WHERE userid = player0 ORDER BY rowid LIMIT 1) AS address0,
                (SELECT address FROM addresses WHERE userid = player1 ORDER BY rowid LIMIT 1) AS address1
         FROM games WHERE board = ?",
    )
    .bind(board)
    .fetch_optional(c)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let game = GameRow::from_row(&row)?;
    let log: Vec<(i64, String, String, String)> = serde_json::from_str(row.try_get("moves")?)
        .context("a move log that is not the JSON it should be")?;
    let moves = log
        .into_iter()
        .map(|(number, userid, text, comment)| MoveRow {
            number,
            userid,
            text,
            comment,
        })
        .collect();
    Ok(Some(FullGame {
        row: game,
        moves,
        addresses: [row.try_get("address0")?, row.try_get("address1")?],
    }))
}

/// A game by board number.
pub async fn game(c: &mut SqliteConnection, board: i64) -> anyhow::Result<Option<GameRow>> {
    Ok(sqlx::query_as(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at
         FROM games WHERE board = ?",
    )
    .bind(board)
    .fetch_optional(c)
    .await?)
}

/// A change held back so that it reaches the database in the same
/// statement as other changes (one round trip instead of several).
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
    /// that gave it is refused).
    AuthFailure { userid: String },
}

fn push_write(q: &mut sqlx::QueryBuilder<sqlx::Sqlite>, w: &Write, t: i64) {
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
        Write::AuthFailure { userid } => {
            q.push("INSERT INTO auth_failures (userid, at) VALUES (")
                .push_bind(userid.as_str())
                .push(", ")
                .push_bind(t)
                .push("); ");
        }
    }
}

/// Carries out held-back changes now.
pub async fn flush(c: &mut SqliteConnection, writes: &mut Vec<Write>) -> anyhow::Result<()> {
    if writes.is_empty() {
        return Ok(());
    }
    let mut q = sqlx::QueryBuilder::<sqlx::Sqlite>::new("");
    let t = now();
    for w in writes.iter() {
        push_write(&mut q, w, t);
    }
    q.build().execute(c).await?;
    writes.clear();
    Ok(())
}

/// Records whose turn it is, or the result.
pub async fn update_game(
    c: &mut SqliteConnection,
    board: i64,
    status: &str,
    result: Option<&str>,
    to_move: Option<&str>,
) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE games SET status = ?, result = ?, to_move = ?, updated_at = ? WHERE board = ?",
    )
    .bind(status)
    .bind(result)
    .bind(to_move)
    .bind(now())
    .bind(board)
    .execute(c)
    .await?;
    Ok(())
}

/// A player's boards of one game, newest first.
pub async fn games_of(
    c: &mut SqliteConnection,
    game: &str,
    userid: &str,
) -> anyhow::Result<Vec<GameRow>> {
    Ok(sqlx::query_as(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at
         FROM games WHERE game = ? AND (player0 = ? OR player1 = ?) ORDER BY board DESC",
    )
    .bind(game)
    .bind(userid)
    .bind(userid)
    .fetch_all(c)
    .await?)
}

/// Finished boards of one game, newest first.
pub async fn finished(
    c: &mut SqliteConnection,
    game: &str,
    limit: i64,
) -> anyhow::Result<Vec<GameRow>> {
    Ok(sqlx::query_as(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at
         FROM games WHERE game = ? AND status = 'over' ORDER BY updated_at DESC, board DESC LIMIT ?",
    )
    .bind(game)
    .bind(limit)
    .fetch_all(c)
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Servers started at once on a new database all get it migrated.
    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn concurrent_first_starts_on_one_database_succeed() {
        for round in 0..5 {
            let dir = std::env::temp_dir()
                .join(format!("ringmail-migrate-{}-{round}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            let url = format!("sqlite://{}/db.sqlite", dir.display());
            let opens: Vec<_> = (0..4)
                .map(|_| {
                    let url = url.clone();
                    tokio::spawn(async move { Store::open(&url).await.map(|_| ()) })
                })
                .collect();
            for o in opens {
                o.await.unwrap().unwrap();
            }
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }

    /// A mail's record dropped in the middle (its task cancelled) leaves
    /// no transaction open on a pooled connection, and nothing half
    /// recorded.
    #[tokio::test]
    async fn a_record_dropped_in_the_middle_leaves_nothing_open() {
        let dir = std::env::temp_dir().join(format!("ringmail-cancel-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::open(&format!("sqlite://{}/db.sqlite", dir.display()))
            .await
            .unwrap();
        let raw = vec![b'x'; 200_000];
        let ids: Vec<String> = (0..30).map(|i| format!("<r{i}@x>")).collect();
        let replies: Vec<NewOutbox> = ids
            .iter()
            .map(|id| NewOutbox {
                message_id: id,
                sender: "games@x",
                recipient: "alice@x",
                raw: &raw,
                holds_token: false,
            })
            .collect();
        for i in 0..40u64 {
            let key = format!("<m{i}@x>");
            let mut tx = MailTx::new(&store);
            if i % 2 == 1 {
                tx.conn().await.unwrap();
            }
            let wait = std::time::Duration::from_micros(20 * i);
            let _ = tokio::time::timeout(
                wait,
                tx.record_and_commit(
                    &key,
                    None,
                    None,
                    "answered",
                    &[],
                    &replies[..1 + (i as usize % 30)],
                ),
            )
            .await;
            drop(tx);
            // Let a dropped connection finish closing.
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            // Any mail recorded is recorded whole.
            let partial: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM outbox WHERE message_id LIKE '<r%' AND inbound_id IS NULL",
            )
            .fetch_one(store.pool())
            .await
            .unwrap();
            assert_eq!(partial, 0);
        }
        // Every pooled connection is outside any transaction.
        let mut conns = Vec::new();
        for _ in 0..4 {
            let mut c = store.pool().acquire().await.unwrap();
            sqlx::query("BEGIN; ROLLBACK")
                .execute(&mut *c)
                .await
                .expect("no transaction left open");
            conns.push(c);
        }
        drop(conns);
        // And the database takes a writer at once.
        let mut tx = MailTx::new(&store);
        assert!(
            tx.record_and_commit("<last@x>", None, None, "answered", &[], &[])
                .await
                .unwrap()
        );
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A database made by the first schema, with a game, a move, a mail and
    /// a reply in it, keeps them all through the later migrations.
    #[tokio::test]
    async fn upgrading_from_the_first_schema_keeps_everything() {
        let dir = std::env::temp_dir().join(format!("ringmail-upgrade-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/old.db", dir.display());
        {
            let options = SqliteConnectOptions::from_str(&url)
                .unwrap()
                .create_if_missing(true)
                .foreign_keys(true);
            let pool = SqlitePool::connect_with(options).await.unwrap();
            sqlx::migrate!().run_to(1, &pool).await.unwrap();
            sqlx::query(
                "INSERT INTO players VALUES ('alice', 'h', 0), ('bob', 'h', 0);
                 INSERT INTO games VALUES (101, 'yinsh', '', 'alice', 'bob', 'active', NULL, 'bob', '<t@x>', 0, 0);
                 INSERT INTO moves VALUES (101, 1, 'alice', 'e5', 'hi', 0);
                 INSERT INTO inbound (mail_key, sender, subject, disposition, received_at)
                     VALUES ('<m1@x>', 'alice@x', 'yinsh move', 'answered', 0);
                 INSERT INTO outbox (message_id, inbound_id, sender, recipient, raw, next_attempt_at, created_at)
                     VALUES ('<r1@x>', 1, 'games@x', 'alice@x', X'6869', 0, 0);",
            )
            .execute(&pool)
            .await
            .unwrap();
            pool.close().await;
        }
        let store = Store::open(&url).await.unwrap();
        let pool = store.pool();
        let moves: Vec<(i64, String, String)> =
            sqlx::query_as("SELECT number, text, comment FROM moves WHERE board = 101")
                .fetch_all(pool)
                .await
                .unwrap();
        assert_eq!(moves, vec![(1, "e5".to_string(), "hi".to_string())]);
        let pending = store.pending_outbox(10).await.unwrap();
        assert_eq!(pending.len(), 1);
        assert_eq!(pending[0].raw, b"hi");
        assert_eq!(pending[0].message_id, "<r1@x>");
        let broken: Vec<(String, i64, String, i64)> = sqlx::query_as("PRAGMA foreign_key_check")
            .fetch_all(pool)
            .await
            .unwrap();
        assert!(broken.is_empty(), "{broken:?}");
        // New rows follow the old ones, and their keys still refer.
        let mut tx = MailTx::new(&store);
        let raw = b"reply".to_vec();
        let replies = [NewOutbox {
            message_id: "<r2@x>",
            sender: "games@x",
            recipient: "bob@x",
            raw: &raw,
            holds_token: false,
        }];
        assert!(
            tx.record_and_commit("<m2@x>", Some("bob@x"), None, "answered", &[], &replies)
                .await
                .unwrap()
        );
        let ids: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT o.id, i.id FROM outbox o JOIN inbound i ON o.inbound_id = i.id ORDER BY o.id",
        )
        .fetch_all(pool)
        .await
        .unwrap();
        assert_eq!(ids, vec![(1, 1), (2, 2)]);
        let dup = MailTx::new(&store)
            .record_and_commit("<m2@x>", Some("bob@x"), None, "answered", &[], &[])
            .await
            .unwrap();
        assert!(!dup, "a mail recorded twice is seen");
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

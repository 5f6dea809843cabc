//! The only code that speaks SQL: players, games, move logs, and the
//! records of mail in and out, in SQLite.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use anyhow::Context;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqliteConnection, SqlitePool};

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
}

/// What became of one claimed reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SendResult {
    /// Sent at this time.
    Sent { at: i64 },
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
            .busy_timeout(Duration::from_secs(30));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await
            .with_context(|| format!("cannot open the database {url}"))?;
        sqlx::migrate!()
            .run(&pool)
            .await
            .context("cannot bring the database schema up to date")?;
        Ok(Store { pool })
    }

    /// The connection pool.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Starts a transaction that takes the write lock at once.
    pub async fn begin(&self) -> anyhow::Result<Tx<'static>> {
        self.pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .context("cannot start a database transaction")
    }

    /// Replies not yet sent, oldest first (due or not: a reply that waits
    /// holds back the later ones to the same recipient).
    pub async fn pending_outbox(&self, limit: i64) -> anyhow::Result<Vec<OutboxRow>> {
        Ok(sqlx::query_as(
            "SELECT id, message_id, sender, recipient, raw, attempts, next_attempt_at, lease_until
             FROM outbox WHERE status = 'pending' ORDER BY id LIMIT ?",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Takes replies for sending until `lease_until`, in one transaction;
    /// returns the ids this worker got (another worker may hold some).
    pub async fn claim(&self, ids: &[i64], now: i64, lease_until: i64) -> anyhow::Result<Vec<i64>> {
        let mut tx = self.begin().await?;
        let mut got = Vec::with_capacity(ids.len());
        for &id in ids {
            let r = sqlx::query(
                "UPDATE outbox SET lease_until = ? WHERE id = ? AND status = 'pending' AND lease_until <= ?",
            )
            .bind(lease_until)
            .bind(id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            if r.rows_affected() == 1 {
                got.push(id);
            }
        }
        tx.commit().await?;
        Ok(got)
    }

    /// Records what became of claimed replies, in one transaction.
    pub async fn finish(&self, results: &[(i64, SendResult)]) -> anyhow::Result<()> {
        let mut tx = self.begin().await?;
        for (id, r) in results {
            let q = match r {
                SendResult::Sent { at } => sqlx::query(
                    "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, lease_until = 0 WHERE id = ?",
                )
                .bind(*at),
                SendResult::Retry { at, error } => sqlx::query(
                    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, lease_until = 0 WHERE id = ?",
                )
                .bind(*at)
                .bind(error.clone()),
                SendResult::Failed { error } => sqlx::query(
                    "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, lease_until = 0 WHERE id = ?",
                )
                .bind(error.clone()),
                SendResult::Released => sqlx::query("UPDATE outbox SET lease_until = 0 WHERE id = ?"),
            };
            q.bind(*id).execute(&mut *tx).await?;
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

/// The inbound record of a mail already seen, by its key.
pub async fn inbound_seen(c: &mut SqliteConnection, key: &str) -> anyhow::Result<bool> {
    Ok(sqlx::query("SELECT 1 FROM inbound WHERE mail_key = ?")
        .bind(key)
        .fetch_optional(c)
        .await?
        .is_some())
}

/// Records a mail; returns its id.
pub async fn insert_inbound(
    c: &mut SqliteConnection,
    key: &str,
    sender: Option<&str>,
    subject: Option<&str>,
    disposition: &str,
) -> anyhow::Result<i64> {
    let r = sqlx::query(
        "INSERT INTO inbound (mail_key, sender, subject, disposition, received_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(key)
    .bind(sender)
    .bind(subject)
    .bind(disposition)
    .bind(now())
    .execute(c)
    .await?;
    Ok(r.last_insert_rowid())
}

/// Sets what became of a recorded mail.
pub async fn set_disposition(
    c: &mut SqliteConnection,
    id: i64,
    disposition: &str,
) -> anyhow::Result<()> {
    sqlx::query("UPDATE inbound SET disposition = ? WHERE id = ?")
        .bind(disposition)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
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

/// Creates a game.
pub async fn insert_game(c: &mut SqliteConnection, g: &GameRow) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO games (board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
    .execute(c)
    .await?;
    Ok(())
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

/// A game's move log, in order.
pub async fn moves(c: &mut SqliteConnection, board: i64) -> anyhow::Result<Vec<MoveRow>> {
    Ok(sqlx::query_as(
        "SELECT number, userid, text, comment FROM moves WHERE board = ? ORDER BY number",
    )
    .bind(board)
    .fetch_all(c)
    .await?)
}

/// Appends a move to a game's log.
pub async fn insert_move(
    c: &mut SqliteConnection,
    board: i64,
    number: i64,
    userid: &str,
    text: &str,
    comment: &str,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO moves (board, number, userid, text, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(board)
        .bind(number)
        .bind(userid)
        .bind(text)
        .bind(comment)
        .bind(now())
        .execute(c)
        .await?;
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

/// Writes a reply into the outbox, due at once.
pub async fn insert_outbox(
    c: &mut SqliteConnection,
    inbound_id: Option<i64>,
    m: &NewOutbox<'_>,
) -> anyhow::Result<()> {
    let t = now();
    sqlx::query(
        "INSERT INTO outbox (message_id, inbound_id, sender, recipient, raw, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(m.message_id)
    .bind(inbound_id)
    .bind(m.sender)
    .bind(m.recipient)
    .bind(m.raw)
    .bind(t)
    .bind(t)
    .execute(c)
    .await?;
    Ok(())
}

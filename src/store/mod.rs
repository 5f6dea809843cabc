//! The only code that speaks SQL, in SQLite or Postgres, by concern: players and
//! their addresses ([`accounts`]), games and their move logs ([`games`]),
//! the records of mail in and out ([`mail`]), the robot players' boards
//! ([`robots`]), and one mail's transaction with the changes it holds back
//! ([`tx`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::OwnedMutexGuard;

use anyhow::Context;
use sqlx::any::AnyPoolOptions;
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, AnyPool, Executor};

pub mod accounts;
pub mod boards;
pub mod clocks;
pub mod games;
pub mod mail;
pub mod packing;
pub mod ratings;
pub mod robots;
pub mod strangers;
pub mod tx;

pub use accounts::{addresses_of, first_addresses, insert_player, owner_of, password_hash};
pub use games::{
    FullGame, GameRow, MoveRow, finished, full_game, game, games_of, insert_game, next_board,
    update_game,
};
pub use mail::{FailedMail, NewOutbox, OutboxBody, OutboxRow, SendResult, StoredBody};
pub use packing::{StoredMail, unpack};
pub use tx::{MailTx, Offline, Write, flush};

/// A transaction (or a savepoint inside one).
pub type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

/// Seconds since the Unix epoch: the server's clock. `RINGMAIL_NOW` (RFC
/// 3339, read once) stops it at that moment, for tests and dry runs.
pub fn now() -> i64 {
    static FIXED: std::sync::OnceLock<Option<i64>> = std::sync::OnceLock::new();
    let fixed = FIXED.get_or_init(|| {
        let v = std::env::var("RINGMAIL_NOW").ok()?;
        match parse_rfc3339(v.trim()) {
            Some(t) => Some(t),
            None => {
                // Unreadable: refuse to run on a clock that is not the one asked for.
                eprintln!("RINGMAIL_NOW '{v}' is not an RFC 3339 time (2026-11-22T10:00:00Z)");
                std::process::exit(2);
            }
        }
    });
    fixed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    })
}

/// Reads an RFC 3339 time (`2026-11-22T10:00:00Z`, `...+01:00`, fractions
/// of a second ignored) as seconds since the Unix epoch.
pub fn parse_rfc3339(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let t = s.get(r)?;
        t.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| t.parse().ok())?
    };
    if b.len() < 20 || b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't' | b' ') {
        return None;
    }
    if b[13] != b':' || b[16] != b':' {
        return None;
    }
    let (y, mo, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (h, mi, se) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || se > 60 {
        return None;
    }
    let mut i = 19;
    if b[i] == b'.' {
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return None;
        }
    }
    let offset = match &s[i..] {
        "Z" | "z" => 0,
        z if z.len() == 6 && (z.starts_with('+') || z.starts_with('-')) && &z[3..4] == ":" => {
            let (oh, om) = (num(i + 1..i + 3)?, num(i + 4..i + 6)?);
            let o = oh * 3600 + om * 60;
            if z.starts_with('-') { -o } else { o }
        }
        _ => return None,
    };
    // Days from the civil date (Howard Hinnant's algorithm).
    let (yy, m) = if mo <= 2 {
        (y - 1, mo + 9)
    } else {
        (y, mo - 3)
    };
    let era = yy.div_euclid(400);
    let yoe = yy - era * 400;
    let doy = (153 * m + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(days * 86_400 + h * 3600 + mi * 60 + se - offset)
}

/// Which database server the store speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// A file, the embedded default (`sqlite://PATH`).
    Sqlite,
    /// A Postgres server that several ringmail servers may share
    /// (`postgres://user:pass@host/db`).
    Postgres,
}

impl Backend {
    /// The backend of `url`, by its scheme.
    pub fn of(url: &str) -> Option<Backend> {
        if url.starts_with("sqlite:") {
            Some(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Backend::Postgres)
        } else {
            None
        }
    }

    /// The backend of an open connection.
    pub fn of_conn(c: &AnyConnection) -> Backend {
        if c.backend_name().eq_ignore_ascii_case("sqlite") {
            Backend::Sqlite
        } else {
            Backend::Postgres
        }
    }

    /// How a write transaction begins: SQLite takes the write lock at
    /// once; Postgres reads one snapshot throughout (repeatable read), so
    /// that a row another server changed after that snapshot cannot be
    /// changed again: the transaction fails instead, and is tried again.
    /// Every command on a board takes the board's row first
    /// ([`games::lock_board`]); with that and the keys of the move log, the
    /// boards, the mail records and the clocks' events, servers sharing
    /// the database take turns where it matters without failing each
    /// other's unrelated work (serializable isolation, tried here first,
    /// failed most transactions of busy servers on false conflicts).
    pub fn begin(self) -> &'static str {
        match self {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN ISOLATION LEVEL REPEATABLE READ",
        }
    }
}

/// Whether `e` is a conflict between servers sharing a Postgres database
/// (a serialization failure, a deadlock, or a key another server took at
/// the same moment), which the losing transaction settles by being tried
/// again.
pub fn is_conflict(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<sqlx::Error>().is_some_and(|e| {
            matches!(e, sqlx::Error::Database(d)
                if matches!(d.code().as_deref(), Some("40001" | "40P01" | "23505")))
        })
    })
}

/// A 0/1 column read as a flag: both backends keep flags as integers
/// (read with `#[sqlx(try_from = "Flag")]` into a `bool`).
#[derive(Clone, Copy, Debug)]
pub struct Flag(pub bool);

impl sqlx::Type<sqlx::Any> for Flag {
    fn type_info() -> sqlx::any::AnyTypeInfo {
        <i64 as sqlx::Type<sqlx::Any>>::type_info()
    }
    fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
        <i64 as sqlx::Type<sqlx::Any>>::compatible(ty)
    }
}

impl<'r> sqlx::Decode<'r, sqlx::Any> for Flag {
    fn decode(value: sqlx::any::AnyValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        Ok(Flag(<i64 as sqlx::Decode<sqlx::Any>>::decode(value)? != 0))
    }
}

impl From<Flag> for bool {
    fn from(f: Flag) -> bool {
        f.0
    }
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// This process's turn to write: its write transactions wait for it
    /// here, each woken as soon as the one before commits, rather than in
    /// SQLite's busy handler, which sleeps in growing steps (another
    /// process's writers still wait there).
    writer: Arc<tokio::sync::Mutex<Writer>>,
    /// The files of a SQLite database in write-ahead log mode (none in
    /// memory, or on Postgres): see [`Store::sync_log`].
    log: Option<Arc<Log>>,
    /// Syncs of the log done ([`Store::syncs`]).
    syncs: Arc<std::sync::atomic::AtomicU64>,
}

/// This process's turn to write, with the connection mails' transactions
/// write through ([`MailTx`]) and the one of delivery's bookkeeping
/// ([`Store::begin_bookkeeping`]). The mails' one is kept from one to the
/// next on SQLite (on Postgres it goes back to the pool after each). What
/// keeping it
/// buys: a connection drawn from the pool for each mail would come back to
/// the pool through a task of its own, which the next mail waits for
/// (about a quarter of a millisecond), and on SQLite a connection's page
/// cache is good only until another connection commits, so a different
/// connection at each mail reads its pages again (about thirty reads a
/// mail). The plain path it stands for is a connection from the pool for
/// each transaction, which the other writers ([`Store::begin`]) still
/// take.
#[derive(Default)]
pub struct Writer {
    conn: Option<PoolConnection<Any>>,
    /// The connection delivery's bookkeeping (claims, results, masking)
    /// writes through on SQLite in write-ahead log mode on a file: it
    /// commits without waiting for the disk (`synchronous = NORMAL` for
    /// its whole life, so it never goes back to the pool), and delivery
    /// puts its commits on disk with [`Store::sync_log`] after it has
    /// given up the turn. What it buys: a sync of its own held the turn,
    /// and with it every mail's commit, for each claim and each record of
    /// results.
    books: Option<PoolConnection<Any>>,
}

impl Drop for Writer {
    fn drop(&mut self) {
        // A pooled connection goes back to its pool through a task; with no
        // runtime left (a store dropped after its runtime) it is ended
        // here instead.
        let runtime = tokio::runtime::Handle::try_current().is_ok();
        if !runtime && let Some(c) = self.conn.take() {
            drop(c.leak());
        }
        // The bookkeeping connection never goes back to the pool (it
        // commits lazily): it ends.
        if let Some(mut c) = self.books.take() {
            if runtime {
                c.close_on_drop();
            } else {
                drop(c.leak());
            }
        }
    }
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("connected", &self.conn.is_some())
            .field("bookkeeping", &self.books.is_some())
            .finish()
    }
}

/// A write transaction, holding this process's turn to write.
pub struct WriteTx {
    /// On a connection from the pool; `None` on the turn's bookkeeping
    /// connection ([`Writer::books`]).
    tx: Option<Tx<'static>>,
    turn: OwnedMutexGuard<Writer>,
    /// On the bookkeeping connection: begun and not yet ended.
    open: bool,
}

impl WriteTx {
    /// Commits.
    pub async fn commit(mut self) -> anyhow::Result<()> {
        match self.tx.take() {
            Some(tx) => tx.commit().await.context("cannot commit"),
            None => self.end("COMMIT").await.context("cannot commit"),
        }
    }

    /// Rolls back.
    pub async fn rollback(mut self) -> anyhow::Result<()> {
        match self.tx.take() {
            Some(tx) => tx.rollback().await.context("cannot roll back"),
            None => self.end("ROLLBACK").await.context("cannot roll back"),
        }
    }

    /// Ends a transaction on the bookkeeping connection with `sql`.
    async fn end(&mut self, sql: &'static str) -> Result<(), sqlx::Error> {
        sqlx::query(sql).execute(&mut **self).await?;
        self.open = false;
        Ok(())
    }
}

impl Drop for WriteTx {
    fn drop(&mut self) {
        // A transaction on the bookkeeping connection that did not end (a
        // statement failed, or the work was dropped midway): the
        // connection ends, and its transaction with it.
        if self.open
            && let Some(mut c) = self.turn.books.take()
        {
            c.close_on_drop();
        }
    }
}

impl std::ops::Deref for WriteTx {
    type Target = AnyConnection;
    fn deref(&self) -> &AnyConnection {
        match &self.tx {
            Some(tx) => tx,
            None => self.turn.books.as_ref().expect("connected"),
        }
    }
}

impl std::ops::DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        match &mut self.tx {
            Some(tx) => tx,
            None => self.turn.books.as_mut().expect("connected"),
        }
    }
}

impl Store {
    /// Opens (creating it and its folder if needed) and migrates the
    /// database at `url` (`sqlite://PATH`, `sqlite::memory:`, or
    /// `postgres://user:pass@host/db`, with `?sslmode=require` for TLS).
    pub async fn open(url: &str) -> anyhow::Result<Store> {
        Store::open_with_cache(url, DEFAULT_CACHE_KIB).await
    }

    /// Opens the database as [`Store::open`] does, with `cache_kib` KiB of
    /// page cache per connection (SQLite).
    pub async fn open_with_cache(url: &str, cache_kib: u32) -> anyhow::Result<Store> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of(url).with_context(|| {
            format!(
                "the database '{}' is not supported: use sqlite://PATH or postgres://USER:PASS@HOST/DB",
                redact_url(url)
            )
        })?;
        let (url, options) = match backend {
            Backend::Sqlite => (sqlite_url(url)?, sqlite_pool(cache_kib)),
            Backend::Postgres => (url.to_string(), AnyPoolOptions::new().max_connections(4)),
        };
        // Servers started at once on a new database race to make it (WAL
        // mode needs the database alone for a moment) and to apply the
        // same migration; the loser's try fails, changes nothing, and the
        // next one finds the work done.
        let mut tries = 0;
        loop {
            let opened = async {
                let pool =
                    options.clone().connect(&url).await.with_context(|| {
                        format!("cannot open the database {}", redact_url(&url))
                    })?;
                migrate(&pool, backend)
                    .await
                    .context("cannot bring the database schema up to date")?;
                let log = match backend {
                    Backend::Sqlite => sqlite_log(&pool).await?,
                    Backend::Postgres => None,
                };
                anyhow::Ok((pool, log))
            }
            .await;
            match opened {
                Ok((pool, log)) => {
                    return Ok(Store {
                        pool,
                        backend,
                        writer: Arc::default(),
                        log: log.map(Arc::new),
                        syncs: Arc::default(),
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
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Which database server this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Starts a transaction that takes the write lock at once.
    pub async fn begin(&self) -> anyhow::Result<WriteTx> {
        let turn = self.writer.clone().lock_owned().await;
        let tx = self
            .pool
            .begin_with(self.backend.begin())
            .await
            .context("cannot start a database transaction")?;
        Ok(WriteTx {
            tx: Some(tx),
            turn,
            open: false,
        })
    }

    /// Starts a transaction for the outbox's bookkeeping (claims, results,
    /// masking), which touches only rows this server holds. On SQLite in
    /// write-ahead log mode on a file it commits without waiting for the
    /// disk ([`Writer::books`]): whoever relies on it being there calls
    /// [`Store::sync_log`] (delivery does, before it sends and after it
    /// records). On Postgres it runs at the default isolation, so that it
    /// never fails for a conflict with other servers' work (a failed
    /// record of a sent mail would send it again).
    pub async fn begin_bookkeeping(&self) -> anyhow::Result<WriteTx> {
        if self.backend == Backend::Sqlite && !self.syncs_later() {
            return self.begin().await;
        }
        let mut turn = self.writer.clone().lock_owned().await;
        if self.backend == Backend::Postgres {
            let tx = self
                .pool
                .begin()
                .await
                .context("cannot start a database transaction")?;
            return Ok(WriteTx {
                tx: Some(tx),
                turn,
                open: false,
            });
        }
        if turn.books.is_none() {
            let c = self
                .pool
                .acquire()
                .await
                .context("cannot reach the database")?;
            // Kept from here, so that it never goes back to the pool
            // committing lazily (even if this is dropped midway).
            let c = turn.books.insert(c);
            if let Err(e) = sqlx::query("PRAGMA synchronous = NORMAL")
                .execute(&mut **c)
                .await
            {
                if let Some(mut c) = turn.books.take() {
                    c.close_on_drop();
                }
                return Err(e).context("cannot set up the bookkeeping connection");
            }
        }
        // Open from here: if the begin fails, the connection ends.
        let mut tx = WriteTx {
            tx: None,
            turn,
            open: true,
        };
        sqlx::query(Backend::Sqlite.begin())
            .execute(&mut *tx)
            .await
            .context("cannot start a database transaction")?;
        Ok(tx)
    }

    /// Whether a mail's commit may leave the disk to [`Store::sync_log`]
    /// (SQLite in write-ahead log mode on a file).
    pub(crate) fn syncs_later(&self) -> bool {
        self.log.is_some()
    }

    /// Puts every transaction committed so far on disk. A mail's commit
    /// does not wait for the disk ([`MailTx::record_and_commit`]), nor does
    /// delivery's bookkeeping ([`Store::begin_bookkeeping`]); a mail is
    /// taken out of the inbox, and a reply sent, only after this, so that
    /// one sync serves a group of mails (a sync of its own was the longest
    /// step of each mail). On SQLite the write-ahead log's file is synced (a
    /// replay of it after a crash restores those commits); Postgres
    /// commits are on disk already.
    pub async fn sync_log(&self) -> anyhow::Result<()> {
        let Some(log) = self.log.clone() else {
            return Ok(());
        };
        let syncs = self.syncs.clone();
        tokio::task::spawn_blocking(move || {
            let sync = |path: &Path| {
                std::fs::OpenOptions::new()
                    .append(true)
                    .open(path)
                    .and_then(|f| f.sync_data())
            };
            match sync(&log.wal) {
                // No log: the last connection to close copied it into the
                // database file and removed it; the database file is
                // synced (again) to be sure.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => sync(&log.database)
                    .with_context(|| format!("cannot put {} on disk", log.database.display())),
                r => r.with_context(|| format!("cannot put {} on disk", log.wal.display())),
            }
            .inspect(|_| {
                syncs.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            })
        })
        .await
        .context("syncing the database's log stopped")?
    }

    /// How many times [`Store::sync_log`] has put the log on disk (by
    /// this store and its clones): for diagnostics and tests.
    pub fn syncs(&self) -> u64 {
        self.syncs.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Copies committed pages from the write-ahead log into the database
    /// file without holding up writers (a passive checkpoint), so that a
    /// mail's commit seldom has to do it (SQLite's automatic checkpoint,
    /// at 8192 pages, stays as the backstop).
    pub async fn checkpoint(&self) -> anyhow::Result<()> {
        if self.backend != Backend::Sqlite {
            return Ok(());
        }
        sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&self.pool)
            .await
            .context("cannot checkpoint the database")?;
        Ok(())
    }

    /// Copies the whole write-ahead log into the database file and empties
    /// it (a truncating checkpoint): a token cleared from the outbox once
    /// its mail is sent then rests neither in an old frame of the log nor
    /// in an old page of the file (`secure_delete` zeroes what a row
    /// gave up). Waits for writers, so delivery calls it once a pass, after
    /// the pass's tokens are cleared. `tests/secrets_scan.rs` searches both
    /// files for live tokens.
    pub async fn scrub_log(&self) -> anyhow::Result<()> {
        if self.backend != Backend::Sqlite {
            return Ok(());
        }
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&self.pool)
            .await
            .context("cannot empty the database's log")?;
        Ok(())
    }
}

/// The schema's migrations, for the backend of `pool`.
async fn migrate(pool: &AnyPool, backend: Backend) -> Result<(), sqlx::migrate::MigrateError> {
    match backend {
        Backend::Sqlite => sqlx::migrate!("migrations/sqlite").run(pool).await,
        Backend::Postgres => sqlx::migrate!("migrations/postgres").run(pool).await,
    }
}

/// A SQLite address that creates the file (and its folder) when missing.
fn sqlite_url(url: &str) -> anyhow::Result<String> {
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    let file = path.split('?').next().unwrap_or(path);
    let folder = Path::new(file)
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !file.starts_with(':'));
    if let Some(dir) = folder {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the folder {}", dir.display()))?;
    }
    if file.starts_with(':') || path.contains("mode=") {
        return Ok(url.to_string());
    }
    let sep = if path.contains('?') { '&' } else { '?' };
    Ok(format!("{url}{sep}mode=rwc"))
}

/// The files of a SQLite database in write-ahead log mode, as SQLite
/// itself names them (after links and the address's encoding): the
/// database file and its log. `None` for a database in memory or one not
/// in that mode, whose mails' commits then wait for the disk as every
/// other commit does.
async fn sqlite_log(pool: &AnyPool) -> anyhow::Result<Option<Log>> {
    let mut c = pool.acquire().await.context("cannot reach the database")?;
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut *c)
        .await
        .context("cannot read the database's journal mode")?;
    let file: String =
        sqlx::query_scalar("SELECT file FROM pragma_database_list WHERE name = 'main'")
            .fetch_one(&mut *c)
            .await
            .context("cannot read the database's file")?;
    if !mode.eq_ignore_ascii_case("wal") || file.is_empty() {
        return Ok(None);
    }
    Ok(Some(Log {
        wal: PathBuf::from(format!("{file}-wal")),
        database: PathBuf::from(file),
    }))
}

/// A SQLite database's file and its write-ahead log's.
#[derive(Debug)]
struct Log {
    database: PathBuf,
    wal: PathBuf,
}

/// How a SQLite connection commits: on disk before the commit returns.
/// Only a mail's transaction and delivery's bookkeeping commit sooner;
/// the server syncs the log before a mail leaves the inbox and before a
/// reply is sent ([`Store::sync_log`]).
pub(crate) const SYNCHRONOUS: &str = "FULL";

/// The pool of a SQLite file: a write-ahead log, every commit on disk (a
/// mail's commit and delivery's bookkeeping sync later, see
/// [`Store::sync_log`]), foreign keys
/// checked, a writer waiting up to 30 s for another, and deleted content
/// overwritten with zeros (`secure_delete`: a token cleared from a row
/// leaves no copy in the page; see [`Store::scrub_log`] for the log).
fn sqlite_pool(cache_kib: u32) -> AnyPoolOptions {
    let pragmas = format!(
        "PRAGMA busy_timeout = 30000; PRAGMA journal_mode = WAL; PRAGMA synchronous = {SYNCHRONOUS}; \
         PRAGMA foreign_keys = ON; PRAGMA cache_size = -{}; PRAGMA wal_autocheckpoint = 8192; \
         PRAGMA secure_delete = ON",
        cache_kib.max(64)
    );
    AnyPoolOptions::new()
        // Three for reading; the turn to write keeps one for mails'
        // transactions and one for delivery's bookkeeping ([`Writer`]).
        .max_connections(5)
        // A local file: nothing to test before each use.
        .test_before_acquire(false)
        .after_connect(move |c, _| {
            let pragmas = pragmas.clone();
            Box::pin(async move {
                c.execute(sqlx::AssertSqlSafe(pragmas)).await?;
                Ok(())
            })
        })
}

/// `url` with its password replaced by `***`, for messages and logs.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let creds = &url[scheme + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

/// SQLite's page cache per connection, in KiB, unless configured.
const DEFAULT_CACHE_KIB: u32 = 2048;

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

#[cfg(test)]
mod tests {
    use super::*;

    /// How a connection commits: 2 is FULL (on disk before the commit
    /// returns), 1 is NORMAL (not waiting for the disk).
    async fn synchronous(c: &mut AnyConnection) -> i64 {
        sqlx::query_scalar("PRAGMA synchronous")
            .fetch_one(c)
            .await
            .unwrap()
    }

    #[test]
    fn rfc3339_times() {
        assert_eq!(parse_rfc3339("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(parse_rfc3339("2026-11-22T10:00:00Z"), Some(1_795_341_600));
        assert_eq!(
            parse_rfc3339("2026-11-22T11:00:00+01:00"),
            Some(1_795_341_600)
        );
        assert_eq!(parse_rfc3339("2000-02-29T12:30:15.25Z"), Some(951_827_415));
        assert_eq!(parse_rfc3339("2026-13-01T00:00:00Z"), None);
        assert_eq!(parse_rfc3339("yesterday"), None);
        assert_eq!(parse_rfc3339("2026-11-22"), None);
    }

    #[test]
    fn database_passwords_are_redacted() {
        assert_eq!(
            redact_url("postgres://ringmail:s3cret@db.example.org/ringmail?sslmode=require"),
            "postgres://ringmail:***@db.example.org/ringmail?sslmode=require"
        );
        assert_eq!(
            redact_url("sqlite://var/ringmail.db"),
            "sqlite://var/ringmail.db"
        );
        assert_eq!(
            redact_url("postgres://ringmail@db/x"),
            "postgres://ringmail@db/x"
        );
    }

    // Concurrent first starts and a record dropped in the middle are
    // tested on both backends in tests/store.rs.

    /// A SQLite database made by the schema's first `step` migrations,
    /// with `rows` in it: its folder and address.
    async fn old_database(name: &str, step: i64, rows: &str) -> (std::path::PathBuf, String) {
        use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
        use std::str::FromStr;
        let dir = std::env::temp_dir().join(format!("ringmail-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/old.db", dir.display());
        let options = SqliteConnectOptions::from_str(&url)
            .unwrap()
            .create_if_missing(true)
            .foreign_keys(true);
        let pool = SqlitePool::connect_with(options).await.unwrap();
        sqlx::migrate!("migrations/sqlite")
            .run_to(step, &pool)
            .await
            .unwrap();
        sqlx::query(sqlx::AssertSqlSafe(rows.to_string()))
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
        (dir, url)
    }

    /// A database made by the first schema, with a game, a move, a mail and
    /// a reply in it, keeps them all through the later migrations.
    #[tokio::test]
    async fn upgrading_from_the_first_schema_keeps_everything() {
        let (dir, url) = old_database(
            "upgrade",
            1,
            "INSERT INTO players VALUES ('alice', 'h', 0), ('bob', 'h', 0);
             INSERT INTO games VALUES (101, 'yinsh', '', 'alice', 'bob', 'active', NULL, 'bob', '<t@x>', 0, 0);
             INSERT INTO moves VALUES (101, 1, 'alice', 'e5', 'hi', 0);
             INSERT INTO inbound (mail_key, sender, subject, disposition, received_at)
                 VALUES ('<m1@x>', 'alice@x', 'yinsh move', 'answered', 0);
             INSERT INTO outbox (message_id, inbound_id, sender, recipient, raw, next_attempt_at, created_at)
                 VALUES ('<r1@x>', 1, 'games@x', 'alice@x', X'6869', 0, 0);",
        )
        .await;
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
        assert_eq!(pending[0].message_id, "<r1@x>");
        let body = store.outbox_bodies(&[pending[0].id]).await.unwrap();
        assert_eq!(body[0].raw, b"hi");
        let broken: Vec<(String, i64, String, i64)> = sqlx::query_as("PRAGMA foreign_key_check")
            .fetch_all(pool)
            .await
            .unwrap();
        assert!(broken.is_empty(), "{broken:?}");
        // New rows follow the old ones, and their keys still refer.
        let mut tx = MailTx::new(&store);
        let mail = StoredMail::pack(b"reply", None);
        let replies = [NewOutbox {
            message_id: "<r2@x>",
            sender: "games@x",
            recipient: "bob@x",
            mail: &mail,
            holds_token: false,
            token: None,
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

    /// A mail's commit does not wait for the disk, but its connection is
    /// back to waiting after it, whether it was recorded, refused as seen
    /// before, or failed, or its transaction was begun before (and then
    /// waited itself); and syncing the log puts it on disk. The log is
    /// the file SQLite writes, also through a link to the database's
    /// folder.
    #[tokio::test]
    async fn a_mail_commits_without_waiting_and_leaves_its_connection_waiting() {
        let dir = std::env::temp_dir().join(format!("ringmail-lazy-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("real")).unwrap();
        std::os::unix::fs::symlink(dir.join("real"), dir.join("link")).unwrap();
        let store = Store::open(&format!("sqlite://{}/link/r.db", dir.display()))
            .await
            .unwrap();
        assert!(store.syncs_later());
        // 2 is FULL: on disk before the commit returns.
        async fn way(store: &Store) -> i64 {
            let mut tx = MailTx::new(store);
            let way = synchronous(tx.conn().await.unwrap()).await;
            tx.rollback().await.unwrap();
            way
        }
        assert_eq!(way(&store).await, 2);
        let record = |key: &'static str, writes: Vec<Write>| {
            let store = store.clone();
            async move {
                MailTx::new(&store)
                    .record_and_commit(key, Some("bob@x"), None, "answered", &writes, &[])
                    .await
            }
        };
        assert!(record("<m1@x>", vec![]).await.unwrap());
        assert_eq!(way(&store).await, 2, "after a recorded mail");
        assert!(!record("<m1@x>", vec![]).await.unwrap());
        assert_eq!(way(&store).await, 2, "after a mail seen before");
        // A move on a board that does not exist breaks a foreign key.
        let broken = Write::Move {
            board: 999,
            number: 1,
            userid: "nobody".into(),
            text: "e5".into(),
            comment: String::new(),
            status: "active".into(),
            result: None,
            to_move: None,
        };
        assert!(record("<m2@x>", vec![broken]).await.is_err());
        assert_eq!(way(&store).await, 2, "after a failed mail");
        let mut tx = MailTx::new(&store);
        tx.conn().await.unwrap();
        assert!(
            tx.record_and_commit("<m3@x>", None, None, "answered", &[], &[])
                .await
                .unwrap()
        );
        assert_eq!(way(&store).await, 2, "after a transaction begun before");
        let log = store.log.clone().unwrap();
        assert!(
            log.wal.is_file(),
            "{} is the log SQLite writes",
            log.wal.display()
        );
        assert_eq!(log.wal.parent(), log.database.parent());
        store.sync_log().await.unwrap();
        let seen: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM inbound")
            .fetch_one(store.pool())
            .await
            .unwrap();
        assert_eq!(seen, 2, "the recorded mails, once each");
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Delivery's bookkeeping commits without waiting for the disk on a
    /// connection of its own; no connection of the pool is left so; a
    /// bookkeeping transaction that fails midway leaves nothing behind.
    #[tokio::test]
    async fn bookkeeping_commits_without_waiting_on_a_connection_of_its_own() {
        let dir = std::env::temp_dir().join(format!("ringmail-books-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::open(&format!("sqlite://{}/b.db", dir.display()))
            .await
            .unwrap();
        let insert = |key: &'static str| {
            sqlx::query(
                "INSERT INTO inbound (mail_key, sender, subject, disposition, received_at)
                 VALUES ($1, NULL, NULL, 'answered', 0)",
            )
            .bind(key)
        };
        let count = || async {
            sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM inbound")
                .fetch_one(store.pool())
                .await
                .unwrap()
        };
        let mut tx = store.begin_bookkeeping().await.unwrap();
        assert_eq!(synchronous(&mut tx).await, 1);
        insert("<b1@x>").execute(&mut *tx).await.unwrap();
        tx.commit().await.unwrap();
        store.sync_log().await.unwrap();
        assert_eq!(count().await, 1, "committed");
        // A statement fails midway: the transaction ends with its
        // connection (the next begin would fail inside it).
        let mut tx = store.begin_bookkeeping().await.unwrap();
        insert("<b2@x>").execute(&mut *tx).await.unwrap();
        assert!(insert("<b1@x>").execute(&mut *tx).await.is_err());
        drop(tx);
        assert_eq!(count().await, 1, "nothing of the failed one");
        // The next one begins afresh.
        let mut tx = store.begin_bookkeeping().await.unwrap();
        insert("<b3@x>").execute(&mut *tx).await.unwrap();
        tx.rollback().await.unwrap();
        let mut tx = store.begin_bookkeeping().await.unwrap();
        insert("<b4@x>").execute(&mut *tx).await.unwrap();
        tx.commit().await.unwrap();
        assert_eq!(count().await, 2, "the rolled back one is not there");
        // Every connection of the pool still waits for the disk.
        let mut held = Vec::new();
        for _ in 0..4 {
            let mut c = store.pool().acquire().await.unwrap();
            assert_eq!(synchronous(&mut c).await, 2, "a pooled connection");
            held.push(c);
        }
        drop(held);
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A database in memory has no log to sync: its mails' commits are
    /// not lazy, and syncing does nothing.
    #[tokio::test]
    async fn a_database_in_memory_syncs_nothing() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        assert!(!store.syncs_later());
        store.sync_log().await.unwrap();
        let mut tx = store.begin_bookkeeping().await.unwrap();
        let way = synchronous(&mut tx).await;
        tx.commit().await.unwrap();
        assert_eq!(way, 2, "bookkeeping is not lazy either");
    }

    /// A stored mail that cannot be unpacked is left out of a delivery
    /// pass, and holds up none of the others.
    #[tokio::test]
    async fn a_damaged_stored_mail_holds_up_no_other() {
        let dir = std::env::temp_dir().join(format!("ringmail-damaged-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::open(&format!("sqlite://{}/r.db", dir.display()))
            .await
            .unwrap();
        let mail = StoredMail::pack(b"a reply", None);
        let reply = |id| NewOutbox {
            message_id: id,
            sender: "games@x",
            recipient: "bob@x",
            mail: &mail,
            holds_token: false,
            token: None,
        };
        let replies = [reply("<r1@x>"), reply("<r2@x>")];
        assert!(
            MailTx::new(&store)
                .record_and_commit("<m1@x>", Some("bob@x"), None, "answered", &[], &replies)
                .await
                .unwrap()
        );
        let mut c = store.pool().acquire().await.unwrap();
        sqlx::query("UPDATE outbox_body SET raw = X'ffffff0010' WHERE id = 1")
            .execute(&mut *c)
            .await
            .unwrap();
        drop(c);
        let bodies = store.outbox_bodies(&[1, 2]).await.unwrap();
        assert_eq!(bodies.len(), 1);
        assert_eq!(
            (bodies[0].id, bodies[0].raw.as_slice()),
            (2, &b"a reply"[..])
        );
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A reply stored before mails were packed, with its play token beside
    /// it, is sent as it was after the upgrade: the token moves onto the
    /// reply's outbox row, and the mail reads back unchanged.
    #[tokio::test]
    async fn a_reply_waiting_from_before_packing_keeps_its_mail_and_token() {
        let (dir, url) = old_database(
            "packing",
            9,
            "INSERT INTO outbox (message_id, sender, recipient, next_attempt_at, created_at, has_picture)
                 VALUES ('<r1@x>', 'games@x', 'alice@x', 0, 0, 1), ('<r2@x>', 'games@x', 'bob@x', 0, 0, 0);
             INSERT INTO outbox_body (id, raw, picture, picture_at, token)
                 VALUES (1, X'6869', X'7b7d', 1, 'play-abc'), (2, X'796f', NULL, NULL, NULL);",
        )
        .await;
        let store = Store::open(&url).await.unwrap();
        let mut bodies = store.outbox_bodies(&[1, 2]).await.unwrap();
        bodies.sort_by_key(|b| b.id);
        assert_eq!(bodies[0].raw, b"hi");
        assert_eq!(bodies[0].picture.as_deref(), Some(&b"{}"[..]));
        assert_eq!(bodies[0].picture_at, Some(1));
        assert_eq!(bodies[0].token.as_deref(), Some("play-abc"));
        assert_eq!(
            (bodies[1].raw.as_slice(), bodies[1].token.as_deref()),
            (&b"yo"[..], None)
        );
        // Sent: the token is gone from the database.
        store.finish(&[(1, SendResult::Sent)]).await.unwrap();
        let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE token IS NOT NULL")
            .fetch_one(store.pool())
            .await
            .unwrap();
        assert_eq!(left, 0);
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

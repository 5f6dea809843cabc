//! The only code that speaks SQL, in SQLite or Postgres, by concern: players and
//! their addresses ([`accounts`]), games and their move logs ([`games`]),
//! the records of mail in and out ([`mail`]), the robot players' boards
//! ([`robots`]), the limits on strangers ([`strangers`]), and one mail's
//! transaction ([`tx`]).

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::OwnedMutexGuard;

use anyhow::Context;
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyConnection, AnyPool, Executor};

pub mod accounts;
pub mod analyses;
pub mod boards;
pub mod bounces;
pub mod check;
pub mod clocks;
pub mod games;
pub mod languages;
pub mod mail;
pub mod packing;
pub mod ratings;
pub mod robots;
pub mod seeks;
pub mod settings;
pub mod strangers;
pub mod tournaments;
pub mod tx;

pub use accounts::{addresses_of, first_addresses, insert_player, owner_of, password_hash};
pub use games::{
    FullGame, GameRow, MoveRow, ONE_SUBJECT, Observer, finished, full_game, game, games_of,
    insert_game, next_board, update_game,
};
pub use mail::{FailedMail, NewOutbox, OutboxBody, OutboxRow, SendResult, StoredBody};
pub use packing::{StoredMail, unpack};
pub use tx::MailTx;

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
    turn: Arc<tokio::sync::Mutex<()>>,
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
    type Target = AnyConnection;
    fn deref(&self) -> &AnyConnection {
        &self.tx
    }
}

impl std::ops::DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        &mut self.tx
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
        let (url, options, pragmas) = match backend {
            Backend::Sqlite => {
                let pragmas = sqlite_pragmas(cache_kib);
                (sqlite_url(url)?, sqlite_pool(&pragmas), Some(pragmas))
            }
            Backend::Postgres => (
                url.to_string(),
                AnyPoolOptions::new().max_connections(4),
                None,
            ),
        };
        // Servers started at once on a new database race to make it (WAL
        // mode needs the database alone for a moment) and to apply the
        // same migration; the loser's try fails, changes nothing, and the
        // next one finds the work done.
        let mut tries = 0;
        loop {
            let opened = async {
                if let Some(pragmas) = &pragmas {
                    sqlite_first_connection(&url, pragmas)
                        .await
                        .with_context(|| {
                            format!("cannot open the database {}", redact_url(&url))
                        })?;
                }
                let pool =
                    options.clone().connect(&url).await.with_context(|| {
                        format!("cannot open the database {}", redact_url(&url))
                    })?;
                migrate(&pool, backend)
                    .await
                    .context("cannot bring the database schema up to date")?;
                anyhow::Ok(pool)
            }
            .await;
            match opened {
                Ok(pool) => {
                    return Ok(Store {
                        pool,
                        backend,
                        turn: Arc::default(),
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
        self.begin_with(self.backend.begin()).await
    }

    /// Starts a transaction for the outbox's bookkeeping (claims, results,
    /// masking), which touches only rows this server holds: on Postgres at
    /// the default isolation, so that it never fails for a conflict with
    /// other servers' work (a failed record of a sent mail would send it
    /// again).
    pub async fn begin_bookkeeping(&self) -> anyhow::Result<WriteTx> {
        self.begin_with(match self.backend {
            Backend::Sqlite => Backend::Sqlite.begin(),
            Backend::Postgres => "BEGIN",
        })
        .await
    }

    async fn begin_with(&self, statement: &'static str) -> anyhow::Result<WriteTx> {
        let turn = self.turn.clone().lock_owned().await;
        let tx = self
            .pool
            .begin_with(statement)
            .await
            .context("cannot start a database transaction")?;
        Ok(WriteTx { tx, _turn: turn })
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

/// How every SQLite connection is set up: a write-ahead log, every commit
/// on disk before it returns (`synchronous = FULL`), foreign keys checked,
/// a writer waiting up to 30 s for another, and deleted content overwritten
/// with zeros (`secure_delete`: a token cleared from a row leaves no copy in
/// the page; see [`Store::scrub_log`] for the log).
fn sqlite_pragmas(cache_kib: u32) -> String {
    format!(
        "PRAGMA busy_timeout = 30000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; \
         PRAGMA foreign_keys = ON; PRAGMA cache_size = -{}; PRAGMA wal_autocheckpoint = 8192; \
         PRAGMA secure_delete = ON",
        cache_kib.max(64)
    )
}

/// One connection set up as the pool's are, made before the pool. A
/// database that cannot be set up (a read-only file, or a folder where its
/// write-ahead log cannot be made) fails here at once: the pool would retry
/// a failed setup until its acquire timeout (30 s), and `ringmail deliver`
/// would keep the mail transfer agent waiting that long before it hears
/// "try again later".
async fn sqlite_first_connection(url: &str, pragmas: &str) -> Result<(), sqlx::Error> {
    use sqlx::Connection;
    let mut c = AnyConnection::connect(url).await?;
    c.execute(sqlx::AssertSqlSafe(pragmas.to_string())).await?;
    c.close().await
}

/// The pool of a SQLite file, each connection set up by `pragmas`.
fn sqlite_pool(pragmas: &str) -> AnyPoolOptions {
    let pragmas = pragmas.to_string();
    AnyPoolOptions::new()
        // One writer at a time (the turn to write), the rest for reading.
        .max_connections(4)
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
mod tests;

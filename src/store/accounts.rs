//! Accounts and consent: players and their confirmed addresses, addresses
//! waiting for confirmation, lapsed sign-ups, wrong-password counts, and
//! the counts behind the daily limits.

use sqlx::SqliteConnection;

use super::now;

/// An address waiting for its owner to confirm it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Pending {
    pub address: String,
    pub userid: String,
    pub created_at: i64,
}

/// Whether the player has at least one confirmed address.
pub async fn is_confirmed(c: &mut SqliteConnection, userid: &str) -> anyhow::Result<bool> {
    Ok(
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM addresses WHERE userid = ?")
            .bind(userid)
            .fetch_one(c)
            .await?
            > 0,
    )
}

/// Removes sign-ups that were never confirmed and are older than `before`
/// (with their waiting addresses and wrong-password counts), and
/// confirmation tokens older than `before`. A player with a board is never
/// removed (only confirmed players can have one).
pub async fn purge_lapsed(c: &mut SqliteConnection, before: i64) -> anyhow::Result<()> {
    macro_rules! lapsed {
        () => {
            "SELECT userid FROM players p WHERE p.created_at < ?
               AND NOT EXISTS (SELECT 1 FROM addresses a WHERE a.userid = p.userid)
               AND NOT EXISTS (SELECT 1 FROM games g WHERE g.player0 = p.userid OR g.player1 = p.userid)"
        };
    }
    sqlx::query(concat!(
        "DELETE FROM pending_addresses WHERE userid IN (",
        lapsed!(),
        ") OR created_at < ?"
    ))
    .bind(before)
    .bind(before)
    .execute(&mut *c)
    .await?;
    sqlx::query(concat!(
        "DELETE FROM auth_failures WHERE userid IN (",
        lapsed!(),
        ")"
    ))
    .bind(before)
    .execute(&mut *c)
    .await?;
    sqlx::query(concat!(
        "DELETE FROM players WHERE userid IN (",
        lapsed!(),
        ")"
    ))
    .bind(before)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// Records an address waiting for confirmation under its token's hash.
pub async fn add_pending(
    c: &mut SqliteConnection,
    token_hash: &str,
    address: &str,
    userid: &str,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO pending_addresses (token_hash, address, userid, created_at) VALUES (?, ?, ?, ?)",
    )
    .bind(token_hash)
    .bind(address)
    .bind(userid)
    .bind(at)
    .execute(c)
    .await?;
    Ok(())
}

/// The address waiting under a token's hash.
pub async fn pending(
    c: &mut SqliteConnection,
    token_hash: &str,
) -> anyhow::Result<Option<Pending>> {
    Ok(sqlx::query_as(
        "SELECT address, userid, created_at FROM pending_addresses WHERE token_hash = ?",
    )
    .bind(token_hash)
    .fetch_optional(c)
    .await?)
}

/// Makes `address` a confirmed address of `userid`; every other sign-up
/// waiting for that address ends.
pub async fn confirm_address(
    c: &mut SqliteConnection,
    address: &str,
    userid: &str,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO addresses (address, userid) VALUES (?, ?)")
        .bind(address)
        .bind(userid)
        .execute(&mut *c)
        .await?;
    sqlx::query("DELETE FROM pending_addresses WHERE address = ?")
        .bind(address)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Wrong passwords given for `userid` since `since`.
pub async fn failures_since(
    c: &mut SqliteConnection,
    userid: &str,
    since: i64,
) -> anyhow::Result<Vec<i64>> {
    Ok(
        sqlx::query_scalar("SELECT at FROM auth_failures WHERE userid = ? AND at >= ? ORDER BY at")
            .bind(userid)
            .bind(since)
            .fetch_all(c)
            .await?,
    )
}

/// Mails written to `recipient` since `since`.
pub async fn mails_to_since(
    c: &mut SqliteConnection,
    recipient: &str,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE recipient = ? AND created_at >= ?")
            .bind(recipient)
            .bind(since)
            .fetch_one(c)
            .await?,
    )
}

/// Boards started by mail from `address` since `since`.
pub async fn boards_started_since(
    c: &mut SqliteConnection,
    address: &str,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE created_by = ? AND created_at >= ?")
            .bind(address)
            .bind(since)
            .fetch_one(c)
            .await?,
    )
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

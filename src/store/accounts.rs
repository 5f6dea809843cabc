//! Accounts and consent: players and their confirmed addresses, addresses
//! waiting for confirmation, lapsed sign-ups, wrong-password counts, and
//! the counts behind the daily limits.

use sqlx::AnyConnection;

use super::now;

/// An address waiting for its owner to confirm it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Pending {
    pub address: String,
    pub userid: String,
    pub created_at: i64,
}

/// Whether the player has at least one confirmed address.
pub async fn is_confirmed(c: &mut AnyConnection, userid: &str) -> anyhow::Result<bool> {
    Ok(
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM addresses WHERE userid = $1")
            .bind(userid)
            .fetch_one(c)
            .await?
            > 0,
    )
}

/// Removes sign-ups that were never confirmed and are older than `before`
/// (with their waiting addresses and wrong-password counts), and
/// confirmation tokens older than `before`. A player with a board is never
/// removed (only confirmed players and robots can have one), nor one in a
/// tournament or organising one, nor a robot.
pub async fn purge_lapsed(c: &mut AnyConnection, before: i64) -> anyhow::Result<()> {
    macro_rules! lapsed {
        () => {
            "SELECT userid FROM players p WHERE p.created_at < $1
               AND p.deleted_at IS NULL AND p.robot = 0
               AND NOT EXISTS (SELECT 1 FROM addresses a WHERE a.userid = p.userid)
               AND NOT EXISTS (SELECT 1 FROM games g WHERE g.player0 = p.userid OR g.player1 = p.userid)
               AND NOT EXISTS (SELECT 1 FROM tournament_players t WHERE t.userid = p.userid)
               AND NOT EXISTS (SELECT 1 FROM tournaments t WHERE t.organiser = p.userid)"
        };
    }
    sqlx::query(concat!(
        "DELETE FROM pending_addresses WHERE userid IN (",
        lapsed!(),
        ") OR created_at < $2"
    ))
    .bind(before)
    .bind(before)
    .execute(&mut *c)
    .await?;
    // Whatever an account that was never confirmed may have left behind.
    for sql in [
        concat!(
            "DELETE FROM auth_failures WHERE userid IN (",
            lapsed!(),
            ")"
        ),
        concat!("DELETE FROM vacations WHERE userid IN (", lapsed!(), ")"),
        concat!("DELETE FROM reset_tokens WHERE userid IN (", lapsed!(), ")"),
        concat!("DELETE FROM observers WHERE userid IN (", lapsed!(), ")"),
        concat!(
            "DELETE FROM retiring_addresses WHERE userid IN (",
            lapsed!(),
            ")"
        ),
    ] {
        sqlx::query(sql).bind(before).execute(&mut *c).await?;
    }
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
    c: &mut AnyConnection,
    token_hash: &str,
    address: &str,
    userid: &str,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO pending_addresses (token_hash, address, userid, created_at) VALUES ($1, $2, $3, $4)",
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
pub async fn pending(c: &mut AnyConnection, token_hash: &str) -> anyhow::Result<Option<Pending>> {
    Ok(sqlx::query_as(
        "SELECT address, userid, created_at FROM pending_addresses WHERE token_hash = $1",
    )
    .bind(token_hash)
    .fetch_optional(c)
    .await?)
}

/// Makes `address` a confirmed address of `userid`; every other sign-up
/// waiting for that address ends.
pub async fn confirm_address(
    c: &mut AnyConnection,
    address: &str,
    userid: &str,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO addresses (address, userid) VALUES ($1, $2)")
        .bind(address)
        .bind(userid)
        .execute(&mut *c)
        .await?;
    sqlx::query("DELETE FROM pending_addresses WHERE address = $1")
        .bind(address)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Marks confirmed addresses of a player to be removed once one of the
/// player's waiting addresses is confirmed (replacing any marked before).
pub async fn set_retiring(
    c: &mut AnyConnection,
    userid: &str,
    addresses: &[String],
) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM retiring_addresses WHERE userid = $1")
        .bind(userid)
        .execute(&mut *c)
        .await?;
    for a in addresses {
        sqlx::query("INSERT INTO retiring_addresses (userid, address) VALUES ($1, $2)")
            .bind(userid)
            .bind(a)
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

/// Marks the player's waiting `addresses` as named by a `change address`:
/// the first of them confirmed retires the marked addresses.
pub async fn mark_replacing(
    c: &mut AnyConnection,
    userid: &str,
    addresses: &[String],
) -> anyhow::Result<()> {
    for a in addresses {
        sqlx::query(
            "UPDATE pending_addresses SET replacing = 1 WHERE userid = $1 AND address = $2",
        )
        .bind(userid)
        .bind(a)
        .execute(&mut *c)
        .await?;
    }
    Ok(())
}

/// Whether the waiting address of this token was named by a
/// `change address`.
pub async fn is_replacing(c: &mut AnyConnection, token_hash: &str) -> anyhow::Result<bool> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT COALESCE(MAX(replacing), 0) FROM pending_addresses WHERE token_hash = $1",
    )
    .bind(token_hash)
    .fetch_one(c)
    .await?
        == 1)
}

/// Removes the player's addresses marked by [`set_retiring`] (never
/// `confirmed`, the address just confirmed), and the marks; returns the
/// addresses removed.
pub async fn retire_marked(
    c: &mut AnyConnection,
    userid: &str,
    confirmed: &str,
) -> anyhow::Result<Vec<String>> {
    let removed: Vec<String> = sqlx::query_scalar(
        "DELETE FROM addresses WHERE userid = $1 AND address <> $2
           AND address IN (SELECT address FROM retiring_addresses WHERE userid = $3)
         RETURNING address",
    )
    .bind(userid)
    .bind(confirmed)
    .bind(userid)
    .fetch_all(&mut *c)
    .await?;
    sqlx::query("DELETE FROM retiring_addresses WHERE userid = $1")
        .bind(userid)
        .execute(&mut *c)
        .await?;
    Ok(removed)
}

/// Mails written to `recipient` since `since`.
pub async fn mails_to_since(
    c: &mut AnyConnection,
    recipient: &str,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE recipient = $1 AND created_at >= $2")
            .bind(recipient)
            .bind(since)
            .fetch_one(c)
            .await?,
    )
}

/// Boards started by mail from `address` since `since`.
pub async fn boards_started_since(
    c: &mut AnyConnection,
    address: &str,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE created_by = $1 AND created_at >= $2")
            .bind(address)
            .bind(since)
            .fetch_one(c)
            .await?,
    )
}

/// A player's password hash.
pub async fn password_hash(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT password_hash FROM players WHERE userid = $1")
            .bind(userid)
            .fetch_optional(c)
            .await?,
    )
}

/// The player an address belongs to.
pub async fn owner_of(c: &mut AnyConnection, address: &str) -> anyhow::Result<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT userid FROM addresses WHERE address = $1")
            .bind(address.to_lowercase())
            .fetch_optional(c)
            .await?,
    )
}

/// A player's addresses, in the order they were given.
pub async fn addresses_of(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Vec<String>> {
    Ok(
        sqlx::query_scalar("SELECT address FROM addresses WHERE userid = $1 ORDER BY rowid")
            .bind(userid)
            .fetch_all(c)
            .await?,
    )
}

/// The address each of two players' mail goes to: their first that does
/// not bounce (`None` for one with none).
pub async fn first_addresses(
    c: &mut AnyConnection,
    players: [&str; 2],
) -> anyhow::Result<[Option<String>; 2]> {
    let (a, b): (Option<String>, Option<String>) = sqlx::query_as(
        "SELECT (SELECT address FROM addresses a WHERE userid = $1 AND NOT EXISTS
                   (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY rowid LIMIT 1),
                (SELECT address FROM addresses a WHERE userid = $2 AND NOT EXISTS
                   (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY rowid LIMIT 1)",
    )
    .bind(players[0])
    .bind(players[1])
    .fetch_one(c)
    .await?;
    Ok([a, b])
}

/// Registers a player with addresses.
pub async fn insert_player(
    c: &mut AnyConnection,
    userid: &str,
    password_hash: &str,
    addresses: &[String],
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO players (userid, password_hash, created_at) VALUES ($1, $2, $3)")
        .bind(userid)
        .bind(password_hash)
        .bind(now())
        .execute(&mut *c)
        .await?;
    for a in addresses {
        sqlx::query("INSERT INTO addresses (address, userid) VALUES ($1, $2)")
            .bind(a.to_lowercase())
            .bind(userid)
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

// ---- Account commands: add, change, forgot, reset, vacation, signoff,
// delete, message.

/// Whether a player retired (`signoff`) or deleted the account, by time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct Standing {
    pub retired_at: Option<i64>,
    pub deleted_at: Option<i64>,
}

/// A player's standing; `None` when there is no such player.
pub async fn standing(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Option<Standing>> {
    Ok(
        sqlx::query_as("SELECT retired_at, deleted_at FROM players WHERE userid = $1")
            .bind(userid)
            .fetch_optional(c)
            .await?,
    )
}

/// The addresses waiting for confirmation for a player.
pub async fn pending_of(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT DISTINCT address FROM pending_addresses WHERE userid = $1 ORDER BY address",
    )
    .bind(userid)
    .fetch_all(c)
    .await?)
}

/// Ends the waits of a player for these addresses (their tokens die).
pub async fn drop_pending(
    c: &mut AnyConnection,
    userid: &str,
    address: &str,
) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM pending_addresses WHERE userid = $1 AND address = $2")
        .bind(userid)
        .bind(address)
        .execute(c)
        .await?;
    Ok(())
}

/// Removes a confirmed address of a player.
pub async fn remove_address(
    c: &mut AnyConnection,
    userid: &str,
    address: &str,
) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM addresses WHERE userid = $1 AND address = $2")
        .bind(userid)
        .bind(address)
        .execute(c)
        .await?;
    Ok(())
}

/// Adds a confirmed address (installations that do not confirm).
pub async fn insert_address(
    c: &mut AnyConnection,
    userid: &str,
    address: &str,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO addresses (address, userid) VALUES ($1, $2)")
        .bind(address)
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}

/// Sets a player's password hash.
pub async fn set_password_hash(
    c: &mut AnyConnection,
    userid: &str,
    hash: &str,
) -> anyhow::Result<()> {
    sqlx::query("UPDATE players SET password_hash = $1 WHERE userid = $2")
        .bind(hash)
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}

/// Reset tokens made for a player since `since` (used ones included).
pub async fn resets_since(c: &mut AnyConnection, userid: &str, since: i64) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM reset_tokens WHERE userid = $1 AND created_at >= $2",
    )
    .bind(userid)
    .bind(since)
    .fetch_one(c)
    .await?)
}

/// Records a reset token (by its hash); tokens older than `purge_before`
/// go.
pub async fn add_reset_token(
    c: &mut AnyConnection,
    token_hash: &str,
    userid: &str,
    at: i64,
    purge_before: i64,
) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM reset_tokens WHERE created_at < $1")
        .bind(purge_before)
        .execute(&mut *c)
        .await?;
    sqlx::query("INSERT INTO reset_tokens (token_hash, userid, created_at) VALUES ($1, $2, $3)")
        .bind(token_hash)
        .bind(userid)
        .bind(at)
        .execute(c)
        .await?;
    Ok(())
}

/// Whether a reset token (by its hash) of `userid` made since `since` is
/// waiting to be used.
pub async fn reset_token_valid(
    c: &mut AnyConnection,
    token_hash: &str,
    userid: &str,
    since: i64,
) -> anyhow::Result<bool> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM reset_tokens WHERE token_hash = $1 AND userid = $2 AND created_at >= $3",
    )
    .bind(token_hash)
    .bind(userid)
    .bind(since)
    .fetch_one(c)
    .await?
        > 0)
}

/// Kills every reset token of a player. The rows stay (under a key no
/// token hashes to) until they are a day old, so that they still count
/// toward the daily limit of reset mails.
pub async fn use_reset_tokens(c: &mut AnyConnection, userid: &str) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE reset_tokens SET token_hash = 'used:' || rowid || ':' || token_hash
         WHERE userid = $1 AND token_hash NOT LIKE 'used:%'",
    )
    .bind(userid)
    .execute(c)
    .await?;
    Ok(())
}

/// A player's vacations that started since `since`: (starts_at, ends_at).
pub async fn vacations_since(
    c: &mut AnyConnection,
    userid: &str,
    since: i64,
) -> anyhow::Result<Vec<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT starts_at, ends_at FROM vacations
         WHERE userid = $1 AND starts_at >= $2 AND kind = 'vacation' ORDER BY starts_at",
    )
    .bind(userid)
    .bind(since)
    .fetch_all(c)
    .await?)
}

/// Records a vacation.
pub async fn add_vacation(
    c: &mut AnyConnection,
    userid: &str,
    starts_at: i64,
    ends_at: i64,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO vacations (userid, starts_at, ends_at) VALUES ($1, $2, $3)")
        .bind(userid)
        .bind(starts_at)
        .bind(ends_at)
        .execute(c)
        .await?;
    Ok(())
}

/// Ends the running vacations of a player at `at`; how many there were.
pub async fn end_vacation(c: &mut AnyConnection, userid: &str, at: i64) -> anyhow::Result<u64> {
    Ok(sqlx::query(
        "UPDATE vacations SET ends_at = $1
         WHERE userid = $2 AND starts_at <= $3 AND ends_at > $4 AND kind = 'vacation'",
    )
    .bind(at)
    .bind(userid)
    .bind(at)
    .bind(at)
    .execute(c)
    .await?
    .rows_affected())
}

/// Retires a player (no new challenges).
pub async fn retire(c: &mut AnyConnection, userid: &str, at: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE players SET retired_at = $1 WHERE userid = $2")
        .bind(at)
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}

/// Running boards of a player.
pub async fn active_boards(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT board FROM games WHERE status = 'active' AND (player0 = $1 OR player1 = $2) ORDER BY board",
    )
    .bind(userid)
    .bind(userid)
    .fetch_all(c)
    .await?)
}

/// Deletes an account: its addresses, waiting addresses, reset tokens,
/// vacations and observed boards go, its password hash becomes empty
/// (which never verifies); the row stays as a tombstone so that finished
/// boards keep the name and the user id is never given out again.
pub async fn delete_account(c: &mut AnyConnection, userid: &str, at: i64) -> anyhow::Result<()> {
    for sql in [
        "DELETE FROM addresses WHERE userid = $1",
        "DELETE FROM pending_addresses WHERE userid = $1",
        "DELETE FROM reset_tokens WHERE userid = $1",
        "DELETE FROM vacations WHERE userid = $1",
        "DELETE FROM observers WHERE userid = $1",
        "DELETE FROM retiring_addresses WHERE userid = $1",
    ] {
        sqlx::query(sql).bind(userid).execute(&mut *c).await?;
    }
    sqlx::query("UPDATE players SET password_hash = '', deleted_at = $1 WHERE userid = $2")
        .bind(at)
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}

/// Recipients a player sent `message` or `chat` to since `since`.
pub async fn messages_sent_since(
    c: &mut AnyConnection,
    userid: &str,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM messages_sent WHERE userid = $1 AND at >= $2")
            .bind(userid)
            .bind(since)
            .fetch_one(c)
            .await?,
    )
}

/// Records a message sent to one recipient.
pub async fn record_message(
    c: &mut AnyConnection,
    userid: &str,
    recipient: &str,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO messages_sent (userid, recipient, at) VALUES ($1, $2, $3)")
        .bind(userid)
        .bind(recipient)
        .bind(at)
        .execute(c)
        .await?;
    Ok(())
}

/// Messages and chats `recipient` was sent since `since`, from anyone.
pub async fn messages_to_since(
    c: &mut AnyConnection,
    recipient: &str,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM messages_sent WHERE recipient = $1 AND at >= $2")
            .bind(recipient)
            .bind(since)
            .fetch_one(c)
            .await?,
    )
}

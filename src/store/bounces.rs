//! Bounces: the outbox mail a delivery report names, the addresses that
//! bounce (they get no mail until they revive), and the spells in which a
//! player with no address left is unreachable (their clocks stand still,
//! as on vacation, in a `vacations` row of kind `unreachable`).

use sqlx::AnyConnection;

/// The end of a spell that has not ended yet (the year 9999; the partial
/// index `vacations_one_open_spell` names the same number).
pub const OPEN_END: i64 = 253_402_300_799;

/// Days after a mail is written in which a report about it counts: relays
/// give up on a mail after about five; after that its token is forgotten.
pub const REPORT_DAYS: i64 = 7;

/// An outbox mail, as a delivery report about it finds it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ReportedMail {
    pub id: i64,
    pub message_id: String,
    pub recipient: String,
    /// When it was written.
    pub created_at: i64,
    /// When a report said it bounced for good.
    pub bounced_at: Option<i64>,
    /// When its recipient last sent the server a mail it accepted.
    pub recipient_wrote_at: Option<i64>,
}

/// The mail whose envelope sender carried `token`, if it was written at
/// most [`REPORT_DAYS`] before `now`.
pub async fn reported_mail(
    c: &mut AnyConnection,
    token: &str,
    now: i64,
) -> anyhow::Result<Option<ReportedMail>> {
    Ok(sqlx::query_as(
        "SELECT o.id, o.message_id, o.recipient, o.created_at, o.bounced_at,
                (SELECT a.last_mail_at FROM addresses a WHERE a.address = o.recipient)
                  AS recipient_wrote_at
         FROM outbox o WHERE o.bounce_hash = $1 AND o.created_at >= $2",
    )
    .bind(crate::tokens::token_hash(token))
    .bind(now - REPORT_DAYS * 86_400)
    .fetch_optional(c)
    .await?)
}

/// Notes that `address` sent the server a mail it accepted, at `at`.
pub async fn note_mail_from(c: &mut AnyConnection, address: &str, at: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE addresses SET last_mail_at = $1 WHERE address = $2")
        .bind(at)
        .bind(address.to_lowercase())
        .execute(c)
        .await?;
    Ok(())
}

/// Takes `userid`'s row for the rest of the transaction: the changes to a
/// player's reachability (a bounce, a revival, the loss after 30 days)
/// take turns, so that none acts on what another is changing (Postgres;
/// SQLite's write transaction holds the whole database already).
pub async fn lock_player(c: &mut AnyConnection, userid: &str) -> anyhow::Result<()> {
    sqlx::query("UPDATE players SET created_at = created_at WHERE userid = $1")
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}

/// Players with an open unreachable spell who have an address that takes
/// mail again (confirmed since, from whatever sender).
pub async fn reachable_but_stopped(c: &mut AnyConnection) -> anyhow::Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT v.userid FROM vacations v
         WHERE v.kind = 'unreachable' AND v.ends_at = $1
           AND EXISTS (SELECT 1 FROM addresses a WHERE a.userid = v.userid
                       AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address))
         ORDER BY v.userid",
    )
    .bind(OPEN_END)
    .fetch_all(c)
    .await?)
}

/// Records that a report said the mail `id` bounced for good; `false`,
/// changing nothing, when one said so before.
pub async fn mark_bounced(c: &mut AnyConnection, id: i64, at: i64) -> anyhow::Result<bool> {
    let done =
        sqlx::query("UPDATE outbox SET bounced_at = $1 WHERE id = $2 AND bounced_at IS NULL")
            .bind(at)
            .bind(id)
            .execute(c)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// Counts a report that said the mail `id` is delayed.
pub async fn count_delay(c: &mut AnyConnection, id: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE outbox SET delays = delays + 1 WHERE id = $1")
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// An address that bounces.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Bouncing {
    pub address: String,
    /// Its player now (or, when it is no longer anyone's, when it bounced).
    pub userid: Option<String>,
    pub since: i64,
    pub status: String,
    /// Why it bounced, by name (`address-unknown`, ... see
    /// `mail::bounce::Why`).
    pub why: String,
    /// The relay's diagnostic, tokens masked.
    pub reason: String,
}

/// Marks `address` as bouncing since `at`; `false`, changing nothing, when
/// it bounces already.
pub async fn start_bouncing(c: &mut AnyConnection, b: &Bouncing) -> anyhow::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO bouncing_addresses (address, userid, since, status, why, reason)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(b.address.to_lowercase())
    .bind(&b.userid)
    .bind(b.since)
    .bind(&b.status)
    .bind(&b.why)
    .bind(&b.reason)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends the bouncing of `address`: what was recorded of it, or `None` when
/// it did not bounce.
pub async fn revive(c: &mut AnyConnection, address: &str) -> anyhow::Result<Option<Bouncing>> {
    Ok(sqlx::query_as(
        "DELETE FROM bouncing_addresses WHERE address = $1
         RETURNING address, userid, since, status, why, reason",
    )
    .bind(address.to_lowercase())
    .fetch_optional(c)
    .await?)
}

/// Every address that bounces, the oldest first.
pub async fn all_bouncing(c: &mut AnyConnection) -> anyhow::Result<Vec<Bouncing>> {
    Ok(sqlx::query_as(
        "SELECT b.address, COALESCE(a.userid, b.userid) AS userid, b.since, b.status, b.why, b.reason
         FROM bouncing_addresses b LEFT JOIN addresses a ON a.address = b.address
         ORDER BY b.since, b.address",
    )
    .fetch_all(c)
    .await?)
}

/// A player's confirmed addresses that take mail (do not bounce), in the
/// order they were given.
pub async fn mail_addresses_of(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT address FROM addresses a
         WHERE userid = $1
           AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address)
         ORDER BY rowid",
    )
    .bind(userid)
    .fetch_all(c)
    .await?)
}

/// Starts a spell of `userid` unreachable at `at`, or at the end of a
/// vacation they are on (spells and vacations never overlap); `false`,
/// changing nothing, when one is open already.
pub async fn start_unreachable(
    c: &mut AnyConnection,
    userid: &str,
    at: i64,
) -> anyhow::Result<bool> {
    if unreachable_since(&mut *c, userid).await?.is_some() {
        return Ok(false);
    }
    let away_until: Option<i64> =
        sqlx::query_scalar("SELECT MAX(ends_at) FROM vacations WHERE userid = $1 AND ends_at > $2")
            .bind(userid)
            .bind(at)
            .fetch_one(&mut *c)
            .await?;
    sqlx::query(
        "INSERT INTO vacations (userid, starts_at, ends_at, kind) VALUES ($1, $2, $3, 'unreachable')",
    )
    .bind(userid)
    .bind(away_until.unwrap_or(at).max(at))
    .bind(OPEN_END)
    .execute(c)
    .await?;
    Ok(true)
}

/// Since when `userid` is unreachable (the start of their open spell).
pub async fn unreachable_since(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Option<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT MIN(starts_at) FROM vacations WHERE userid = $1 AND kind = 'unreachable' AND ends_at = $2",
    )
    .bind(userid)
    .bind(OPEN_END)
    .fetch_one(c)
    .await?)
}

/// Ends the open spell of `userid` at `at` (one that would only have
/// started later goes); `false` when there was none.
pub async fn end_unreachable(c: &mut AnyConnection, userid: &str, at: i64) -> anyhow::Result<bool> {
    let gone = sqlx::query(
        "DELETE FROM vacations WHERE userid = $1 AND kind = 'unreachable' AND ends_at = $2 AND starts_at >= $3",
    )
    .bind(userid)
    .bind(OPEN_END)
    .bind(at)
    .execute(&mut *c)
    .await?
    .rows_affected();
    let ended = sqlx::query(
        "UPDATE vacations SET ends_at = $1 WHERE userid = $2 AND kind = 'unreachable' AND ends_at = $3",
    )
    .bind(at)
    .bind(userid)
    .bind(OPEN_END)
    .execute(c)
    .await?
    .rows_affected();
    Ok(gone + ended > 0)
}

/// Players unreachable since `before` or earlier, with running boards:
/// (player, since), the longest unreachable first.
pub async fn unreachable_too_long(
    c: &mut AnyConnection,
    before: i64,
) -> anyhow::Result<Vec<(String, i64)>> {
    Ok(sqlx::query_as(
        "SELECT v.userid, v.starts_at FROM vacations v
         WHERE v.kind = 'unreachable' AND v.ends_at = $1 AND v.starts_at <= $2
           AND EXISTS (SELECT 1 FROM games g WHERE g.status = 'active'
                       AND (g.player0 = v.userid OR g.player1 = v.userid))
         ORDER BY v.starts_at, v.userid",
    )
    .bind(OPEN_END)
    .bind(before)
    .fetch_all(c)
    .await?)
}

/// The running boards of `userid`, by number.
pub async fn running_boards(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT board FROM games WHERE status = 'active' AND (player0 = $1 OR player1 = $2)
         ORDER BY board",
    )
    .bind(userid)
    .bind(userid)
    .fetch_all(c)
    .await?)
}

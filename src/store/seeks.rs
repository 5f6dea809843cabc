//! Open challenges (seeks.md): each seek, open until it is taken, paired
//! with another, withdrawn, lapses or ends; and the turn each game's seeks
//! take (`seek_turns`), so that two servers on one Postgres database never
//! both pair or take one seek.

use sqlx::AnyConnection;

/// A seek's row.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SeekRow {
    pub id: i64,
    pub game: String,
    pub userid: String,
    /// Canonical game options, space separated.
    pub options: String,
    pub nag_days: i64,
    pub forfeit_days: i64,
    /// The rating range; both `None`: any rating.
    pub rating_low: Option<i64>,
    pub rating_high: Option<i64>,
    /// The range is around the seeker's own rating (`-100+200`).
    #[sqlx(try_from = "super::Flag")]
    pub relative: bool,
    /// A robot takes it after so many days.
    pub robot_days: Option<i64>,
    /// `open`, `taken`, `paired`, `withdrawn`, `lapsed` or `ended`.
    pub status: String,
    pub created_at: i64,
    /// The board it started, once taken or paired.
    pub board: Option<i64>,
    /// Who took it (or the player of the seek it was paired with).
    pub taken_by: Option<String>,
}

/// A seek about to be posted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSeek<'a> {
    pub game: &'a str,
    pub userid: &'a str,
    pub options: &'a str,
    pub nag_days: i64,
    pub forfeit_days: i64,
    pub rating_low: Option<i64>,
    pub rating_high: Option<i64>,
    pub relative: bool,
    pub robot_days: Option<i64>,
}

/// `SELECT` of a seek's row, then `$rest`.
macro_rules! select {
    ($rest:literal) => {
        concat!(
            "SELECT id, game, userid, options, nag_days, forfeit_days, rating_low, rating_high,
                    relative, robot_days, status, created_at, board, taken_by FROM seeks ",
            $rest
        )
    };
}

/// Takes the turn of `game`'s seeks for the rest of the transaction: every
/// change to them (a seek, a take, a withdrawal, a lapse) first changes
/// this one row, so that on Postgres two transactions take turns, and one
/// that began before another's change fails and is done again, seeing it
/// (a seek that arrives at the same moment as one it fits is paired with
/// it, not left open beside it). SQLite's write transaction holds the
/// whole database already.
pub async fn take_turn(c: &mut AnyConnection, game: &str) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO seek_turns (game, changes) VALUES ($1, 1)
         ON CONFLICT (game) DO UPDATE SET changes = seek_turns.changes + 1",
    )
    .bind(game)
    .execute(c)
    .await?;
    Ok(())
}

/// Posts a seek, open from `at`; returns its number.
pub async fn insert(c: &mut AnyConnection, s: &NewSeek<'_>, at: i64) -> anyhow::Result<i64> {
    let id: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM seeks")
        .fetch_one(&mut *c)
        .await?;
    sqlx::query(
        "INSERT INTO seeks (id, game, userid, options, nag_days, forfeit_days, rating_low,
                            rating_high, relative, robot_days, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11)",
    )
    .bind(id)
    .bind(s.game)
    .bind(s.userid)
    .bind(s.options)
    .bind(s.nag_days)
    .bind(s.forfeit_days)
    .bind(s.rating_low)
    .bind(s.rating_high)
    .bind(i64::from(s.relative))
    .bind(s.robot_days)
    .bind(at)
    .execute(c)
    .await?;
    Ok(id)
}

/// Seek `id`.
pub async fn get(c: &mut AnyConnection, id: i64) -> anyhow::Result<Option<SeekRow>> {
    Ok(sqlx::query_as(select!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await?)
}

/// The open seeks of `game`, oldest first, at most `limit`.
pub async fn open_of_game(
    c: &mut AnyConnection,
    game: &str,
    limit: i64,
) -> anyhow::Result<Vec<SeekRow>> {
    Ok(sqlx::query_as(select!(
        "WHERE status = 'open' AND game = $1 ORDER BY created_at, id LIMIT $2"
    ))
    .bind(game)
    .bind(limit)
    .fetch_all(c)
    .await?)
}

/// The open seeks of `game` with these board options, of players other
/// than `userid`, oldest first: the ones a new seek may be paired with.
pub async fn open_alike(c: &mut AnyConnection, s: &SeekRow) -> anyhow::Result<Vec<SeekRow>> {
    Ok(sqlx::query_as(select!(
        "WHERE status = 'open' AND game = $1 AND options = $2 AND nag_days = $3
           AND forfeit_days = $4 AND userid <> $5 ORDER BY created_at, id"
    ))
    .bind(&s.game)
    .bind(&s.options)
    .bind(s.nag_days)
    .bind(s.forfeit_days)
    .bind(&s.userid)
    .fetch_all(c)
    .await?)
}

/// The open seeks of a player, of every game.
pub async fn open_count_of(c: &mut AnyConnection, userid: &str) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM seeks WHERE userid = $1 AND status = 'open'")
            .bind(userid)
            .fetch_one(c)
            .await?,
    )
}

/// Closes seek `id` as `status` (`taken`, `paired`, `withdrawn`, `lapsed`)
/// at `at`, with the board it started and who took it, if it is still
/// open; returns whether it was (a seek closes once).
pub async fn close(
    c: &mut AnyConnection,
    id: i64,
    status: &str,
    at: i64,
    board: Option<i64>,
    taken_by: Option<&str>,
) -> anyhow::Result<bool> {
    let changed = sqlx::query(
        "UPDATE seeks SET status = $1, closed_at = $2, board = $3, taken_by = $4
         WHERE id = $5 AND status = 'open'",
    )
    .bind(status)
    .bind(at)
    .bind(board)
    .bind(taken_by)
    .bind(id)
    .execute(c)
    .await?
    .rows_affected();
    Ok(changed == 1)
}

/// Ends every open seek of `userid` (signed off, deleted, unreachable);
/// returns how many.
pub async fn end_all_of(c: &mut AnyConnection, userid: &str, at: i64) -> anyhow::Result<u64> {
    Ok(sqlx::query(
        "UPDATE seeks SET status = 'ended', closed_at = $1 WHERE userid = $2 AND status = 'open'",
    )
    .bind(at)
    .bind(userid)
    .execute(c)
    .await?
    .rows_affected())
}

/// Open seeks whose time came at `now`: a robot's to take (`robot_days`
/// passed) or to lapse (`lapse_after` seconds passed), oldest first, at
/// most `limit`.
pub async fn due(
    c: &mut AnyConnection,
    now: i64,
    lapse_after: i64,
    limit: i64,
) -> anyhow::Result<Vec<SeekRow>> {
    Ok(sqlx::query_as(select!(
        "WHERE status = 'open'
           AND (created_at <= $1 OR (robot_days IS NOT NULL AND created_at + robot_days * 86400 <= $2))
         ORDER BY created_at, id LIMIT $3"
    ))
    .bind(now - lapse_after)
    .bind(now)
    .bind(limit)
    .fetch_all(c)
    .await?)
}

/// Drops the robot of open seek `id`: it stays open for players alone.
pub async fn leave_to_players(c: &mut AnyConnection, id: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE seeks SET robot_days = NULL WHERE id = $1 AND status = 'open'")
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

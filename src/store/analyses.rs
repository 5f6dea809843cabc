//! After the game (analysis.md): each board's analysis once made (its
//! numbers, the JSON the mail attaches), and the requests for it, each
//! mailed once.

use sqlx::AnyConnection;

/// A board's analysis as kept.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Kept {
    /// The JSON of every move's numbers.
    pub numbers: String,
    /// The playouts each position was searched with.
    pub playouts: i64,
}

/// A request waiting for the robot.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Waiting {
    pub id: i64,
    pub board: i64,
    pub userid: String,
}

/// The analysis of `board`, if it was made.
pub async fn kept(c: &mut AnyConnection, board: i64) -> anyhow::Result<Option<Kept>> {
    Ok(
        sqlx::query_as("SELECT numbers, playouts FROM analyses WHERE board = $1")
            .bind(board)
            .fetch_optional(c)
            .await?,
    )
}

/// Keeps the analysis of `board`; returns `false`, changing nothing, when
/// one was kept already.
pub async fn keep(
    c: &mut AnyConnection,
    board: i64,
    numbers: &str,
    playouts: i64,
    at: i64,
) -> anyhow::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO analyses (board, numbers, playouts, analysed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (board) DO NOTHING",
    )
    .bind(board)
    .bind(numbers)
    .bind(playouts)
    .bind(at)
    .execute(c)
    .await?
    .rows_affected();
    Ok(done == 1)
}

/// Records `userid`'s request for the analysis of `board` at `at`; with
/// `mailed`, as answered at once (from what was kept).
pub async fn request(
    c: &mut AnyConnection,
    board: i64,
    userid: &str,
    at: i64,
    mailed: bool,
) -> anyhow::Result<()> {
    let id: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM analysis_requests")
        .fetch_one(&mut *c)
        .await?;
    sqlx::query(
        "INSERT INTO analysis_requests (id, board, userid, requested_at, mailed_at)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(id)
    .bind(board)
    .bind(userid)
    .bind(at)
    .bind(mailed.then_some(at))
    .execute(c)
    .await?;
    Ok(())
}

/// The requests `userid` made since `since`.
pub async fn requests_since(
    c: &mut AnyConnection,
    userid: &str,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM analysis_requests WHERE userid = $1 AND requested_at >= $2",
    )
    .bind(userid)
    .bind(since)
    .fetch_one(c)
    .await?)
}

/// Whether `userid` waits for the analysis of `board` already.
pub async fn is_waiting(c: &mut AnyConnection, board: i64, userid: &str) -> anyhow::Result<bool> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM analysis_requests WHERE board = $1 AND userid = $2 AND mailed_at IS NULL",
    )
    .bind(board)
    .bind(userid)
    .fetch_one(c)
    .await?;
    Ok(n > 0)
}

/// The boards waiting for the robot other than `board`.
pub async fn boards_waiting_besides(c: &mut AnyConnection, board: i64) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(DISTINCT board) FROM analysis_requests WHERE mailed_at IS NULL AND board <> $1",
    )
    .bind(board)
    .fetch_one(c)
    .await?)
}

/// The oldest request waiting for the robot that no server is searching
/// at `now`.
pub async fn first_waiting(c: &mut AnyConnection, now: i64) -> anyhow::Result<Option<Waiting>> {
    Ok(sqlx::query_as(
        "SELECT id, board, userid FROM analysis_requests
         WHERE mailed_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $1)
         ORDER BY id LIMIT 1",
    )
    .bind(now)
    .fetch_optional(c)
    .await?)
}

/// Claims the search of `board` until `until`, unless another server's
/// claim holds at `now`; returns whether it was claimed.
pub async fn claim(
    c: &mut AnyConnection,
    board: i64,
    now: i64,
    until: i64,
) -> anyhow::Result<bool> {
    let claimed = sqlx::query(
        "UPDATE analysis_requests SET claimed_until = $1
         WHERE board = $2 AND mailed_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $3)",
    )
    .bind(until)
    .bind(board)
    .bind(now)
    .execute(c)
    .await?
    .rows_affected();
    Ok(claimed > 0)
}

/// Marks every request waiting for `board` as mailed at `at`; returns
/// their players (none when another server mailed them first).
pub async fn mailed(c: &mut AnyConnection, board: i64, at: i64) -> anyhow::Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "UPDATE analysis_requests SET mailed_at = $1 WHERE board = $2 AND mailed_at IS NULL
         RETURNING userid",
    )
    .bind(at)
    .bind(board)
    .fetch_all(c)
    .await?)
}

//! The clocks of running boards: which boards are due for a reminder or a
//! loss on time, the record of each such event, and the changes a loss on
//! time makes.
//!
//! The clock of the player to move runs from `games.updated_at` (the last
//! change of the board), less the time since then that the player was on
//! vacation. A board is due when that clock has passed its `forfeit_days`,
//! or, while its player is not on vacation now, a multiple of `nag_days`
//! not yet reminded of (reminder `seq` k is due after k * `nag_days`).
//! Vacations of one player are taken not to overlap (the `vacation`
//! command keeps them apart); overlapping rows would each be left out.
//! Boards unchanged for less than a day are never looked at (no clock runs
//! out sooner); the older running boards are each checked with a few
//! indexed look-ups per pass.

use sqlx::AnyConnection;

/// Seconds in a day.
pub const DAY: i64 = 86_400;

/// A board whose clock is due, as it stood when looked at.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct DueBoard {
    pub board: i64,
    pub updated_at: i64,
    /// The player to move.
    pub to_move: String,
    /// Moves in its log.
    pub moves: i64,
    /// Seconds of the clock of the player to move (vacations left out).
    pub elapsed: i64,
    pub nag_days: i64,
    pub forfeit_days: i64,
}

/// Boards due at `now`, longest waiting first, at most `limit`; only board
/// `board` when given. The index `games_active` limits the look to running
/// boards unchanged for at least a day (no clock runs out sooner).
pub async fn due(
    c: &mut AnyConnection,
    now: i64,
    limit: i64,
    board: Option<i64>,
) -> anyhow::Result<Vec<DueBoard>> {
    Ok(sqlx::query_as(
        "SELECT d.board, d.updated_at, d.to_move, d.moves, d.elapsed, d.nag_days, d.forfeit_days
         FROM (
           SELECT g.board, g.updated_at, g.to_move, g.nag_days, g.forfeit_days,
                  (SELECT COUNT(*) FROM moves m WHERE m.board = g.board) AS moves,
                  $1 - g.updated_at - COALESCE(
                    (SELECT CAST(SUM(CASE WHEN v.ends_at < $1 THEN v.ends_at ELSE $1 END
                                   - CASE WHEN v.starts_at > g.updated_at THEN v.starts_at ELSE g.updated_at END)
                              AS BIGINT)
                     FROM vacations v
                     WHERE v.userid = g.to_move AND v.starts_at < $1 AND v.ends_at > g.updated_at), 0) AS elapsed,
                  EXISTS (SELECT 1 FROM vacations v
                          WHERE v.userid = g.to_move AND v.starts_at <= $1 AND v.ends_at > $1) AS away
           FROM games g
           WHERE g.status = 'active' AND g.updated_at <= $1 - 86400
             AND g.to_move IS NOT NULL AND ($3 IS NULL OR g.board = $3)
         ) d
         WHERE d.elapsed >= d.forfeit_days * 86400
            OR (NOT d.away AND d.elapsed / (d.nag_days * 86400) >
                COALESCE((SELECT MAX(e.seq) FROM clock_events e
                          WHERE e.board = d.board AND e.moves = d.moves AND e.kind = 'nag'), 0))
         ORDER BY d.updated_at, d.board
         LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .bind(board)
    .fetch_all(c)
    .await?)
}

/// Records a reminder (`nag`) or a loss on time (`forfeit`); `false`, having
/// changed nothing, when it was recorded before (by another server, or
/// before a crash).
pub async fn record_event(
    c: &mut AnyConnection,
    board: i64,
    moves: i64,
    kind: &str,
    seq: i64,
    at: i64,
) -> anyhow::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO clock_events (board, moves, kind, seq, at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING",
    )
    .bind(board)
    .bind(moves)
    .bind(kind)
    .bind(seq)
    .bind(at)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends a board on time: the log entry `text` under the player who ran
/// out, and the result.
pub async fn record_loss(
    c: &mut AnyConnection,
    board: i64,
    number: i64,
    userid: &str,
    text: &str,
    result: &str,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO moves (board, number, userid, text, comment, created_at) VALUES ($1, $2, $3, $4, '', $5)",
    )
    .bind(board)
    .bind(number)
    .bind(userid)
    .bind(text)
    .bind(at)
    .execute(&mut *c)
    .await?;
    sqlx::query(
        "UPDATE games SET status = 'over', result = $1, to_move = NULL, updated_at = $2 WHERE board = $3",
    )
    .bind(result)
    .bind(at)
    .bind(board)
    .execute(&mut *c)
    .await?;
    Ok(())
}

//! What waits on a board besides its log: draw offers and undo requests,
//! moves submitted or queued ahead, observers, and the count of chat
//! messages sent (for the daily limit).

use sqlx::AnyConnection;

/// A draw offer or an undo request waiting for the opponent's answer.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Offer {
    /// `draw` or `undo`.
    pub kind: String,
    /// Who asked.
    pub userid: String,
    /// Moves played when it was asked.
    pub moves: i64,
}

/// The offer waiting on a board, if any (there is at most one at a time).
pub async fn offer(c: &mut AnyConnection, board: i64) -> anyhow::Result<Option<Offer>> {
    Ok(sqlx::query_as(
        "SELECT kind, userid, moves FROM offers WHERE board = $1 ORDER BY created_at LIMIT 1",
    )
    .bind(board)
    .fetch_optional(c)
    .await?)
}

/// Records an offer.
pub async fn put_offer(
    c: &mut AnyConnection,
    board: i64,
    offer: &Offer,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO offers (board, kind, userid, moves, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (board, kind) DO UPDATE
         SET userid = excluded.userid, moves = excluded.moves, created_at = excluded.created_at",
    )
    .bind(board)
    .bind(&offer.kind)
    .bind(&offer.userid)
    .bind(offer.moves)
    .bind(at)
    .execute(c)
    .await?;
    Ok(())
}

/// Removes every offer of a board; returns those there were.
pub async fn clear_offers(c: &mut AnyConnection, board: i64) -> anyhow::Result<Vec<Offer>> {
    Ok(
        sqlx::query_as("DELETE FROM offers WHERE board = $1 RETURNING kind, userid, moves")
            .bind(board)
            .fetch_all(c)
            .await?,
    )
}

/// Stores the move `userid` submitted for move `number`, replacing an
/// earlier one of theirs on that board.
pub async fn put_submitted(
    c: &mut AnyConnection,
    board: i64,
    userid: &str,
    number: i64,
    text: &str,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO submitted (board, userid, number, text, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (board, userid) DO UPDATE
         SET number = excluded.number, text = excluded.text, created_at = excluded.created_at",
    )
    .bind(board)
    .bind(userid)
    .bind(number)
    .bind(text)
    .bind(at)
    .execute(c)
    .await?;
    Ok(())
}

/// The move `userid` submitted on a board: (move number, text).
pub async fn submitted(
    c: &mut AnyConnection,
    board: i64,
    userid: &str,
) -> anyhow::Result<Option<(i64, String)>> {
    Ok(
        sqlx::query_as("SELECT number, text FROM submitted WHERE board = $1 AND userid = $2")
            .bind(board)
            .bind(userid)
            .fetch_optional(c)
            .await?,
    )
}

/// Forgets the move `userid` submitted on a board.
pub async fn delete_submitted(
    c: &mut AnyConnection,
    board: i64,
    userid: &str,
) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM submitted WHERE board = $1 AND userid = $2")
        .bind(board)
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}

/// A move queued for a move number.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Queued {
    pub userid: String,
    pub number: i64,
    pub text: String,
    pub comment: String,
}

/// Queues a move for move `number`, replacing an earlier one of the same
/// player for that number.
pub async fn put_queued(
    c: &mut AnyConnection,
    board: i64,
    q: &Queued,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO queued (board, userid, number, text, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (board, number, userid) DO UPDATE SET text = excluded.text, comment = excluded.comment,
             created_at = excluded.created_at",
    )
    .bind(board)
    .bind(&q.userid)
    .bind(q.number)
    .bind(&q.text)
    .bind(&q.comment)
    .bind(at)
    .execute(c)
    .await?;
    Ok(())
}

/// Takes (removes and returns) the moves queued for move `number` (one per
/// player at most), and drops those queued for earlier numbers (played by
/// hand meanwhile).
pub async fn take_queued(
    c: &mut AnyConnection,
    board: i64,
    number: i64,
) -> anyhow::Result<Vec<Queued>> {
    sqlx::query("DELETE FROM queued WHERE board = $1 AND number < $2")
        .bind(board)
        .bind(number)
        .execute(&mut *c)
        .await?;
    Ok(sqlx::query_as(
        "DELETE FROM queued WHERE board = $1 AND number = $2 RETURNING userid, number, text, comment",
    )
    .bind(board)
    .bind(number)
    .fetch_all(c)
    .await?)
}

/// Drops every move a player submitted or queued (their password changed:
/// what was arranged with the old one is not played).
pub async fn drop_arranged_moves(c: &mut AnyConnection, userid: &str) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM queued WHERE userid = $1")
        .bind(userid)
        .execute(&mut *c)
        .await?;
    sqlx::query("DELETE FROM submitted WHERE userid = $1")
        .bind(userid)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Whether a board has an offer or a queued move waiting (a move then
/// has to look at them).
pub async fn waiting(c: &mut AnyConnection, board: i64) -> anyhow::Result<bool> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT (SELECT COUNT(*) FROM offers WHERE board = $1)
              + (SELECT COUNT(*) FROM queued WHERE board = $1)",
    )
    .bind(board)
    .fetch_one(c)
    .await?
        > 0)
}

/// Removes the moves of a board from move `from` on (an accepted undo),
/// and the clock events of the positions from the one they left: the
/// position before move `from` is new again, and so are its reminders.
pub async fn delete_moves_from(
    c: &mut AnyConnection,
    board: i64,
    from: i64,
) -> anyhow::Result<u64> {
    sqlx::query("DELETE FROM clock_events WHERE board = $1 AND moves >= $2")
        .bind(board)
        .bind(from - 1)
        .execute(&mut *c)
        .await?;
    Ok(
        sqlx::query("DELETE FROM moves WHERE board = $1 AND number >= $2")
            .bind(board)
            .bind(from)
            .execute(c)
            .await?
            .rows_affected(),
    )
}

/// Adds an observer; `false` when they observe the board already.
pub async fn add_observer(c: &mut AnyConnection, board: i64, userid: &str) -> anyhow::Result<bool> {
    Ok(
        sqlx::query("INSERT INTO observers (board, userid) VALUES ($1, $2) ON CONFLICT DO NOTHING")
            .bind(board)
            .bind(userid)
            .execute(c)
            .await?
            .rows_affected()
            > 0,
    )
}

/// Removes an observer; `false` when they did not observe the board.
pub async fn remove_observer(
    c: &mut AnyConnection,
    board: i64,
    userid: &str,
) -> anyhow::Result<bool> {
    Ok(
        sqlx::query("DELETE FROM observers WHERE board = $1 AND userid = $2")
            .bind(board)
            .bind(userid)
            .execute(c)
            .await?
            .rows_affected()
            > 0,
    )
}

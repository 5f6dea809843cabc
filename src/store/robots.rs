//! The robot players' side of the database: which players are robots,
//! how many running boards a player has against them, the running boards
//! where a robot is to move or has an offer to answer, and the board as
//! it stands now, to check inside a robot's transaction that nothing
//! changed while it thought; and an engine's failures in a row on a board.

use super::Backend;
use sqlx::AnyConnection;

/// A running board where a robot has something to do, as it stood when
/// looked at.
#[derive(Debug, Clone, PartialEq, Eq, Hash, sqlx::FromRow)]
pub struct RobotBoard {
    pub board: i64,
    /// The robot's user id.
    pub robot: String,
    /// The other player on the board, whom the robot's work serves (for
    /// a board between two robots, the other robot).
    pub opponent: String,
    /// Moves in its log.
    pub moves: i64,
    /// The kind of the offer the robot is to answer (`draw`, `undo`);
    /// `None` when the robot is to move.
    pub offer: Option<String>,
    /// Who made that offer.
    pub offered_by: Option<String>,
    /// Moves played when the offer was made.
    pub offer_moves: Option<i64>,
}

/// Whether `userid` is one of the server's robots.
pub async fn is_robot(c: &mut AnyConnection, userid: &str) -> anyhow::Result<bool> {
    Ok(
        sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM players WHERE userid = $1 AND robot = 1",
        )
        .bind(userid)
        .fetch_one(c)
        .await?
            > 0,
    )
}

/// Enters an engine of the configuration as a robot player under
/// `userid` (no password, no address), unless it is one already; refuses
/// a user id a person holds.
pub async fn enter_engine(c: &mut AnyConnection, userid: &str) -> anyhow::Result<()> {
    let robot: Option<i64> = sqlx::query_scalar("SELECT robot FROM players WHERE userid = $1")
        .bind(userid)
        .fetch_optional(&mut *c)
        .await?;
    match robot {
        Some(1) => Ok(()),
        Some(_) => anyhow::bail!(
            "robots.engine {userid:?}: a player already holds that user id; name the engine otherwise"
        ),
        None => {
            sqlx::query(
                "INSERT INTO players (userid, password_hash, created_at, robot)
                 VALUES ($1, '', $2, 1) ON CONFLICT (userid) DO NOTHING",
            )
            .bind(userid)
            .bind(super::now())
            .execute(c)
            .await?;
            Ok(())
        }
    }
}

/// Running boards `userid` plays against a robot (any robot).
pub async fn boards_against_robots(c: &mut AnyConnection, userid: &str) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM games
         WHERE status = 'active'
           AND ((player0 = $1 AND player1 IN (SELECT userid FROM players WHERE robot = 1))
             OR (player1 = $2 AND player0 IN (SELECT userid FROM players WHERE robot = 1)))",
    )
    .bind(userid)
    .bind(userid)
    .fetch_one(c)
    .await?)
}

/// Running boards where a robot is to move, the longest waiting first, at
/// most `limit`. Found from the robots (`players_robot`) through the
/// boards' player to move (`games_to_move`): no look at other boards.
pub async fn turns(c: &mut AnyConnection, limit: i64) -> anyhow::Result<Vec<RobotBoard>> {
    // SQLite's CROSS JOIN keeps that order; Postgres plans it by itself.
    macro_rules! turns {
        ($join:literal) => {
            concat!(
                "SELECT g.board, g.to_move AS robot,
                        CASE WHEN g.player0 = g.to_move THEN g.player1 ELSE g.player0 END AS opponent,
                        (SELECT COUNT(*) FROM moves m WHERE m.board = g.board) AS moves,
                        NULL AS offer, NULL AS offered_by, NULL AS offer_moves
                 FROM players p ",
                $join,
                " games g ON g.to_move = p.userid
                 WHERE p.robot = 1 AND g.status = 'active'
                 ORDER BY g.updated_at, g.board
                 LIMIT $1"
            )
        };
    }
    let sql = match Backend::of_conn(c) {
        Backend::Sqlite => turns!("CROSS JOIN"),
        Backend::Postgres => turns!("JOIN"),
    };
    Ok(sqlx::query_as(sql).bind(limit).fetch_all(c).await?)
}

/// Running boards where an offer (a draw offer or an undo request) waits
/// for a robot's answer, the oldest offer first, at most `limit`. Found
/// from the offers, which are few.
pub async fn offers(c: &mut AnyConnection, limit: i64) -> anyhow::Result<Vec<RobotBoard>> {
    macro_rules! offers {
        ($join:literal) => {
            concat!(
                "SELECT g.board,
                        CASE WHEN f.userid = g.player0 THEN g.player1 ELSE g.player0 END AS robot,
                        f.userid AS opponent,
                        (SELECT COUNT(*) FROM moves m WHERE m.board = g.board) AS moves,
                        f.kind AS offer, f.userid AS offered_by, f.moves AS offer_moves
                 FROM offers f ",
                $join,
                " games g ON g.board = f.board
                 WHERE g.status = 'active'
                   AND (CASE WHEN f.userid = g.player0 THEN g.player1 ELSE g.player0 END)
                       IN (SELECT userid FROM players WHERE robot = 1)
                 ORDER BY f.created_at, g.board
                 LIMIT $1"
            )
        };
    }
    let sql = match Backend::of_conn(c) {
        Backend::Sqlite => offers!("CROSS JOIN"),
        Backend::Postgres => offers!("JOIN"),
    };
    Ok(sqlx::query_as(sql).bind(limit).fetch_all(c).await?)
}

/// Whether board `seen.board` is still as the robot saw it: running, the
/// same number of moves, and the robot still to move (or the same offer
/// still waiting for its answer).
pub async fn unchanged(c: &mut AnyConnection, seen: &RobotBoard) -> anyhow::Result<bool> {
    let now: Option<(String, Option<String>, i64)> = sqlx::query_as(
        "SELECT status, to_move, (SELECT COUNT(*) FROM moves m WHERE m.board = g.board)
         FROM games g WHERE board = $1",
    )
    .bind(seen.board)
    .fetch_optional(&mut *c)
    .await?;
    let Some((status, to_move, moves)) = now else {
        return Ok(false);
    };
    if status != "active" || moves != seen.moves {
        return Ok(false);
    }
    match &seen.offer {
        None => Ok(to_move.as_deref() == Some(seen.robot.as_str())),
        Some(kind) => {
            let offer = super::boards::offer(c, seen.board).await?;
            Ok(offer.is_some_and(|o| {
                &o.kind == kind
                    && Some(&o.userid) == seen.offered_by.as_ref()
                    && Some(o.moves) == seen.offer_moves
            }))
        }
    }
}

/// Counts one more failure of an engine on board `seen.board` at its
/// `seen.moves` moves, for every server on the database; returns the
/// failures in a row there (1 when the board has moved since the last).
pub async fn engine_failed(c: &mut AnyConnection, seen: &RobotBoard) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO engine_failures (board, moves, failures) VALUES ($1, $2, 1)
         ON CONFLICT (board) DO UPDATE SET
             failures = CASE WHEN engine_failures.moves = excluded.moves
                             THEN engine_failures.failures + 1 ELSE 1 END,
             moves = excluded.moves
         RETURNING failures",
    )
    .bind(seen.board)
    .bind(seen.moves)
    .fetch_one(c)
    .await?)
}

//! Games and their move logs.

use anyhow::Context;
use sqlx::{AnyConnection, FromRow, Row};

use super::Backend;
use crate::language::Language;

use super::now;

/// A game's row.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct GameRow {
    pub board: i64,
    pub game: String,
    pub options: String,
    pub player0: String,
    pub player1: String,
    pub status: String,
    pub result: Option<String>,
    pub to_move: Option<String>,
    pub thread_id: String,
    pub created_at: i64,
    pub updated_at: i64,
    /// Days without a move before the player to move is reminded (again
    /// every this many days).
    pub nag_days: i64,
    /// Days without a move before the player to move loses on time.
    pub forfeit_days: i64,
    /// The name of the tournament the board belongs to (read with the
    /// whole board, [`full_game`]; `None` elsewhere).
    #[sqlx(default)]
    pub tournament: Option<String>,
}

impl GameRow {
    /// The options as words.
    pub fn option_words(&self) -> Vec<&str> {
        self.options.split_whitespace().collect()
    }
    /// The players in seat order.
    pub fn players(&self) -> [&str; 2] {
        [&self.player0, &self.player1]
    }
}

/// One move of a game's log.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MoveRow {
    pub number: i64,
    pub userid: String,
    pub text: String,
    pub comment: String,
}

/// The next free board number (101 for the first).
pub async fn next_board(c: &mut AnyConnection) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COALESCE(MAX(board), 100) + 1 FROM games")
            .fetch_one(c)
            .await?,
    )
}

/// Creates a game, started by mail from `created_by` (a challenge's
/// sender, whose boards a day are counted); `None` for a tournament's
/// board, which its players entered by joining.
pub async fn insert_game(
    c: &mut AnyConnection,
    g: &GameRow,
    created_by: Option<&str>,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO games (board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at, created_by, nag_days, forfeit_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
    )
    .bind(g.board)
    .bind(&g.game)
    .bind(&g.options)
    .bind(&g.player0)
    .bind(&g.player1)
    .bind(&g.status)
    .bind(&g.result)
    .bind(&g.to_move)
    .bind(&g.thread_id)
    .bind(g.created_at)
    .bind(g.updated_at)
    .bind(created_by)
    .bind(g.nag_days)
    .bind(g.forfeit_days)
    .execute(c)
    .await?;
    Ok(())
}

/// The stored subject style of a player who asked for one subject for
/// every mail of a board (the other is `turn`).
pub const ONE_SUBJECT: &str = "board";

/// A game with its move log and its players' first addresses.
#[derive(Debug, Clone)]
pub struct FullGame {
    pub row: GameRow,
    pub moves: Vec<MoveRow>,
    pub addresses: [Option<String>; 2],
    /// Whether each player asked for one subject for every mail of a
    /// board (`change subjects ... board`).
    pub one_subject: [bool; 2],
    /// The language each player reads.
    pub languages: [Language; 2],
    /// Observers with a confirmed address.
    pub observers: Vec<Observer>,
    /// Whether an offer or a queued move waits on the board.
    pub waiting: bool,
}

/// An observer of a board with a confirmed address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observer {
    pub userid: String,
    /// Their first address.
    pub address: String,
    /// Whether they asked for one subject for every mail of a board.
    pub one_subject: bool,
    /// The language they read.
    pub language: Language,
}

/// A game by board number, with its move log in order and its players'
/// addresses, in one row (the log as a JSON array): one round trip however
/// long the game.
pub async fn full_game(c: &mut AnyConnection, board: i64) -> anyhow::Result<Option<FullGame>> {
    let sql = match Backend::of_conn(c) {
        Backend::Sqlite => FULL_GAME_SQLITE,
        Backend::Postgres => FULL_GAME_POSTGRES,
    };
    let row = sqlx::query(sql).bind(board).fetch_optional(c).await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let game = GameRow::from_row(&row)?;
    let log: Vec<(i64, String, String, String)> = serde_json::from_str(row.try_get("moves")?)
        .context("a move log that is not the JSON it should be")?;
    let moves = log
        .into_iter()
        .map(|(number, userid, text, comment)| MoveRow {
            number,
            userid,
            text,
            comment,
        })
        .collect();
    // (userid, address, subject style, language) of each observer.
    type ObserverRow = (String, Option<String>, Option<String>, Option<String>);
    let observers: Vec<ObserverRow> = serde_json::from_str(row.try_get("observers")?)
        .context("observers that are not the JSON they should be")?;
    let one_subject = |style: Option<String>| style.as_deref() == Some(ONE_SUBJECT);
    let language = |code: Option<String>| Language::stored(code.as_deref().unwrap_or_default());
    Ok(Some(FullGame {
        row: game,
        moves,
        addresses: [row.try_get("address0")?, row.try_get("address1")?],
        one_subject: [
            one_subject(row.try_get("subjects0")?),
            one_subject(row.try_get("subjects1")?),
        ],
        languages: [
            language(row.try_get("language0")?),
            language(row.try_get("language1")?),
        ],
        observers: observers
            .into_iter()
            .filter_map(|(userid, address, style, code)| {
                Some(Observer {
                    userid,
                    address: address?,
                    one_subject: one_subject(style),
                    language: language(code),
                })
            })
            .collect(),
        waiting: row.try_get::<i64, _>("waiting")? != 0,
    }))
}

/// Takes board `board` for the rest of the transaction (Postgres): an
/// update that changes nothing, so that two servers' transactions on one
/// board, whatever they change of it (a move, an offer, a queued move),
/// take turns, and one that began before another's change fails rather
/// than act on what it saw (a transaction reads one snapshot: repeatable
/// read). SQLite's write transaction holds the whole database already.
pub async fn lock_board(c: &mut AnyConnection, board: i64) -> anyhow::Result<()> {
    if Backend::of_conn(c) == Backend::Postgres {
        sqlx::query("UPDATE games SET updated_at = updated_at WHERE board = $1")
            .bind(board)
            .execute(c)
            .await?;
    }
    Ok(())
}

// The address a player's board mails go to: their first confirmed address
// that does not bounce (see `store::bounces`).
const FULL_GAME_SQLITE: &str = "SELECT board, game, options, player0, player1, status, result, to_move, thread_id,
        created_at, updated_at, nag_days, forfeit_days,
        (SELECT name FROM tournaments t WHERE t.id = games.tournament) AS tournament,
        (SELECT json_group_array(json_array(number, userid, text, comment) ORDER BY number)
         FROM moves WHERE moves.board = games.board) AS moves,
        (SELECT address FROM addresses a WHERE a.userid = player0 AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY a.rowid LIMIT 1) AS address0,
        (SELECT address FROM addresses a WHERE a.userid = player1 AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY a.rowid LIMIT 1) AS address1,
        (SELECT subjects FROM players WHERE userid = player0) AS subjects0,
        (SELECT subjects FROM players WHERE userid = player1) AS subjects1,
        (SELECT language FROM players WHERE userid = player0) AS language0,
        (SELECT language FROM players WHERE userid = player1) AS language1,
        (SELECT json_group_array(json_array(o.userid,
                (SELECT address FROM addresses a WHERE a.userid = o.userid AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY a.rowid LIMIT 1),
                (SELECT subjects FROM players p WHERE p.userid = o.userid),
                (SELECT language FROM players p WHERE p.userid = o.userid)))
         FROM observers o WHERE o.board = games.board) AS observers,
        CASE WHEN EXISTS (SELECT 1 FROM offers f WHERE f.board = games.board)
               OR EXISTS (SELECT 1 FROM queued q WHERE q.board = games.board) THEN 1 ELSE 0 END AS waiting
 FROM games WHERE board = $1";

const FULL_GAME_POSTGRES: &str = "SELECT board, game, options, player0, player1, status, result, to_move, thread_id,
        created_at, updated_at, nag_days, forfeit_days,
        (SELECT name FROM tournaments t WHERE t.id = games.tournament) AS tournament,
        COALESCE((SELECT json_agg(json_build_array(number, userid, text, comment) ORDER BY number)
                  FROM moves WHERE moves.board = games.board), '[]')::text AS moves,
        (SELECT address FROM addresses a WHERE a.userid = player0 AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY a.rowid LIMIT 1) AS address0,
        (SELECT address FROM addresses a WHERE a.userid = player1 AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY a.rowid LIMIT 1) AS address1,
        (SELECT subjects FROM players WHERE userid = player0) AS subjects0,
        (SELECT subjects FROM players WHERE userid = player1) AS subjects1,
        (SELECT language FROM players WHERE userid = player0) AS language0,
        (SELECT language FROM players WHERE userid = player1) AS language1,
        COALESCE((SELECT json_agg(json_build_array(o.userid,
                (SELECT address FROM addresses a WHERE a.userid = o.userid AND NOT EXISTS (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address) ORDER BY a.rowid LIMIT 1),
                (SELECT subjects FROM players p WHERE p.userid = o.userid),
                (SELECT language FROM players p WHERE p.userid = o.userid)))
                  FROM observers o WHERE o.board = games.board), '[]')::text AS observers,
        CASE WHEN EXISTS (SELECT 1 FROM offers f WHERE f.board = games.board)
               OR EXISTS (SELECT 1 FROM queued q WHERE q.board = games.board) THEN 1 ELSE 0 END AS waiting
 FROM games WHERE board = $1";

/// A game by board number.
pub async fn game(c: &mut AnyConnection, board: i64) -> anyhow::Result<Option<GameRow>> {
    Ok(sqlx::query_as(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at,
                nag_days, forfeit_days
         FROM games WHERE board = $1",
    )
    .bind(board)
    .fetch_optional(c)
    .await?)
}

/// Appends `entry` to the move log of `board`, with the game's state
/// after it (whose turn it is, or the result).
pub async fn append_move(
    c: &mut AnyConnection,
    board: i64,
    entry: &MoveRow,
    status: &str,
    result: Option<&str>,
    to_move: Option<&str>,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO moves (board, number, userid, text, comment, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(board)
    .bind(entry.number)
    .bind(&entry.userid)
    .bind(&entry.text)
    .bind(&entry.comment)
    .bind(at)
    .execute(&mut *c)
    .await?;
    sqlx::query(
        "UPDATE games SET status = $1, result = $2, to_move = $3, updated_at = $4 WHERE board = $5",
    )
    .bind(status)
    .bind(result)
    .bind(to_move)
    .bind(at)
    .bind(board)
    .execute(c)
    .await?;
    Ok(())
}

/// Records whose turn it is, or the result.
pub async fn update_game(
    c: &mut AnyConnection,
    board: i64,
    status: &str,
    result: Option<&str>,
    to_move: Option<&str>,
) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE games SET status = $1, result = $2, to_move = $3, updated_at = $4 WHERE board = $5",
    )
    .bind(status)
    .bind(result)
    .bind(to_move)
    .bind(now())
    .bind(board)
    .execute(c)
    .await?;
    Ok(())
}

/// A player's boards of one game, newest first.
pub async fn games_of(
    c: &mut AnyConnection,
    game: &str,
    userid: &str,
) -> anyhow::Result<Vec<GameRow>> {
    Ok(sqlx::query_as(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at,
                nag_days, forfeit_days
         FROM games WHERE game = $1 AND (player0 = $2 OR player1 = $3) ORDER BY board DESC",
    )
    .bind(game)
    .bind(userid)
    .bind(userid)
    .fetch_all(c)
    .await?)
}

/// Finished boards of one game, newest first.
pub async fn finished(
    c: &mut AnyConnection,
    game: &str,
    limit: i64,
) -> anyhow::Result<Vec<GameRow>> {
    Ok(sqlx::query_as(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at,
                nag_days, forfeit_days
         FROM games WHERE game = $1 AND status = 'over' ORDER BY updated_at DESC, board DESC LIMIT $2",
    )
    .bind(game)
    .bind(limit)
    .fetch_all(c)
    .await?)
}

/// Running boards of one game, the longest waiting first, and how many
/// there are in all.
pub async fn running(
    c: &mut AnyConnection,
    game: &str,
    limit: i64,
) -> anyhow::Result<(Vec<GameRow>, i64)> {
    let rows = sqlx::query_as(
        "SELECT board, game, options, player0, player1, status, result, to_move, thread_id, created_at, updated_at,
                nag_days, forfeit_days
         FROM games WHERE game = $1 AND status = 'active' ORDER BY updated_at, board LIMIT $2",
    )
    .bind(game)
    .bind(limit)
    .fetch_all(&mut *c)
    .await?;
    let count =
        sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE game = $1 AND status = 'active'")
            .bind(game)
            .fetch_one(&mut *c)
            .await?;
    Ok((rows, count))
}

/// How many boards are over (of `game`, when given), ended at `since` or
/// later.
pub async fn count_finished(
    c: &mut AnyConnection,
    game: Option<&str>,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM games
         WHERE status = 'over' AND ($1 IS NULL OR game = $1) AND updated_at >= $2",
    )
    .bind(game)
    .bind(since)
    .fetch_one(c)
    .await?)
}

/// The numbers of up to `limit` boards over (of `game`, when given), ended
/// at `since` or later, numbered above `after`, in order: a page of them.
pub async fn finished_after(
    c: &mut AnyConnection,
    game: Option<&str>,
    since: i64,
    after: i64,
    limit: i64,
) -> anyhow::Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT board FROM games
         WHERE status = 'over' AND ($1 IS NULL OR game = $1) AND updated_at >= $2 AND board > $3
         ORDER BY board LIMIT $4",
    )
    .bind(game)
    .bind(since)
    .bind(after)
    .bind(limit)
    .fetch_all(c)
    .await?)
}

//! Round-robin tournaments (tournaments.md): the tournaments, their
//! entrants in the order they joined, and the boards each one started
//! (`games.tournament`).

use sqlx::AnyConnection;

use crate::language::Language;

/// A tournament's row.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub game: String,
    pub name: String,
    pub organiser: String,
    /// Canonical game options, space separated.
    pub options: String,
    pub nag_days: i64,
    pub forfeit_days: i64,
    pub min_players: i64,
    pub max_players: i64,
    /// 1: each pair plays once; 2: twice, colours swapped.
    pub rounds: i64,
    /// `open`, `running` or `finished`.
    pub status: String,
    pub created_at: i64,
}

impl TournamentRow {
    /// The options as a reply shows them: `-` for none.
    pub fn options_shown(&self) -> &str {
        if self.options.is_empty() {
            "-"
        } else {
            &self.options
        }
    }
}

/// A board of a tournament as the standings and `show` need it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct TournamentBoard {
    pub board: i64,
    pub player0: String,
    pub player1: String,
    /// `active` or `over`.
    pub status: String,
    pub result: Option<String>,
    pub to_move: Option<String>,
    /// Who lost on time, when the board ended so (a void board's result
    /// names nobody).
    pub timed_out: Option<String>,
}

/// Where a tournament's mail to a player goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub userid: String,
    /// Their first address that does not bounce; `None` for a robot or a
    /// player without one.
    pub address: Option<String>,
    pub language: Language,
}

/// Tournaments `GAME tournaments` lists at most (each player organises at
/// most three, so there may be more).
pub const LIVE_LISTED: i64 = 100;

/// `SELECT` of a tournament's row, then `$rest`.
macro_rules! select {
    ($rest:literal) => {
        concat!(
            "SELECT id, game, name, organiser, options, nag_days, forfeit_days, min_players,
                    max_players, rounds, status, created_at FROM tournaments ",
            $rest
        )
    };
}

/// The tournament `name` of `game`.
pub async fn by_name(
    c: &mut AnyConnection,
    game: &str,
    name: &str,
) -> anyhow::Result<Option<TournamentRow>> {
    Ok(sqlx::query_as(select!("WHERE game = $1 AND name = $2"))
        .bind(game)
        .bind(name)
        .fetch_optional(c)
        .await?)
}

/// The tournament a board belongs to, if any.
pub async fn of_board(c: &mut AnyConnection, board: i64) -> anyhow::Result<Option<TournamentRow>> {
    Ok(sqlx::query_as(select!(
        "WHERE id = (SELECT tournament FROM games WHERE board = $1)"
    ))
    .bind(board)
    .fetch_optional(c)
    .await?)
}

/// Open and running tournaments of `game`, newest first (so that old
/// ones left open never hide a new one), at most [`LIVE_LISTED`], each
/// with how many have entered.
pub async fn live(c: &mut AnyConnection, game: &str) -> anyhow::Result<Vec<(TournamentRow, i64)>> {
    let rows: Vec<TournamentRow> = sqlx::query_as(select!(
        "WHERE game = $1 AND status IN ('open', 'running') ORDER BY id DESC LIMIT $2"
    ))
    .bind(game)
    .bind(LIVE_LISTED)
    .fetch_all(&mut *c)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let n = count_players(&mut *c, r.id).await?;
        out.push((r, n));
    }
    Ok(out)
}

/// Open or running tournaments `organiser` organises, in every game.
pub async fn organised_live(c: &mut AnyConnection, organiser: &str) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM tournaments WHERE organiser = $1 AND status IN ('open', 'running')",
    )
    .bind(organiser)
    .fetch_one(c)
    .await?)
}

/// Opens a tournament (its `id` is given here); returns the id.
pub async fn insert(c: &mut AnyConnection, t: &TournamentRow) -> anyhow::Result<i64> {
    let id: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM tournaments")
        .fetch_one(&mut *c)
        .await?;
    sqlx::query(
        "INSERT INTO tournaments (id, game, name, organiser, options, nag_days, forfeit_days,
                                  min_players, max_players, rounds, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11)",
    )
    .bind(id)
    .bind(&t.game)
    .bind(&t.name)
    .bind(&t.organiser)
    .bind(&t.options)
    .bind(t.nag_days)
    .bind(t.forfeit_days)
    .bind(t.min_players)
    .bind(t.max_players)
    .bind(t.rounds)
    .bind(t.created_at)
    .execute(c)
    .await?;
    Ok(id)
}

/// The entrants, in the order they joined.
pub async fn players(c: &mut AnyConnection, id: i64) -> anyhow::Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT userid FROM tournament_players WHERE tournament = $1 ORDER BY joined",
    )
    .bind(id)
    .fetch_all(c)
    .await?)
}

/// How many have entered.
pub async fn count_players(c: &mut AnyConnection, id: i64) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM tournament_players WHERE tournament = $1")
            .bind(id)
            .fetch_one(c)
            .await?,
    )
}

/// Enters `userid` (after everyone entered before).
pub async fn add_player(c: &mut AnyConnection, id: i64, userid: &str) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO tournament_players (tournament, userid, joined)
         SELECT $1, $2, COALESCE(MAX(joined), 0) + 1 FROM tournament_players WHERE tournament = $3",
    )
    .bind(id)
    .bind(userid)
    .bind(id)
    .execute(c)
    .await?;
    Ok(())
}

/// Takes `userid` out; whether they were in.
pub async fn remove_player(c: &mut AnyConnection, id: i64, userid: &str) -> anyhow::Result<bool> {
    let done = sqlx::query("DELETE FROM tournament_players WHERE tournament = $1 AND userid = $2")
        .bind(id)
        .bind(userid)
        .execute(c)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Moves the tournament from `from` to `to` (`open` to `running`,
/// `running` to `finished`), stamping the time; whether this call did it
/// (false: it was no longer `from`, so someone else did).
pub async fn advance(
    c: &mut AnyConnection,
    id: i64,
    from: &str,
    to: &str,
    t: i64,
) -> anyhow::Result<bool> {
    let sql = match to {
        "running" => {
            "UPDATE tournaments SET status = $1, started_at = $2 WHERE id = $3 AND status = $4"
        }
        _ => "UPDATE tournaments SET status = $1, finished_at = $2 WHERE id = $3 AND status = $4",
    };
    let done = sqlx::query(sql)
        .bind(to)
        .bind(t)
        .bind(id)
        .bind(from)
        .execute(c)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Marks `board` as a board of tournament `id`.
pub async fn link_board(c: &mut AnyConnection, board: i64, id: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE games SET tournament = $1 WHERE board = $2")
        .bind(id)
        .bind(board)
        .execute(c)
        .await?;
    Ok(())
}

/// The tournament's boards, in order.
pub async fn boards(c: &mut AnyConnection, id: i64) -> anyhow::Result<Vec<TournamentBoard>> {
    Ok(sqlx::query_as(
        "SELECT board, player0, player1, status, result, to_move,
                (SELECT m.userid FROM moves m WHERE m.board = g.board AND m.text = 'timeout'
                 ORDER BY m.number DESC LIMIT 1) AS timed_out
         FROM games g WHERE tournament = $1 ORDER BY board",
    )
    .bind(id)
    .fetch_all(c)
    .await?)
}

/// Where a tournament's mails to each of `players` go.
pub async fn recipients(
    c: &mut AnyConnection,
    players: &[String],
) -> anyhow::Result<Vec<Recipient>> {
    let mut out = Vec::with_capacity(players.len());
    for p in players {
        let (address, code): (Option<String>, Option<String>) = sqlx::query_as(
            "SELECT (SELECT address FROM addresses a WHERE a.userid = $1 AND NOT EXISTS
                       (SELECT 1 FROM bouncing_addresses b WHERE b.address = a.address)
                     ORDER BY a.rowid LIMIT 1),
                    (SELECT language FROM players WHERE userid = $2)",
        )
        .bind(p)
        .bind(p)
        .fetch_one(&mut *c)
        .await?;
        out.push(Recipient {
            userid: p.clone(),
            address,
            language: Language::stored(code.as_deref().unwrap_or_default()),
        });
    }
    Ok(out)
}

/// Takes the tournament `name` of `game` for the rest of the transaction
/// (Postgres; SQLite's write transaction holds the whole database): an
/// update that changes nothing, so that two servers' commands on one
/// tournament take turns, and one that began before the other's change
/// fails (repeatable read) and is tried again.
pub async fn lock(c: &mut AnyConnection, game: &str, name: &str) -> anyhow::Result<()> {
    if super::Backend::of_conn(c) == super::Backend::Postgres {
        sqlx::query("UPDATE tournaments SET status = status WHERE game = $1 AND name = $2")
            .bind(game)
            .bind(name)
            .execute(c)
            .await?;
    }
    Ok(())
}

/// Takes the tournament `id` for the rest of the transaction, as [`lock`]
/// does: two of its boards ending at once on two servers take turns, so
/// that the later sees the earlier's result (and so the last board is
/// seen to be the last).
pub async fn lock_id(c: &mut AnyConnection, id: i64) -> anyhow::Result<()> {
    if super::Backend::of_conn(c) == super::Backend::Postgres {
        sqlx::query("UPDATE tournaments SET status = status WHERE id = $1")
            .bind(id)
            .execute(c)
            .await?;
    }
    Ok(())
}

/// Takes `organiser`'s count of tournaments for the rest of the
/// transaction (Postgres): two tournaments created at once by one player
/// on two servers take turns, so that neither passes the limit unseen.
pub async fn lock_organiser(c: &mut AnyConnection, organiser: &str) -> anyhow::Result<()> {
    if super::Backend::of_conn(c) == super::Backend::Postgres {
        sqlx::query("UPDATE players SET created_at = created_at WHERE userid = $1")
            .bind(organiser)
            .execute(c)
            .await?;
    }
    Ok(())
}

/// Removes the open tournament `id` and its entries (an open tournament
/// has no boards); `false` when it is not open, and nothing is removed.
pub async fn remove_open(c: &mut AnyConnection, id: i64) -> anyhow::Result<bool> {
    sqlx::query(
        "DELETE FROM tournament_players WHERE tournament = $1
           AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'open')",
    )
    .bind(id)
    .execute(&mut *c)
    .await?;
    let done = sqlx::query("DELETE FROM tournaments WHERE id = $1 AND status = 'open'")
        .bind(id)
        .execute(c)
        .await?;
    Ok(done.rows_affected() == 1)
}

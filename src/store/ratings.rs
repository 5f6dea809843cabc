//! Elo ratings and the win/loss/draw counts behind the standings, one list
//! per game name (blitz and normal YINSH share `yinsh`).

use sqlx::AnyConnection;

/// One player's line in a game's list.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    pub userid: String,
    pub rating: f64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

impl RatingRow {
    /// Finished games counted.
    pub fn played(&self) -> i64 {
        self.wins + self.losses + self.draws
    }
}

/// A player's line, if they have finished a game of `game`.
pub async fn rating(
    c: &mut AnyConnection,
    game: &str,
    userid: &str,
) -> anyhow::Result<Option<RatingRow>> {
    Ok(sqlx::query_as(
        "SELECT userid, rating, wins, losses, draws FROM ratings WHERE game = $1 AND userid = $2",
    )
    .bind(game)
    .bind(userid)
    .fetch_optional(c)
    .await?)
}

/// Writes a player's line (new or changed).
pub async fn put_rating(c: &mut AnyConnection, game: &str, r: &RatingRow) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO ratings (game, userid, rating, wins, losses, draws) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (game, userid) DO UPDATE SET
           rating = excluded.rating, wins = excluded.wins,
           losses = excluded.losses, draws = excluded.draws",
    )
    .bind(game)
    .bind(&r.userid)
    .bind(r.rating)
    .bind(r.wins)
    .bind(r.losses)
    .bind(r.draws)
    .execute(c)
    .await?;
    Ok(())
}

/// Players of `game` by rating, highest first (then by user id), at most
/// `limit`.
pub async fn by_rating(
    c: &mut AnyConnection,
    game: &str,
    limit: i64,
) -> anyhow::Result<Vec<RatingRow>> {
    Ok(sqlx::query_as(
        "SELECT userid, rating, wins, losses, draws FROM ratings WHERE game = $1
         ORDER BY rating DESC, userid LIMIT $2",
    )
    .bind(game)
    .bind(limit)
    .fetch_all(c)
    .await?)
}

/// Players of `game` by wins (most first), then losses (fewest first),
/// then draws (most first), then user id; at most `limit`.
pub async fn by_standing(
    c: &mut AnyConnection,
    game: &str,
    limit: i64,
) -> anyhow::Result<Vec<RatingRow>> {
    Ok(sqlx::query_as(
        "SELECT userid, rating, wins, losses, draws FROM ratings WHERE game = $1
         ORDER BY wins DESC, losses ASC, draws DESC, userid LIMIT $2",
    )
    .bind(game)
    .bind(limit)
    .fetch_all(c)
    .await?)
}

/// Players in the list of `game`.
pub async fn count(c: &mut AnyConnection, game: &str) -> anyhow::Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM ratings WHERE game = $1")
            .bind(game)
            .fetch_one(c)
            .await?,
    )
}

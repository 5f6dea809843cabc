//! Elo ratings: every finished board between two different players
//! updates both players' ratings in that game, in the same transaction as
//! the move (or resignation, loss on time, agreed draw) that ended it. A
//! board void on time (see [`crate::boards::void`]) is not rated.
//!
//! A player's first finished game starts them at [`START`]; each result
//! moves both ratings by [`K`] times (score - expected score), where the
//! expected score of A against B is 1 / (1 + 10^((Rb - Ra) / 400)) and a
//! draw scores one half. The list is kept per game name, so blitz and
//! normal YINSH share one.

use sqlx::AnyConnection;

use crate::applied::ApplyError;
use crate::games::Outcome;
use crate::mail::compose::Draft;
use crate::store::GameRow;
use crate::store::ratings::{self, RatingRow};

/// The rating of a player before their first finished game.
pub const START: f64 = 1500.0;
/// How far one game moves a rating at most.
pub const K: f64 = 32.0;

/// The score A is expected to make against B (0 to 1).
pub fn expected(ra: f64, rb: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((rb - ra) / 400.0))
}

/// The new ratings of A and B after a game in which A scored `score_a`
/// (1 win, 0.5 draw, 0 loss).
pub fn update(ra: f64, rb: f64, score_a: f64) -> (f64, f64) {
    let ea = expected(ra, rb);
    (
        ra + K * (score_a - ea),
        rb + K * ((1.0 - score_a) - (1.0 - ea)),
    )
}

/// The score of seat 0 in a finished game.
pub fn score0(outcome: Outcome) -> f64 {
    match outcome {
        Outcome::Win(0) => 1.0,
        Outcome::Win(_) => 0.0,
        Outcome::Draw => 0.5,
    }
}

/// Records the result of a board of `game` between `players` (seat order):
/// both ratings and counts. Nothing for a board a player played against
/// themselves.
pub async fn record(
    c: &mut AnyConnection,
    game: &str,
    players: [&str; 2],
    outcome: Outcome,
) -> anyhow::Result<()> {
    if players[0] == players[1] {
        return Ok(());
    }
    let mut rows = Vec::with_capacity(2);
    for p in players {
        let r = ratings::rating(&mut *c, game, p).await?;
        rows.push(r.unwrap_or(RatingRow {
            userid: p.to_string(),
            rating: START,
            wins: 0,
            losses: 0,
            draws: 0,
        }));
    }
    let s0 = score0(outcome);
    let (r0, r1) = update(rows[0].rating, rows[1].rating, s0);
    rows[0].rating = r0;
    rows[1].rating = r1;
    for (row, score) in rows.iter_mut().zip([s0, 1.0 - s0]) {
        if score == 1.0 {
            row.wins += 1;
        } else if score == 0.0 {
            row.losses += 1;
        } else {
            row.draws += 1;
        }
        ratings::put_rating(&mut *c, game, row).await?;
    }
    Ok(())
}

/// Records the result of a board that has just ended; for a board of a
/// tournament, returns the standings mails to its players (see
/// [`crate::boards::tournament`]).
pub async fn game_over(
    db: &mut crate::store::MailTx,
    now: i64,
    row: &GameRow,
    outcome: Outcome,
) -> Result<Vec<Draft>, ApplyError> {
    let c = db.conn().await?;
    record(&mut *c, &row.game, row.players(), outcome).await?;
    Ok(crate::boards::tournament::board_finished(c, row.board, now).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_players() {
        assert!((expected(1500.0, 1500.0) - 0.5).abs() < 1e-12);
        let (a, b) = update(1500.0, 1500.0, 1.0);
        assert!((a - 1516.0).abs() < 1e-9 && (b - 1484.0).abs() < 1e-9);
        let (a, b) = update(1500.0, 1500.0, 0.5);
        assert!((a - 1500.0).abs() < 1e-9 && (b - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn stronger_player_gains_less() {
        // 400 points apart: expected 10/11.
        assert!((expected(1900.0, 1500.0) - 10.0 / 11.0).abs() < 1e-12);
        let (a, b) = update(1900.0, 1500.0, 1.0);
        assert!((a - (1900.0 + 32.0 / 11.0)).abs() < 1e-9);
        assert!((b - (1500.0 - 32.0 / 11.0)).abs() < 1e-9);
        // An upset moves more, and a draw moves towards each other.
        let (a, b) = update(1900.0, 1500.0, 0.0);
        assert!((a - (1900.0 - 320.0 / 11.0)).abs() < 1e-9);
        assert!((b - (1500.0 + 320.0 / 11.0)).abs() < 1e-9);
        let (a, b) = update(1900.0, 1500.0, 0.5);
        assert!(a < 1900.0 && b > 1500.0);
        assert!(((a + b) - 3400.0).abs() < 1e-9);
    }

    #[test]
    fn scores_by_seat() {
        assert_eq!(score0(Outcome::Win(0)), 1.0);
        assert_eq!(score0(Outcome::Win(1)), 0.0);
        assert_eq!(score0(Outcome::Draw), 0.5);
    }
}

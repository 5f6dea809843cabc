//! Open challenges by mail (seeks.md), each step a mail in the inbox and
//! a `serve --once` round (the robot's take and the lapse also by the
//! real binary with its clock set by `RINGMAIL_NOW`): a seek taken, whose
//! seeker moves first; two fitting seeks paired at once, the oldest
//! first; ranges that do not fit, which stay apart; a relative range; the
//! robot taking a seek after its days; a lapse mailed back once; the
//! limits and every refusal, which change nothing; the seeks of a player
//! who signs off, is deleted or cannot be reached, which end; and two
//! servers on one database, where two takers of one seek, or two fitting
//! seeks, at the same moment start one board.
//!
//! One file a concern: `taken.rs`, `pairing.rs`, `robot_and_lapse.rs`,
//! `limits.rs`, `ending.rs`, `two_servers.rs`; what they share is here.

mod ending;
mod limits;
mod pairing;
mod robot_and_lapse;
mod taken;
mod two_servers;

use crate::support;

use sqlx::Row;
use support::Bed;

pub use support::players::{address, bed_with, reply_to, says};

/// The seeks, as text (see [`support::players::state`]).
const STATE: [&str; 1] = [
    "SELECT id || ' ' || game || ' ' || userid || ' ' || status || ' ' || COALESCE(board, 0) FROM seeks ORDER BY id",
];

/// A refused command: its reply is an error saying `why`, and nothing
/// changed, seeks included.
pub async fn refused(bed: &mut Bed, user: &str, line: &str, why: &str) {
    support::players::refused(bed, user, line, why, &STATE).await;
}

/// Gives `user` a YINSH rating, as if they had finished a game.
pub async fn rate(bed: &Bed, user: &str, rating: f64) {
    sqlx::query(
        "INSERT INTO ratings (game, userid, rating, wins, losses, draws) VALUES ('yinsh', $1, $2, 1, 0, 0)",
    )
    .bind(user)
    .bind(rating)
    .execute(bed.server.store().pool())
    .await
    .unwrap();
}

/// Each seek: (number, player, status, board or 0, taken by or "").
pub async fn seeks(bed: &Bed) -> Vec<(i64, String, String, i64, String)> {
    sqlx::query(
        "SELECT id, userid, status, COALESCE(board, 0) AS board, COALESCE(taken_by, '') AS taken_by FROM seeks ORDER BY id",
    )
    .fetch_all(bed.server.store().pool())
    .await
    .unwrap()
    .into_iter()
    .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3), r.get(4)))
    .collect()
}

/// The boards: (board, options, first player, second player).
pub async fn boards(bed: &Bed) -> Vec<(i64, String, String, String)> {
    sqlx::query_as("SELECT board, options, player0, player1 FROM games ORDER BY board")
        .fetch_all(bed.server.store().pool())
        .await
        .unwrap()
}

/// The text of `user`'s reply among the mails of one round (their board
/// mail, when the command's result leads it).
pub fn answer(outs: &[support::Out], user: &str) -> String {
    let to = address(user);
    let mine: Vec<&support::Out> = outs.iter().filter(|o| o.to == to).collect();
    assert!(!mine.is_empty(), "no mail to {user}: {outs:#?}");
    mine.iter()
        .map(|o| o.body.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

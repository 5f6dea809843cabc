//! Round-robin tournaments by mail (tournaments.md): a double round robin
//! of blitz YINSH among three players played to its end with random legal
//! moves (each checked by the naive engine), a resignation and an agreed
//! draw, whose final standings mail matches standings computed here
//! independently; robots that just play their boards; every refusal,
//! which changes nothing; and a start sent twice, also by two servers at
//! the same instant, which starts each board once and mails each player
//! once.
//!
//! One file a concern: `played.rs` (the whole round robin), `robots.rs`
//! (robots, and boards lost on time), `refusals.rs`, `starts.rs` (a start
//! sent twice, and the largest tournament), `cancel.rs`; what they share
//! is here.

mod cancel;
mod played;
mod refusals;
mod robots;
mod starts;

use crate::support;

use support::Bed;

pub const PLAYERS: [&str; 3] = ["alice", "bob", "carol"];

pub use support::players::{address, bed_with, is_reply, password, reply_to, says};

/// Alice opens the yinsh tournament `club` with `options`, and every one
/// of [`PLAYERS`] joins it.
pub async fn club_of_three(bed: &mut Bed, options: &str) {
    says(
        bed,
        "alice",
        &format!("yinsh tournament create club alice apw {options}"),
    )
    .await;
    for p in PLAYERS {
        let join = format!("yinsh tournament join club {p} {}", password(p));
        says(bed, p, &join).await;
    }
}

/// The boards of the tournaments: (board, player0, player1).
pub async fn tournament_boards(bed: &Bed) -> Vec<(i64, String, String)> {
    sqlx::query_as(
        "SELECT board, player0, player1 FROM games WHERE tournament IS NOT NULL ORDER BY board",
    )
    .fetch_all(bed.server.store().pool())
    .await
    .unwrap()
}

/// A refused command: its reply is an error saying `why`, and nothing
/// changed, tournaments included.
pub async fn refused(bed: &mut Bed, user: &str, line: &str, why: &str) {
    support::players::refused(bed, user, line, why, &STATE).await;
}

/// The tournaments, their players and their boards, as text (see
/// [`support::players::state`]).
const STATE: [&str; 3] = [
    "SELECT id || ' ' || game || ' ' || name || ' ' || organiser || ' ' || status FROM tournaments ORDER BY id",
    "SELECT tournament || ' ' || userid || ' ' || joined FROM tournament_players ORDER BY tournament, joined",
    "SELECT board || ' ' || COALESCE(tournament, 0) FROM games ORDER BY board",
];

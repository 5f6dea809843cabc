//! The robot players by mail, through `serve --once` rounds on a Maildir
//! and a file outbox: a whole game against `robot`, the robot in either
//! seat, its answers to draw offers and undo requests, the user ids that
//! nobody can sign up or act for, a round's bound on robot moves, the
//! bound on a player's boards against robots, and the players served in
//! turn. (The robot's move across a killed server is in
//! `robots_restart.rs`.)
//!
//! One file a concern: `games.rs`, `votes.rs`, `rounds.rs`,
//! `busy_players.rs`; what they share is here.

mod busy_players;
mod games;
mod rounds;
mod votes;

use crate::support;

use ringmail::boards::start::ROBOT_BOARDS_PER_PLAYER;
use ringmail::games::{AnyGame, new_game};
use ringmail::server::{Processed, RobotRun};
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const CAROL: &str = "carol@players.test";
const DAVE: &str = "dave@players.test";

/// A small playout budget: quick, and the same game every run.
const SMALL: &str = "[robots]\nplayouts = 30\n";

async fn bed_with_alice(name: &str, config: &str) -> Bed {
    let mut bed = Bed::with_config(name, config).await;
    bed.signup(ALICE, "alice", "apw").await;
    bed
}

/// The position of a board after its whole log.
async fn position(bed: &Bed, board: i64, game: &str, options: &[&str]) -> Box<dyn AnyGame> {
    let mut g = new_game(game, options).unwrap();
    for (_, text) in bed.moves(board).await {
        g.play_text(&text).unwrap();
    }
    g
}

async fn status(bed: &Bed, board: i64) -> (String, Option<String>, Option<String>) {
    sqlx::query_as("SELECT status, result, to_move FROM games WHERE board = $1")
        .bind(board)
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

fn subjects(outs: &[Out]) -> Vec<&str> {
    outs.iter().map(|o| o.subject.as_str()).collect()
}

/// The players the robots' moves were mailed to, in the order the moves
/// were made (a robot's move mails its board to the other player).
async fn robot_moves_for(bed: &Bed) -> Vec<String> {
    sqlx::query_scalar("SELECT recipient FROM outbox WHERE inbound_id IS NULL ORDER BY id")
        .fetch_all(bed.server.store().pool())
        .await
        .unwrap()
        .into_iter()
        .map(|to: String| to.trim_end_matches("@players.test").to_string())
        .collect()
}

/// Processes one mail, without the robots playing after it.
async fn process(bed: &Bed, from: &str, subject: &str, body: &str) {
    let processed = bed
        .server
        .process(&bed.mail(from, subject, body), false)
        .await
        .unwrap();
    assert!(
        matches!(processed, Processed::Answered { .. }),
        "{processed:?}"
    );
}

/// Carol's three boards against `robot`, the robot to move on each.
const CAROL_S_BOARDS: &str = "rin challenge -size=8 robot carol\n\
                              rin challenge -size=8 robot carol\n\
                              yinsh challenge robot carol\n";

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

use sqlx::Row;
use support::{Bed, Out};

pub const PLAYERS: [&str; 3] = ["alice", "bob", "carol"];

pub fn address(user: &str) -> String {
    format!("{user}@players.test")
}

pub fn password(user: &str) -> String {
    format!("{}pw", &user[..1])
}

/// A bed with `users` signed up and confirmed.
pub async fn bed_with(name: &str, config: &str, users: &[&str]) -> Bed {
    let mut bed = Bed::with_config(name, config).await;
    for u in users {
        bed.signup(&address(u), u, &password(u)).await;
    }
    bed
}

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

/// `user` mails `line`; the mails that come of it.
pub async fn says(bed: &mut Bed, user: &str, line: &str) -> Vec<Out> {
    bed.round(&address(user), line, "").await
}

/// The one reply to `user` among `outs`.
pub fn reply_to<'a>(outs: &'a [Out], user: &str) -> &'a Out {
    let to = address(user);
    let mine: Vec<&Out> = outs.iter().filter(|o| o.to == to && is_reply(o)).collect();
    assert_eq!(mine.len(), 1, "{outs:#?}");
    mine[0]
}

/// Whether a mail is the answer to a command (not a board or tournament
/// mail).
pub fn is_reply(o: &Out) -> bool {
    o.subject.starts_with("Re: ") || o.subject.ends_with(" error")
}

/// The tournaments, their players and the boards, as text: to compare
/// before and after a refused command.
pub async fn state(bed: &Bed) -> String {
    let pool = bed.server.store().pool();
    let mut out = bed.game_state().await;
    for sql in [
        "SELECT id || ' ' || game || ' ' || name || ' ' || organiser || ' ' || status FROM tournaments ORDER BY id",
        "SELECT tournament || ' ' || userid || ' ' || joined FROM tournament_players ORDER BY tournament, joined",
        "SELECT board || ' ' || COALESCE(tournament, 0) FROM games ORDER BY board",
    ] {
        for r in sqlx::query(sql).fetch_all(pool).await.unwrap() {
            out.push_str(&r.get::<String, _>(0));
            out.push('\n');
        }
    }
    out
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
/// changed.
pub async fn refused(bed: &mut Bed, user: &str, line: &str, why: &str) {
    let before = state(bed).await;
    let outs = says(bed, user, line).await;
    assert_eq!(outs.len(), 1, "{line}: {outs:#?}");
    assert!(
        outs[0].subject.contains("error"),
        "{line}: {:?}",
        outs[0].subject
    );
    assert!(
        outs[0].body.contains(why),
        "{line}: want {why}:\n{}",
        outs[0].body
    );
    assert_eq!(state(bed).await, before, "{line} changed something");
}

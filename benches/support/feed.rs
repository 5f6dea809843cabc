//! What the processing benchmarks share: servers set up with players and
//! running games, and the move mails of random games to feed them.

#![allow(dead_code)]

use std::path::Path;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::config::Config;
use ringmail::games::new_game;
use ringmail::mail::compose::build_plain;
use ringmail::mail::maildir::Maildir;
use ringmail::server::Server;

pub const SERVER: &str = "games@bench.test";

/// A server's configuration in `dir` on `database` (a SQLite file in `dir`
/// when `None`).
pub fn config(dir: &Path, database: Option<&str>) -> Config {
    let o = |k: &str, v: String| (k.to_string(), v);
    let database = database.map_or_else(
        || format!("sqlite://{}/ringmail.db", dir.display()),
        str::to_string,
    );
    Config::from_layers(
        // A closed installation: sign-ups need no confirmation, and no
        // daily limit on boards.
        Some("confirm_addresses = false\nboards_per_day = 100000"),
        &[
            o("address", SERVER.into()),
            o("database", database),
            o("inbound", format!("maildir:{}/inbox", dir.display())),
            o("outbound", format!("file:{}/outbox", dir.display())),
        ],
    )
    .unwrap()
}

/// A random YINSH game record, as canonical texts.
pub fn record(seed: u64) -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut g = new_game("yinsh", &[]).unwrap();
    let mut moves = Vec::new();
    while g.outcome().is_none() {
        let legal = g.legal_move_texts();
        let mv = legal[rng.gen_range(0..legal.len())].clone();
        g.play_text(&mv).unwrap();
        moves.push(mv);
    }
    moves
}

/// Processes everything in the inbox and delivers every reply.
pub async fn run_once(server: &Server, inbox: &mut Maildir) {
    let (_tx, rx) = tokio::sync::watch::channel(false);
    assert_eq!(server.run(inbox, rx, true).await.unwrap(), 0);
}

/// Signs up players and starts games (not timed) through the server in
/// `dir` on `database`; returns it, its inbox, and the move mails of each
/// game (board `101 + g` for game `g`), enough for `mails` in all.
pub async fn prepare(
    dir: &Path,
    database: Option<&str>,
    mails: usize,
) -> (Server, Maildir, Vec<Vec<Vec<u8>>>) {
    let cfg = config(dir, database);
    let mut inbox = Maildir::open(dir.join("inbox"), cfg.max_mail_bytes).unwrap();
    let server = Server::open(cfg).await.unwrap();
    let mut records = Vec::new();
    let mut total = 0;
    let mut seed = 0;
    while total < mails {
        let mut r = record(seed);
        seed += 1;
        r.truncate(mails - total);
        total += r.len();
        records.push(r);
    }
    let games = records.len();
    for g in 0..games {
        for p in 0..2 {
            let raw = build_plain(
                &format!("p{g}x{p}@bench.test"),
                SERVER,
                &format!("signup p{g}x{p} pw{g}"),
                "",
                "bench.test",
            )
            .unwrap();
            inbox.deliver(&raw).unwrap();
        }
        let raw = build_plain(
            &format!("p{g}x0@bench.test"),
            SERVER,
            &format!("yinsh challenge p{g}x0 p{g}x1"),
            "",
            "bench.test",
        )
        .unwrap();
        inbox.deliver(&raw).unwrap();
    }
    run_once(&server, &mut inbox).await;
    let moves = records
        .iter()
        .enumerate()
        .map(|(g, r)| {
            r.iter()
                .enumerate()
                .map(|(i, m)| {
                    let p = i % 2;
                    let body = format!("yinsh move {} p{g}x{p} pw{g} {m}\nmy move\n", 101 + g);
                    build_plain(
                        &format!("p{g}x{p}@bench.test"),
                        SERVER,
                        "move",
                        &body,
                        "bench.test",
                    )
                    .unwrap()
                })
                .collect()
        })
        .collect();
    (server, inbox, moves)
}

/// The move mails one round of every game at a time.
pub fn interleaved(games: &[Vec<Vec<u8>>]) -> Vec<&[u8]> {
    let longest = games.iter().map(Vec::len).max().unwrap_or(0);
    (0..longest)
        .flat_map(|i| {
            games
                .iter()
                .filter_map(move |g| g.get(i).map(Vec::as_slice))
        })
        .collect()
}

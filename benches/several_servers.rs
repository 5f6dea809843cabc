//! Throughput of the processing path on Postgres with 1, 2 and 4 servers
//! sharing one database (a private cluster from `scripts/pgbed`), set
//! against one server on SQLite, in the same run.
//!
//! Each server has an inbox of its own, as an operator would run them;
//! each board's move mails wait in one of them (board by board, in turn),
//! so that every move is legal when it is read. The servers run side by
//! side in this process, each with its own connection pool, and process
//! and deliver everything. `cargo bench --bench several_servers` feeds
//! 10,000 move mails; under `cargo test` it runs 300.

#[path = "support/feed.rs"]
mod feed;
#[path = "../tests/support/pgbed.rs"]
mod pgbed;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use feed::{config, prepare, run_once};
use ringmail::mail::maildir::Maildir;
use ringmail::server::Server;

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ringmail-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Sets up `servers` servers on `database` (SQLite when `None`) with the
/// games started, the move mails in their inboxes; then runs them all at
/// once until every mail is processed and every reply delivered. Returns
/// the time that took, having checked that every move was applied.
async fn round(name: &str, database: Option<&str>, servers: usize, n: usize) -> Duration {
    let root = temp(name);
    let first = root.join("server0");
    let (server, inbox, games) = prepare(&first, database, n).await;
    let mut running: Vec<(Server, Maildir)> = vec![(server, inbox)];
    for k in 1..servers {
        let dir = root.join(format!("server{k}"));
        let cfg = config(&dir, database);
        let inbox = Maildir::open(dir.join("inbox"), cfg.max_mail_bytes).unwrap();
        running.push((Server::open(cfg).await.unwrap(), inbox));
    }
    // Board by board in turn to the servers; each inbox holds its boards'
    // mails one round of every board at a time.
    let longest = games.iter().map(Vec::len).max().unwrap();
    for i in 0..longest {
        for (g, moves) in games.iter().enumerate() {
            if let Some(m) = moves.get(i) {
                running[g % servers].1.deliver(m).unwrap();
            }
        }
    }
    let store = running[0].0.store().clone();
    let (_, sent_before, _) = store.outbox_counts().await.unwrap();
    let t = Instant::now();
    let tasks: Vec<_> = running
        .into_iter()
        .map(|(server, mut inbox)| {
            tokio::spawn(async move {
                run_once(&server, &mut inbox).await;
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
    let took = t.elapsed();
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
        .fetch_one(store.pool())
        .await
        .unwrap();
    let (pending, sent, failed) = store.outbox_counts().await.unwrap();
    assert_eq!(moves as usize, n, "every move mail was applied");
    assert_eq!((pending, failed), (0, 0), "every reply was delivered");
    assert_eq!(
        (sent - sent_before) as usize,
        2 * n,
        "two board mails a move"
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&root);
    took
}

fn main() {
    // RINGMAIL_LOG=warn (or any filter) shows the servers' logs.
    if let Ok(filter) = tracing_subscriber::EnvFilter::try_from_env("RINGMAIL_LOG") {
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .init();
    }
    let full = std::env::args().any(|a| a == "--bench");
    // RINGMAIL_BENCH_MAILS for a quicker look.
    let n = match std::env::var("RINGMAIL_BENCH_MAILS") {
        Ok(v) => v.parse().expect("RINGMAIL_BENCH_MAILS is a number"),
        Err(_) if full => 10_000,
        Err(_) => 300,
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let pg = pgbed::PgBed::start("bench");
    rt.block_on(async {
        let rate = |d: Duration| n as f64 / d.as_secs_f64();
        let sqlite = rate(round("sqlite", None, 1, n).await);
        println!("several_servers/sqlite: 1 server, {n} move mails: {sqlite:.0} mails/s");
        for servers in [1, 2, 4] {
            let url = pg.database(&format!("bench{servers}"));
            let took = round(&format!("pg{servers}"), Some(&url), servers, n).await;
            println!(
                "several_servers/postgres: {servers} server(s), {n} move mails: {:.0} mails/s = {:.2} x SQLite",
                rate(took),
                rate(took) / sqlite
            );
        }
    });
    drop(pg);
}

//! Throughput of the processing path: move mails in a Maildir, through
//! `serve --once` (one transaction per mail, replies written as files), set
//! against the bare ceiling of one SQLite transaction per mail inserting one
//! row, on the same database settings, in the same run.
//!
//! `cargo bench --bench server` feeds 10,000 move mails across many games,
//! in three rounds (each a ceiling run, then the path on a database of its
//! own) and reports every round and the median ratio; the machines it runs
//! on are shared and noisy. Under `cargo test` it runs one small round.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ringmail::mail::maildir::Maildir;
use ringmail::server::Server;
use ringmail::store::Store;

#[path = "support/feed.rs"]
mod feed;

use feed::{interleaved, prepare, run_once};

async fn ceiling(dir: &Path, n: usize) -> Duration {
    let store = Store::open(&format!("sqlite://{}/ceiling.db", dir.display()))
        .await
        .unwrap();
    sqlx::query("CREATE TABLE bench (id INTEGER PRIMARY KEY, body BLOB NOT NULL)")
        .execute(store.pool())
        .await
        .unwrap();
    let row = vec![b'x'; 600];
    let t = Instant::now();
    for _ in 0..n {
        let mut tx = store.begin().await.unwrap();
        sqlx::query("INSERT INTO bench (body) VALUES (?)")
            .bind(&row)
            .execute(&mut *tx)
            .await
            .unwrap();
        tx.commit().await.unwrap();
    }
    t.elapsed()
}

/// Puts everything written to the file system of `dir` on disk.
fn quiet_disk(dir: &Path) {
    use std::os::fd::AsRawFd;
    let d = std::fs::File::open(dir).unwrap();
    assert_eq!(unsafe { libc::syncfs(d.as_raw_fd()) }, 0);
}

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ringmail-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// One prepared run: a server with its games started and the move mails
/// waiting in its inbox.
struct Prepared {
    dir: PathBuf,
    server: Server,
    inbox: Maildir,
    boards: i64,
}

async fn prepared(name: &str, n: usize) -> Prepared {
    let dir = temp(name);
    let (server, inbox, games) = prepare(&dir, None, n).await;
    let mails = interleaved(&games);
    assert_eq!(mails.len(), n);
    let boards: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(server.store().pool())
        .await
        .unwrap();
    for m in &mails {
        inbox.deliver(m).unwrap();
    }
    Prepared {
        dir,
        server,
        inbox,
        boards,
    }
}

/// Runs the processing path over a prepared inbox and checks that every
/// move was applied and every reply delivered.
async fn path(p: &mut Prepared, n: usize) -> Duration {
    let t = Instant::now();
    run_once(&p.server, &mut p.inbox).await;
    let took = t.elapsed();
    let pool = p.server.store().pool();
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
        .fetch_one(pool)
        .await
        .unwrap();
    let (pending, sent, failed) = p.server.store().outbox_counts().await.unwrap();
    assert_eq!(moves as usize, n, "every move mail was applied");
    assert_eq!((pending, failed), (0, 0), "every reply was delivered");
    // Per board: two sign-up replies and a board mail to each player;
    // per move: a board mail to each player (the mover's is the reply).
    assert_eq!(sent as usize, p.boards as usize * 4 + n * 2);
    took
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    // RINGMAIL_BENCH_ROUNDS=1 for a quicker look.
    let rounds = std::env::var("RINGMAIL_BENCH_ROUNDS").map_or(3, |r| r.parse().unwrap_or(3));
    let (n, rounds) = if full { (10_000, rounds) } else { (300, 1) };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut runs = Vec::new();
        for r in 0..rounds {
            runs.push(prepared(&format!("path{r}"), n).await);
        }
        if full {
            // ext4 without a journal passes over inodes freed in the last
            // minute when it makes a file (the last six minutes while their
            // inode table is not yet on disk): files deleted just before
            // (a build, an earlier run) would slow the reply files down. So
            // everything is put on disk, and the minute waited out.
            quiet_disk(&std::env::temp_dir());
            tokio::time::sleep(Duration::from_secs(65)).await;
        }
        let rate = |d: Duration| n as f64 / d.as_secs_f64();
        let mut ratios = Vec::new();
        let mut dirs = Vec::new();
        for (r, mut run) in runs.into_iter().enumerate() {
            let cdir = temp(&format!("ceiling{r}"));
            let bare = ceiling(&cdir, n).await;
            let took = path(&mut run, n).await;
            let ratio = rate(took) / rate(bare);
            println!(
                "server/round {}: processing path {n} move mails across {} games in {:.2} s = {:.0} mails/s; \
                 sqlite ceiling {n} one-row transactions in {:.2} s = {:.0} tx/s; ratio {:.0}%",
                r + 1,
                run.boards,
                took.as_secs_f64(),
                rate(took),
                bare.as_secs_f64(),
                rate(bare),
                100.0 * ratio
            );
            ratios.push(ratio);
            dirs.push(cdir);
            dirs.push(run.dir.clone());
        }
        ratios.sort_by(f64::total_cmp);
        println!(
            "server/ratio: processing path at {:.0}% of the ceiling (median of {rounds} rounds; lowest {:.0}%)",
            100.0 * ratios[ratios.len() / 2],
            100.0 * ratios[0]
        );
        for d in dirs {
            let _ = std::fs::remove_dir_all(d);
        }
    });
}

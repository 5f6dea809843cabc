//! `ringmail export`: the record files of finished boards written into a
//! folder. A database of N finished blitz YINSH boards (19 moves each) is
//! made, then the real binary exports it: boards a second, and its peak
//! resident set size (the kernel's `ru_maxrss` of the child), for N and
//! for a tenth of N, so that memory flat in the number of boards shows.
//!
//! `cargo bench --bench export` exports 1,000 boards (and 100); under
//! `cargo test` 40 (and 4), so that the suite keeps it working.

use std::path::{Path, PathBuf};
use std::time::Instant;

use ringmail::store::Store;

#[path = "support/peak_rss.rs"]
mod peak_rss;

/// A short blitz game alice wins with her 19th move.
const BLITZ_WIN: &str = "c3 k7 a2 k8 a3 k9 a4 k10 b1 j11 c3-c4 j11-j10 c4-c5 j10-j9 c5-c6 j9-j8 c6-c7 j8-j7 c7-c8;xc3-c7xa2";

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "ringmail-bench-export-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A database in `dir` with `boards` finished boards.
fn set_up(dir: &Path, boards: usize) -> String {
    let url = format!("sqlite://{}/ringmail.db", dir.display());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let pool = store.pool();
        for p in ["alice", "bob"] {
            sqlx::query("INSERT INTO players (userid, password_hash, created_at) VALUES ($1, 'x', 0)")
                .bind(p)
                .execute(pool)
                .await
                .unwrap();
        }
        let mut tx = pool.begin().await.unwrap();
        for b in 0..boards as i64 {
            let board = 101 + b;
            sqlx::query(
                "INSERT INTO games (board, game, options, player0, player1, status, result, to_move,
                                    thread_id, created_at, updated_at)
                 VALUES ($1, 'yinsh', '-blitz', 'alice', 'bob', 'over', 'alice wins', NULL, $2, $3, $3)",
            )
            .bind(board)
            .bind(format!("<yinsh-board-{board}@bench.test>"))
            .bind(1_795_600_000 + b)
            .execute(&mut *tx)
            .await
            .unwrap();
            for (i, mv) in BLITZ_WIN.split_whitespace().enumerate() {
                sqlx::query(
                    "INSERT INTO moves (board, number, userid, text, comment, created_at)
                     VALUES ($1, $2, $3, $4, '', 0)",
                )
                .bind(board)
                .bind(i as i64 + 1)
                .bind(["alice", "bob"][i % 2])
                .bind(mv)
                .execute(&mut *tx)
                .await
                .unwrap();
            }
        }
        tx.commit().await.unwrap();
        pool.close().await;
    });
    url
}

/// Runs `ringmail export` on the database into `out`: seconds, and peak
/// RSS in KiB.
fn export(url: &str, out: &Path) -> (f64, i64) {
    let t = Instant::now();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_ringmail"))
        .arg("export")
        .arg(out)
        .env("RINGMAIL_DATABASE", url)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let rss = peak_rss::wait_peak_rss(child, "ringmail export");
    (t.elapsed().as_secs_f64(), rss)
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let boards = if full { 1_000 } else { 40 };
    for n in [boards / 10, boards] {
        let dir = temp(&n.to_string());
        let url = set_up(&dir, n);
        let out = dir.join("records");
        let (seconds, rss) = export(&url, &out);
        let files = std::fs::read_dir(&out).unwrap().count();
        assert_eq!(files, 3 * n, "three files a board");
        println!(
            "export: {n} finished boards in {seconds:.2} s ({:.0} boards/s), peak RSS {:.1} MiB",
            n as f64 / seconds,
            rss as f64 / 1024.0
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

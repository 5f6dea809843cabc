//! Memory of `ringmail serve`: 200 players and 10,000 active YINSH boards,
//! then one move mail for each board fed through the Maildir to a running
//! `ringmail serve` (its peak and final resident set size, `VmHWM` and
//! `VmRSS`, read once the inbox and the outbox are empty), then another
//! move mail for each board waiting in the Maildir at once, all processed
//! by `serve --once` (its peak resident set size, the kernel's `ru_maxrss`
//! of the child). Both are the real binary. The set-up
//! runs the binary too, so that this process stays small: a child's
//! `ru_maxrss` starts from its parent's size at the spawn.
//!
//! `cargo bench --bench memory` runs the full size; under `cargo test` it
//! runs a small one (300 boards), so that the suite keeps it working.

use std::path::{Path, PathBuf};
use std::time::Instant;

use ringmail::games::new_game;
use ringmail::mail::compose::build_plain;
use ringmail::mail::maildir::Maildir;
use ringmail::store::Store;

#[path = "support/peak_rss.rs"]
mod peak_rss;

const SERVER: &str = "games@bench.test";
const PLAYERS: usize = 200;

/// The configuration file both the set-up and the measured server use.
fn config_text(dir: &Path) -> String {
    format!(
        "address = \"{SERVER}\"\n\
         database = \"sqlite://{d}/ringmail.db\"\n\
         inbound = \"maildir:{d}/inbox\"\n\
         outbound = \"file:{d}/outbox\"\n\
         confirm_addresses = false\n\
         boards_per_day = 1000000\n",
        d = dir.display()
    )
}

fn mail(from: usize, text: &str) -> Vec<u8> {
    build_plain(
        &format!("p{from}@bench.test"),
        SERVER,
        text,
        "",
        "bench.test",
    )
    .unwrap()
}

/// The two players of board `b` (0-based): distinct, spread over all.
fn players(b: usize) -> (usize, usize) {
    let a = b % PLAYERS;
    (a, (a + 1 + (b / PLAYERS) % (PLAYERS - 1)) % PLAYERS)
}

/// Signs up the players and starts the boards: the mails go into the
/// Maildir and the real binary processes them (the bench's own process
/// stays small: a child's peak RSS as the kernel reports it starts from its
/// parent's at the spawn).
fn set_up(dir: &Path, boards: usize) {
    let inbox = Maildir::open(dir.join("inbox"), 1 << 20).unwrap();
    for p in 0..PLAYERS {
        inbox
            .deliver(&mail(p, &format!("signup p{p} pw{p}")))
            .unwrap();
    }
    for b in 0..boards {
        let (x, o) = players(b);
        inbox
            .deliver(&mail(x, &format!("yinsh challenge p{x} p{o}")))
            .unwrap();
    }
    serve_once(dir);
}

/// The number of rows `sql` counts.
fn count(dir: &Path, sql: &'static str) -> i64 {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let store = Store::open(&format!("sqlite://{}/ringmail.db", dir.display()))
            .await
            .unwrap();
        sqlx::query_scalar(sql)
            .fetch_one(store.pool())
            .await
            .unwrap()
    })
}

fn temp() -> PathBuf {
    let d = std::env::temp_dir().join(format!("ringmail-bench-memory-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `ringmail serve --once` and returns its peak RSS in KiB.
fn serve_once(dir: &Path) -> i64 {
    let file = dir.join("ringmail.toml");
    // RINGMAIL_BENCH_HEAPTRACK=FILE runs it under heaptrack, writing the
    // heap profile to FILE (read it with heaptrack_print; the peak RSS
    // then includes heaptrack's own).
    let mut command = match std::env::var("RINGMAIL_BENCH_HEAPTRACK") {
        Ok(out) => {
            let mut c = std::process::Command::new("heaptrack");
            c.arg("-o").arg(out).arg(env!("CARGO_BIN_EXE_ringmail"));
            c
        }
        Err(_) => std::process::Command::new(env!("CARGO_BIN_EXE_ringmail")),
    };
    let child = command
        .args(["serve", "--once", "--config"])
        .arg(&file)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    peak_rss::wait_peak_rss(child, "serve --once")
}

/// A running `ringmail serve` fed `mails` through the Maildir while it
/// runs; waits until every move is applied and every reply sent, and
/// returns its (VmHWM, VmRSS) in KiB then.
fn serve_running(dir: &Path, mails: &[Vec<u8>], moves_then: i64) -> (i64, i64) {
    let file = dir.join("ringmail.toml");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_ringmail"))
        .args(["serve", "--config"])
        .arg(&file)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let inbox = Maildir::open(dir.join("inbox"), 1 << 20).unwrap();
    for m in mails {
        inbox.deliver(m).unwrap();
    }
    let started = Instant::now();
    loop {
        assert!(
            child.try_wait().unwrap().is_none(),
            "serve stopped while mail was waiting"
        );
        let moves = count(dir, "SELECT COUNT(*) FROM moves");
        let unsent = count(dir, "SELECT COUNT(*) FROM outbox WHERE status != 'sent'");
        if moves == moves_then && unsent == 0 {
            break;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(1800),
            "serve took too long: {moves} of {moves_then} moves, {unsent} replies unsent"
        );
        std::thread::sleep(std::time::Duration::from_millis(500));
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let kib = |field: &str| -> i64 {
        status
            .lines()
            .find_map(|l| l.strip_prefix(field))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or_else(|| panic!("{field} in /proc/PID/status"))
    };
    let measured = (kib("VmHWM:"), kib("VmRSS:"));
    // SAFETY: the child is ours and still running.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let stopped = child.wait().unwrap();
    assert!(stopped.success(), "serve did not stop cleanly: {stopped}");
    measured
}

/// One move mail for each of `boards` boards: the first legal move of the
/// player to move after `before` (the same on every board).
fn move_mails(boards: usize, before: &[String]) -> Vec<Vec<u8>> {
    let mut g = new_game("yinsh", &[]).unwrap();
    for m in before {
        g.play_text(m).unwrap();
    }
    let next = g.legal_move_texts()[0].clone();
    (0..boards)
        .map(|b| {
            let (x, o) = players(b);
            let p = if before.len().is_multiple_of(2) { x } else { o };
            mail(p, &format!("yinsh move {} p{p} pw{p} {next}", 101 + b))
        })
        .collect()
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let boards = if full { 10_000 } else { 300 };
    let dir = temp();
    std::fs::write(dir.join("ringmail.toml"), config_text(&dir)).unwrap();
    let t = Instant::now();
    set_up(&dir, boards);
    let set_up_took = t.elapsed();
    let running = count(&dir, "SELECT COUNT(*) FROM games WHERE status = 'active'");
    assert_eq!(running as usize, boards, "every board started");
    // One move on every board, fed to a running server.
    let first = move_mails(boards, &[]);
    let t = Instant::now();
    let (hwm, rss) = serve_running(&dir, &first, boards as i64);
    println!(
        "memory/serve: {PLAYERS} players, {boards} active boards (set up in {:.1} s), \
         {boards} move mails fed to a running server, processed and answered in {:.1} s: \
         peak RSS (VmHWM) {:.1} MiB, RSS after (VmRSS) {:.1} MiB",
        set_up_took.as_secs_f64(),
        t.elapsed().as_secs_f64(),
        hwm as f64 / 1024.0,
        rss as f64 / 1024.0
    );
    // Another move on every board, all waiting at once.
    let played = new_game("yinsh", &[]).unwrap().legal_move_texts()[0].clone();
    let second = move_mails(boards, &[played]);
    let inbox = Maildir::open(dir.join("inbox"), 1 << 20).unwrap();
    for m in &second {
        inbox.deliver(m).unwrap();
    }
    let t = Instant::now();
    let peak_kib = serve_once(&dir);
    let took = t.elapsed();
    let moves = count(&dir, "SELECT COUNT(*) FROM moves");
    assert_eq!(moves as usize, 2 * boards, "every move was applied");
    println!(
        "memory/serve_once: {boards} active boards, {boards} move mails waiting at once, \
         processed in {:.1} s: peak RSS {:.1} MiB",
        took.as_secs_f64(),
        peak_kib as f64 / 1024.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}

//! The analysis of a 60-move game (spec/analysis.md) at the default
//! budget (`robots.analysis_playouts`, 25,000 playouts a position): the
//! first 60 moves of a normal YINSH game of the robot
//! (`tests/fixtures/games/yinsh-robot-game.txt`, 61 positions), analysed
//! by the real binary (`ringmail analyse ... --chart`) on one core: its
//! wall time, and its peak resident set size (the kernel's `ru_maxrss`).
//!
//! `cargo bench --bench analysis` runs it at the default budget; under
//! `cargo test` at 200 playouts a position, so that the suite keeps it
//! working.

use std::time::Instant;

#[path = "support/peak_rss.rs"]
mod peak_rss;

/// The game.
const GAME: &str = include_str!("../tests/fixtures/games/yinsh-robot-game.txt");
/// Moves analysed.
const MOVES: usize = 60;
/// The configuration's default budget (`config/default.toml`).
const DEFAULT_PLAYOUTS: u64 = 25_000;

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let playouts = if full { DEFAULT_PLAYOUTS } else { 200 };
    let dir = std::env::temp_dir().join(format!("ringmail-bench-analysis-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.txt");
    let moves: Vec<&str> = GAME.lines().take(MOVES).collect();
    assert_eq!(moves.len(), MOVES);
    std::fs::write(&record, moves.join("\n")).unwrap();
    let chart = dir.join("chart.png");
    let t = Instant::now();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_ringmail"))
        .args(["analyse", "yinsh", "--json", "--playouts"])
        .arg(playouts.to_string())
        .arg("--chart")
        .arg(&chart)
        .arg(&record)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let rss = peak_rss::wait_peak_rss(child, "ringmail analyse");
    let seconds = t.elapsed().as_secs_f64();
    assert!(
        std::fs::metadata(&chart).unwrap().len() > 0,
        "the chart is written"
    );
    println!(
        "analysis: {MOVES} moves ({} positions) at {playouts} playouts a position in {seconds:.1} s ({:.2} s a position), peak RSS {:.1} MiB",
        MOVES + 1,
        seconds / (MOVES + 1) as f64,
        rss as f64 / 1024.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}

//! `train-yinsh-eval`: learns the robot's YINSH evaluation from its own
//! games and writes the weights file the robot reads
//! (`src/robots/yinsh/weights.txt`).
//!
//! ```sh
//! cargo run --release --bin train-yinsh-eval -- --games 800 --playouts 400
//! ```
//!
//! The robot plays itself with the weights it has (one normal and one
//! blitz match of `--games` games, `--playouts` a move); the weights that
//! best predict a blend of each position's ending and the robot's search
//! of it (`--ending`, the ending's share) replace them. The same settings
//! give the same file on any machine.

use std::path::PathBuf;
use std::time::Instant;

use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use ringmail::robots::training::{self, SelfPlay};
use ringmail::robots::yinsh::eval::{self, Weights};

/// Learns the robot's YINSH evaluation from its own games.
#[derive(Parser)]
struct Args {
    /// Games of each kind (normal, blitz).
    #[arg(long, default_value_t = 800)]
    games: usize,
    /// The robot's budget a move, in playouts.
    #[arg(long, default_value_t = 400)]
    playouts: u64,
    /// Random opening lines before the robot takes over.
    #[arg(long, default_value_t = 4)]
    opening: u32,
    /// The share of the games' endings in what the weights predict; the
    /// rest is the robot's search of each position.
    #[arg(long, default_value_t = 0.5)]
    ending: f32,
    /// Fixes the games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// The weights file to write.
    #[arg(long, default_value = "src/robots/yinsh/weights.txt")]
    out: PathBuf,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let started = Instant::now();
    let mut weights = [Weights([0.0; eval::N]); 2];
    let mut report = vec![format!(
        "Learned from the robot's own games: cargo run --release --bin train-yinsh-eval -- \
         --games {} --playouts {} --opening {} --ending {} --seed {}",
        args.games, args.playouts, args.opening, args.ending, args.seed
    )];
    for (k, blitz) in [false, true].into_iter().enumerate() {
        let name = if blitz { "blitz" } else { "normal" };
        let cfg = SelfPlay {
            games: args.games,
            blitz,
            playouts: args.playouts,
            opening: args.opening,
            seed: args.seed.wrapping_add(k as u64),
            jobs: args.jobs,
        };
        let bar = ProgressBar::new(args.games as u64).with_style(
            ProgressStyle::with_template(&format!(
                "{name}: {{bar:40}} {{pos}}/{{len}} games, {{eta}} left"
            ))
            .expect("a valid template"),
        );
        let samples = training::self_play(&cfg, &|| bar.inc(1));
        bar.finish_and_clear();
        let (test, train): (Vec<_>, Vec<_>) = samples.iter().partition(|s| training::held_out(s));
        let train: Vec<_> = train.into_iter().copied().collect();
        let w = training::fit(&train, args.ending, 1.0);
        let line = format!(
            "{name}: {} positions of {} games; log loss on the held-out fifth {:.4} \
             (the weights of 2026: {:.4})",
            samples.len(),
            args.games,
            training::log_loss(&w, test.iter().copied()),
            training::log_loss(&Weights::ROBOT_2026[k], test.iter().copied()),
        );
        println!("{line}");
        report.push(line);
        weights[k] = w;
    }
    report.push(format!(
        "{:.0} s on {} threads",
        started.elapsed().as_secs_f64(),
        args.jobs
    ));
    std::fs::write(&args.out, eval::write(&report.join("\n"), &weights))?;
    println!("wrote {}", args.out.display());
    Ok(())
}

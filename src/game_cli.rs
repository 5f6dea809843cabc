//! The game commands of `ringmail`: `replay`, `robot`, `analyse` and
//! `match`, each from its command-line arguments to an exit status.

use std::path::Path;
use std::time::Duration;

use ringmail::robots::{
    self, Budget,
    matchplay::{MatchConfig, PlayerSpec},
};

/// `ringmail robot`.
#[allow(clippy::too_many_arguments)]
pub fn robot(
    game: &str,
    blitz: bool,
    size: Option<u32>,
    think: Option<u64>,
    playouts: Option<u64>,
    seed: Option<u64>,
    threads: usize,
    file: Option<&str>,
) -> i32 {
    let start = std::time::Instant::now();
    let options = match game_options("robot", game, blitz, size) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    let budget = match playouts {
        Some(n) => Budget::playouts(n),
        None => Budget::think(Duration::from_millis(think.unwrap_or(2000))),
    };
    let settings = robots::cli::Settings {
        budget,
        seed: seed.unwrap_or_else(robots::cli::clock_seed),
        threads,
        caps: robots::Caps::default(),
    };
    robots::cli::run_robot(game, &options, settings, file, start)
}

/// `ringmail analyse`.
#[allow(clippy::too_many_arguments)]
pub fn analyse(
    game: &str,
    blitz: bool,
    size: Option<u32>,
    json: bool,
    chart: Option<&Path>,
    playouts: u64,
    seed: u64,
    file: Option<&str>,
) -> i32 {
    let options = match game_options("analyse", game, blitz, size) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    let settings = robots::cli::Settings {
        budget: Budget::playouts(playouts),
        seed,
        threads: 1,
        caps: robots::Caps::default(),
    };
    let game = game.to_ascii_lowercase();
    ringmail::analysis::cli::run(&game, &options, file, json, chart, settings)
}

/// `ringmail match`: `players` as written, `games` in all and the first
/// one played (from 1), `budget` the default one (milliseconds, playouts),
/// `nodes` the bound of the trees.
#[allow(clippy::too_many_arguments)]
pub fn play_match(
    game: &str,
    players: [&str; 2],
    blitz: bool,
    size: Option<u32>,
    (games, first): (usize, usize),
    budget: (Option<u64>, Option<u64>),
    nodes: Option<usize>,
    opening: u32,
    seed: u64,
    jobs: usize,
) -> i32 {
    let options = match game_options("match", game, blitz, size) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let default = match budget {
        (_, Some(n)) => Some(Budget::playouts(n)),
        (Some(ms), None) => Some(Budget::think(Duration::from_millis(ms))),
        (None, None) => None,
    };
    let spec = |t: &str| PlayerSpec::parse(t, default);
    match (spec(players[0]), spec(players[1])) {
        (Ok(a), Ok(b)) => {
            let options: Vec<&str> = options.iter().map(String::as_str).collect();
            let cfg = MatchConfig {
                a,
                b,
                games,
                first: first.saturating_sub(1),
                opening,
                seed,
                jobs,
                caps: nodes.map_or_else(robots::Caps::default, robots::Caps::nodes),
            };
            robots::cli::run_match(game, &options, &cfg)
        }
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("ringmail match: {e}");
            1
        }
    }
}

/// The challenge options of `--blitz` and `--size`, or the exit status
/// after saying why they do not fit the game.
fn game_options(
    command: &str,
    game: &str,
    blitz: bool,
    size: Option<u32>,
) -> Result<Vec<String>, i32> {
    let bad = |msg: &str| {
        eprintln!("ringmail {command}: {msg}");
        Err(1)
    };
    match (game.to_ascii_lowercase().as_str(), blitz, size) {
        (_, true, Some(_)) => return bad("--blitz and --size do not go together"),
        ("yinsh", _, Some(_)) => return bad("--size is an option of rin, not yinsh"),
        ("rin", true, _) => return bad("--blitz is an option of yinsh, not rin"),
        _ => {}
    }
    let mut options = Vec::new();
    if blitz {
        options.push("-blitz".to_string());
    }
    if let Some(n) = size {
        options.push(format!("-size={n}"));
    }
    Ok(options)
}

pub fn replay(game: &str, blitz: bool, size: Option<u32>, json: bool, file: Option<&str>) -> i32 {
    let game = game.to_ascii_lowercase();
    match game_options("replay", &game, blitz, size) {
        Ok(options) => {
            let options: Vec<&str> = options.iter().map(String::as_str).collect();
            ringmail::replay::run(&game, &options, json, file)
        }
        Err(code) => code,
    }
}

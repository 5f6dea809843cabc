//! `ringmail replay`: plays a game record through a rules engine and prints
//! the final position (see `spec/replay.md`).

use std::io::Write;

use crate::games::{AnyGame, new_game};

/// How a replay ended, mapped to the exit status by the CLI.
#[derive(Debug)]
pub enum ReplayError {
    /// A move could not be parsed or is illegal (exit 2): its number among
    /// the non-skipped lines, its text, and the reason.
    Move {
        /// 1-based count of non-skipped lines.
        number: usize,
        /// The line as written.
        text: String,
        /// Why it was refused.
        reason: String,
    },
    /// Anything else (exit 1).
    Other(String),
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Move {
                number,
                text,
                reason,
            } => write!(f, "move {number}: {text}: {reason}"),
            ReplayError::Other(s) => f.write_str(s),
        }
    }
}

/// Plays every move line of `record` on a new game. Blank lines and lines
/// starting with `#` are skipped.
pub fn replay(game: &str, options: &[&str], record: &str) -> Result<Box<dyn AnyGame>, ReplayError> {
    let mut g = new_game(game, options).map_err(|e| ReplayError::Other(e.to_string()))?;
    play_record(record, |line| g.play_text(line))?;
    Ok(g)
}

/// Plays each move line of `record` (blank lines and lines starting with
/// `#` skipped) with `play`; the first refusal is the error, numbered by
/// the lines played.
pub fn play_record<T, E: std::fmt::Display>(
    record: &str,
    mut play: impl FnMut(&str) -> Result<T, E>,
) -> Result<(), ReplayError> {
    let lines = record
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    for (i, line) in lines.enumerate() {
        play(line).map_err(|e| ReplayError::Move {
            number: i + 1,
            text: line.to_string(),
            reason: e.to_string(),
        })?;
    }
    Ok(())
}

/// The output of a successful replay: the board and status lines, or the
/// JSON object.
pub fn output(g: &dyn AnyGame, json: bool) -> String {
    if json {
        let mut s = serde_json::to_string(&g.to_json()).expect("JSON of a position");
        s.push('\n');
        s
    } else {
        g.render(g.colours())
    }
}

/// A game record from `file`, or from standard input when `None`; the
/// error says what could not be read.
pub fn read_record(file: Option<&str>) -> Result<String, String> {
    match file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}")),
        None => std::io::read_to_string(std::io::stdin())
            .map_err(|e| format!("cannot read standard input: {e}")),
    }
}

/// Runs the command and returns the exit status.
pub fn run(game: &str, options: &[&str], json: bool, file: Option<&str>) -> i32 {
    let record = match read_record(file) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    match replay(game, options, &record) {
        Ok(g) => {
            let out = output(g.as_ref(), json);
            let mut stdout = std::io::stdout().lock();
            if stdout
                .write_all(out.as_bytes())
                .and_then(|_| stdout.flush())
                .is_err()
            {
                return 1;
            }
            0
        }
        Err(e @ ReplayError::Move { .. }) => {
            eprintln!("{e}");
            2
        }
        Err(e) => {
            eprintln!("{e}");
            1
        }
    }
}

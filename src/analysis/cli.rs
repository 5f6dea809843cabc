//! `ringmail analyse GAME FILE [--json] [--chart FILE.png]`: the analysis
//! of a game record on the command line, as a mail would give it: the
//! marked moves as a table (or, with `--json`, every move's numbers), and
//! with `--chart` the chart written to a PNG file.

use std::io::Write;
use std::path::Path;

use super::Analysis;
use super::mail::table;
use crate::language::Language;
use crate::replay::ReplayError;
use crate::robots::analysis::judge_record;
use crate::robots::cli::{RobotError, Settings};

/// Analyses the record in `file` (standard input when `None`) of `game`
/// with `options`; prints the table or the JSON, writes the chart. The
/// exit status: 0, 2 for a record that does not replay, 1 otherwise.
pub fn run(
    game: &str,
    options: &[&str],
    file: Option<&str>,
    json: bool,
    chart: Option<&Path>,
    settings: Settings,
) -> i32 {
    let record = match crate::replay::read_record(file) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("ringmail analyse: {e}");
            return 1;
        }
    };
    let colours = match crate::games::new_game(game, options) {
        Ok(g) => Ok(g.colours()),
        Err(e) => Err(e.to_string()),
    };
    let colours = match colours {
        Ok(c) => c,
        Err(e) => {
            eprintln!("ringmail analyse: {e}");
            return 1;
        }
    };
    let judged = judge_record(game, options, &record, settings, &mut |_| {});
    let judgement = match judged {
        Ok(j) => j,
        Err(e @ RobotError::Replay(ReplayError::Move { .. })) => {
            eprintln!("{e}");
            return 2;
        }
        Err(e) => {
            eprintln!("ringmail analyse: {e}");
            return 1;
        }
    };
    let players = [colours[0], colours[1]];
    let a = Analysis::from_judgement(game, players, colours, &judgement);
    if let Some(path) = chart
        && let Err(e) = std::fs::write(path, a.chart().png())
    {
        eprintln!("ringmail analyse: cannot write {}: {e}", path.display());
        return 1;
    }
    let out = if json {
        format!("{}\n", a.to_json())
    } else {
        table(&a, Language::ENGLISH, None)
    };
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

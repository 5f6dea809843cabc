//! A board's record files (spec/records.md): `GAME-N.txt`, the record with
//! `#` header lines that `ringmail replay` reads as it is; `GAME-N.json`,
//! what `ringmail replay --json` prints for it; and `GAME-N.gif`, the game
//! replayed by the board pictures ([`crate::picture::animation`]).
//!
//! The record's move lines are the moves played, in canonical notation. A
//! resignation, an agreed draw or a loss on time is no move: it is told in
//! the header, and the record replays to the board's final position.

pub mod export;

use crate::board_mail::results::TIMEOUT;
use crate::boards::play_logged;
use crate::games::{AnyGame, new_game};
use crate::language::utc_text;
use crate::picture::{self, Picture, animation};
use crate::store::{GameRow, MoveRow};

/// The three files of a board.
#[derive(Debug, Clone)]
pub struct RecordFiles {
    /// `yinsh-101`: the files' name without its extension.
    pub stem: String,
    pub text: String,
    pub json: String,
    pub gif: Vec<u8>,
}

/// Whether a log line is no move (a resignation, an agreed draw, a loss on
/// time).
fn ends_the_game(text: &str) -> bool {
    matches!(text, "resign" | "draw") || text == TIMEOUT
}

/// The record of a board: its header, then one move a line.
pub fn record_text(row: &GameRow, moves: &[MoveRow], game: &dyn AnyGame) -> String {
    let colours = game.colours();
    let symbols = game.symbols();
    let mut out = format!("# {} Board {}\n", row.game, row.board);
    let options = if row.options.trim().is_empty() {
        "none"
    } else {
        row.options.trim()
    };
    out.push_str(&format!("# options: {options}\n"));
    for (seat, player) in row.players().iter().enumerate() {
        out.push_str(&format!(
            "# {} ({}): {player}\n",
            colours[seat], symbols[seat]
        ));
    }
    out.push_str(&format!("# started: {}\n", utc_text(row.created_at)));
    out.push_str(&format!("# last change: {}\n", utc_text(row.updated_at)));
    out.push_str(&format!("# {}\n", how_it_stands(row, moves)));
    for m in moves.iter().filter(|m| !ends_the_game(&m.text)) {
        out.push_str(&m.text);
        out.push('\n');
    }
    out
}

/// `result: alice wins (bob resigned)`, or `running: bob to move`.
fn how_it_stands(row: &GameRow, moves: &[MoveRow]) -> String {
    let Some(result) = row.result.as_deref().filter(|_| row.status == "over") else {
        let to_move = row.to_move.as_deref().unwrap_or("nobody");
        return format!("running: {to_move} to move ({} moves)", moves.len());
    };
    let how = match moves.last() {
        Some(m) if m.text == "resign" => format!("{} resigned", m.userid),
        Some(m) if m.text == TIMEOUT => format!("{} lost on time", m.userid),
        Some(m) if m.text == "draw" => "drawn by agreement".to_string(),
        _ => "played to the end".to_string(),
    };
    format!("result: {result} ({how})")
}

/// The board pictures of a game: the start, then the position after each
/// move with its marks; a game ended by a resignation, a draw or a loss on
/// time ends with its final picture unmarked, as the board mail shows it.
pub fn pictures(row: &GameRow, moves: &[MoveRow]) -> anyhow::Result<Vec<Picture>> {
    let mut g = new_game(&row.game, &row.option_words())
        .map_err(|e| anyhow::anyhow!("board {} has bad options: {e}", row.board))?;
    let mut out = vec![picture::picture(g.as_ref(), None)];
    for m in moves {
        play_logged(g.as_mut(), row, m)
            .map_err(|e| anyhow::anyhow!("board {} move {}: {e}", row.board, m.number))?;
        out.push(picture::picture(g.as_ref(), Some(&m.text)));
    }
    Ok(out)
}

/// The three files of a board.
pub fn record_files(row: &GameRow, moves: &[MoveRow]) -> anyhow::Result<RecordFiles> {
    let pictures = pictures(row, moves)?;
    let text = {
        let g = crate::boards::replay(row, moves, None)?;
        record_text(row, moves, g.as_ref())
    };
    let replayed = crate::replay::replay(&row.game, &row.option_words(), &text)
        .map_err(|e| anyhow::anyhow!("board {}'s record does not replay: {e}", row.board))?;
    let json = crate::replay::output(replayed.as_ref(), true);
    let (gif, _) = animation::replay_gif(&pictures)?;
    Ok(RecordFiles {
        stem: format!("{}-{}", row.game, row.board),
        text,
        json,
        gif,
    })
}

//! A board's analysis: made from its log by the robot, or read from what
//! was kept, and mailed to a player who asked for it.

use sqlx::AnyConnection;

use super::Analysis;
use super::mail::{heading, mail};
use crate::board_mail::results::{TIMEOUT, stored_result_msg};
use crate::games::new_game;
use crate::mail::compose::Draft;
use crate::robots::analysis::judge_record;
use crate::robots::cli::Settings;
use crate::store::{self, GameRow, MoveRow};

/// Playouts a second the robot searches on one core, for the estimates
/// of how long an analysis takes (YINSH, the `analysis` benchmark).
pub const PLAYOUTS_A_SECOND: u64 = 50_000;

/// About how many seconds the search of `positions` positions at
/// `playouts` each takes on one core.
pub fn seconds_for(positions: usize, playouts: u64) -> u64 {
    positions as u64 * playouts / PLAYOUTS_A_SECOND
}

/// The moves of a board's log to analyse: every move before a
/// resignation, an agreed draw or a loss on time, which are no moves.
pub fn record_of(moves: &[MoveRow]) -> String {
    moves
        .iter()
        .take_while(|m| !matches!(m.text.as_str(), "resign" | "draw") && m.text != TIMEOUT)
        .map(|m| m.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The positions an analysis of `moves` searches: one before each move
/// and the last.
pub fn positions(moves: &[MoveRow]) -> usize {
    record_of(moves).lines().count() + 1
}

/// The robot's analysis of a board (a search of every position, on the
/// calling thread), with the playouts it took.
pub fn analyse(
    row: &GameRow,
    moves: &[MoveRow],
    settings: Settings,
) -> anyhow::Result<(Analysis, u64)> {
    let options = row.option_words();
    let colours = new_game(&row.game, &options)
        .map_err(|e| anyhow::anyhow!("board {} has bad options: {e}", row.board))?
        .colours();
    let record = record_of(moves);
    let judgement = judge_record(&row.game, &options, &record, settings, &mut |_| {})
        .map_err(|e| anyhow::anyhow!("board {}: {e}", row.board))?;
    let a = Analysis::from_judgement(&row.game, row.players(), colours, &judgement);
    Ok((a, judgement.playouts))
}

/// The analysis mail of board `row` to `userid`, at their first address
/// that takes mail and in their language; `None` when they have no such
/// address. `playouts`: each position's search.
pub async fn mail_to(
    c: &mut AnyConnection,
    row: &GameRow,
    a: &Analysis,
    playouts: i64,
    userid: &str,
) -> anyhow::Result<Option<Draft>> {
    let [address, _] = store::first_addresses(&mut *c, [userid, userid]).await?;
    let Some(to) = address else {
        return Ok(None);
    };
    let lang = store::languages::language_of(&mut *c, userid).await?;
    let colours = new_game(&row.game, &row.option_words())
        .map_err(|e| anyhow::anyhow!("board {} has bad options: {e}", row.board))?
        .colours();
    let result = stored_result_msg(row.result.as_deref().unwrap_or("-"));
    let head = heading(&row.game, row.board, row.players(), colours, result);
    Ok(Some(mail(
        a,
        row.board,
        &to,
        lang,
        &head,
        playouts.max(0) as u64,
    )))
}

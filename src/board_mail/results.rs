//! How a board's end is written and said: the log entry of a loss on
//! time, the stored result (`alice wins`, `draw`, `void`), the result in
//! the reader's words, and the board with its status lines.

use crate::games::{AnyGame, Outcome};
use crate::language::{Language, Msg};
use crate::msg;
use crate::store::{GameRow, MoveRow};

/// The log entry of a loss on time, written by the clock runner under the
/// player whose clock ran out.
pub const TIMEOUT: &str = "timeout";

/// The stored result of a void board.
pub const VOID: &str = "void";

/// Whether the board ended void.
pub fn is_void(row: &GameRow) -> bool {
    row.result.as_deref() == Some(VOID)
}

/// `alice wins` or `draw`, or `void` for a board void on time (see
/// [`crate::boards::void`], the void rule): the result as it is stored and as subjects say it,
/// the same in every language.
pub fn result_text(row: &GameRow, outcome: Outcome) -> String {
    if is_void(row) {
        return VOID.to_string();
    }
    match outcome {
        Outcome::Win(s) => format!("{} wins", row.players()[s]),
        Outcome::Draw => "draw".to_string(),
    }
}

/// A board's result as a message, for the reader's language.
pub fn result_msg(row: &GameRow, outcome: Outcome) -> Msg {
    stored_result_msg(&result_text(row, outcome))
}

/// A stored result ([`result_text`]) as a message; any other stored text
/// as it is.
pub fn stored_result_msg(result: &str) -> Msg {
    if result == VOID {
        msg!("board-result-void")
    } else if result == "draw" {
        msg!("board-result-draw")
    } else if let Some(user) = result.strip_suffix(" wins") {
        msg!("board-result-wins", user = user)
    } else {
        Msg::verbatim(result)
    }
}

/// The board and its status lines in `lang` (the board itself is the
/// same in every language). On a void board shown after its whole log,
/// the closing `Game over:` line says void, and why, instead of the
/// winner the replayed `timeout` gives.
pub fn render_in(lang: Language, row: &GameRow, moves: &[MoveRow], game: &dyn AnyGame) -> String {
    let mut lines: Vec<Msg> = game.status_lines(row.players());
    if let Some(last) = moves
        .last()
        .filter(|_| is_void(row) && game.outcome().is_some())
        && let Some(over) = lines.last_mut()
    {
        // The last status line of a finished game is its result.
        *over = msg!("board-void-game-over", user = &last.userid);
    }
    let mut out = game.ascii_board();
    for line in &lines {
        out.push_str(&lang.text(line));
        out.push('\n');
    }
    out
}

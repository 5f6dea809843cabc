//! Boards void on time. A challenge from one of its players starts a
//! board at once, without the other's consent, so a loss on time by a
//! player who never moved on the board proves nothing: such a board ends
//! void. Nobody wins, no rating changes and the standings count nothing;
//! the stored result is [`VOID`].
//!
//! The log still ends with the `timeout` entry of the player whose clock
//! ran out (replayed as their resignation, so the position is over like
//! any board lost on time); what the mails and lists say of the outcome
//! comes from the stored result.

use crate::games::AnyGame;
use crate::store::{GameRow, MoveRow};

/// The stored result of a void board.
pub const VOID: &str = "void";

/// Whether the board ended void.
pub fn is_void(row: &GameRow) -> bool {
    row.result.as_deref() == Some(VOID)
}

/// Whether a loss on time by `userid` makes the board void: the log has
/// no entry of theirs.
pub fn voids(moves: &[MoveRow], userid: &str) -> bool {
    moves.iter().all(|m| m.userid != userid)
}

/// `bob never moved`: the cause in the subject of a void board's mails.
pub fn cause(userid: &str) -> String {
    format!("{userid} never moved")
}

/// Why the board is void, at the top of its final mails.
pub fn reason(row: &GameRow, userid: &str) -> String {
    format!(
        "Board {} is void: {userid} ran out of time without ever moving on it, \
         so nobody wins and ratings do not change.",
        row.board
    )
}

/// The board and its status lines. On a void board shown after its whole
/// log, the closing `Game over:` line says void, and why, instead of the
/// winner the replayed `timeout` gives.
pub fn render(row: &GameRow, moves: &[MoveRow], game: &dyn AnyGame) -> String {
    let out = game.render(row.players());
    let Some(last) = moves
        .last()
        .filter(|_| is_void(row) && game.outcome().is_some())
    else {
        return out;
    };
    let body = out.strip_suffix('\n').unwrap_or(&out);
    let start = body.rfind('\n').map_or(0, |i| i + 1);
    if !body[start..].starts_with("Game over:") {
        return out;
    }
    format!(
        "{}Game over: void ({})\n",
        &out[..start],
        cause(&last.userid)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::board::replay;

    fn row(result: Option<&str>) -> GameRow {
        GameRow {
            board: 101,
            game: "yinsh".into(),
            options: String::new(),
            player0: "mallory".into(),
            player1: "bob".into(),
            status: "over".into(),
            result: result.map(Into::into),
            to_move: None,
            thread_id: "<t@ringmail.test>".into(),
            created_at: 0,
            updated_at: 0,
            nag_days: 1,
            forfeit_days: 2,
        }
    }

    fn entry(number: i64, userid: &str, text: &str) -> MoveRow {
        MoveRow {
            number,
            userid: userid.into(),
            text: text.into(),
            comment: String::new(),
        }
    }

    #[test]
    fn only_a_player_without_an_entry_voids() {
        let log = [entry(1, "mallory", "e5")];
        assert!(voids(&log, "bob"));
        assert!(!voids(&log, "mallory"));
        assert!(voids(&[], "mallory"));
    }

    #[test]
    fn a_void_board_says_so_in_its_status_line() {
        let log = [entry(1, "mallory", "timeout")];
        let void = row(Some(VOID));
        let game = replay(&void, &log, None).unwrap();
        let text = render(&void, &log, game.as_ref());
        assert!(
            text.ends_with("\nGame over: void (mallory never moved)\n"),
            "{text}"
        );
        assert!(!text.contains("wins"), "{text}");
        // A board lost on time as a rated loss keeps the winner.
        let won = row(Some("bob wins"));
        let text = render(&won, &log, game.as_ref());
        assert!(text.ends_with("\nGame over: bob wins\n"), "{text}");
        // Before the end, the position is shown as it was.
        let start = replay(&void, &log, Some(0)).unwrap();
        assert_eq!(
            render(&void, &[], start.as_ref()),
            start.render(void.players())
        );
    }
}

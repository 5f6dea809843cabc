//! Boards void on time. A challenge from one of its players starts a
//! board at once, without the other's consent, so a loss on time by a
//! player who never moved on the board proves nothing: such a board ends
//! void. Nobody wins, no rating changes and the standings count nothing;
//! the stored result is [`VOID`] (how it is said and shown is in
//! [`crate::board_mail::results`]).
//!
//! The log still ends with the `timeout` entry of the player whose clock
//! ran out (replayed as their resignation, so the position is over like
//! any board lost on time); what the mails and lists say of the outcome
//! comes from the stored result.

pub use crate::board_mail::results::{VOID, is_void};
use crate::language::Msg;
use crate::store::{GameRow, MoveRow};

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
pub fn reason(row: &GameRow, userid: &str) -> Msg {
    crate::msg!("board-void-reason", board = row.board, user = userid)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board_mail::results::render_in;
    use crate::boards::replay;
    use crate::language::Language;

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
            tournament: None,
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
        let text = render_in(Language::ENGLISH, &void, &log, game.as_ref());
        assert!(
            text.ends_with("\nGame over: void (mallory never moved)\n"),
            "{text}"
        );
        assert!(!text.contains("wins"), "{text}");
        // A board lost on time as a rated loss keeps the winner.
        let won = row(Some("bob wins"));
        let text = render_in(Language::ENGLISH, &won, &log, game.as_ref());
        assert!(text.ends_with("\nGame over: bob wins\n"), "{text}");
        // Before the end, the position is shown as it was.
        let start = replay(&void, &log, Some(0)).unwrap();
        assert_eq!(
            render_in(Language::ENGLISH, &void, &[], start.as_ref()),
            start.render(void.players())
        );
        // In French: the same board, the status lines in French.
        let french = Language::from_code("fr").unwrap();
        let text = render_in(french, &void, &log, game.as_ref());
        assert!(text.starts_with(&game.ascii_board()), "{text}");
        assert!(
            text.ends_with("\nPartie terminée : annulée (mallory n'a jamais joué)\n"),
            "{text}"
        );
        assert!(
            french
                .text(&reason(&void, "mallory"))
                .starts_with("La partie 101 est annulée")
        );
    }
}

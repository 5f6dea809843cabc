//! The block every board mail starts with, to every recipient
//! (board-mail.md, "At a glance"): what happened since the recipient's
//! last mail on the board, the score and whose turn it is (or the result),
//! for the player to move the line to copy and what its `#N` does, and the
//! newest comment. A player reads it on a phone or in a terminal without
//! scrolling past the move list.

use super::results::{TIMEOUT, result_msg};
use crate::games::AnyGame;
use crate::language::{Language, Msg};
use crate::store::{GameRow, MoveRow};
use crate::{msg, t};

/// The longest part of a comment the block quotes; the whole comment is
/// further down.
const COMMENT_CHARS: usize = 200;

/// What a board mail tells about the change it shows.
#[derive(Debug, Clone, Copy)]
pub enum Change<'a> {
    /// The board was just made.
    Started,
    /// The log says it: the moves since the recipient's own.
    Played,
    /// Something the log does not show (an undo), in the caller's words.
    Told(&'a Msg),
}

/// The block for one recipient, in their language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glance {
    /// The recipient's language.
    pub lang: Language,
    /// What happened since the recipient's last mail on the board.
    pub happened: Option<String>,
    /// The score where the game keeps one, and whose turn it is or the
    /// result.
    pub state: String,
    /// For the player to move: the command to copy
    /// ([`copy_command`]), and what its `#N` does.
    pub copy: Option<(String, String)>,
    /// The newest comment, its start on one line: who, and what.
    pub comment: Option<(String, String)>,
    /// In a new board's mail to a player: how to give every mail of a
    /// board one subject.
    pub subjects: Option<String>,
    /// In a finished board's mail: how to get its record.
    pub record: Option<String>,
}

impl Glance {
    /// The block for the recipient in `seat` (`None` for an observer),
    /// in `lang`.
    pub fn new(
        lang: Language,
        row: &GameRow,
        moves: &[MoveRow],
        game: &dyn AnyGame,
        comments: &[(String, String)],
        seat: Option<usize>,
        change: Change<'_>,
    ) -> Glance {
        let to_move = game.outcome().is_none().then(|| game.to_move()).flatten();
        let copy = to_move.filter(|s| seat == Some(*s)).map(|s| {
            let next = moves.len() + 1;
            (
                copy_command(row, moves, s),
                t!(lang, "board-glance-guard", next = next),
            )
        });
        // A new board says once how to keep its mails in one
        // conversation (`change subjects`).
        let subjects = match (change, seat) {
            (Change::Started, Some(s)) => {
                Some(t!(lang, "board-glance-subjects", user = row.players()[s]))
            }
            _ => None,
        };
        let over = game.outcome().is_some() || row.status == "over";
        let record = over.then(|| {
            t!(
                lang,
                "board-glance-record",
                game = &row.game,
                board = row.board
            )
        });
        Glance {
            lang,
            happened: happened(row, moves, game, seat, change).map(|m| lang.text(&m)),
            subjects,
            record,
            state: lang.text(&state_line(row, game, seat)),
            copy,
            comment: comments
                .last()
                .map(|(who, text)| (who.clone(), quoted(text))),
        }
    }

    /// The block as the text part's first lines, each ending in `\n`.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let mut line = |l: &str| {
            out.push_str(l);
            out.push('\n');
        };
        if let Some(h) = &self.happened {
            line(&format!("{h}."));
        }
        line(&self.state);
        if let Some((command, guard)) = &self.copy {
            line(&t!(self.lang, "board-to-move-send", command = command));
            line(&format!("({guard})"));
        }
        if let Some((who, text)) = &self.comment {
            line(&t!(
                self.lang,
                "board-glance-writes",
                user = who,
                text = text
            ));
        }
        if let Some(subjects) = &self.subjects {
            line(subjects);
        }
        if let Some(record) = &self.record {
            line(record);
        }
        out
    }
}

/// The command the player to move copies, password and move left to fill
/// in, with the `#N` guard of the next move: `yinsh move 101 bob PASSWORD
/// <move>#20`.
pub fn copy_command(row: &GameRow, moves: &[MoveRow], seat: usize) -> String {
    format!(
        "{} move {} {} PASSWORD <move>#{}",
        row.game,
        row.board,
        row.players()[seat],
        moves.len() + 1
    )
}

/// What happened: the start, the caller's words, or the log's lines since
/// the recipient's own last one (an observer: the last player's run of
/// lines). Nothing for the player whose line is the last: the mail to them
/// answers their own command, or is a loss on time, which says so above.
fn happened(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    seat: Option<usize>,
    change: Change<'_>,
) -> Option<Msg> {
    let players = row.players();
    match change {
        Change::Started => {
            let symbols = game.symbols();
            return Some(msg!(
                "board-happened-started",
                game = &row.game,
                board = row.board,
                first = players[0],
                first_symbol = symbols[0],
                second = players[1],
                second_symbol = symbols[1]
            ));
        }
        Change::Told(told) => return Some(told.clone()),
        Change::Played => {}
    }
    let last = moves.last()?;
    if last.text == TIMEOUT || seat.is_some_and(|s| players[s] == last.userid) {
        return None;
    }
    // The last run of lines by the last player, after the recipient's own.
    let since = seat.map_or(0, |s| {
        moves
            .iter()
            .rposition(|m| m.userid == players[s])
            .map_or(0, |i| i + 1)
    });
    let start = moves[since..]
        .iter()
        .rposition(|m| m.userid != last.userid)
        .map_or(since, |i| since + i + 1);
    let run = &moves[start..];
    let who = &last.userid;
    Some(match last.text.as_str() {
        "resign" => msg!("board-happened-resigned", user = who),
        "draw" => msg!(
            "board-happened-draw",
            first = players[0],
            second = players[1]
        ),
        _ => {
            let texts: Vec<&str> = run.iter().map(|m| m.text.as_str()).collect();
            let texts = texts.join(", ");
            match (run.first(), run.last()) {
                (Some(a), Some(b)) if a.number != b.number => msg!(
                    "board-happened-played-run",
                    user = who,
                    moves = texts,
                    first = a.number,
                    last = b.number
                ),
                _ => msg!(
                    "board-happened-played",
                    user = who,
                    moves = texts,
                    number = last.number
                ),
            }
        }
    })
}

/// The score where the game keeps one, then whose turn it is or the
/// result.
fn state_line(row: &GameRow, game: &dyn AnyGame, seat: Option<usize>) -> Msg {
    let players = row.players();
    let state = match (game.outcome(), game.to_move()) {
        (Some(o), _) => msg!("board-state-over", result = result_msg(row, o)),
        (None, Some(s)) if seat == Some(s) => msg!("board-state-your-move"),
        (None, Some(s)) => msg!("board-state-to-move", user = players[s]),
        (None, None) => msg!("board-state-over-plain"),
    };
    match game.score_line(players) {
        Some(score) => msg!("board-state-with-score", score = score, state = state),
        None => msg!("board-state", state = state),
    }
}

/// The start of a comment, on one line.
fn quoted(text: &str) -> String {
    let text = text.trim();
    let first = text.lines().next().unwrap_or("");
    let mut out: String = first.chars().take(COMMENT_CHARS).collect();
    if out.len() < text.len() {
        out.push_str(" [...]");
    }
    out
}

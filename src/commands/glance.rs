//! The block every board mail starts with, to every recipient
//! (board-mail.md, "At a glance"): what happened since the recipient's
//! last mail on the board, the score and whose turn it is (or the result),
//! for the player to move the line to copy and what its `#N` does, and the
//! newest comment. A player reads it on a phone or in a terminal without
//! scrolling past the move list.

use super::board::{TIMEOUT, result_text};
use crate::games::AnyGame;
use crate::language::{Language, Msg};
use crate::store::{GameRow, MoveRow};

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

/// The block for one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glance {
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
    /// The block for the recipient in `seat` (`None` for an observer).
    pub fn new(
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
                format!(
                    "#{next} makes it move {next} only: a copy sent twice, or after another move, is refused."
                ),
            )
        });
        // A new board says once how to keep its mails in one
        // conversation (`change subjects`).
        let subjects = match (change, seat) {
            (Change::Started, Some(s)) => Some(format!(
                "Mail program splitting this game by subject? Send: change subjects {} PASSWORD board",
                row.players()[s]
            )),
            _ => None,
        };
        let over = game.outcome().is_some() || row.status == "over";
        let record = over.then(|| {
            format!(
                "The game's record and its replay as a picture: send {} record {}",
                row.game, row.board
            )
        });
        Glance {
            happened: happened(row, moves, game, seat, change),
            subjects,
            record,
            state: state_line(row, game, seat),
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
            line(&format!(
                "To move, reply with your move, or send: {command}"
            ));
            line(&format!("({guard})"));
        }
        if let Some((who, text)) = &self.comment {
            line(&format!("{who} writes: {text}"));
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
) -> Option<String> {
    let players = row.players();
    match change {
        Change::Started => {
            let symbols = game.symbols();
            return Some(format!(
                "{} Board {} started: {} ({}) against {} ({})",
                row.game, row.board, players[0], symbols[0], players[1], symbols[1]
            ));
        }
        Change::Told(text) => return Some(Language::ENGLISH.text(text)),
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
        "resign" => format!("{who} resigned"),
        "draw" => format!("{} and {} agreed to a draw", players[0], players[1]),
        _ => {
            let texts: Vec<&str> = run.iter().map(|m| m.text.as_str()).collect();
            let numbers = match (run.first(), run.last()) {
                (Some(a), Some(b)) if a.number != b.number => {
                    format!("moves {} to {}", a.number, b.number)
                }
                _ => format!("move {}", last.number),
            };
            format!("{who} played {} ({numbers})", texts.join(", "))
        }
    })
}

/// The score where the game keeps one, then whose turn it is or the
/// result.
fn state_line(row: &GameRow, game: &dyn AnyGame, seat: Option<usize>) -> String {
    let players = row.players();
    let state = match (game.outcome(), game.to_move()) {
        (Some(o), _) => format!("Game over: {}", result_text(row, o)),
        (None, Some(s)) if seat == Some(s) => "Your move".to_string(),
        (None, Some(s)) => format!("{} to move", players[s]),
        (None, None) => "Game over".to_string(),
    };
    match game.score_line(players) {
        Some(score) => format!("{score}. {state}."),
        None => format!("{state}."),
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

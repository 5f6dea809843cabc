//! The text of a board mail, in the reader's language: the board with its
//! lines (players, clock, observers, extra lines) and the words several
//! replies share (a side's colour, the player to move).

use super::glance::copy_command;
use crate::board_mail::results;
use crate::games::AnyGame;
use crate::language::{Language, Msg};
use crate::store::{GameRow, MoveRow};
use crate::{msg, t};

/// The first line of an observer's copy of a board mail, in `lang`.
pub fn observer_line_in(lang: Language, row: &GameRow, observer: &str) -> String {
    crate::t!(
        lang,
        "board-observer-line",
        game = &row.game,
        board = row.board,
        user = observer
    )
}

/// The summary line of a board's clock, in `lang`.
pub fn clock_line_in(lang: Language, row: &GameRow) -> String {
    format!(
        "  {}\n",
        crate::t!(
            lang,
            "board-clock-line",
            nag = row.nag_days,
            forfeit = row.forfeit_days
        )
    )
}

/// The lines board mails add after the status lines, in `lang`: the last
/// move, the game's progress (YINSH placement), and with `to_move` (the
/// mail to the player to move) the command that moves, password and move
/// left to fill in, with the `#N` guard of the next move.
pub fn extra_lines_in(
    lang: Language,
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    to_move: bool,
) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(m) = moves.last() {
        lines.push(t!(
            lang,
            "board-last-move",
            user = &m.userid,
            text = &m.text,
            number = m.number
        ));
    }
    lines.extend(
        game.progress_lines(row.players())
            .iter()
            .map(|l| lang.text(l)),
    );
    lines.push(t!(lang, "board-symbols", legend = game.legend()));
    if to_move
        && game.outcome().is_none()
        && let Some(seat) = game.to_move()
    {
        lines.push(t!(
            lang,
            "board-to-move-send",
            command = copy_command(row, moves, seat)
        ));
    }
    lines
}

/// A seat's colour as the mails name it (`white`), in every language.
pub fn colour_msg(colour: &str) -> Msg {
    match colour {
        "white" => msg!("board-colour-white"),
        "black" => msg!("board-colour-black"),
        other => Msg::verbatim(other),
    }
}

/// The board mail body in `lang`, with the command that moves when
/// `to_move` (the mail to the player to move). The ASCII board is the
/// same in every language.
pub fn board_text_in(
    lang: Language,
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    to_move: bool,
) -> String {
    let mut out = format!("{}\n\n", summary_title(lang, row));
    let colours = game.colours();
    let symbols = game.symbols();
    for (seat, player) in row.players().iter().enumerate() {
        out.push_str(&format!(
            "  {}\n",
            t!(
                lang,
                "board-player-line",
                colour = colour_msg(colours[seat]),
                symbol = symbols[seat],
                user = *player
            )
        ));
    }
    if !row.options.is_empty() {
        out.push_str(&format!(
            "  {}\n",
            t!(lang, "board-options-line", options = &row.options)
        ));
    }
    if let Some(name) = &row.tournament {
        out.push_str(&format!(
            "  {}\n",
            t!(lang, "board-tournament-line", name = name, game = &row.game)
        ));
    }
    out.push_str(&clock_line_in(lang, row));
    out.push('\n');
    if moves.is_empty() {
        out.push_str(&crate::tln!(lang, "board-no-moves"));
    } else {
        out.push_str(&crate::tln!(lang, "board-moves"));
        for m in moves {
            out.push_str(&format!("{:>4}. {:<16} {}\n", m.number, m.userid, m.text));
        }
    }
    out.push('\n');
    out.push_str(&results::render_in(lang, row, moves, game));
    for line in extra_lines_in(lang, row, moves, game, to_move) {
        out.push_str(&line);
        out.push('\n');
    }
    if !comments.is_empty() {
        out.push('\n');
        out.push_str(&"*".repeat(60));
        out.push('\n');
        for (who, text) in comments {
            out.push_str(&format!(
                "{}\n{}\n",
                t!(lang, "board-comment-heading", user = who),
                text.trim_end()
            ));
        }
    }
    out
}

/// `Summary of yinsh Board 101`, the body's first line, in `lang`.
pub fn summary_title(lang: Language, row: &GameRow) -> String {
    t!(lang, "board-summary", game = &row.game, board = row.board)
}

/// A side's colour (`white`, `black`) as a message.
pub fn colour(name: &str) -> Msg {
    msg!("play-colour", colour = name)
}

/// The player to move as a message: their user id, or `nobody`.
pub fn player_msg(userid: Option<&str>) -> Msg {
    match userid {
        Some(u) => Msg::verbatim(u),
        None => msg!("play-nobody"),
    }
}

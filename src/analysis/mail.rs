//! The analysis as the reader gets it: a text with the marked moves as a
//! table (each with the chance before and after and the robot's move, in
//! notation, with the `preview` command that shows it on the board), the
//! chart as a PNG and the numbers as JSON, attached; in the reader's
//! language.

use super::{Analysis, Judged};
use crate::language::{Language, Msg};
use crate::mail::compose::{Attachment, Draft};
use crate::{msg, t};

/// The files of an analysis: `GAME-BOARD-analysis` and its extensions.
pub fn stem(game: &str, board: i64) -> String {
    format!("{game}-{board}-analysis")
}

/// A chance as a whole percentage.
fn percent(v: f64) -> String {
    format!("{:.0}%", v * 100.0)
}

/// The marked moves as a table in `lang`; with `board`, each line with
/// a robot's move is followed by the `preview` command that shows it.
pub fn table(a: &Analysis, lang: Language, board: Option<i64>) -> String {
    let marked = a.marked();
    if marked.is_empty() {
        return format!(
            "{}\n",
            t!(
                lang,
                "analysis-none-marked",
                points = format!("{:.0}", super::MIN_DROP * 100.0)
            )
        );
    }
    let head = [
        t!(lang, "analysis-column-mark"),
        t!(lang, "analysis-column-move"),
        t!(lang, "analysis-column-player"),
        t!(lang, "analysis-column-played"),
        t!(lang, "analysis-column-before"),
        t!(lang, "analysis-column-after"),
        t!(lang, "analysis-column-robot"),
    ];
    let cell = |m: &Judged, k: usize| -> [String; 7] {
        [
            (k + 1).to_string(),
            m.number.to_string(),
            m.player.clone(),
            m.text.clone(),
            percent(m.before),
            percent(m.after),
            m.best.clone().unwrap_or_else(|| "-".into()),
        ]
    };
    let rows: Vec<[String; 7]> = marked.iter().enumerate().map(|(k, m)| cell(m, k)).collect();
    let width = |c: usize| {
        rows.iter()
            .map(|r| r[c].chars().count())
            .chain([head[c].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..7).map(width).collect();
    let line = |cells: &[String]| {
        let mut out = String::from(" ");
        for (c, text) in cells.iter().enumerate() {
            let pad = widths[c] - text.chars().count();
            // Numbers to the right, words to the left.
            if matches!(c, 0 | 1 | 4 | 5) {
                out.push_str(&format!(" {}{text}", " ".repeat(pad)));
            } else {
                out.push_str(&format!(" {text}{}", " ".repeat(pad)));
            }
        }
        format!("{}\n", out.trim_end())
    };
    let mut out = line(&head);
    for (m, row) in marked.iter().zip(&rows) {
        out.push_str(&line(row));
        if let (Some(board), Some(best)) = (board, &m.best) {
            out.push_str(&format!(
                "      {}\n",
                t!(
                    lang,
                    "analysis-preview-line",
                    command = format!("{} preview {board}#{} {best}", a.game, m.number - 1)
                )
            ));
        }
    }
    out
}

/// The mail's text in `lang`: `heading` (what board, who played, the
/// result), the chart's legend, the table, the attachments, the budget.
pub fn text(
    a: &Analysis,
    lang: Language,
    heading: &Msg,
    board: Option<i64>,
    stem: &str,
    playouts: u64,
) -> String {
    let mut out = format!("{}\n\n", lang.text(heading));
    out.push_str(&format!(
        "{}\n\n",
        t!(lang, "analysis-chart-legend", file = format!("{stem}.png"))
    ));
    out.push_str(&table(a, lang, board));
    out.push('\n');
    out.push_str(&crate::tln!(
        lang,
        "analysis-json-legend",
        file = format!("{stem}.json"),
        playouts = playouts
    ));
    out
}

/// The analysis mail of `board` to `to`, who reads `lang`: its text, the
/// chart and the JSON attached.
pub fn mail(
    a: &Analysis,
    board: i64,
    to: &str,
    lang: Language,
    heading: &Msg,
    playouts: u64,
) -> Draft {
    let stem = stem(&a.game, board);
    Draft {
        to: to.to_string(),
        subject: format!("{} Board {board} analysis", a.game),
        body: text(a, lang, heading, Some(board), &stem, playouts),
        attachments: vec![
            Attachment {
                name: format!("{stem}.png"),
                content_type: "image/png",
                bytes: a.chart().png(),
            },
            Attachment {
                name: format!("{stem}.json"),
                content_type: "application/json",
                bytes: a.to_json().into_bytes(),
            },
        ],
        language: Some(lang),
        ..Draft::default()
    }
}

/// The heading of a board's analysis: the board, its players with their
/// colours, and its result.
pub fn heading(game: &str, board: i64, players: [&str; 2], colours: [&str; 2], result: Msg) -> Msg {
    msg!(
        "analysis-heading",
        game = game,
        board = board,
        first = players[0],
        first_colour = crate::board_mail::colour_msg(colours[0]),
        second = players[1],
        second_colour = crate::board_mail::colour_msg(colours[1]),
        result = result
    )
}

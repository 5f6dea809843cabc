//! A board mail's HTML part: the block read at a glance beside the
//! picture, the summary, the moves and the ASCII board as a fallback,
//! everything a player wrote escaped; and the edits made to it once the
//! mail's other parts are known (the command's result on top, the
//! reply-to-play link).

use super::text::{clock_line_in, colour_msg, extra_lines_in, summary_title};
use crate::board_mail::glance::Glance;
use crate::games::AnyGame;
use crate::language::Language;
use crate::mail::compose::{Draft, InlineImage};
use crate::store::{GameRow, MoveRow};
use crate::t;

/// `text` with `& < > " '` escaped for HTML, and every character beyond
/// ASCII written as a character reference: a board mail's HTML part is
/// plain ASCII, so it goes out as `7bit` and the reply-to-play address in
/// its link stands in one piece, where its token is set aside and put
/// back (see [`crate::reply_to_play::set_aside`]).
pub fn html_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_ascii() => out.push(c),
            c => out.push_str(&format!("&#x{:x};", u32::from(c))),
        }
    }
    out
}

/// The longest run of a player's text on one line of the HTML source.
const HTML_RUN: usize = 160;

/// The picture's alternative text (`yinsh Board 101`), in `lang`.
fn picture_alt(lang: Language, row: &GameRow) -> String {
    t!(
        lang,
        "board-picture-alt",
        game = &row.game,
        board = row.board
    )
}

/// A player's text of several lines as HTML that wraps on any screen: each
/// line escaped and ended by `<br>`, and cut into runs of at most
/// [`HTML_RUN`] characters on lines of their own (at a space where there is
/// one), so that no line of the HTML part is long; a word longer than that
/// shows a space where it was cut.
fn html_lines(text: &str) -> String {
    let mut out = String::new();
    for line in text.trim_end().lines() {
        let mut rest = line;
        // Each cut looks at one run only: linear in the text's length.
        while let Some((cut, _)) = rest.char_indices().nth(HTML_RUN) {
            let at = rest[..cut].rfind(' ').filter(|&i| i > 0).unwrap_or(cut);
            out.push_str(&html_escape(&rest[..at]));
            out.push('\n');
            rest = rest[at..].trim_start_matches(' ');
        }
        out.push_str(&html_escape(rest));
        out.push_str("<br>\n");
    }
    out
}

/// Where the result of the sender's command goes in a board mail's HTML
/// (see [`add_lead`]).
const HTML_LEAD: &str = "<body>\n";

/// Puts `text` (a command's result) at the top of a board mail, in its
/// text part and its HTML part.
pub fn add_lead(draft: &mut Draft, text: &str) {
    let text = text.trim_end();
    draft.body = format!("{text}\n\n{}", draft.body);
    if let Some(html) = &mut draft.html
        && let Some(at) = html.find(HTML_LEAD)
    {
        let para = format!(
            "<p><b>{}</b></p>\n",
            html_escape(text).replace('\n', "<br>\n")
        );
        html.insert_str(at + HTML_LEAD.len(), &para);
    }
}

/// Where a board mail's HTML takes the link that answers it by reply to
/// play (see [`add_reply_link`]): `<!--reply-link-->` in English,
/// `<!--reply-link fr-->` in another language, whose words the link takes.
const HTML_REPLY_LINK: &str = "<!--reply-link";

/// The end of the place of the reply link.
const HTML_REPLY_LINK_END: &str = "-->";

/// The place of the reply link in a mail to a reader of `lang`.
fn reply_link_marker(lang: Language) -> String {
    if lang == Language::ENGLISH {
        format!("{HTML_REPLY_LINK}{HTML_REPLY_LINK_END}")
    } else {
        format!("{HTML_REPLY_LINK} {}{HTML_REPLY_LINK_END}", lang.code())
    }
}

/// The HTML part of a board mail in `lang`: the block read at a glance
/// (the score and turn beside the picture), the summary and players, the
/// lines added after the status lines, the moves, the ASCII board (with
/// its status lines) as a fallback, then the comments; everything the
/// players wrote escaped. Nothing is wider than a phone's screen: the
/// comments wrap, and the ASCII board scrolls inside its own box.
#[allow(clippy::too_many_arguments)]
pub fn board_html_in(
    lang: Language,
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    lead: Option<&str>,
    glance: &Glance,
    picture: &InlineImage,
) -> String {
    let e = html_escape;
    let title = e(&summary_title(lang, row));
    let mut out = String::with_capacity(4096 + moves.len() * 64);
    out.push_str("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str(&format!("<title>{title}</title>\n</head>\n{HTML_LEAD}"));
    if let Some(lead) = lead {
        out.push_str(&format!("<p>{}</p>\n", e(lead)));
    }
    out.push_str(&glance_html(glance));
    let (w, h) = picture.size;
    out.push_str("<div style=\"display:flex;flex-wrap:wrap;align-items:flex-start;gap:0 16px\">\n");
    out.push_str(&format!(
        "<div style=\"max-width:100%\"><img src=\"cid:{}\" alt=\"{}\" width=\"{w}\" height=\"{h}\" style=\"display:block;max-width:100%;height:auto\"></div>\n",
        e(&picture.content_id),
        e(&picture_alt(lang, row))
    ));
    out.push_str(&format!("<p><b>{}</b></p>\n</div>\n", e(&glance.state)));
    out.push_str(&format!("<h3>{title}</h3>\n<ul>\n"));
    let colours = game.colours();
    let symbols = game.symbols();
    for (seat, player) in row.players().iter().enumerate() {
        out.push_str(&format!(
            "<li>{}</li>\n",
            e(&t!(
                lang,
                "board-player-line",
                colour = colour_msg(colours[seat]),
                symbol = symbols[seat],
                user = *player
            ))
        ));
    }
    if !row.options.is_empty() {
        out.push_str(&format!(
            "<li>{}</li>\n",
            e(&t!(lang, "board-options-line", options = &row.options))
        ));
    }
    if let Some(name) = &row.tournament {
        out.push_str(&format!(
            "<li>{}</li>\n",
            e(&t!(
                lang,
                "board-tournament-line",
                name = name,
                game = &row.game
            ))
        ));
    }
    out.push_str(&format!(
        "<li>{}</li>\n</ul>\n",
        e(clock_line_in(lang, row).trim())
    ));
    // The line to copy stands in the block above, unbroken; here it would
    // only wrap in the middle of the command on a phone.
    let extra = extra_lines_in(lang, row, moves, game, false);
    if !extra.is_empty() {
        out.push_str("<p>\n");
        for line in &extra {
            out.push_str(&e(line));
            out.push_str("<br>\n");
        }
        out.push_str("</p>\n");
    }
    // The picture and its lines come first (what a player looks at), the
    // moves after them.
    if moves.is_empty() {
        out.push_str(&format!("<p>{}</p>\n", e(&t!(lang, "board-no-moves"))));
    } else {
        out.push_str(&format!("<p>{}</p>\n<ol>\n", e(&t!(lang, "board-moves"))));
        for m in moves {
            out.push_str(&format!(
                "<li value=\"{}\">{} {}</li>\n",
                m.number,
                e(&m.userid),
                e(&m.text)
            ));
        }
        out.push_str("</ol>\n");
    }
    out.push_str("<pre style=\"overflow-x:auto;max-width:100%\">\n");
    out.push_str(&e(&super::results::render_in(lang, row, moves, game)));
    out.push_str("</pre>\n");
    if !comments.is_empty() {
        out.push_str("<hr>\n");
        for (who, text) in comments {
            out.push_str(&format!(
                "<p>{}</p>\n<p style=\"overflow-wrap:anywhere\">\n{}</p>\n",
                e(&t!(lang, "board-comment-heading", user = who)),
                html_lines(text)
            ));
        }
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// The block read at a glance, in HTML, but for the state (shown beside
/// the picture): what happened, the command to copy in one unbroken line
/// of monospace, and the newest comment.
fn glance_html(g: &Glance) -> String {
    let e = html_escape;
    let mut out = String::new();
    if let Some(h) = &g.happened {
        out.push_str(&format!("<p><b>{}.</b></p>\n", e(h)));
    }
    if let Some((command, guard)) = &g.copy {
        out.push_str(&format!(
            "<p>{}<br>\n<code style=\"white-space:nowrap\">{}</code><br>\n<small>{}</small>{}</p>\n",
            e(&t!(g.lang, "board-html-to-move")),
            e(command),
            e(guard),
            reply_link_marker(g.lang)
        ));
    }
    if let Some((who, text)) = &g.comment {
        out.push_str(&format!(
            "<p style=\"overflow-wrap:anywhere\">{}</p>\n",
            e(&t!(g.lang, "board-glance-writes", user = who, text = text))
        ));
    }
    if let Some(record) = &g.record {
        out.push_str(&format!("<p><small>{}</small></p>\n", e(record)));
    }
    if let Some(subjects) = &g.subjects {
        out.push_str(&format!("<p><small>{}</small></p>\n", e(subjects)));
    }
    out
}

/// Links a board mail's HTML to `address`, its reply-to-play address: one
/// click opens a reply with the subject filled in.
pub fn add_reply_link(draft: &mut Draft, address: &str) {
    let subject = format!("Re: {}", draft.subject);
    let subject =
        percent_encoding::utf8_percent_encode(&subject, percent_encoding::NON_ALPHANUMERIC);
    let Some(html) = &mut draft.html else {
        return;
    };
    let Some(start) = html.find(HTML_REPLY_LINK) else {
        return;
    };
    let Some(len) = html[start..].find(HTML_REPLY_LINK_END) else {
        return;
    };
    let end = start + len + HTML_REPLY_LINK_END.len();
    let code = html[start + HTML_REPLY_LINK.len()..start + len].trim();
    let lang = Language::from_code(code).unwrap_or(Language::ENGLISH);
    let link = format!(
        "<br>\n<a href=\"mailto:{}?subject={subject}\">{}</a>",
        html_escape(address),
        html_escape(&t!(lang, "board-reply-link"))
    );
    html.replace_range(start..end, &link);
}

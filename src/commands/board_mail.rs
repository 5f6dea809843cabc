//! A board's mails: the subject, the pbmserv text (board, status lines,
//! comments), the HTML part with the picture, and the drafts to each
//! player and observer.

use super::board::{clock_line, observer_line, result_text, thread_draft, thread_root};
use super::glance::{Change, Glance, copy_command};
use crate::games::AnyGame;
use crate::language::Language;
use crate::mail::compose::{Draft, InlineImage, InlinePng};
use crate::store::{GameRow, MoveRow, Observer};
use sha2::Digest;

/// The subject of a board mail.
pub fn board_subject(row: &GameRow, game: &dyn AnyGame, new: bool) -> String {
    let base = format!("{} Board {}", row.game, row.board);
    match (game.outcome(), game.to_move()) {
        (Some(o), _) => format!("{base} over: {}", result_text(row, o)),
        (None, Some(s)) if new => format!("New {base} {}", row.players()[s]),
        (None, Some(s)) => format!("{base} {}", row.players()[s]),
        (None, None) => base,
    }
}

/// The one subject of every mail of a board for a player who asked for it
/// (`change subjects ... board`): `yinsh Board 101: alice vs bob`.
pub fn one_subject(row: &GameRow) -> String {
    let [a, b] = row.players();
    format!("{} Board {}: {a} vs {b}", row.game, row.board)
}

/// The board mail body: summary, players and colours, numbered moves, the
/// board and status lines, then new comments after a line of 60 `*`.
pub fn board_text(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
) -> String {
    board_text_for(row, moves, game, comments, false)
}

/// The lines board mails add after the status lines: the last move, the
/// game's progress (YINSH placement), and with `to_move` (the mail to the
/// player to move) the command that moves, password and move left to fill
/// in, with the `#N` guard of the next move.
pub fn extra_lines(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    to_move: bool,
) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(m) = moves.last() {
        lines.push(format!(
            "Last move: {} {} (move {})",
            m.userid, m.text, m.number
        ));
    }
    lines.extend(game.progress_lines(row.players()));
    lines.push(format!("Symbols: {}", game.legend()));
    if to_move
        && game.outcome().is_none()
        && let Some(seat) = game.to_move()
    {
        lines.push(format!(
            "To move, reply with your move, or send: {}",
            copy_command(row, moves, seat)
        ));
    }
    lines
}

/// The board mail body, with the command that moves when `to_move` (the
/// mail to the player to move).
pub fn board_text_for(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    to_move: bool,
) -> String {
    let mut out = format!("Summary of {} Board {}\n\n", row.game, row.board);
    let colours = game.colours();
    let symbols = game.symbols();
    for (seat, player) in row.players().iter().enumerate() {
        out.push_str(&format!(
            "  {} ({}): {}\n",
            colours[seat], symbols[seat], player
        ));
    }
    if !row.options.is_empty() {
        out.push_str(&format!("  options: {}\n", row.options));
    }
    out.push_str(&clock_line(row));
    out.push('\n');
    if moves.is_empty() {
        out.push_str("No moves yet.\n");
    } else {
        out.push_str("Moves:\n");
        for m in moves {
            out.push_str(&format!("{:>4}. {:<16} {}\n", m.number, m.userid, m.text));
        }
    }
    out.push('\n');
    out.push_str(&super::void::render(row, moves, game));
    for line in extra_lines(row, moves, game, to_move) {
        out.push_str(&line);
        out.push('\n');
    }
    if !comments.is_empty() {
        out.push('\n');
        out.push_str(&"*".repeat(60));
        out.push('\n');
        for (who, text) in comments {
            out.push_str(&format!("{who} writes:\n{}\n", text.trim_end()));
        }
    }
    out
}

/// Board mails to both players (at their first addresses) after a change.
pub fn board_mails(
    addresses: &[Option<String>; 2],
    one_subject: [bool; 2],
    languages: [Language; 2],
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    new: bool,
) -> Vec<Draft> {
    let change = if new { Change::Started } else { Change::Played };
    board_drafts(
        addresses,
        one_subject,
        languages,
        &[],
        row,
        moves,
        game,
        comments,
        change,
    )
}

/// The picture's alternative text (`yinsh Board 101`).
fn picture_alt(row: &GameRow) -> String {
    format!("{} Board {}", row.game, row.board)
}

/// The picture of the position for the mails of one board change, shared
/// by them all; drawn when they are delivered (see
/// [`crate::picture::Recipe`]). The move on the log's last line is marked.
pub fn board_picture(row: &GameRow, moves: &[MoveRow], game: &dyn AnyGame) -> InlineImage {
    let last_line = moves.last().map(|m| m.text.as_str());
    let (recipe, size) = crate::picture::Recipe::with_size(game, last_line);
    let recipe = recipe.to_bytes();
    let domain = row
        .thread_id
        .trim_end_matches('>')
        .rsplit_once('@')
        .map_or("ringmail", |(_, d)| d);
    // The digest tells apart positions of one move number (an undo, then
    // another move).
    let digest = sha2::Sha256::digest(&recipe);
    let tag: String = digest[..4].iter().map(|b| format!("{b:02x}")).collect();
    InlineImage {
        content_id: format!("board-{}-{}.{tag}@{domain}", row.board, moves.len()),
        size,
        png: InlinePng::Later(std::sync::Arc::new(recipe)),
    }
}

/// The board mails of one change: to both players (the one to move with
/// the command that moves), and a copy to each of `observers` marked as
/// such; text and HTML, all showing one picture drawn once. A new board's
/// mail to each player is the root of that player's thread (its
/// Message-ID is [`thread_root`]).
#[allow(clippy::too_many_arguments)]
pub fn board_drafts(
    addresses: &[Option<String>; 2],
    one_subject: [bool; 2],
    languages: [Language; 2],
    observers: &[Observer],
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    change: Change<'_>,
) -> Vec<Draft> {
    let new = matches!(change, Change::Started);
    let turn_subject = board_subject(row, game, new);
    let board_wide = self::one_subject(row);
    let picture = board_picture(row, moves, game);
    let to_move = game.outcome().is_none().then(|| game.to_move()).flatten();
    let mail = |seat: Option<usize>, to: &str, one: bool, lang: Language, lead: Option<String>| {
        let _ = lang;
        let subject = if one { &board_wide } else { &turn_subject };
        let mover = seat.is_some() && seat == to_move;
        let glance = Glance::new(row, moves, game, comments, seat, change);
        let mut body = format!(
            "{}\n{}",
            glance.text(),
            board_text_for(row, moves, game, comments, mover)
        );
        let html = board_html(
            row,
            moves,
            game,
            comments,
            lead.as_deref(),
            &glance,
            &picture,
        );
        if let Some(lead) = &lead {
            body = format!("{lead}\n\n{body}");
        }
        let mut d = thread_draft(row, seat, to, subject, body);
        if new && let Some(seat) = seat {
            d.message_id = Some(thread_root(row, seat));
            d.references.pop();
            d.in_reply_to = d.references.last().cloned();
        }
        d.html = Some(html);
        d.inline_png = Some(picture.clone());
        // The player to move may play by replying (a play token's Reply-To).
        if mover && let Some(seat) = seat {
            d.play_token_for = Some((row.board, row.players()[seat].to_string()));
        }
        d
    };
    let mut mails: Vec<Draft> = addresses
        .iter()
        .enumerate()
        .filter_map(|(seat, to)| {
            to.as_ref()
                .map(|to| mail(Some(seat), to, one_subject[seat], languages[seat], None))
        })
        .collect();
    mails.extend(observers.iter().map(|o| {
        let lead = observer_line(row, &o.userid);
        mail(None, &o.address, o.one_subject, o.language, Some(lead))
    }));
    mails
}

/// `text` with `& < > " '` escaped for HTML, and every character beyond
/// ASCII written as a character reference: a board mail's HTML part is
/// plain ASCII, so it goes out as `7bit` and the reply-to-play address in
/// its link stands in one piece, where its token is set aside and put
/// back (see [`crate::commands::reply_play::set_aside`]).
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
/// play (see [`add_reply_link`]).
const HTML_REPLY_LINK: &str = "<!--reply-link-->";

/// The HTML part of a board mail: the block read at a glance (the score
/// and turn beside the picture), the summary and players, the lines added
/// after the status lines, the moves, the ASCII board (with its status
/// lines) as a fallback, then the comments; everything the players wrote
/// escaped. Nothing is wider than a phone's screen: the comments wrap, and
/// the ASCII board scrolls inside its own box.
pub fn board_html(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    lead: Option<&str>,
    glance: &Glance,
    picture: &InlineImage,
) -> String {
    let e = html_escape;
    let title = e(&format!("Summary of {} Board {}", row.game, row.board));
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
        e(&picture_alt(row))
    ));
    out.push_str(&format!("<p><b>{}</b></p>\n</div>\n", e(&glance.state)));
    out.push_str(&format!("<h3>{title}</h3>\n<ul>\n"));
    let colours = game.colours();
    let symbols = game.symbols();
    for (seat, player) in row.players().iter().enumerate() {
        out.push_str(&format!(
            "<li>{} ({}): {}</li>\n",
            e(colours[seat]),
            e(&symbols[seat].to_string()),
            e(player)
        ));
    }
    if !row.options.is_empty() {
        out.push_str(&format!("<li>options: {}</li>\n", e(&row.options)));
    }
    out.push_str(&format!("<li>{}</li>\n</ul>\n", e(clock_line(row).trim())));
    // The line to copy stands in the block above, unbroken; here it would
    // only wrap in the middle of the command on a phone.
    let extra = extra_lines(row, moves, game, false);
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
        out.push_str("<p>No moves yet.</p>\n");
    } else {
        out.push_str("<p>Moves:</p>\n<ol>\n");
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
    out.push_str(&e(&super::void::render(row, moves, game)));
    out.push_str("</pre>\n");
    if !comments.is_empty() {
        out.push_str("<hr>\n");
        for (who, text) in comments {
            out.push_str(&format!(
                "<p>{} writes:</p>\n<p style=\"overflow-wrap:anywhere\">\n{}</p>\n",
                e(who),
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
            "<p>To move, reply with your move, or send:<br>\n<code style=\"white-space:nowrap\">{}</code><br>\n<small>{}</small>{HTML_REPLY_LINK}</p>\n",
            e(command),
            e(guard)
        ));
    }
    if let Some((who, text)) = &g.comment {
        out.push_str(&format!(
            "<p style=\"overflow-wrap:anywhere\">{} writes: {}</p>\n",
            e(who),
            e(text)
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
    let link = format!(
        "<br>\n<a href=\"mailto:{}?subject={subject}\">Reply with your move</a>",
        html_escape(address)
    );
    if let Some(html) = &mut draft.html {
        *html = html.replacen(HTML_REPLY_LINK, &link, 1);
    }
}

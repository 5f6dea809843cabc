//! The text a mail's commands are read from: its first `text/plain` part,
//! or else its first HTML part turned into text.

use mail_parser::decoders::html::html_to_text;
use mail_parser::{Message, MessagePart, PartType};

/// The text the commands are read from, with `\n` line ends: the first
/// `text/plain` body part, else the first HTML body part turned into text.
pub(super) fn body_text(message: &Message<'_>) -> String {
    let part = |id: &u32| message.parts.get(*id as usize);
    let plain = message
        .text_body
        .iter()
        .filter_map(part)
        .find_map(|part: &MessagePart<'_>| match &part.body {
            PartType::Text(text) => Some(unix_line_ends(text)),
            _ => None,
        });
    plain
        .or_else(|| {
            message
                .text_body
                .iter()
                .chain(&message.html_body)
                .filter_map(part)
                .find_map(|part| match &part.body {
                    PartType::Html(html) => Some(html_as_text(&unix_line_ends(html))),
                    _ => None,
                })
        })
        .unwrap_or_default()
}

fn unix_line_ends(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// HTML elements that start a new line of text.
const BLOCK_TAGS: [&str; 18] = [
    "div", "p", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table", "hr", "pre",
    "dt", "dd", "address",
];

/// Marks where a block element begins or ends in HTML handed to
/// `html_to_text`: a line break unless the line is still empty. (A character
/// from the private use area, which mail text has no use for.)
const SOFT_BREAK: char = '\u{e000}';

/// An HTML body as text: every block element starts a new line, a
/// paragraph ends with a blank line, and a `<blockquote>` (a quoted mail)
/// starts with a `>` line, so that reading stops there as at any quote.
/// Entities, `<br>`, `<head>`, `<style>` and `<script>` are handled by
/// `mail-parser`. Lines are trimmed and runs of blank lines become one.
pub(super) fn html_as_text(html: &str) -> String {
    let html = html.replace(SOFT_BREAK, "");
    let mut marked = String::with_capacity(html.len() + html.len() / 16);
    let mut rest = html.as_str();
    while let Some(start) = rest.find('<') {
        marked.push_str(&rest[..start]);
        rest = &rest[start + 1..];
        let closing = rest.starts_with('/');
        let name: String = rest
            .trim_start_matches('/')
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .take(12)
            .collect::<String>()
            .to_ascii_lowercase();
        if name == "blockquote" && !closing {
            marked.push(SOFT_BREAK);
            marked.push_str("&gt;");
            marked.push(SOFT_BREAK);
        } else if name == "p" && closing {
            marked.push_str("<br>");
        } else if BLOCK_TAGS.contains(&name.as_str()) {
            marked.push(SOFT_BREAK);
        }
        marked.push('<');
    }
    marked.push_str(rest);

    let mut text = String::with_capacity(marked.len());
    let mut line_has_text = false;
    for c in html_to_text(&marked).chars() {
        if c == SOFT_BREAK {
            if line_has_text {
                text.push('\n');
                line_has_text = false;
            }
        } else {
            text.push(c);
            line_has_text = c != '\n' && (line_has_text || !c.is_whitespace());
        }
    }
    let mut lines: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim) {
        let blank_after_blank = line.is_empty() && lines.last().is_none_or(|last| last.is_empty());
        if !blank_after_blank {
            lines.push(line);
        }
    }
    while lines.last().is_some_and(|last| last.is_empty()) {
        lines.pop();
    }
    lines.join("\n")
}

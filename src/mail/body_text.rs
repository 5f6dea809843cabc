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

/// What a rule (`<hr>`) becomes in the text: a row of underscores, as
/// Outlook writes above a quoted mail's header block.
const RULE: &str = "________________________________";

/// Where the mail clients put a quoted mail (or a signature) in HTML,
/// other than a `blockquote`: words of a tag's `class`, `id` or `style`,
/// lower case, each with the clients that write it.
const QUOTE_CONTAINERS: [&str; 11] = [
    "gmail_quote",                             // Gmail (its attribution is inside)
    "gmail_signature",                         // Gmail's signature
    "yahoo_quoted",                            // Yahoo Mail, AOL
    "moz-cite-prefix",                         // Thunderbird's attribution
    "divrplyfwdmsg",                           // Outlook.com, Outlook for iOS/Android
    "appendonsend",                            // Outlook.com, above its rule
    "olk_src_body_section",                    // Outlook for Mac
    "mail-editor-reference-message-container", // the new Outlook
    "zmail_extra",                             // Zoho
    "border-top:solid",                        // Outlook desktop's header block
    "border-top: solid",                       // the same, spaced
];

/// The most bytes of a tag looked at for [`QUOTE_CONTAINERS`] (so that a
/// page of `<` costs linear time).
const MAX_TAG: usize = 1024;

/// Whether the tag that starts `tag` (just after its `<`) is a quote
/// container of a mail client.
fn is_quote_container(tag: &str) -> bool {
    let mut end = tag.len().min(MAX_TAG);
    while !tag.is_char_boundary(end) {
        end -= 1;
    }
    let stop = tag.as_bytes()[..end]
        .iter()
        .position(|b| *b == b'>')
        .unwrap_or(end);
    let head = tag[..stop].to_ascii_lowercase();
    QUOTE_CONTAINERS.iter().any(|c| head.contains(c))
}

/// Pushes what stands between two `<`: when `in_tag`, the end of a tag
/// then text. White space between a tag and a word becomes a character
/// reference, which `html_to_text` keeps as a space: it drops plain white
/// space after an inline tag that starts a line (`<b>Nice</b> move` would
/// read `Nicemove`).
fn push_text(marked: &mut String, segment: &str, in_tag: bool) {
    let Some(end) = segment.find('>').filter(|_| in_tag) else {
        marked.push_str(segment);
        return;
    };
    let (tag, text) = segment.split_at(end + 1);
    marked.push_str(tag);
    let word = text.trim_start();
    if word.len() < text.len() && !word.is_empty() {
        marked.push_str("&#32;");
        marked.push_str(word);
    } else {
        marked.push_str(text);
    }
}

/// An HTML body as text: every block element starts a new line, a
/// paragraph ends with a blank line, a `<blockquote>` or another client's
/// quote container (a quoted mail) starts with a `>` line, so that
/// reading stops there as at any quote, and a rule is a row of
/// underscores.
/// Entities, `<br>`, `<head>`, `<style>` and `<script>` are handled by
/// `mail-parser`. Lines are trimmed and runs of blank lines become one.
pub(crate) fn html_as_text(html: &str) -> String {
    let html = html.replace(SOFT_BREAK, "");
    let mut marked = String::with_capacity(html.len() + html.len() / 16);
    let mut rest = html.as_str();
    let mut in_tag = false;
    while let Some(start) = rest.find('<') {
        push_text(&mut marked, &rest[..start], in_tag);
        in_tag = true;
        rest = &rest[start + 1..];
        let closing = rest.starts_with('/');
        let name: String = rest
            .trim_start_matches('/')
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .take(12)
            .collect::<String>()
            .to_ascii_lowercase();
        if !closing && (name == "blockquote" || is_quote_container(rest)) {
            marked.push(SOFT_BREAK);
            marked.push_str("&gt;");
            marked.push(SOFT_BREAK);
        } else if name == "hr" {
            marked.push(SOFT_BREAK);
            marked.push_str(RULE);
            marked.push(SOFT_BREAK);
        } else if name == "p" && closing {
            marked.push_str("<br>");
        } else if BLOCK_TAGS.contains(&name.as_str()) {
            marked.push(SOFT_BREAK);
        }
        marked.push('<');
    }
    push_text(&mut marked, rest, in_tag);

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

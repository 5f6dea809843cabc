//! Reading one inbound mail: who sent it, the ids that thread the answer,
//! the text, whether it may be answered at all, and the command lines in it.
//!
//! The rules are those of `spec/commands.md` ("Where commands are read" and
//! "Mail the server never answers"). MIME structure, transfer encodings
//! (quoted-printable, base64), charsets and RFC 2047 headers are decoded by
//! `mail-parser`; this module picks the text part and reads it line by line.
//!
//! Nothing here panics, whatever the bytes: input that is not a mail at all
//! is [`MailError::NotAMail`], anything else is a [`ParsedMail`], possibly
//! with no commands.

use std::panic::catch_unwind;

use mail_parser::decoders::html::html_to_text;

use super::compose::{writable_address, writable_id};
use mail_parser::{HeaderValue, Message, MessageParser, MessagePart, MimeHeaders, PartType};

/// At most this many commands of one mail are executed; the lines after
/// them land in [`ParsedMail::extra_commands`] and each gets an error.
pub const MAX_COMMANDS: usize = 20;

/// The command words of the server itself; every game name is one too.
pub const SERVER_COMMANDS: [&str; 14] = [
    "help", "list", "signup", "confirm", "add", "change", "forgot", "reset", "vacation", "signoff",
    "delete", "message", "all", "multiple",
];

/// The words that may follow a game name in a command. A subject is a
/// command only with one of them (so that `Re: yinsh Board 101 bob` is not);
/// in the body any second word counts, and the command parser reports the
/// unknown ones.
pub const GAME_SUBCOMMANDS: [&str; 16] = [
    "help",
    "challenge",
    "move",
    "resign",
    "show",
    "games",
    "history",
    "standings",
    "ratings",
    "preview",
    "submit",
    "confirm",
    "queue",
    "chat",
    "observe",
    "unobserve",
];

/// One inbound mail, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedMail {
    /// `Message-ID`, without the angle brackets.
    pub message_id: Option<String>,
    /// The bare address of the `From` header (never `Sender` or
    /// `Reply-To`), trimmed and lower-cased.
    pub from: Option<String>,
    /// The decoded subject as written (empty when there is none).
    pub subject: String,
    /// The ids of `References`, without angle brackets, in order.
    pub references: Vec<String>,
    /// The first id of `In-Reply-To`, without angle brackets.
    pub in_reply_to: Option<String>,
    /// Whom the mail was for, lower-cased: the envelope recipient as the
    /// delivering system recorded it (`Delivered-To`, `X-Original-To`),
    /// then the `To` and `Cc` addresses.
    pub recipients: Vec<String>,
    /// The text the commands were read from: the `text/plain` part, or the
    /// HTML part turned into text when there is no plain part; decoded to
    /// UTF-8, with `\n` line ends. Quotes and signature are still in it: it
    /// is what error replies show after "Original message follows:".
    pub text: String,
    /// `Some(reason)` when the server must record this mail and never answer
    /// it (loop protection). Such a mail has no commands.
    pub no_reply: Option<String>,
    /// The `Authentication-Results` headers (RFC 8601), top first, raw
    /// and whitespace-normalised; see [`super::authres`].
    pub authentication_results: Vec<String>,
    /// The commands to execute, in order, at most [`MAX_COMMANDS`].
    pub commands: Vec<CommandLine>,
    /// The command lines beyond the [`MAX_COMMANDS`]th, whitespace
    /// normalised; each gets an error reply.
    pub extra_commands: Vec<String>,
}

/// One command of a mail, with the comment that goes with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandLine {
    /// The command as written on its line, or the cleaned subject, with runs
    /// of whitespace turned into single spaces.
    pub text: String,
    /// The lines after the command that are not commands (the whole body for
    /// a subject command), without leading or trailing blank lines and with
    /// trailing spaces cut from every line. Empty when there are none.
    pub comment: String,
    /// Whether the command is the subject of the mail.
    pub from_subject: bool,
}

/// Why some bytes could not be read as a mail.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MailError {
    /// The bytes are not an RFC 5322 message at all.
    #[error("not a mail: {0}")]
    NotAMail(String),
}

/// Reads a raw RFC 5322 mail (LF or CRLF line ends alike).
///
/// `own_address` is the server's address (mail from it is never answered);
/// `games` are the game names, which are command words besides
/// [`SERVER_COMMANDS`].
pub fn parse_mail(raw: &[u8], own_address: &str, games: &[&str]) -> Result<ParsedMail, MailError> {
    // `mail-parser` promises never to panic on any input; the guard keeps
    // that promise for this whole function (HTML conversion included).
    catch_unwind(|| read_mail(raw, own_address, games)).unwrap_or_else(|_| {
        Err(MailError::NotAMail(
            "the MIME structure cannot be read".into(),
        ))
    })
}

fn read_mail(raw: &[u8], own_address: &str, games: &[&str]) -> Result<ParsedMail, MailError> {
    let message = read_message(raw)?;
    let sender = from_address(&message);
    let from = match &sender {
        Sender::Usable(address) => Some(address.clone()),
        _ => None,
    };
    // Control characters (a decoded line break, say) become spaces: the
    // subject goes back out in reply headers.
    let subject: String = message
        .subject()
        .unwrap_or_default()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let subject = subject.trim().to_string();
    let text = body_text(&message);
    let no_reply = no_reply_reason(&message, &sender, own_address);
    let (commands, extra_commands) = if no_reply.is_some() {
        (Vec::new(), Vec::new())
    } else {
        read_commands(&subject, &text, games)
    };
    Ok(ParsedMail {
        message_id: message.message_id().and_then(bare_id),
        from,
        subject,
        references: ids(message.references()),
        in_reply_to: ids(message.in_reply_to()).into_iter().next(),
        recipients: recipients(&message),
        text,
        no_reply,
        authentication_results: raw_header_values(&message, "Authentication-Results")
            .take(20)
            .collect(),
        commands,
        extra_commands,
    })
}

/// The subject without reply and forward prefixes (`Re:`, `Fwd:`, `Fw:`,
/// `AW:`, `SV:`, any case, repeated, also as `Re[2]:`), bracketed tags such
/// as `[games]` among them, and `**` tokens anywhere; whitespace normalised
/// to single spaces.
pub fn clean_subject(subject: &str) -> String {
    let mut rest = subject.trim_start();
    loop {
        if let Some(after) = strip_reply_prefix(rest) {
            rest = after.trim_start();
        } else if let Some(after) = rest.strip_prefix('[').and_then(|r| r.split_once(']')) {
            rest = after.1.trim_start();
        } else if let Some(after) = strip_stars(rest) {
            rest = after.trim_start();
        } else {
            break;
        }
    }
    rest.split_whitespace()
        .filter(|word| !is_stars(word))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether these words (a cleaned subject, split) start a command: the first
/// one of [`SERVER_COMMANDS`], or the first is a game name and the second
/// one of [`GAME_SUBCOMMANDS`]. Case-insensitive.
pub fn is_command_start(words: &[&str], games: &[&str]) -> bool {
    match words {
        [first, ..] if contains_word(&SERVER_COMMANDS, first) => {
            is_command_line(&words.join(" "), games)
        }
        [first, second, ..] => {
            contains_word(games, first) && contains_word(&GAME_SUBCOMMANDS, second)
        }
        _ => false,
    }
}

/// Whether a body line is a command: its first word is a command word
/// (see [`is_command_word`]), and for the words that are also everyday
/// English the line has their shape: `all show ...`, `change password|address
/// ...`, and `multiple` alone.
pub fn is_command_line(line: &str, games: &[&str]) -> bool {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return false;
    };
    let second = words.next();
    match first.to_ascii_lowercase().as_str() {
        "all" => second.is_some_and(|w| w.eq_ignore_ascii_case("show")),
        "change" => second.is_some_and(|w| {
            w.eq_ignore_ascii_case("password") || w.eq_ignore_ascii_case("address")
        }),
        "multiple" => second.is_none(),
        _ => is_command_word(first, games),
    }
}

/// Whether a body line starting with `word` is a command: `word` is a
/// server command word or a game name. Case-insensitive.
pub fn is_command_word(word: &str, games: &[&str]) -> bool {
    contains_word(&SERVER_COMMANDS, word) || contains_word(games, word)
}

fn contains_word(words: &[&str], word: &str) -> bool {
    words.iter().any(|w| w.eq_ignore_ascii_case(word))
}

/// Parses the bytes with `mail-parser`: a mail has at least one header.
fn read_message(raw: &[u8]) -> Result<Message<'_>, MailError> {
    if raw.iter().all(u8::is_ascii_whitespace) {
        return Err(MailError::NotAMail("the input is empty".into()));
    }
    match MessageParser::default().parse(raw) {
        Some(message) if !message.headers().is_empty() => Ok(message),
        _ => Err(MailError::NotAMail("there is no header".into())),
    }
}

/// A message id without angle brackets; `None` when it cannot go back out
/// in reply headers as it is: empty, longer than [`MAX_ID_CHARS`](super::compose::MAX_ID_CHARS), or with
/// whitespace, control characters, angle brackets or non-ASCII in it (a
/// mail without a usable Message-ID is known by its hash).
fn bare_id(id: &str) -> Option<String> {
    let id = id
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim();
    writable_id(id).then(|| id.to_string())
}

/// The ids of a `References` or `In-Reply-To` header.
fn ids(value: &HeaderValue<'_>) -> Vec<String> {
    match value {
        HeaderValue::Text(id) => bare_id(id).into_iter().collect(),
        HeaderValue::TextList(list) => list.iter().filter_map(|id| bare_id(id)).collect(),
        _ => Vec::new(),
    }
}

/// Who a mail is from, as far as answering goes.
enum Sender {
    /// An address replies can be written to, lower-cased.
    Usable(String),
    /// An address replies cannot be written to (see [`writable_address`]),
    /// as given.
    Unwritable(String),
    /// No `From` address at all (no header, a display name only).
    Missing,
    /// More than one `From` header, or one naming several addresses: which
    /// of them the mail speaks for cannot be told, so none is believed.
    Several(String),
}

/// The one address of the `From` header, lower-cased.
fn from_address(message: &Message<'_>) -> Sender {
    let headers = raw_header_values(message, "From").count();
    if headers > 1 {
        return Sender::Several(format!("{headers} From headers"));
    }
    let addresses = message.from().map_or(0, |from| from.iter().count());
    if addresses > 1 {
        return Sender::Several(format!("a From header of {addresses} addresses"));
    }
    let Some(address) = message
        .from()
        .and_then(|from| from.first())
        .and_then(|addr| addr.address())
    else {
        return Sender::Missing;
    };
    let address = address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_lowercase();
    if address.is_empty() {
        Sender::Missing
    } else if writable_address(&address) {
        Sender::Usable(address)
    } else {
        Sender::Unwritable(address)
    }
}

/// At most `max` characters of `text`, control characters shown escaped,
/// for a reason that is logged and recorded.
fn shown(text: &str, max: usize) -> String {
    let mut out: String = text.chars().take(max).collect::<String>();
    if text.chars().nth(max).is_some() {
        out.push_str("...");
    }
    out.escape_debug().to_string()
}

/// The recipients of a mail (see [`ParsedMail::recipients`]).
fn recipients(message: &Message<'_>) -> Vec<String> {
    let bare = |a: &str| {
        a.trim()
            .trim_start_matches('<')
            .trim_end_matches('>')
            .trim()
            .to_lowercase()
    };
    let mut out: Vec<String> = raw_header_values(message, "Delivered-To")
        .chain(raw_header_values(message, "X-Original-To"))
        .map(|v| bare(&v))
        .collect();
    for list in [message.to(), message.cc()].into_iter().flatten() {
        out.extend(list.iter().filter_map(|a| a.address()).map(bare));
    }
    out.retain(|a| !a.is_empty());
    out.truncate(50);
    out
}

/// The values of every root header called `name` (case-insensitive), raw
/// (not decoded), unfolded and with whitespace normalised.
fn raw_header_values<'m>(
    message: &'m Message<'_>,
    name: &'m str,
) -> impl Iterator<Item = String> + 'm {
    message
        .headers()
        .iter()
        .filter(move |header| header.name.as_str().eq_ignore_ascii_case(name))
        .map(|header| {
            let bytes = message
                .raw_message
                .get(header.offset_start as usize..header.offset_end as usize)
                .unwrap_or_default();
            String::from_utf8_lossy(bytes)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
}

/// The first token of a header value such as `auto-replied; owner=...` or
/// `bulk (comment)`.
fn first_token(value: &str) -> &str {
    value
        .split(|c: char| c == ';' || c == '(' || c.is_whitespace())
        .find(|token| !token.is_empty())
        .unwrap_or("")
}

/// Local parts of the addresses of mail systems rather than people
/// (RFC 3834, section 2): bounces and list robots are never answered.
fn is_system_address(address: &str) -> bool {
    let local = address
        .rsplit_once('@')
        .map_or(address, |(local, _)| local)
        .to_ascii_lowercase();
    local == "mailer-daemon"
        || local == "postmaster"
        || local.starts_with("owner-")
        || local.ends_with("-request")
}

/// Why the server must not answer this mail, if it must not.
fn no_reply_reason(message: &Message<'_>, sender: &Sender, own_address: &str) -> Option<String> {
    for value in raw_header_values(message, "Auto-Submitted") {
        let kind = first_token(&value);
        if !kind.eq_ignore_ascii_case("no") {
            return Some(format!("Auto-Submitted: {kind} (an automatic mail)"));
        }
    }
    for value in raw_header_values(message, "Precedence") {
        let kind = first_token(&value).to_ascii_lowercase();
        if matches!(kind.as_str(), "bulk" | "junk" | "list") {
            return Some(format!("Precedence: {kind} (a mass mail)"));
        }
        if kind == "auto_reply" {
            return Some(format!("Precedence: {kind} (an automatic reply)"));
        }
    }
    // Vacation programs and autoresponders that do not say Auto-Submitted.
    for name in ["X-Autoreply", "X-Autorespond"] {
        if let Some(value) = raw_header_values(message, name).next() {
            return Some(format!(
                "{name}: {} (an automatic reply)",
                shown(&value, 40)
            ));
        }
    }
    if let Some(value) = raw_header_values(message, "X-Loop").next() {
        return Some(format!(
            "X-Loop: {} (a mail that went round a loop)",
            shown(&value, 60)
        ));
    }
    if let Some(list) = raw_header_values(message, "List-Id").next() {
        return Some(format!("List-Id: {list} (a mailing list mail)"));
    }
    for value in raw_header_values(message, "Return-Path") {
        let path: String = value.chars().filter(|c| !c.is_whitespace()).collect();
        let path = path.trim_start_matches('<').trim_end_matches('>');
        if path.is_empty() {
            return Some("empty return path (Return-Path: <>): a bounce".into());
        }
        if is_system_address(path) {
            return Some(format!("return path {path} is a mail system, not a player"));
        }
    }
    let own = own_address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim();
    let address = match sender {
        Sender::Missing => return Some("no From address: there is no one to answer".into()),
        Sender::Unwritable(address) => {
            return Some(format!(
                "no From address to answer: \"{}\" cannot be answered (not a plain mail address)",
                shown(address, 80)
            ));
        }
        Sender::Several(what) => {
            return Some(format!(
                "{what}: who sent the mail cannot be told, so it is not believed"
            ));
        }
        Sender::Usable(address) => address,
    };
    if is_system_address(address) {
        return Some(format!("sender {address} is a mail system, not a player"));
    }
    if !own.is_empty() && address.eq_ignore_ascii_case(own) {
        return Some(format!("sent from the server's own address {address}"));
    }
    // A delivery or read report (RFC 6522) quotes the mail it reports on.
    if let Some(ct) = message.content_type()
        && ct.ctype().eq_ignore_ascii_case("multipart")
        && ct
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("report"))
    {
        let kind = ct.attribute("report-type").unwrap_or("report");
        return Some(format!(
            "Content-Type: multipart/report; report-type={} (a delivery or read report)",
            shown(kind, 40)
        ));
    }
    None
}

/// The text the commands are read from, with `\n` line ends: the first
/// `text/plain` body part, else the first HTML body part turned into text.
fn body_text(message: &Message<'_>) -> String {
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
fn html_as_text(html: &str) -> String {
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

/// The commands of a mail and the command lines beyond [`MAX_COMMANDS`].
fn read_commands(subject: &str, text: &str, games: &[&str]) -> (Vec<CommandLine>, Vec<String>) {
    let lines = unquoted_lines(text);
    let cleaned = clean_subject(subject);
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    if is_command_start(&words, games) {
        // Body lines that read as commands (a repeat of the subject, say)
        // are never part of the comment: they may carry a password.
        let comment: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|line| !is_command_line(line, games))
            .collect();
        let command = CommandLine {
            text: cleaned.clone(),
            comment: comment_text(&comment),
            from_subject: true,
        };
        return (vec![command], Vec::new());
    }

    let mut found: Vec<(String, Vec<&str>)> = Vec::new();
    for line in lines {
        match is_command_line(line, games) {
            true => found.push((single_spaced(line), Vec::new())),
            // Lines before the first command are nobody's comment.
            _ => {
                if let Some((_, comment)) = found.last_mut() {
                    comment.push(line);
                }
            }
        }
    }
    let extra = found
        .split_off(found.len().min(MAX_COMMANDS))
        .into_iter()
        .map(|(text, _)| text)
        .collect();
    let commands = found
        .into_iter()
        .map(|(text, comment)| CommandLine {
            text,
            comment: comment_text(&comment),
            from_subject: false,
        })
        .collect();
    (commands, extra)
}

fn single_spaced(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Comment lines joined, without leading and trailing blank lines.
fn comment_text(lines: &[&str]) -> String {
    let first = lines.iter().position(|line| !line.trim().is_empty());
    let last = lines.iter().rposition(|line| !line.trim().is_empty());
    match (first, last) {
        (Some(first), Some(last)) => lines[first..=last].join("\n"),
        _ => String::new(),
    }
}

/// The lines of the text up to the signature or the quoted mail, each with
/// its trailing whitespace cut.
pub fn unquoted_lines(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let end = (0..lines.len())
        .find(|&i| ends_reading(lines[i], lines.get(i + 1).copied()))
        .unwrap_or(lines.len());
    lines[..end].to_vec()
}

/// Whether reading stops at `line` (whose next line is `next`): a signature
/// separator (`-- `, or `--`), a quoted line (`>`), a quote header (`On ...
/// wrote:`, also wrapped over two lines), or the start of an Outlook-style
/// unquoted copy (`-----Original Message-----`, a forwarded message, or the
/// "Original message follows:" of this server's own error replies).
fn ends_reading(line: &str, next: Option<&str>) -> bool {
    let line = line.trim();
    if line == "--" || line.starts_with('>') {
        return true;
    }
    if starts_with_ignore_case(line, "on ")
        && (ends_with_ignore_case(line, "wrote:")
            || next.is_some_and(|next| ends_with_ignore_case(next.trim(), "wrote:")))
    {
        return true;
    }
    let banner = line.trim_matches(|c: char| c == '-' || c.is_whitespace());
    (line.starts_with("---")
        && (banner.eq_ignore_ascii_case("original message")
            || banner.eq_ignore_ascii_case("forwarded message")))
        || line.eq_ignore_ascii_case("begin forwarded message:")
        || line.eq_ignore_ascii_case("original message follows:")
}

fn starts_with_ignore_case(text: &str, prefix: &str) -> bool {
    text.get(..prefix.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(prefix))
}

fn ends_with_ignore_case(text: &str, suffix: &str) -> bool {
    text.len()
        .checked_sub(suffix.len())
        .and_then(|start| text.get(start..))
        .is_some_and(|tail| tail.eq_ignore_ascii_case(suffix))
}

/// `rest` without a leading `Re:`-like prefix, if it has one.
fn strip_reply_prefix(rest: &str) -> Option<&str> {
    const PREFIXES: [&str; 5] = ["re", "fwd", "fw", "aw", "sv"];
    let word_len = rest
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(rest.len());
    if !contains_word(&PREFIXES, &rest[..word_len]) {
        return None;
    }
    let mut after = &rest[word_len..];
    // A reply count, as in `Re[2]:` or `Re^2:`.
    if let Some(count) = after.strip_prefix('[') {
        let digits = count
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(count.len());
        after = count[digits..].strip_prefix(']')?;
    } else if let Some(count) = after.strip_prefix('^') {
        after = count.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    after.strip_prefix(':')
}

/// Whether a word is a `**` token (any run of two or more asterisks).
fn is_stars(word: &str) -> bool {
    word.len() >= 2 && word.bytes().all(|b| b == b'*')
}

/// `rest` without a leading `**` token.
fn strip_stars(rest: &str) -> Option<&str> {
    let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    is_stars(&rest[..end]).then(|| &rest[end..])
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: [&str; 2] = ["yinsh", "rin"];
    const OWN: &str = "games@localhost";

    /// A plain-text mail from alice with these extra headers.
    fn mail(headers: &str, subject: &str, body: &str) -> String {
        format!(
            "From: Alice <alice@example.org>\nTo: games@localhost\nSubject: {subject}\n\
             Message-ID: <m1@example.org>\n{headers}\
             MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}"
        )
    }

    fn parse(raw: &str) -> ParsedMail {
        parse_mail(raw.as_bytes(), OWN, &GAMES).expect("a mail")
    }

    fn texts(parsed: &ParsedMail) -> Vec<&str> {
        parsed.commands.iter().map(|c| c.text.as_str()).collect()
    }

    #[test]
    fn subject_prefixes_tags_and_stars_are_stripped() {
        assert_eq!(clean_subject("Re: yinsh move 1"), "yinsh move 1");
        assert_eq!(
            clean_subject("RE:Fwd: re:  FW:yinsh  show 101"),
            "yinsh show 101"
        );
        assert_eq!(clean_subject("AW: SV: Aw:help"), "help");
        assert_eq!(clean_subject("[games] Re: [games] list"), "list");
        assert_eq!(clean_subject("Re[2]: Re^3: list"), "list");
        assert_eq!(
            clean_subject("** Re: yinsh ** show 101 **"),
            "yinsh show 101"
        );
        assert_eq!(
            clean_subject("  yinsh\tmove   101 a pw e5 "),
            "yinsh move 101 a pw e5"
        );
        // Words that merely begin like a prefix stay.
        assert_eq!(clean_subject("Reply: list"), "Reply: list");
        assert_eq!(clean_subject("Rerun list"), "Rerun list");
        assert_eq!(clean_subject("[unclosed list"), "[unclosed list");
        assert_eq!(
            clean_subject("yinsh move 101 a pw *"),
            "yinsh move 101 a pw *"
        );
        assert_eq!(clean_subject(""), "");
        assert_eq!(clean_subject("Re: "), "");
    }

    #[test]
    fn command_starts() {
        let starts = |s: &str| is_command_start(&s.split_whitespace().collect::<Vec<_>>(), &GAMES);
        assert!(starts("help"));
        assert!(starts("HELP yinsh"));
        assert!(starts("List"));
        assert!(starts("signup alice pw"));
        for sub in GAME_SUBCOMMANDS {
            assert!(starts(&format!("yinsh {sub}")), "{sub}");
            assert!(starts(&format!("RIN {}", sub.to_uppercase())), "{sub}");
        }
        assert!(!starts("yinsh Board 101 bob"));
        assert!(!starts("New yinsh Board 101 alice"));
        assert!(!starts("yinsh Board 101 Error"));
        assert!(!starts("yinsh"));
        assert!(!starts("chess move e4"));
        assert!(!starts("helpme"));
        assert!(!starts(""));
        assert!(!starts("All done, thanks"));
        assert!(starts("all show alice"));
        assert!(!starts("Change of plans"));
        assert!(starts("change password alice a b"));
        assert!(!starts("multiple choice"));
        assert!(starts("multiple"));
        assert!(is_command_word("Yinsh", &GAMES));
        assert!(is_command_word("SIGNUP", &GAMES));
        assert!(!is_command_word("board", &GAMES));
    }

    #[test]
    fn subject_command_takes_the_body_as_comment() {
        let parsed = parse(&mail(
            "",
            "Re: [games] yinsh move 101 alice pw e5",
            "\n\nGood luck!\n\nyinsh resign 101 alice pw\n\n-- \nAlice\n",
        ));
        assert_eq!(
            parsed.commands,
            vec![CommandLine {
                text: "yinsh move 101 alice pw e5".into(),
                // A line that repeats a command is never a comment.
                comment: "Good luck!".into(),
                from_subject: true,
            }]
        );
        assert_eq!(parsed.subject, "Re: [games] yinsh move 101 alice pw e5");
    }

    #[test]
    fn body_commands_collect_the_lines_below_them() {
        let parsed = parse(&mail(
            "",
            "my moves",
            "Hello server,\n\n  YINSH   move 101 alice pw e5  \nfirst comment\n\n  indented\n\n\
             rin show 102\nhelp\nlist\nline for list\n",
        ));
        let got: Vec<(&str, &str, bool)> = parsed
            .commands
            .iter()
            .map(|c| (c.text.as_str(), c.comment.as_str(), c.from_subject))
            .collect();
        assert_eq!(
            got,
            vec![
                (
                    "YINSH move 101 alice pw e5",
                    "first comment\n\n  indented",
                    false
                ),
                ("rin show 102", "", false),
                ("help", "", false),
                ("list", "line for list", false),
            ]
        );
        assert!(parsed.extra_commands.is_empty());
    }

    #[test]
    fn reading_stops_at_signatures_and_quotes() {
        let cases = [
            "list\n-- \nyinsh show 1\n",
            "list\n--\nyinsh show 1\n",
            "list\n> yinsh show 1\n",
            "list\n   > yinsh show 1\n",
            "list\nOn Mon, 3 Mar 2025, Bob <bob@example.org> wrote:\nyinsh show 1\n",
            "list\nOn Mon, 3 Mar 2025 at 10:00, Games Server\n<games@localhost> wrote:\nyinsh show 1\n",
            "list\n-----Original Message-----\nyinsh show 1\n",
            "list\n---------- Forwarded message ---------\nyinsh show 1\n",
            "list\nBegin forwarded message:\nyinsh show 1\n",
            "list\nOriginal message follows:\nyinsh show 1\n",
        ];
        for body in cases {
            let parsed = parse(&mail("", "moves", body));
            assert_eq!(texts(&parsed), ["list"], "{body:?}");
            assert_eq!(parsed.commands[0].comment, "", "{body:?}");
        }
        // Not stops: dashes with text, a line starting "On" that is no header.
        let parsed = parse(&mail(
            "",
            "moves",
            "list\n-- and more\nOn second thought\nyinsh show 1\n",
        ));
        assert_eq!(texts(&parsed), ["list", "yinsh show 1"]);
        assert_eq!(parsed.commands[0].comment, "-- and more\nOn second thought");
    }

    #[test]
    fn at_most_twenty_commands() {
        let body: String = (1..=23)
            .map(|n| format!("yinsh show {n}\ncomment {n}\n"))
            .collect();
        let parsed = parse(&mail("", "many", &body));
        assert_eq!(parsed.commands.len(), MAX_COMMANDS);
        assert_eq!(parsed.commands[19].text, "yinsh show 20");
        assert_eq!(parsed.commands[19].comment, "comment 20");
        assert_eq!(
            parsed.extra_commands,
            ["yinsh show 21", "yinsh show 22", "yinsh show 23"]
        );
    }

    #[test]
    fn headers_are_read() {
        let parsed = parse(
            "From: \"Alice A.\" <Alice@Example.ORG>\nSender: other@example.org\n\
             Subject: =?UTF-8?Q?yinsh_show_101_=E2=80=94_please?=\n\
             Message-ID:  <abc.123@example.org> \nIn-Reply-To: <p2@example.org>\n\
             References: <p1@example.org>\n  <p2@example.org>\n\nhi\n",
        );
        assert_eq!(parsed.from.as_deref(), Some("alice@example.org"));
        assert_eq!(parsed.message_id.as_deref(), Some("abc.123@example.org"));
        assert_eq!(parsed.subject, "yinsh show 101 \u{2014} please");
        assert_eq!(parsed.references, ["p1@example.org", "p2@example.org"]);
        assert_eq!(parsed.in_reply_to.as_deref(), Some("p2@example.org"));
        assert_eq!(parsed.text, "hi\n");
        assert!(parsed.no_reply.is_none());
        assert_eq!(texts(&parsed), ["yinsh show 101 \u{2014} please"]);
    }

    #[test]
    fn header_values_that_go_back_out_are_clean() {
        let parsed = parse(
            "From: alice@example.org\nSubject: =?UTF-8?Q?list=0D=0ABcc:_x@y?=\n\
             Message-ID: <a b@example.org>\nReferences: <ok@x> <also\tbad@x>\n\nx\n",
        );
        assert_eq!(parsed.subject, "list  Bcc: x@y");
        assert_eq!(parsed.commands[0].text, "list Bcc: x@y");
        assert_eq!(parsed.message_id, None);
        assert_eq!(parsed.references, ["ok@x"]);
    }

    #[test]
    fn folded_subject_is_unfolded() {
        let parsed = parse(&mail("", "yinsh move 101\n alice pw e5", ""));
        assert_eq!(texts(&parsed), ["yinsh move 101 alice pw e5"]);
    }

    #[test]
    fn sender_is_from_only() {
        let raw = "Sender: alice@example.org\nReply-To: alice@example.org\nSubject: list\n\nx\n";
        let parsed = parse(raw);
        assert_eq!(parsed.from, None);
        assert!(parsed.no_reply.unwrap().contains("From"));
        assert!(parsed.commands.is_empty());
        let parsed = parse("From: Alice\nSubject: list\n\nx\n");
        assert_eq!(parsed.from, None, "a display name is no address");
    }

    fn reason(headers: &str) -> Option<String> {
        parse(&mail(headers, "list", "yinsh show 101\n")).no_reply
    }

    #[test]
    fn loop_protection() {
        assert_eq!(reason(""), None);
        assert_eq!(reason("Auto-Submitted: no\n"), None);
        assert_eq!(reason("Auto-Submitted: No (a person)\n"), None);
        assert_eq!(reason("Precedence: first-class\n"), None);
        assert_eq!(reason("Return-Path: <alice@example.org>\n"), None);

        let found = |headers: &str, word: &str| {
            let why = reason(headers).unwrap_or_else(|| panic!("{headers:?} is answered"));
            assert!(why.contains(word), "{headers:?}: {why:?} lacks {word:?}");
        };
        found("Auto-Submitted: auto-replied\n", "auto-replied");
        found(
            "auto-submitted: Auto-Generated; owner-email=x@y\n",
            "Auto-Generated",
        );
        found("Auto-Submitted:\n", "Auto-Submitted");
        found("Precedence: bulk\n", "bulk");
        found("PRECEDENCE: Junk\n", "junk");
        found("Precedence: list\n", "list");
        found("List-Id: Game players <players.example.org>\n", "List-Id");
        found("Return-Path: <>\n", "return path");
        found("Return-Path:   < >\n", "return path");
        found("Return-Path: <MAILER-DAEMON@example.org>\n", "mail system");

        let from = |address: &str| {
            let raw = format!("From: {address}\nSubject: list\n\nx\n");
            parse_mail(raw.as_bytes(), "Games@LocalHost", &GAMES).unwrap()
        };
        for daemon in [
            "MAILER-DAEMON@example.org",
            "Mail Delivery <postmaster@example.org>",
            "owner-players@example.org",
            "players-request@example.org",
        ] {
            let parsed = from(daemon);
            assert!(parsed.no_reply.unwrap().contains("mail system"), "{daemon}");
            assert!(parsed.commands.is_empty());
        }
        let parsed = from("Game Server <GAMES@localhost>");
        assert!(parsed.no_reply.unwrap().contains("own address"));
        assert!(from("bob@example.org").no_reply.is_none());
    }

    #[test]
    fn autoresponders_reports_and_loops_are_not_answered() {
        let found = |headers: &str, word: &str| {
            let why = reason(headers).unwrap_or_else(|| panic!("{headers:?} is answered"));
            assert!(why.contains(word), "{headers:?}: {why:?} lacks {word:?}");
        };
        found("X-Autoreply: yes\n", "X-Autoreply");
        found("x-autoreply: no\n", "X-Autoreply");
        found("X-Autoreply:\n", "X-Autoreply");
        found("X-Autorespond: Vacation\n", "X-Autorespond");
        found("Precedence: auto_reply\n", "auto_reply");
        found("PRECEDENCE: Auto_Reply\n", "auto_reply");
        found("X-Loop: games@localhost\n", "X-Loop");
        found("X-Loop:\n", "X-Loop");
        assert_eq!(reason("X-Mailer: Autoreply 2000\n"), None);
        assert_eq!(reason("Precedence: auto\n"), None);

        // A read or delivery report from a person's address, quoting the
        // mail it reports on.
        let report = "From: bob@example.org\nSubject: Read: yinsh move 101\n\
            Message-ID: <mdn.1@example.org>\nMIME-Version: 1.0\n\
            Content-Type: multipart/report; report-type=disposition-notification;\n\
            \tboundary=\"r1\"\n\n--r1\nContent-Type: text/plain\n\n\
            yinsh resign 101 bob pw\n--r1\n\
            Content-Type: message/disposition-notification\n\n\
            Final-Recipient: rfc822;bob@example.org\n--r1--\n";
        let parsed = parse(report);
        let why = parsed.no_reply.expect("a report is not answered");
        assert!(why.contains("multipart/report"), "{why}");
        assert!(why.contains("disposition-notification"), "{why}");
        assert!(parsed.commands.is_empty());
        let mixed = report.replace("multipart/report", "multipart/mixed");
        assert_eq!(parse(&mixed).no_reply, None);
    }

    #[test]
    fn unanswerable_from_addresses() {
        let from = |address: &str| {
            let raw = format!("From: {address}\nSubject: list\nMessage-ID: <m@x>\n\nx\n");
            parse_mail(raw.as_bytes(), OWN, &GAMES).unwrap()
        };
        for bad in [
            "<\"a,b\"@evil.org>",
            "\"a,b\"@evil.org",
            "Eve <\"eve smith\"@evil.org>",
            "<b\u{e9}b@example.org>",
            "<bob@ex\u{e4}mple.org>",
            "<bob@[127.0.0.1]>",
        ] {
            let parsed = from(bad);
            assert_eq!(parsed.from, None, "{bad}");
            let why = parsed
                .no_reply
                .unwrap_or_else(|| panic!("{bad} is answered"));
            assert!(
                why.contains("From") && why.contains("cannot be answered"),
                "{bad}: {why}"
            );
            assert!(parsed.commands.is_empty());
            assert_eq!(parsed.message_id.as_deref(), Some("m@x"), "still recorded");
        }
        let long = format!("<{}@example.org>", "a".repeat(250));
        assert_eq!(from(&long).from, None);
        let parsed = from("Bob <Bob.Baker+games@Example.ORG>");
        assert_eq!(parsed.from.as_deref(), Some("bob.baker+games@example.org"));
        assert_eq!(parsed.no_reply, None);
    }

    #[test]
    fn message_ids_that_cannot_go_back_out_are_dropped() {
        let ids = |id: &str| {
            let raw = format!(
                "From: a@b.c\nSubject: list\nMessage-ID: {id}\nIn-Reply-To: {id}\n\
                 References: <ok@x> {id}\n\nx\n"
            );
            parse(&raw)
        };
        let limit = format!("<{}@x.org>", "i".repeat(244));
        let parsed = ids(&limit);
        assert_eq!(parsed.message_id.as_deref().map(str::len), Some(250));
        assert_eq!(parsed.references.len(), 2);
        for bad in [
            format!("<{}@x.org>", "i".repeat(245)),
            "<caf\u{e9}@example.org>".to_string(),
            "<a<b@x>".to_string(),
        ] {
            let parsed = ids(&bad);
            assert_eq!(parsed.message_id, None, "{bad}");
            assert_eq!(parsed.in_reply_to, None, "{bad}");
            assert_eq!(parsed.references, ["ok@x"], "{bad}");
        }
    }

    #[test]
    fn no_reply_mail_has_no_commands() {
        let parsed = parse(&mail(
            "Auto-Submitted: auto-replied\n",
            "list",
            "yinsh show 1\n",
        ));
        assert!(parsed.commands.is_empty());
        assert!(parsed.extra_commands.is_empty());
        assert_eq!(parsed.text, "yinsh show 1\n");
    }

    #[test]
    fn html_blocks_and_quotes() {
        let html = "<html><head><title>list</title><style>p {}</style></head><body>\
            <div>yinsh move 101 alice pw e5</div><div>Tom &amp; Jerry&nbsp;say hi</div>\
            <p>rin show 102<br/>help yinsh</p>\
            <div class=\"gmail_quote\"><blockquote>yinsh resign 101 alice pw</blockquote></div>\
            </body></html>";
        let text = html_as_text(html);
        let parsed = read_commands("x", &text, &GAMES).0;
        let got: Vec<(&str, &str)> = parsed
            .iter()
            .map(|c| (c.text.as_str(), c.comment.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("yinsh move 101 alice pw e5", "Tom & Jerry\u{a0}say hi"),
                ("rin show 102", ""),
                ("help yinsh", ""),
            ],
            "{text:?}"
        );
        assert!(text.contains("yinsh resign"), "the quote stays in the text");

        // One line per <div>, blank lines only where the writer made one.
        assert_eq!(
            html_as_text(
                "<div>a</div><div><br></div><div> b <div>c</div></div>d<ul><li>e</li></ul>"
            ),
            "a\n\nb\nc\nd\ne"
        );
        assert_eq!(
            html_as_text("<p>a</p><p>b<br>c</p>\n\n<p>&lt;d&gt;</p>"),
            "a\n\nb\nc\n\n<d>"
        );
        assert_eq!(html_as_text("x<blockquote>y</blockquote>"), "x\n>\ny");
        assert_eq!(html_as_text("\u{e000}a\u{e000}b"), "ab");
    }

    #[test]
    fn multipart_alternative_prefers_plain() {
        let raw = "From: alice@example.org\nSubject: moves\nMIME-Version: 1.0\n\
            Content-Type: multipart/alternative; boundary=\"b1\"\n\n\
            --b1\nContent-Type: text/html\n\n<p>yinsh show 7</p>\n\
            --b1\nContent-Type: text/plain\n\nyinsh show 8\n\
            --b1--\n";
        assert_eq!(texts(&parse(raw)), ["yinsh show 8"]);
    }

    #[test]
    fn attachments_are_ignored() {
        let raw = "From: alice@example.org\nSubject: moves\nMIME-Version: 1.0\n\
            Content-Type: multipart/mixed; boundary=\"b1\"\n\n\
            --b1\nContent-Type: text/plain\n\nyinsh show 8\n\
            --b1\nContent-Type: text/plain; name=\"game.txt\"\n\
            Content-Disposition: attachment; filename=\"game.txt\"\n\nlist\n\
            --b1--\n";
        let parsed = parse(raw);
        assert_eq!(texts(&parsed), ["yinsh show 8"]);
        assert!(!parsed.text.contains("list"));
    }

    #[test]
    fn base64_and_windows_1252() {
        // "Très bien" in windows-1252, then a command, base64-encoded.
        let raw = "From: alice@example.org\nSubject: moves\nMIME-Version: 1.0\n\
            Content-Type: text/plain; charset=windows-1252\n\
            Content-Transfer-Encoding: base64\n\nVHLocyBiaWVuIIAKbGlzdAo=\n";
        let parsed = parse(raw);
        assert_eq!(parsed.text, "Tr\u{e8}s bien \u{20ac}\nlist\n");
        assert_eq!(texts(&parsed), ["list"]);
    }

    #[test]
    fn crlf_and_lf_read_alike() {
        let lf = mail(
            "References: <a@x>\n <b@x>\n",
            "Re: status",
            "yinsh move 101 alice pw e5\ncomment\n\n> quoted\n",
        );
        let crlf = lf.replace('\n', "\r\n");
        assert_eq!(parse(&lf), parse(&crlf));
        assert_eq!(parse(&crlf).commands[0].comment, "comment");
    }

    #[test]
    fn not_a_mail() {
        for raw in [&b""[..], b"\n\r\n  ", b"no header here\n\njust text\n"] {
            assert!(
                matches!(parse_mail(raw, OWN, &GAMES), Err(MailError::NotAMail(_))),
                "{raw:?}"
            );
        }
    }

    #[test]
    fn garbage_never_panics() {
        // A deterministic stream of awkward bytes: MIME punctuation, high
        // bytes, CR and LF.
        let alphabet: &[u8] =
            b"\x00\xff\xc3\xa9\r\n\n:;<>=?-- \t\"'boundary=multipart/mixed;charset=QBq";
        let mut state: u32 = 12345;
        for length in [1, 7, 64, 500, 4000] {
            for _ in 0..40 {
                let bytes: Vec<u8> = (0..length)
                    .map(|_| {
                        state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                        alphabet[(state >> 16) as usize % alphabet.len()]
                    })
                    .collect();
                if let Ok(parsed) = parse_mail(&bytes, OWN, &GAMES) {
                    assert!(parsed.commands.len() <= MAX_COMMANDS);
                }
            }
        }
        // Headers that claim a structure the body does not have.
        let raw = "From: a@b.c\nContent-Type: multipart/mixed; boundary=x\n\n--x\n\
            Content-Type: message/rfc822\n\nContent-Type: multipart/alternative; boundary=y\n\n--y\n";
        let _ = parse_mail(raw.as_bytes(), OWN, &GAMES);
    }
}

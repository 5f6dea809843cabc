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

use super::body_text::body_text;
use super::headers::{Sender, from_address, raw_header_values, recipients};
use super::no_reply::no_reply_reason;
use super::quote::{SentText, own_text};
use crate::tokens::mask_tokens_in_text;

use super::compose::writable_id;
use mail_parser::{HeaderValue, Message, MessageParser};

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
pub const GAME_SUBCOMMANDS: [&str; 25] = [
    "help",
    "challenge",
    "move",
    "resign",
    "show",
    "games",
    "history",
    "record",
    "standings",
    "ratings",
    "preview",
    "submit",
    "confirm",
    "queue",
    "chat",
    "observe",
    "unobserve",
    "tournament",
    "tournaments",
    "seek",
    "seeks",
    "take",
    "unseek",
    "analyse",
    "analyze",
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
    /// The mail's text: the `text/plain` part, or the HTML part turned
    /// into text when there is no plain part; decoded to UTF-8, with `\n`
    /// line ends. Quotes and signature are still in it: it is what error
    /// replies show after "Original message follows:".
    pub text: String,
    /// What the sender wrote: `text` above the quoted mail and the
    /// signature (see [`super::quote`]). Commands, moves and comments are
    /// read from it alone.
    pub own_text: String,
    /// `Some(reason)` when the server must record this mail and never answer
    /// it (loop protection). Such a mail has no commands.
    pub no_reply: Option<String>,
    /// The `Authentication-Results` headers (RFC 8601), top first, raw
    /// and whitespace-normalised; see [`super::authres`].
    pub authentication_results: Vec<String>,
    /// The language its `Content-Language` or `Accept-Language` header
    /// asks for (English when neither names one of ours): how a sender
    /// with no account is answered.
    pub language: crate::language::Language,
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
    let own_text = own_text(&text, &SentText::none());
    let no_reply = no_reply_reason(&message, &sender, own_address);
    let (commands, extra_commands) = if no_reply.is_some() {
        (Vec::new(), Vec::new())
    } else {
        read_commands(&subject, &own_text, games)
    };
    Ok(ParsedMail {
        message_id: message.message_id().and_then(bare_id),
        from,
        subject,
        references: ids(message.references()),
        in_reply_to: ids(message.in_reply_to()).into_iter().next(),
        recipients: recipients(&message),
        text,
        own_text,
        no_reply,
        authentication_results: raw_header_values(&message, "Authentication-Results")
            .take(20)
            .collect(),
        language: asked_language(&message),
        commands,
        extra_commands,
    })
}

impl ParsedMail {
    /// The mail read again knowing the server's mails it answers (`sent`):
    /// its own text is then cut where their copy begins too, and its
    /// commands read from what is left.
    pub fn answering(&self, sent: &SentText, games: &[&str]) -> ParsedMail {
        let mut mail = self.clone();
        if sent.is_empty() || self.no_reply.is_some() {
            return mail;
        }
        mail.own_text = own_text(&self.text, sent);
        (mail.commands, mail.extra_commands) = read_commands(&self.subject, &mail.own_text, games);
        mail
    }
}

/// The language the mail's first `Content-Language` or `Accept-Language`
/// header asks for.
fn asked_language(message: &mail_parser::Message<'_>) -> crate::language::Language {
    let first = |name| raw_header_values(message, name).next();
    crate::language::Language::asked_by(
        first("Content-Language").as_deref(),
        first("Accept-Language").as_deref(),
    )
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
/// English the line has their shape: `all show ...`, `change
/// password|address|subjects|language ...`, and `multiple` alone.
pub fn is_command_line(line: &str, games: &[&str]) -> bool {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return false;
    };
    let second = words.next();
    match first.to_ascii_lowercase().as_str() {
        "all" => second.is_some_and(|w| w.eq_ignore_ascii_case("show")),
        "change" => second.is_some_and(|w| {
            ["password", "address", "subjects", "language"]
                .iter()
                .any(|what| w.eq_ignore_ascii_case(what))
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

/// The commands of a mail (read from its subject and the sender's own
/// text) and the command lines beyond [`MAX_COMMANDS`].
fn read_commands(subject: &str, own_text: &str, games: &[&str]) -> (Vec<CommandLine>, Vec<String>) {
    let lines: Vec<&str> = own_text.lines().collect();
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

/// Comment lines joined, without leading and trailing blank lines, with
/// any token of the server's masked (a comment reaches other players).
fn comment_text(lines: &[&str]) -> String {
    let first = lines.iter().position(|line| !line.trim().is_empty());
    let last = lines.iter().rposition(|line| !line.trim().is_empty());
    match (first, last) {
        (Some(first), Some(last)) => mask_tokens_in_text(&lines[first..=last].join("\n")),
        _ => String::new(),
    }
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
#[path = "parse_tests.rs"]
mod tests;

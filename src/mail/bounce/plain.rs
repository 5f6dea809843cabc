//! Plain-text bounces: reports without a delivery-status part, as some
//! large providers and older systems still send them ("Undelivered Mail
//! Returned to Sender", "Mail delivery failed: returning message to
//! sender", "Delivery Status Notification (Failure)"), with the returned
//! mail attached or quoted in the text.
//!
//! Such a text is taken for a report on the mail only when it quotes the
//! mail's Message-ID (in an attached original, or after a `Message-ID:`
//! label in the text) and names the recipient in its own words, before the
//! quoted mail; what it says is then read from its status codes and words
//! (see [`read`]). A bounce with no `text/plain` part is read from its HTML
//! part turned into text.

use super::codes::{enhanced_codes, reply_class};
use super::fields::MAX_LINES;
use super::{Failure, Reading, bare_id, failure_reading, one_line, same_id};

/// The header fields that start the quoted mail in a bounce's text: the
/// first line opening with one of them (after any `>` quoting) is where
/// the bounce's own words end.
const QUOTED_HEADERS: [&str; 14] = [
    "return-path",
    "received",
    "message-id",
    "from",
    "to",
    "cc",
    "subject",
    "date",
    "dkim-signature",
    "mime-version",
    "delivered-to",
    "x-original-to",
    "reply-to",
    "content-type",
];

/// The most bytes of a diagnostic and its continuation lines gathered
/// before they are made one line.
const MAX_DIAGNOSTIC_BYTES: usize = 4 * 1024;

/// The words of a bounce that reports a delay.
const DELAY_WORDS: [&str; 5] = [
    "delayed",
    "will retry",
    "still trying",
    "will be retried",
    "being retried",
];

/// Reads the text of a mail without a delivery-status part; `original_id`
/// is the Message-ID of an attached original, if there is one.
///
/// A different Message-ID is [`Reading::OtherMail`]; none is
/// [`Reading::NotAReport`]. With this mail's Message-ID, a text that does
/// not name the recipient is [`Reading::OtherMail`]; one that does is
/// [`Reading::Hard`] with a 5.x.x code or a 5xx reply in its own words,
/// else [`Reading::Soft`] with a 4.x.x code, a 4xx reply or words of
/// delay, else [`Reading::NotAReport`].
pub(super) fn read(
    text: &str,
    original_id: Option<&str>,
    recipient: &str,
    message_id: &str,
) -> Reading {
    let lines: Vec<&str> = text.lines().take(MAX_LINES).collect();
    let quote = lines
        .iter()
        .position(|line| starts_quoted_mail(line))
        .unwrap_or(lines.len());
    let own = &lines[..quote];
    let Some(quoted_id) = original_id.or_else(|| quoted_message_id(&lines)) else {
        return Reading::NotAReport;
    };
    if !same_id(quoted_id, message_id) {
        return Reading::OtherMail;
    }
    let recipient = bare_id(recipient).to_lowercase();
    if recipient.is_empty() || !own.iter().any(|line| names_address(line, &recipient)) {
        return Reading::OtherMail;
    }
    failure_in(own)
}

/// Whether a line opens the quoted mail: a header field of
/// [`QUOTED_HEADERS`] at its start (after `>` quoting and whitespace).
fn starts_quoted_mail(line: &str) -> bool {
    let line = unquoted(line);
    let Some((name, _)) = line.split_once(':') else {
        return false;
    };
    QUOTED_HEADERS
        .iter()
        .any(|header| name.eq_ignore_ascii_case(header))
}

/// A line without `>` quoting and leading whitespace.
fn unquoted(line: &str) -> &str {
    line.trim_start_matches(|c: char| c == '>' || c.is_whitespace())
}

/// The id after the first `Message-ID:` label of the text (at the start
/// of a line or of a word; its value may be on the next line, folded),
/// without angle brackets.
fn quoted_message_id<'a>(lines: &[&'a str]) -> Option<&'a str> {
    lines.iter().enumerate().find_map(|(i, line)| {
        let value = after_message_id_label(line)?;
        let value = match value.trim() {
            "" => lines.get(i + 1)?.trim(),
            value => value,
        };
        let id = bare_id(value.split_whitespace().next()?);
        (!id.is_empty()).then_some(id)
    })
}

/// The rest of a line after its first `Message-ID:` label (any case) that
/// starts the line or a word.
fn after_message_id_label(line: &str) -> Option<&str> {
    const LABEL: &str = "message-id:";
    // ASCII lower case keeps every byte where it was.
    let lower = line.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let mut from = 0;
    while let Some(found) = lower[from..].find(LABEL) {
        let at = from + found;
        from = at + LABEL.len();
        if at == 0 || bytes[at - 1].is_ascii_whitespace() || bytes[at - 1] == b'>' {
            return Some(&line[from..]);
        }
    }
    None
}

/// Whether a line names the address (given in lower case) in any case, as
/// a whole address: not inside a longer one.
fn names_address(line: &str, address: &str) -> bool {
    let line = line.to_lowercase();
    let bytes = line.as_bytes();
    line.match_indices(address).any(|(start, found)| {
        let end = start + found.len();
        let before_ok = start == 0 || !is_address_byte(bytes[start - 1]);
        let after_ok = match bytes.get(end) {
            None => true,
            Some(b'.') => !bytes.get(end + 1).is_some_and(|&b| is_address_byte(b)),
            Some(&b) => !is_address_byte(b),
        };
        before_ok && after_ok
    })
}

/// Whether a byte may be part of an address (next to one, it makes the
/// address part of a longer one).
fn is_address_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~.@".contains(&b) || !b.is_ascii()
}

/// What the bounce's own lines say: the first line with a 5.x.x code, else
/// with a 5xx reply, gives a hard failure; the first with a 4.x.x code,
/// else with a 4xx reply or words of delay, a soft one.
fn failure_in(lines: &[&str]) -> Reading {
    let with_code = |class: u8| {
        lines.iter().enumerate().find_map(|(i, line)| {
            let code = enhanced_codes(line).find(|code| code.as_bytes()[0] == class)?;
            Some((i, code))
        })
    };
    let with_reply = |class: u8| {
        lines
            .iter()
            .position(|line| reply_class(line) == Some(class))
    };
    if let Some((i, code)) = with_code(b'5') {
        return failure_reading(Failure::Hard, Some(code), &diagnostic_at(lines, i));
    }
    if let Some(i) = with_reply(b'5') {
        return failure_reading(Failure::Hard, None, &diagnostic_at(lines, i));
    }
    if let Some((i, code)) = with_code(b'4') {
        return failure_reading(Failure::Soft, Some(code), &diagnostic_at(lines, i));
    }
    if let Some(i) = with_reply(b'4').or_else(|| lines.iter().position(|line| tells_delay(line))) {
        return failure_reading(Failure::Soft, None, &diagnostic_at(lines, i));
    }
    Reading::NotAReport
}

/// Whether a line speaks of a delay (see [`DELAY_WORDS`]).
fn tells_delay(line: &str) -> bool {
    let line = line.to_lowercase();
    DELAY_WORDS.iter().any(|words| line.contains(words))
}

/// The diagnostic of a bounce: line `i` and the lines after it that are
/// indented deeper (its continuation), on one line.
fn diagnostic_at(lines: &[&str], i: usize) -> String {
    let indent = |line: &str| line.len() - line.trim_start().len();
    let first = lines[i];
    let first_indent = indent(first);
    let mut text = first.to_string();
    for line in &lines[i + 1..] {
        if text.len() > MAX_DIAGNOSTIC_BYTES
            || line.trim().is_empty()
            || indent(line) <= first_indent
        {
            break;
        }
        text.push(' ');
        text.push_str(line.trim());
    }
    one_line(&text)
}

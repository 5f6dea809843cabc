//! Plain-text bounces: reports without a readable delivery-status part,
//! as most systems other than the big MTAs still send them ("Undelivered
//! Mail Returned to Sender", "failure notice", "Undeliverable:",
//! "Delivery Status Notification (Failure)", Japanese carriers' notices),
//! with the returned mail attached, quoted in the text, or left out.
//!
//! Such a text is read when it is about the mail: it returns the mail (its
//! Message-ID in an attached original, a part's headers, or after a
//! `Message-ID:` label), or it is signed or titled as a mail system's
//! bounce; and it names the recipient in its own words (before the
//! returned mail) or in an `X-Failed-Recipients` field. What it says is
//! read from its codes and its phrases (see [`failure_in`]).

use super::codes::{enhanced_codes, reply_class};
use super::contents::Contents;
use super::fields::MAX_LINES;
use super::phrases::{self, Means, RETURNED_MAIL};
use super::why::{Words, reason};
use super::{Failure, Reading, Sent, bare_id, failure_reading, one_line, same_id};

/// Header fields that only a mail's own header block holds, never a
/// bounce's summary lines (`To:`, `Subject:`, `From: ... RCPT: ...`): a
/// block of header lines with one of them opens the returned mail.
const MAIL_ONLY_HEADERS: [&str; 15] = [
    "return-path",
    "received",
    "message-id",
    "dkim-signature",
    "mime-version",
    "content-type",
    "content-transfer-encoding",
    "delivered-to",
    "x-original-to",
    "in-reply-to",
    "references",
    "reply-to",
    "user-agent",
    "auto-submitted",
    "authentication-results",
];

/// The most bytes of a diagnostic and its continuation lines gathered
/// before they are made one line.
const MAX_DIAGNOSTIC_BYTES: usize = 4 * 1024;

/// Reads the text of a report.
///
/// A report returning another mail is [`Reading::OtherMail`]; one neither
/// returning this mail nor looking like a bounce is [`Reading::NotAReport`].
/// One that does not name the recipient is [`Reading::OtherMail`] when it
/// returns this mail, else [`Reading::NotAReport`]; one that does says what
/// [`failure_in`] finds.
///
/// `named` tells that the report's delivery-status part names the
/// recipient (without saying what became of the mail).
pub(super) fn read(contents: &Contents<'_>, sent: Sent<'_>, named: bool) -> Reading {
    let lines: Vec<&str> = contents.text.lines().take(MAX_LINES).collect();
    let own = &lines[..returned_mail_start(&lines)];
    let returns = returns(contents, &lines, sent.message_id);
    match returns {
        Some(false) => return Reading::OtherMail,
        None if !contents.looks_like_bounce => return Reading::NotAReport,
        _ => {}
    }
    let recipient = bare_id(sent.recipient).to_lowercase();
    let named = named
        || own.iter().any(|line| names_address(line, &recipient))
        || names_address(&contents.failed_recipients, &recipient);
    match (recipient.is_empty() || !named, returns) {
        (true, Some(true)) => return Reading::OtherMail,
        (true, _) => return Reading::NotAReport,
        (false, _) => {}
    }
    failure_in(own)
}

/// The text of a report before the mail it returns, on one line.
pub(super) fn own_text(contents: &Contents<'_>) -> String {
    let lines: Vec<&str> = contents.text.lines().take(MAX_LINES).collect();
    lines[..returned_mail_start(&lines)].join("\n")
}

/// Whether the report returns the mail `message_id` (`Some(true)`),
/// another (`Some(false)`), or none it can tell (`None`): by the ids of its
/// parts and of its text's `Message-ID:` label; else, when none is found,
/// by the id written anywhere in its text.
fn returns(contents: &Contents<'_>, lines: &[&str], message_id: &str) -> Option<bool> {
    let labelled = quoted_message_id(lines);
    match (contents.returns(message_id), labelled) {
        (Some(true), _) => Some(true),
        (by_parts, Some(id)) => Some(same_id(id, message_id) || by_parts == Some(true)),
        (Some(false), None) => Some(false),
        (None, None) => {
            let id = bare_id(message_id);
            (!id.is_empty() && contents.text.contains(id)).then_some(true)
        }
    }
}

/// The index of the line where the returned mail starts (the number of
/// lines when it is not in the text): a separator of [`RETURNED_MAIL`], or
/// the first line of a header block (two header lines or more, one of
/// them of [`MAIL_ONLY_HEADERS`]). One pass over the lines.
fn returned_mail_start(lines: &[&str]) -> usize {
    let mut block: Option<(usize, usize, bool)> = None; // start, fields, mail-only
    let opens = |block: Option<(usize, usize, bool)>| {
        block.and_then(|(start, fields, mail_only)| (fields >= 2 && mail_only).then_some(start))
    };
    for (i, line) in lines.iter().enumerate() {
        let line = unquoted(line);
        if let Some(name) = header_name(line) {
            let (start, fields, mail_only) = block.unwrap_or((i, 0, false));
            let mail_only = mail_only || is_mail_only(name);
            block = Some((start, fields + 1, mail_only));
            continue;
        }
        if block.is_some() && line.starts_with([' ', '\t']) && !line.trim().is_empty() {
            continue; // a folded field
        }
        if let Some(start) = opens(block) {
            return start;
        }
        block = None;
        if phrases::holds_any(&phrases::alike(line), RETURNED_MAIL) {
            return i;
        }
    }
    opens(block).unwrap_or(lines.len())
}

/// The name of a header field a line opens (`Name: value`, the line not
/// indented, the name a token of letters, digits and dashes).
fn header_name(line: &str) -> Option<&str> {
    let (name, _) = line.split_once(':')?;
    let token = !name.is_empty()
        && name.len() <= 64
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        && name.as_bytes()[0].is_ascii_alphabetic();
    token.then_some(name)
}

fn is_mail_only(name: &str) -> bool {
    MAIL_ONLY_HEADERS
        .iter()
        .any(|field| name.eq_ignore_ascii_case(field))
        || name.len() > 2 && name[..2].eq_ignore_ascii_case("x-")
}

/// A line without its `>` quoting (and the one space after it).
fn unquoted(line: &str) -> &str {
    if !line.starts_with('>') {
        return line;
    }
    line.trim_start_matches(['>', ' '])
}

/// The id after the first `Message-ID:` label of the text (at the start
/// of a line or of a word; its value may be on one of the next lines,
/// folded or after a blank line), without angle brackets.
fn quoted_message_id<'a>(lines: &[&'a str]) -> Option<&'a str> {
    lines.iter().enumerate().find_map(|(i, line)| {
        let value = after_message_id_label(line)?;
        let value = match value.trim() {
            "" => lines
                .iter()
                .skip(i + 1)
                .take(3)
                .map(|l| l.trim())
                .find(|l| !l.is_empty())?,
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

/// Whether a text names the address (given in lower case) in any case, as
/// a whole address: not inside a longer one (an address in apostrophes,
/// `'bob@players.test'`, is whole).
fn names_address(text: &str, address: &str) -> bool {
    let text = text.to_lowercase();
    let bytes = text.as_bytes();
    text.match_indices(address).any(|(start, found)| {
        let end = start + found.len();
        let quoted = start > 0 && bytes[start - 1] == b'\'' && bytes.get(end) == Some(&b'\'');
        let before_ok = start == 0 || !is_address_byte(bytes[start - 1]) || quoted;
        let after_ok = match bytes.get(end) {
            None => true,
            Some(b'.') => !bytes.get(end + 1).is_some_and(|&b| is_address_byte(b)),
            Some(&b) => !is_address_byte(b) || quoted,
        };
        before_ok && after_ok
    })
}

/// Whether a byte may be part of an address (next to one, it makes the
/// address part of a longer one).
fn is_address_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~.@".contains(&b) || !b.is_ascii()
}

/// What the bounce's own lines say:
///
/// 1. words of a warning (the relay still tries) and no 5.x.x code: soft;
/// 2. words that the failure is permanent or that the relay gave up, a
///    5.x.x code or a 5xx reply, or words naming a cause: hard;
/// 3. a 4.x.x code or a 4xx reply alone: soft;
/// 4. else nothing readable: not a report.
fn failure_in(lines: &[&str]) -> Reading {
    let words = Words::of_lines(lines);
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
    let (code5, code4) = (with_code(b'5'), with_code(b'4'));
    let (reply5, reply4) = (with_reply(b'5'), with_reply(b'4'));
    let still_trying = words.line_of(|m| m == Means::StillTrying);
    if let Some(i) = still_trying.filter(|_| code5.is_none()) {
        let at = code4.map(|(i, _)| i).or(reply4).unwrap_or(i);
        return failure_reading(
            Failure::Soft,
            code4.map(|(_, c)| c),
            &diagnostic_at(lines, at),
        );
    }
    let definitive = words.line_of(|m| matches!(m, Means::GaveUp | Means::Permanent));
    let cause_line = words.line_of(|m| matches!(m, Means::Cause(_)));
    let hard_line = code5
        .map(|(i, _)| i)
        .or(reply5)
        .or(cause_line)
        .or(code4.map(|(i, _)| i).filter(|_| definitive.is_some()))
        .or(reply4.filter(|_| definitive.is_some()))
        .or(definitive);
    if let Some(i) = hard_line {
        let status = code5.or(code4).map(|(_, c)| c);
        let diagnostic = diagnostic_at(lines, i);
        // A temporary failure that the relay reports as final: it gave up.
        let temporary = code4.is_some() || reply4.is_some();
        let gave_up = words.gave_up() || (code5.is_none() && reply5.is_none() && temporary);
        let why = reason(
            Words::of(&diagnostic).cause(),
            status,
            words.cause(),
            gave_up,
        );
        return failure_reading(Failure::Hard(why), status, &diagnostic);
    }
    match code4.map(|(i, _)| i).or(reply4) {
        Some(i) => failure_reading(
            Failure::Soft,
            code4.map(|(_, c)| c),
            &diagnostic_at(lines, i),
        ),
        None => Reading::NotAReport,
    }
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

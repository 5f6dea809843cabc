//! Reading a delivery report (a bounce) that came back for one of the
//! server's mails.
//!
//! Every mail leaves with an envelope sender that names it, so the caller
//! knows which mail a report is about (its recipient and its Message-ID);
//! [`read_report`] says what the report tells of that mail: undeliverable
//! for good ([`Reading::Hard`]), delayed ([`Reading::Soft`]), about some
//! other mail or recipient ([`Reading::OtherMail`]), or nothing of the kind
//! ([`Reading::NotAReport`]).
//!
//! Two kinds of report are read:
//!
//! * standard reports (RFC 3464, RFC 6533): a `message/delivery-status`
//!   (or `message/global-delivery-status`) part, one block of fields per
//!   recipient (see [`fields`]);
//! * plain-text bounces of older or non-standard systems, counted only when
//!   they quote this mail's Message-ID and name its recipient (see
//!   [`plain`]).
//!
//! MIME structure, transfer encodings and attached originals are decoded by
//! `mail-parser`. Reading is pure and never panics; it takes time linear in
//! the size of the input (the number of lines and recipient blocks read is
//! capped as well).

use std::panic::catch_unwind;

use mail_parser::{Message, MessageParser, MessagePart, MimeHeaders};

mod codes;
mod fields;
mod plain;

use super::body_text::html_as_text;
use codes::{MAX_DIAGNOSTIC_CHARS, enhanced_codes, reply_class, status_code};
use fields::RecipientFields;

/// What a report says about one mail sent to one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// The mail could not be delivered, for good (RFC 3464 `Action: failed`,
    /// or a `Status: 5.x.x`; in a plain-text bounce, a 5.x.x enhanced status
    /// or a 5xx SMTP reply).
    Hard { status: String, diagnostic: String },
    /// Delivery is delayed and still tried (`Action: delayed`, or
    /// `Status: 4.x.x`).
    Soft { status: String, diagnostic: String },
    /// A report that names recipients, none of them this mail's recipient,
    /// or that quotes another mail's Message-ID than this one.
    OtherMail,
    /// A report of success (`delivered`, `relayed`, `expanded`), or anything
    /// that is not a delivery report at all (a human reply, an
    /// out-of-office auto-reply, a report with no readable recipient field).
    NotAReport,
}

/// Reads `raw` (a whole RFC 5322 message, LF or CRLF) as a report on the
/// mail whose Message-ID is `message_id` (without angle brackets) sent to
/// `recipient` (a bare address).
///
/// `status` in a [`Reading::Hard`] or [`Reading::Soft`] is an enhanced
/// status code `d.d.d` (`5.0.0` or `4.0.0` when the report gives none);
/// `diagnostic` is the report's diagnostic text (the `Diagnostic-Code`
/// without its `smtp;` type, or a plain bounce's line with the code) on
/// one line, at most 200 characters, possibly empty.
pub fn read_report(raw: &[u8], recipient: &str, message_id: &str) -> Reading {
    // `mail-parser` promises never to panic on any input; the guard keeps
    // that promise for the whole reading.
    catch_unwind(|| read(raw, recipient, message_id)).unwrap_or(Reading::NotAReport)
}

/// Reads a report: by its delivery-status part when it has one, else as a
/// plain-text bounce.
fn read(raw: &[u8], recipient: &str, message_id: &str) -> Reading {
    let Some(message) = MessageParser::default().parse(raw) else {
        return Reading::NotAReport;
    };
    if message.headers().is_empty() {
        return Reading::NotAReport;
    }
    let contents = Contents::of(&message);
    match &contents.delivery_status {
        Some(body) => read_standard(body, contents.original_id.as_deref(), recipient, message_id),
        None => plain::read(
            &contents.text,
            contents.original_id.as_deref(),
            recipient,
            message_id,
        ),
    }
}

/// The parts of a report that matter, from the top-level message only (the
/// parts of an attached original are not looked into).
#[derive(Debug, Default)]
struct Contents {
    /// The body of the first delivery-status part.
    delivery_status: Option<String>,
    /// The Message-ID of the first attached original (message or headers)
    /// that has one, without angle brackets.
    original_id: Option<String>,
    /// The `text/plain` parts, one after the other; or, when there is
    /// none, the first `text/html` part turned into text.
    text: String,
}

impl Contents {
    /// The contents of a parsed report (a part without a content type
    /// counts as `text/plain`).
    fn of(message: &Message<'_>) -> Contents {
        let mut contents = Contents::default();
        let mut html = None;
        for part in &message.parts {
            let (ctype, subtype) = part
                .content_type()
                .map(|c| (c.ctype(), c.subtype().unwrap_or_default()))
                .unwrap_or(("text", "plain"));
            match PartKind::of(ctype, subtype) {
                PartKind::DeliveryStatus if contents.delivery_status.is_none() => {
                    let body = String::from_utf8_lossy(part.contents()).into_owned();
                    contents.delivery_status = Some(body);
                }
                PartKind::Original if contents.original_id.is_none() => {
                    contents.original_id = original_message_id(part);
                }
                PartKind::Text => {
                    if let Some(text) = part.text_contents().filter(|_| part.is_text()) {
                        contents.text.push_str(text);
                        contents.text.push('\n');
                    }
                }
                PartKind::Html if html.is_none() => {
                    html = part.text_contents().filter(|_| part.is_text());
                }
                _ => {}
            }
        }
        if let Some(html) = html.filter(|_| contents.text.is_empty()) {
            contents.text = html_as_text(html);
        }
        contents
    }
}

/// What a part of a report is, by its content type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PartKind {
    /// `message/delivery-status`, `message/global-delivery-status`.
    DeliveryStatus,
    /// The returned mail or its headers: `message/rfc822`, `message/global`,
    /// `text/rfc822-headers`, `message/global-headers`.
    Original,
    /// `text/plain`.
    Text,
    /// `text/html`.
    Html,
    Other,
}

impl PartKind {
    /// The kind of a part of this type and subtype (any case).
    fn of(ctype: &str, subtype: &str) -> PartKind {
        let is =
            |t: &str, s: &str| ctype.eq_ignore_ascii_case(t) && subtype.eq_ignore_ascii_case(s);
        if is("message", "delivery-status") || is("message", "global-delivery-status") {
            PartKind::DeliveryStatus
        } else if is("message", "rfc822")
            || is("message", "global")
            || is("text", "rfc822-headers")
            || is("message", "global-headers")
        {
            PartKind::Original
        } else if is("text", "plain") {
            PartKind::Text
        } else if is("text", "html") {
            PartKind::Html
        } else {
            PartKind::Other
        }
    }
}

/// The Message-ID of a returned mail: of the nested message `mail-parser`
/// made of it, else of its bytes read as headers (a headers-only part, or a
/// message too deeply nested to have been parsed).
fn original_message_id(part: &MessagePart<'_>) -> Option<String> {
    let id = match part.message() {
        Some(message) => message.message_id().map(str::to_string),
        None => MessageParser::default()
            .parse_headers(part.contents())
            .and_then(|headers| headers.message_id().map(str::to_string)),
    };
    id.map(|id| bare_id(&id).to_string())
        .filter(|id| !id.is_empty())
}

/// Reads a standard report, whose delivery-status part is `body`.
fn read_standard(
    body: &str,
    original_id: Option<&str>,
    recipient: &str,
    message_id: &str,
) -> Reading {
    let report = fields::read_fields(body);
    if report.recipients.is_empty() {
        return Reading::NotAReport;
    }
    let original_id = original_id.or(report.original_message_id.as_deref());
    if original_id.is_some_and(|id| !same_id(id, message_id)) {
        return Reading::OtherMail;
    }
    match report.recipients.iter().find(|r| r.names(recipient)) {
        Some(fields) => recipient_reading(fields),
        None => Reading::OtherMail,
    }
}

/// How serious a failure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Failure {
    Hard,
    Soft,
}

/// The reading of one recipient's block: by its Action, else by the class
/// of its Status (or of the codes in its Diagnostic-Code).
fn recipient_reading(fields: &RecipientFields) -> Reading {
    let diagnostic = fields
        .diagnostic_code
        .as_deref()
        .map(without_type)
        .unwrap_or("");
    let status = fields
        .status
        .as_deref()
        .and_then(|s| status_code(s.split_whitespace().next().unwrap_or_default()))
        .or_else(|| enhanced_codes(diagnostic).next());
    let action = fields.action.as_deref().unwrap_or_default();
    let action = action.split_whitespace().next().unwrap_or_default();
    let failure = match action.to_ascii_lowercase().as_str() {
        "failed" => Failure::Hard,
        "delayed" => Failure::Soft,
        "delivered" | "relayed" | "expanded" => return Reading::NotAReport,
        _ => match status
            .map(|s| s.as_bytes()[0])
            .or_else(|| reply_class(diagnostic))
        {
            Some(b'5') => Failure::Hard,
            Some(b'4') => Failure::Soft,
            _ => return Reading::NotAReport,
        },
    };
    failure_reading(failure, status, diagnostic)
}

/// A [`Reading::Hard`] or [`Reading::Soft`] with this status (a success
/// code or none gives way to `5.0.0` or `4.0.0`) and this diagnostic, made
/// one line of at most [`MAX_DIAGNOSTIC_CHARS`] characters.
fn failure_reading(failure: Failure, status: Option<&str>, diagnostic: &str) -> Reading {
    let status = status.filter(|s| !s.starts_with('2'));
    let diagnostic = one_line(diagnostic);
    match failure {
        Failure::Hard => Reading::Hard {
            status: status.unwrap_or("5.0.0").to_string(),
            diagnostic,
        },
        Failure::Soft => Reading::Soft {
            status: status.unwrap_or("4.0.0").to_string(),
            diagnostic,
        },
    }
}

/// A Diagnostic-Code value without its type (`smtp; 550 ...` gives
/// `550 ...`).
fn without_type(value: &str) -> &str {
    match value.split_once(';') {
        Some((kind, rest)) if is_type_name(kind.trim()) => rest.trim(),
        _ => value.trim(),
    }
}

/// Whether a text is a type name of RFC 3464 (an atom such as `smtp`,
/// `rfc822`, `x-unix`, `utf-8`).
fn is_type_name(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The text on one line: the server's tokens masked first (a relay may
/// quote the envelope sender), so that none is cut short and kept in part;
/// runs of whitespace made single spaces, control characters left out, at
/// most [`MAX_DIAGNOSTIC_CHARS`] characters. Stops once the line is full.
fn one_line(text: &str) -> String {
    let masked = crate::tokens::mask_tokens(text.as_bytes());
    let text = String::from_utf8_lossy(&masked);
    let mut out = String::new();
    let mut chars = 0;
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = chars > 0;
            continue;
        }
        if c.is_control() {
            continue;
        }
        let needed = if space { 2 } else { 1 };
        if chars + needed > MAX_DIAGNOSTIC_CHARS {
            break;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(c);
        chars += needed;
    }
    out
}

/// An id or address without surrounding whitespace and angle brackets.
fn bare_id(id: &str) -> &str {
    let id = id.trim();
    let id = id.strip_prefix('<').unwrap_or(id);
    id.strip_suffix('>').unwrap_or(id).trim()
}

/// Whether two Message-IDs are the same: the part before the last `@`
/// exactly, the domain in any case; angle brackets do not count.
fn same_id(a: &str, b: &str) -> bool {
    match (bare_id(a).rsplit_once('@'), bare_id(b).rsplit_once('@')) {
        (Some((local_a, domain_a)), Some((local_b, domain_b))) => {
            local_a == local_b && domain_a.eq_ignore_ascii_case(domain_b)
        }
        _ => bare_id(a) == bare_id(b),
    }
}

/// Whether two addresses are the same, in any case, with or without angle
/// brackets.
fn same_address(a: &str, b: &str) -> bool {
    let (a, b) = (bare_id(a), bare_id(b));
    !a.is_empty() && a.to_lowercase() == b.to_lowercase()
}

#[cfg(test)]
mod tests;

//! Reading a delivery report (a bounce) that came back for one of the
//! server's mails.
//!
//! Every mail leaves with an envelope sender that names it, so the caller
//! knows which mail a report is about (its recipient and its Message-ID);
//! [`read_report`] says what the report tells of that mail: undeliverable
//! for good ([`Reading::Hard`], with [`Why`]), delayed ([`Reading::Soft`]),
//! about some other mail or recipient ([`Reading::OtherMail`]), or nothing
//! of the kind ([`Reading::NotAReport`]).
//!
//! Bounces come from every kind of mail system, and are read as the
//! established bounce libraries read them:
//!
//! * standard reports (RFC 3464, RFC 6533): a `message/delivery-status`
//!   part with one block of fields per recipient (see [`fields`] and
//!   [`standard`]); one with no block for the recipient's address, or whose
//!   block says nothing readable, falls back to its text;
//! * plain-text bounces of every other form (see [`plain`]): their codes in
//!   every common notation (see [`codes`]) and their words, found by one
//!   table of phrases, each with the relays that write it (see
//!   [`phrases`]);
//! * a report attached to another mail (`message/rfc822`), read in turn.
//!
//! The reason of a hard bounce comes from its words and codes (see
//! [`why`]). MIME structure, transfer encodings, charsets and attached
//! originals are decoded by `mail-parser`. Reading is pure and never
//! panics; it takes time linear in the size of the input (the lines and
//! recipient blocks read are capped as well).

use std::panic::catch_unwind;

use mail_parser::{Message, MessageParser};

mod codes;
mod contents;
mod fields;
mod phrases;
mod plain;
mod standard;
mod why;

use codes::MAX_DIAGNOSTIC_CHARS;
use contents::Contents;

/// What a report says about one mail sent to one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// The mail could not be delivered, for good: `Action: failed` (or
    /// `failure`, `expired`), a 5.x.x status or 5xx reply, or words that
    /// say the failure is permanent or that the relay gave up.
    Hard {
        status: String,
        diagnostic: String,
        why: Why,
    },
    /// Delivery is delayed and still tried (`Action: delayed`, a 4.x.x
    /// status or reply, or a warning's words).
    Soft { status: String, diagnostic: String },
    /// A report that names recipients, none of them this mail's recipient,
    /// or that quotes another mail's Message-ID than this one.
    OtherMail,
    /// A report of success (`delivered`, `relayed`, `expanded`), or anything
    /// that is not a delivery report at all (a human reply, an
    /// out-of-office auto-reply, a report with no readable recipient field).
    NotAReport,
}

/// Why a mail could not be delivered for good: the short list of
/// spec/bounces.md, "Why, in words".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Why {
    /// The mailbox does not exist, or is closed or disabled.
    AddressUnknown,
    /// The address's domain does not exist or takes no mail.
    DomainUnknown,
    /// The mailbox is full.
    MailboxFull,
    /// The receiving side refused the mail as spam or by its policy.
    Refused,
    /// A relay tried for a long time and gave up.
    GaveUp,
    /// Any other permanent failure.
    Other,
}

impl Why {
    /// Every reason, in the order of the list.
    pub const ALL: [Why; 6] = [
        Why::AddressUnknown,
        Why::DomainUnknown,
        Why::MailboxFull,
        Why::Refused,
        Why::GaveUp,
        Why::Other,
    ];

    /// Its name as it is stored and labelled: `address-unknown`, ...
    pub fn name(self) -> &'static str {
        match self {
            Why::AddressUnknown => "address-unknown",
            Why::DomainUnknown => "domain-unknown",
            Why::MailboxFull => "mailbox-full",
            Why::Refused => "refused",
            Why::GaveUp => "gave-up",
            Why::Other => "other",
        }
    }

    /// The reason of this name ([`Why::Other`] for a name not known).
    pub fn named(name: &str) -> Why {
        Why::ALL
            .into_iter()
            .find(|why| why.name() == name)
            .unwrap_or(Why::Other)
    }
}

/// Reads `raw` (a whole RFC 5322 message, LF or CRLF) as a report on the
/// mail whose Message-ID is `message_id` (without angle brackets) sent to
/// `recipient` (a bare address).
///
/// `status` in a [`Reading::Hard`] or [`Reading::Soft`] is an enhanced
/// status code `d.d.d` (`5.0.0`, `4.4.7` for a relay that gave up, or
/// `4.0.0` when the report gives none); `diagnostic` is the report's
/// diagnostic text (the `Diagnostic-Code` without its `smtp;` type, or a
/// plain bounce's line with the code or the words) on one line, tokens
/// masked, at most 200 characters, possibly empty.
pub fn read_report(raw: &[u8], recipient: &str, message_id: &str) -> Reading {
    // `mail-parser` promises never to panic on any input; the guard keeps
    // that promise for the whole reading.
    catch_unwind(|| read(raw, recipient, message_id)).unwrap_or(Reading::NotAReport)
}

/// The mail a report is read for.
#[derive(Debug, Clone, Copy)]
struct Sent<'a> {
    /// Its recipient, a bare address.
    recipient: &'a str,
    /// Its Message-ID, without angle brackets.
    message_id: &'a str,
}

/// How deep reports attached to reports are looked into.
const MAX_NESTING: usize = 3;

fn read(raw: &[u8], recipient: &str, message_id: &str) -> Reading {
    let Some(message) = MessageParser::default().parse(raw) else {
        return Reading::NotAReport;
    };
    if message.headers().is_empty() {
        return Reading::NotAReport;
    }
    let sent = Sent {
        recipient,
        message_id,
    };
    read_message(&message, sent, 0)
}

/// Reads one message: by its delivery-status part when that says
/// something of the mail, else as a plain-text bounce; when neither tells
/// a failure, the reports attached to it are read in turn (the first that
/// tells one counts).
fn read_message(message: &Message<'_>, sent: Sent<'_>, depth: usize) -> Reading {
    let contents = Contents::of(message, sent);
    if contents.is_auto_reply() {
        return Reading::NotAReport;
    }
    let said = match contents.delivery_status.as_deref() {
        Some(body) => standard::read(body, &contents, sent),
        None => standard::Said::Nothing { named: false },
    };
    let reading = match said {
        standard::Said::Reading(reading) => reading,
        standard::Said::Nothing { named } => plain::read(&contents, sent, named),
    };
    let failed = matches!(reading, Reading::Hard { .. } | Reading::Soft { .. });
    if failed || depth >= MAX_NESTING {
        return reading;
    }
    contents
        .attached_reports
        .iter()
        .map(|attached| read_message(attached, sent, depth + 1))
        .find(|attached| matches!(attached, Reading::Hard { .. } | Reading::Soft { .. }))
        .unwrap_or(reading)
}

/// How serious a failure is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Failure {
    /// For good, for this reason.
    Hard(Why),
    Soft,
}

/// A [`Reading::Hard`] or [`Reading::Soft`] with this status (a success
/// code or none gives way to `5.0.0`, `4.4.7` for a relay that gave up, or
/// `4.0.0`) and this diagnostic, made one line of at most
/// [`MAX_DIAGNOSTIC_CHARS`] characters.
fn failure_reading(failure: Failure, status: Option<&str>, diagnostic: &str) -> Reading {
    let status = status.filter(|s| !s.starts_with('2'));
    let diagnostic = one_line(diagnostic);
    match failure {
        Failure::Hard(why) => Reading::Hard {
            status: status
                .unwrap_or(if why == Why::GaveUp { "4.4.7" } else { "5.0.0" })
                .to_string(),
            diagnostic,
            why,
        },
        Failure::Soft => Reading::Soft {
            status: status.unwrap_or("4.0.0").to_string(),
            diagnostic,
        },
    }
}

/// Whether a text is a type name of RFC 3464 (an atom such as `smtp`,
/// `rfc822`, `x-unix`, `utf-8`; some relays write `rfc/822`).
fn is_type_name(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'/'))
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

//! Standard reports (RFC 3464): the recipient's block of the
//! delivery-status part, read by its `Action`, its `Status` and its
//! `Diagnostic-Code`, in the forms relays really write them.

use super::codes::{enhanced_codes, reply_class, status_code};
use super::contents::Contents;
use super::fields::{self, RecipientFields};
use super::plain;
use super::why::{Words, reason};
use super::{Failure, Reading, Sent, failure_reading, is_type_name, same_id};

/// What a delivery-status part says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Said {
    /// What the report tells of the mail.
    Reading(Reading),
    /// Nothing of the recipient's fate (no recipient block, or the
    /// recipient's block with no readable action or code): the report is
    /// read by its text; `named` tells whether a block named the recipient.
    Nothing { named: bool },
}

/// Reads a report whose delivery-status part is `body`.
pub(super) fn read(body: &str, contents: &Contents<'_>, sent: Sent<'_>) -> Said {
    let report = fields::read_fields(body);
    if report.recipients.is_empty() {
        return Said::Nothing { named: false };
    }
    let returns = match &report.original_message_id {
        Some(id) if same_id(id, sent.message_id) => Some(true),
        Some(_) => contents.returns(sent.message_id).or(Some(false)),
        None => contents.returns(sent.message_id),
    };
    if returns == Some(false) {
        return Said::Reading(Reading::OtherMail);
    }
    match report.recipients.iter().find(|r| r.names(sent.recipient)) {
        Some(block) => match recipient_reading(block, contents) {
            Some(reading) => Said::Reading(reading),
            None => Said::Nothing { named: true },
        },
        None => Said::Reading(Reading::OtherMail),
    }
}

/// The reading of one recipient's block: by its Action, else by the class
/// of its Status (or of the codes in its Diagnostic-Code); `None` when it
/// has neither.
fn recipient_reading(block: &RecipientFields, contents: &Contents<'_>) -> Option<Reading> {
    let diagnostic = block
        .diagnostic_code
        .as_deref()
        .map(without_type)
        .unwrap_or("");
    let status_field = block.status.as_deref().unwrap_or_default();
    let status_word = status_field.split_whitespace().next().unwrap_or_default();
    let status = status_code(status_word)
        .or_else(|| enhanced_codes(status_field).next())
        .or_else(|| enhanced_codes(diagnostic).next());
    // `Status: 553 ...`: a reply code where the status code belongs.
    let class = status
        .map(|s| s.as_bytes()[0])
        .or_else(|| reply_class(status_field))
        .or_else(|| reply_class(diagnostic));
    let action = block.action.as_deref().unwrap_or_default();
    let action = action.split_whitespace().next().unwrap_or_default();
    let hard = match action.to_ascii_lowercase().as_str() {
        "failed" | "failure" | "expired" => true,
        "delayed" => false,
        "delivered" | "relayed" | "expanded" => return Some(Reading::NotAReport),
        _ => match class {
            Some(b'5') => true,
            Some(b'4') => false,
            _ => return None,
        },
    };
    if !hard {
        return Some(failure_reading(Failure::Soft, status, diagnostic));
    }
    let said = Words::of(&format!("{diagnostic}\n{status_field}"));
    let text = Words::of(&plain::own_text(contents));
    let gave_up = action.eq_ignore_ascii_case("expired")
        || class == Some(b'4')
        || said.gave_up()
        || text.gave_up();
    let why = reason(said.cause(), status, text.cause(), gave_up);
    Some(failure_reading(Failure::Hard(why), status, diagnostic))
}

/// A Diagnostic-Code value without its type (`smtp; 550 ...` gives
/// `550 ...`).
fn without_type(value: &str) -> &str {
    match value.split_once(';') {
        Some((kind, rest)) if is_type_name(kind.trim()) => rest.trim(),
        _ => value.trim(),
    }
}

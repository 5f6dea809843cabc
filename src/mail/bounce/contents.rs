//! What a report holds, part by part: its delivery-status body, the
//! Message-IDs of the mail it returns, its text, the reports attached to
//! it, and how it is signed and titled.

use mail_parser::{HeaderName, Message, MessageParser, MessagePart, MimeHeaders};

use super::phrases::{self, AUTO_REPLY_SUBJECTS, BOUNCE_SUBJECTS, SYSTEM_SENDERS};
use super::{Sent, bare_id, same_id};
use crate::mail::body_text::html_as_text;

/// The header fields by which some relays name the recipients that
/// failed (Exim, indimail).
const FAILED_RECIPIENT_FIELDS: [&str; 2] = ["X-Failed-Recipients", "X-Bounced-Address"];

/// The parts of one message that matter (those of an attached message are
/// not looked into, except to tell whether it is a report).
#[derive(Debug, Default)]
pub(super) struct Contents<'m> {
    /// The body of the first delivery-status part.
    pub delivery_status: Option<String>,
    /// The Message-IDs of the returned mail wherever the report keeps it:
    /// attached messages and headers, and the `Message-ID` of a MIME
    /// part's own headers; without angle brackets.
    pub original_ids: Vec<String>,
    /// The `text/plain` parts, one after the other; or, when there is
    /// none, the first `text/html` part turned into text.
    pub text: String,
    /// Attached messages that are reports themselves (a report forwarded,
    /// or wrapped by a provider).
    pub attached_reports: Vec<&'m Message<'m>>,
    /// The addresses the report's header fields name as failed.
    pub failed_recipients: String,
    /// Whether the message is signed or titled as mail systems sign and
    /// title their bounces.
    pub looks_like_bounce: bool,
    /// Whether the message is titled or marked as an auto-reply, and not
    /// signed by a mail system.
    pub auto_reply: bool,
}

impl<'m> Contents<'m> {
    /// The contents of a parsed message (a part without a content type
    /// counts as `text/plain`).
    pub fn of(message: &'m Message<'m>, sent: Sent<'_>) -> Contents<'m> {
        let mut contents = Contents::default();
        let mut html = None;
        let mut read_a_part = false;
        for (i, part) in message.parts.iter().enumerate() {
            if i > 0 {
                contents.push_own_message_id(part);
            }
            let (ctype, subtype) = part
                .content_type()
                .map(|c| (c.ctype(), c.subtype().unwrap_or_default()))
                .unwrap_or(("text", "plain"));
            let kind = PartKind::of(ctype, subtype);
            read_a_part |= kind != PartKind::Other;
            match kind {
                PartKind::DeliveryStatus if contents.delivery_status.is_none() => {
                    let body = String::from_utf8_lossy(part.contents()).into_owned();
                    contents.delivery_status = Some(body);
                }
                PartKind::Original => contents.push_attached(part, sent),
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
        if !read_a_part {
            // MIME too broken to find a part in (a boundary never
            // declared, say): the text of the body as it was sent.
            contents.text = raw_text(message);
        }
        for field in FAILED_RECIPIENT_FIELDS {
            if let Some(value) = message.header_raw(field) {
                contents.failed_recipients.push_str(value);
                contents.failed_recipients.push('\n');
            }
        }
        let signed = signed_by_a_system(message);
        contents.looks_like_bounce = signed || titled(message, BOUNCE_SUBJECTS, false);
        contents.auto_reply = !signed && is_auto_reply(message);
        contents
    }

    /// Whether the message is an auto-reply (never a report).
    pub fn is_auto_reply(&self) -> bool {
        self.auto_reply && self.delivery_status.is_none()
    }

    /// Whether the report returns the mail `message_id` (`Some(true)`),
    /// another mail (`Some(false)`), or no mail it can tell (`None`).
    pub fn returns(&self, message_id: &str) -> Option<bool> {
        if self.original_ids.is_empty() {
            None
        } else {
            Some(self.original_ids.iter().any(|id| same_id(id, message_id)))
        }
    }

    /// Keeps the `Message-ID` field of a MIME part's own headers.
    fn push_own_message_id(&mut self, part: &MessagePart<'_>) {
        let id = part
            .headers()
            .iter()
            .find(|h| h.name == HeaderName::MessageId)
            .and_then(|h| h.value.as_text());
        self.push_id(id);
    }

    /// An attached message or its headers: a report of its own, or the
    /// returned mail.
    fn push_attached(&mut self, part: &'m MessagePart<'m>, sent: Sent<'_>) {
        match part.message() {
            Some(message) if is_report(message, sent) => self.attached_reports.push(message),
            Some(message) => self.push_id(message.message_id()),
            // A headers-only part, or a message too deeply nested to have
            // been parsed.
            None => {
                let headers = MessageParser::default().parse_headers(part.contents());
                self.push_id(headers.as_ref().and_then(|h| h.message_id()));
            }
        }
    }

    fn push_id(&mut self, id: Option<&str>) {
        if let Some(id) = id.map(bare_id).filter(|id| !id.is_empty()) {
            self.original_ids.push(id.to_string());
        }
    }
}

/// The text of a message's body as it was sent (bytes that are not UTF-8
/// replaced), without the MIME boundary lines and the part headers after
/// them.
fn raw_text(message: &Message<'_>) -> String {
    let root = message.root_part();
    let raw = message.raw_message();
    let start = (root.raw_body_offset() as usize).min(raw.len());
    let end = (root.raw_end_offset() as usize).clamp(start, raw.len());
    let body = String::from_utf8_lossy(&raw[start..end]);
    let mut text = String::new();
    let mut in_part_headers = false;
    for line in body.lines() {
        let boundary = line.starts_with("--") && !line.contains(' ');
        if boundary || (in_part_headers && !line.trim().is_empty()) {
            in_part_headers = true;
            continue;
        }
        in_part_headers = false;
        text.push_str(line);
        text.push('\n');
    }
    text
}

/// Whether an attached message is itself a report (and not the mail it
/// would be about): a `multipart/report`, or a mail signed or titled as
/// bounces are.
fn is_report(message: &Message<'_>, sent: Sent<'_>) -> bool {
    if message
        .message_id()
        .is_some_and(|id| same_id(id, sent.message_id))
    {
        return false;
    }
    let multipart_report = message.content_type().is_some_and(|c| {
        c.ctype().eq_ignore_ascii_case("multipart")
            && c.subtype()
                .is_some_and(|s| s.eq_ignore_ascii_case("report"))
    });
    multipart_report || signed_by_a_system(message) || titled(message, BOUNCE_SUBJECTS, false)
}

/// Whether the message's `From` is a mail system's (its address or name
/// holds one of [`SYSTEM_SENDERS`]).
fn signed_by_a_system(message: &Message<'_>) -> bool {
    let Some(from) = message.from().and_then(|f| f.first()) else {
        return false;
    };
    let sender = phrases::alike(&format!(
        "{} {}",
        from.name().unwrap_or_default(),
        from.address().unwrap_or_default()
    ));
    phrases::holds_any(&sender, SYSTEM_SENDERS)
}

/// Whether the message's subject holds one of `table`'s entries (at its
/// start only, when `at_start`).
fn titled(message: &Message<'_>, table: &[&str], at_start: bool) -> bool {
    let subject = phrases::alike(message.subject().unwrap_or_default());
    if at_start {
        table.iter().any(|entry| subject.starts_with(entry))
    } else {
        phrases::holds_any(&subject, table)
    }
}

/// Whether a message is marked (`X-Autoreply`, `X-Autorespond`,
/// `Auto-Submitted: auto-replied`) or titled as an auto-reply.
fn is_auto_reply(message: &Message<'_>) -> bool {
    let marked = ["X-Autoreply", "X-Autorespond"]
        .into_iter()
        .any(|field| message.header_raw(field).is_some())
        || message
            .header_raw("Auto-Submitted")
            .is_some_and(|v| v.trim().to_ascii_lowercase().starts_with("auto-replied"));
    marked || titled(message, AUTO_REPLY_SUBJECTS, true)
}

/// What a part of a report is, by its content type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PartKind {
    /// `message/delivery-status`, `message/global-delivery-status`.
    DeliveryStatus,
    /// An attached mail or its headers: `message/rfc822`, `message/global`,
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

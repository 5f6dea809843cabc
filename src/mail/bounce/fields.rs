//! The fields of a delivery-status body (RFC 3464, section 2.1; RFC 6533
//! for the UTF-8 variant): a block of per-message fields, then one block
//! per recipient, blocks separated by blank lines, each line a `Name:
//! value` field or the continuation of the one before (a line starting
//! with whitespace).
//!
//! No maintained crate reads these fields, so they are read here, keeping
//! only those a [`super::Reading`] needs. Reading stops after
//! [`MAX_LINES`] lines or [`MAX_RECIPIENT_BLOCKS`] recipient blocks, and a
//! value keeps at most [`MAX_VALUE_BYTES`] bytes.

use super::same_address;

/// The most lines of a delivery-status body read.
pub(super) const MAX_LINES: usize = 10_000;

/// The most recipient blocks read.
const MAX_RECIPIENT_BLOCKS: usize = 100;

/// The most bytes kept of one field value (continuation lines included).
const MAX_VALUE_BYTES: usize = 2048;

/// What a delivery-status body says.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct StatusFields {
    /// The per-message `X-Original-Message-ID` some systems write (Gmail),
    /// without angle brackets.
    pub original_message_id: Option<String>,
    /// The recipient blocks: those with a `Final-Recipient` or an
    /// `Original-Recipient`, in order.
    pub recipients: Vec<RecipientFields>,
}

/// The fields of one recipient block that matter, as written (the first
/// of each when one is repeated; continuation lines joined with a space).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct RecipientFields {
    pub final_recipient: Option<String>,
    pub original_recipient: Option<String>,
    pub action: Option<String>,
    pub status: Option<String>,
    pub diagnostic_code: Option<String>,
}

impl RecipientFields {
    /// Whether the block is about `recipient`: its Final-Recipient or its
    /// Original-Recipient is that address.
    pub fn names(&self, recipient: &str) -> bool {
        [&self.final_recipient, &self.original_recipient]
            .into_iter()
            .flatten()
            .any(|value| same_address(address_of(value), recipient))
    }
}

/// The address of a recipient field: the value without its address type
/// (`rfc822;`, any case, optional) and without angle brackets.
fn address_of(value: &str) -> &str {
    let value = value.trim();
    match value.split_once(';') {
        Some((kind, address)) if super::is_type_name(kind.trim()) => address,
        _ => value,
    }
}

/// The fields the reading looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Name {
    FinalRecipient,
    OriginalRecipient,
    Action,
    Status,
    DiagnosticCode,
    OriginalMessageId,
}

impl Name {
    /// The field of this name (any case), when it is one of those kept.
    fn of(name: &str) -> Option<Name> {
        const NAMES: [(&str, Name); 6] = [
            ("final-recipient", Name::FinalRecipient),
            ("original-recipient", Name::OriginalRecipient),
            ("action", Name::Action),
            ("status", Name::Status),
            ("diagnostic-code", Name::DiagnosticCode),
            ("x-original-message-id", Name::OriginalMessageId),
        ];
        let name = name.trim();
        NAMES
            .iter()
            .find(|(text, _)| name.eq_ignore_ascii_case(text))
            .map(|&(_, field)| field)
    }
}

/// Reads a delivery-status body (LF or CRLF line ends).
pub(super) fn read_fields(body: &str) -> StatusFields {
    let mut reader = Reader::default();
    for line in body.lines().take(MAX_LINES) {
        if reader.done() {
            break;
        }
        reader.line(line);
    }
    reader.finish()
}

/// The state of reading a body line by line.
#[derive(Debug, Default)]
struct Reader {
    out: StatusFields,
    /// The block being read.
    block: RecipientFields,
    /// The per-message id of the block being read.
    block_message_id: Option<String>,
    /// The field being read (its value may go on in continuation lines);
    /// `None` after a field that is not kept.
    field: Option<(Name, String)>,
}

impl Reader {
    /// Whether enough recipient blocks have been read.
    fn done(&self) -> bool {
        self.out.recipients.len() >= MAX_RECIPIENT_BLOCKS
    }

    /// Reads one line: a blank line ends the block, an indented one goes
    /// on with the field before, any other starts a field.
    fn line(&mut self, line: &str) {
        if line.trim().is_empty() {
            self.end_block();
        } else if line.starts_with([' ', '\t']) {
            if let Some((_, value)) = &mut self.field {
                push_capped(value, " ");
                push_capped(value, line.trim());
            }
        } else {
            self.end_field();
            self.field = line
                .split_once(':')
                .and_then(|(name, value)| Some((Name::of(name)?, capped(value.trim()))));
        }
    }

    /// Keeps the field just read, unless the block has one of that name.
    fn end_field(&mut self) {
        let Some((name, value)) = self.field.take() else {
            return;
        };
        let block = &mut self.block;
        let slot = match name {
            Name::FinalRecipient => &mut block.final_recipient,
            Name::OriginalRecipient => &mut block.original_recipient,
            Name::Action => &mut block.action,
            Name::Status => &mut block.status,
            Name::DiagnosticCode => &mut block.diagnostic_code,
            Name::OriginalMessageId => &mut self.block_message_id,
        };
        slot.get_or_insert(value);
    }

    /// Ends a block: a recipient block joins the recipients; the
    /// per-message id of the first block is kept.
    fn end_block(&mut self) {
        self.end_field();
        let block = std::mem::take(&mut self.block);
        let message_id = self.block_message_id.take();
        if block.final_recipient.is_some() || block.original_recipient.is_some() {
            self.out.recipients.push(block);
        } else if self.out.recipients.is_empty() && self.out.original_message_id.is_none() {
            self.out.original_message_id = message_id
                .map(|id| super::bare_id(&id).to_string())
                .filter(|id| !id.is_empty());
        }
    }

    /// What was read, the last block included.
    fn finish(mut self) -> StatusFields {
        if !self.done() {
            self.end_block();
        }
        self.out
    }
}

/// The longest start of `text` that fits in [`MAX_VALUE_BYTES`].
fn capped(text: &str) -> String {
    let mut value = String::new();
    push_capped(&mut value, text);
    value
}

/// Appends as much of `text` as fits in [`MAX_VALUE_BYTES`], cut at a
/// char boundary.
fn push_capped(value: &mut String, text: &str) {
    let room = MAX_VALUE_BYTES.saturating_sub(value.len());
    let mut end = room.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    value.push_str(&text[..end]);
}

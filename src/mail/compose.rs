//! Building the mails the server sends. What a mail holds is said here
//! (a [`Draft`] becomes headers and parts); mail-builder writes it: the
//! headers (folded, with RFC 2047 encoded words where needed), the MIME
//! structure, the picture's base64, the Date and `MIME-Version: 1.0`, all
//! with CRLF line ends and in time linear in the size of the mail. Text
//! parts go out as `7bit`, else quoted-printable (see
//! [`super::reply_body::text_part`]).
//!
//! A mail has From, To, Reply-To (when there is one that can be written),
//! Subject, Message-ID, In-Reply-To and References (the ids that can be
//! written, see [`super::reply_headers`]), and, for a reply,
//! `Auto-Submitted: auto-replied` (RFC 3834) and a body cut at
//! [`MAX_REPLY_BYTES`] (see [`super::reply_body`]).
//!
//! A draft with an HTML part (a board mail) is written as
//! `multipart/alternative`: the text part first, then `multipart/related`
//! holding the `text/html` part and, when there is one, the inline
//! `image/png` picture the HTML shows through `cid:` (drawn now, or at
//! delivery: see [`super::later_picture`]).

use std::borrow::Cow;
use std::sync::Arc;

use anyhow::Context;
use mail_builder::MessageBuilder;
use mail_builder::headers::content_type::ContentType;
use mail_builder::headers::raw::Raw;
use mail_builder::mime::{BodyPart, MimePart};
use sha2::{Digest, Sha256};

use crate::language::Language;

use super::later_picture::last_part_end;
pub use super::later_picture::{LaterPicture, insert_lines, picture_lines, with_picture};
pub use super::reply_body::{MAX_REPLY_BYTES, cut_notice};
use super::reply_body::{part_text, text_part};
pub use super::reply_headers::{
    MAX_ADDRESS_CHARS, MAX_ID_CHARS, MAX_SUBJECT_CHARS, fresh_message_id, reply_message_id,
    writable_address, writable_id,
};
use super::reply_headers::{bare_id, references, subject_header};

/// The largest HTML part; a draft with a longer one goes out as text
/// alone.
pub const MAX_HTML_BYTES: usize = 160 * 1024;

/// The largest inline picture; a larger one is left out (and the HTML that
/// shows it is written without it, see [`InlineImage`]).
pub const MAX_PICTURE_BYTES: usize = 60 * 1024;

/// A mail to write: everything but the sender and the Message-ID.
#[derive(Debug, Clone, Default)]
pub struct Draft {
    /// The one recipient.
    pub to: String,
    /// Subject line.
    pub subject: String,
    /// Plain text body.
    pub body: String,
    /// Message-ID (with angle brackets) this answers.
    pub in_reply_to: Option<String>,
    /// References, oldest first, with angle brackets.
    pub references: Vec<String>,
    /// Where answers should go, when not to the sender (an address that
    /// carries a token); dropped when it cannot be written.
    pub reply_to: Option<String>,
    /// A board mail to the player to move: (board, userid), for whom a
    /// play token is made and set as `reply_to` when the mail is written
    /// out (the reply-to-play command issues it).
    pub play_token_for: Option<(i64, String)>,
    /// The Message-ID (with angle brackets) this mail must have, when it is
    /// fixed beforehand (the root of a board's thread); else the sender
    /// gives it one.
    pub message_id: Option<String>,
    /// An HTML alternative of the body (board mails): the mail is then
    /// `multipart/alternative`.
    pub html: Option<String>,
    /// A picture the HTML shows inline (`cid:`); written only with
    /// [`Draft::html`].
    pub inline_png: Option<InlineImage>,
    /// Files attached after the text (a text-only mail: they are left out
    /// of a mail with [`Draft::html`]).
    pub attachments: Vec<Attachment>,
    /// The language the recipient reads, for the notice that ends a body
    /// cut at [`MAX_REPLY_BYTES`]; English when not given.
    pub language: Option<Language>,
}

/// A file attached to a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// Its file name (`yinsh-101.gif`).
    pub name: String,
    /// Its media type (`image/gif`).
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// A PNG picture shown inline by the HTML part of a mail.
#[derive(Debug, Clone)]
pub struct InlineImage {
    /// Its Content-ID, without angle brackets (`src="cid:..."`).
    pub content_id: String,
    /// Its width and height in pixels.
    pub size: (u32, u32),
    /// The picture.
    pub png: InlinePng,
}

/// The bytes of an inline picture, shared by the mails of one board change.
#[derive(Debug, Clone)]
pub enum InlinePng {
    /// The PNG itself; at most [`MAX_PICTURE_BYTES`] (the caller leaves a
    /// larger one out).
    Ready(Arc<Vec<u8>>),
    /// Drawn at delivery from what these bytes describe (a
    /// [`crate::picture::Recipe`]): the mail is written with the picture's
    /// part empty, and [`Written::later`] says where it goes.
    Later(Arc<Vec<u8>>),
}

/// A mail written out.
#[derive(Debug, Clone)]
pub struct Written {
    /// The message (CRLF line ends).
    pub raw: Vec<u8>,
    /// A picture to be drawn at delivery, and where its base64 lines go.
    pub later: Option<LaterPicture>,
}

/// The finished message (CRLF line ends), marked as an automatic reply
/// (RFC 3834).
pub fn build(from: &str, message_id: &str, draft: &Draft) -> anyhow::Result<Written> {
    write_mail(&Mail {
        from,
        to: &draft.to,
        subject: &draft.subject,
        message_id,
        in_reply_to: draft.in_reply_to.as_deref(),
        references: &draft.references,
        reply_to: draft.reply_to.as_deref(),
        reply: true,
        body: &draft.body,
        html: draft.html.as_deref(),
        picture: draft.inline_png.as_ref(),
        attachments: &draft.attachments,
        language: draft.language.unwrap_or(Language::ENGLISH),
    })
}

/// A plain message from a player to the server, as `ringmail inject` writes
/// it into the inbox.
pub fn build_plain(
    from: &str,
    to: &str,
    subject: &str,
    body: &str,
    domain: &str,
) -> anyhow::Result<Vec<u8>> {
    write_mail(&Mail {
        from,
        to,
        subject,
        message_id: &fresh_message_id("inject", domain),
        in_reply_to: None,
        references: &[],
        reply_to: None,
        reply: false,
        body,
        html: None,
        picture: None,
        attachments: &[],
        language: Language::ENGLISH,
    })
    .map(|w| w.raw)
}

/// Everything one mail is written from.
struct Mail<'a> {
    from: &'a str,
    to: &'a str,
    subject: &'a str,
    message_id: &'a str,
    in_reply_to: Option<&'a str>,
    references: &'a [String],
    reply_to: Option<&'a str>,
    /// A reply: marked `Auto-Submitted: auto-replied`, its body capped at
    /// [`MAX_REPLY_BYTES`].
    reply: bool,
    body: &'a str,
    /// An HTML alternative, and the picture it shows.
    html: Option<&'a str>,
    picture: Option<&'a InlineImage>,
    attachments: &'a [Attachment],
    /// The recipient's language (the notice of a cut body).
    language: Language,
}

fn write_mail(m: &Mail<'_>) -> anyhow::Result<Written> {
    for (what, addr) in [("sender", m.from), ("recipient", m.to)] {
        anyhow::ensure!(
            writable_address(addr),
            "'{}' is not a mail address that can be written as the {what}",
            addr.escape_debug()
        );
    }
    let message_id = m
        .message_id
        .strip_prefix('<')
        .and_then(|id| id.strip_suffix('>'))
        .filter(|id| writable_id(id))
        .ok_or_else(|| anyhow::anyhow!("'{}' is not a Message-ID", m.message_id.escape_debug()))?;

    let mut mail = MessageBuilder::new().from(m.from).to(m.to);
    if let Some(r) = m.reply_to.filter(|r| writable_address(r)) {
        mail = mail.reply_to(r);
    }
    mail = mail
        .header("Subject", subject_header(m.subject))
        .message_id(message_id);
    if let Some(id) = m.in_reply_to.and_then(bare_id) {
        mail = mail.in_reply_to(id);
    }
    let references = references(m.references);
    if !references.is_empty() {
        mail = mail.references(references);
    }
    if m.reply {
        mail = mail.header("Auto-Submitted", Raw::new("auto-replied"));
    }

    let body = part_text(m.body, m.reply.then_some(m.language));
    let html = m
        .html
        .filter(|h| h.len() <= MAX_HTML_BYTES)
        .map(|h| part_text(h, None));
    let Some(html) = html else {
        let raw = if m.attachments.is_empty() {
            mail.body(text_part("text/plain", body)).write_to_vec()?
        } else {
            let tag = boundary_tag(message_id, &[&body]);
            let text = text_part("text/plain", body);
            let mixed =
                ContentType::new("multipart/mixed").attribute("boundary", format!("=_mix.{tag}"));
            let mut parts = vec![text];
            parts.extend(m.attachments.iter().map(attachment_part));
            mail.body(MimePart::new(mixed, parts)).write_to_vec()?
        };
        return Ok(Written { raw, later: None });
    };
    let picture = m.picture.filter(|p| {
        let fits = match &p.png {
            InlinePng::Ready(png) => png.len() <= MAX_PICTURE_BYTES,
            InlinePng::Later(_) => true,
        };
        fits && writable_id(&p.content_id)
    });
    let tag = boundary_tag(message_id, &[&body, &html]);
    let related = format!("=_rel.{tag}");
    let html_part = text_part("text/html", html);
    let shown = match picture {
        None => html_part,
        Some(p) => MimePart::new(
            ContentType::new("multipart/related")
                .attribute("boundary", related.as_str())
                .attribute("type", "text/html"),
            vec![html_part, picture_part(p)],
        ),
    };
    let alternative =
        ContentType::new("multipart/alternative").attribute("boundary", format!("=_alt.{tag}"));
    let text = text_part("text/plain", body);
    let raw = mail
        .body(MimePart::new(alternative, vec![text, shown]))
        .write_to_vec()?;
    let later = match picture.map(|p| &p.png) {
        Some(InlinePng::Later(recipe)) => Some(LaterPicture {
            at: last_part_end(&raw, &related).context("the picture's part is not in the mail")?,
            recipe: recipe.clone(),
        }),
        _ => None,
    };
    Ok(Written { raw, later })
}

/// The picture's part: base64, inline, with its Content-ID and no file
/// name (a client would list a named part as an attachment too); its body
/// empty when it is drawn at delivery.
fn picture_part(p: &InlineImage) -> MimePart<'_> {
    let png: &[u8] = match &p.png {
        InlinePng::Ready(png) => png,
        InlinePng::Later(_) => &[],
    };
    MimePart::new("image/png", BodyPart::Binary(Cow::Borrowed(png)))
        .cid(p.content_id.as_str())
        .header("Content-Disposition", ContentType::new("inline"))
}

/// An attached file's part: base64, with its file name.
fn attachment_part(a: &Attachment) -> MimePart<'_> {
    MimePart::new(a.content_type, BodyPart::Binary(Cow::Borrowed(&a.bytes)))
        .attachment(a.name.as_str())
}

/// The tag of a multipart mail's boundaries (`=_alt.TAG`, `=_rel.TAG`):
/// made from the Message-ID, so a mail is written the same each time, and
/// held by none of `texts`: a `7bit` part is written as it is, and a
/// boundary in it would end it. (Quoted-printable keeps text's letters and
/// digits, and never writes `=_`.)
fn boundary_tag(message_id: &str, texts: &[&str]) -> String {
    let mut n = 0u32;
    loop {
        let digest = Sha256::new()
            .chain_update(message_id)
            .chain_update(n.to_le_bytes())
            .finalize();
        let tag: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
        if texts.iter().all(|t| !t.contains(&tag)) {
            return tag;
        }
        n += 1;
    }
}

#[cfg(test)]
mod tests;

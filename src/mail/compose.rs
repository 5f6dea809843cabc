//! Building the mails the server sends: headers and body written directly
//! with CRLF line ends, in time linear in the size of the mail.
//!
//! Every header line stays within 998 octets (and is folded at whitespace
//! within 78 where it can be), the subject is cut at
//! [`MAX_SUBJECT_CHARS`] and written as RFC 2047 encoded-words when it is
//! not plain ASCII, message ids that could not be written as they are
//! (non-ASCII, too long, with whitespace) are left out of the threading
//! headers, and the body is cut at [`MAX_REPLY_BYTES`]. The body goes out
//! as `7bit` when it is ASCII with short lines, else as quoted-printable.
//!
//! A draft with an HTML part (a board mail) is written as
//! `multipart/alternative`: the text part first, then `multipart/related`
//! holding the `text/html` part and, when there is one, the inline
//! `image/png` picture the HTML shows through `cid:`. Every mail carries
//! `MIME-Version: 1.0`.

use sha2::{Digest, Sha256};

/// The largest reply body, in bytes (of its text, with `\n` line ends): a
/// longer one is cut at a line boundary and ends with [`CUT_NOTICE`].
pub const MAX_REPLY_BYTES: usize = 64 * 1024;

/// The last line of a reply body that was cut at [`MAX_REPLY_BYTES`].
pub const CUT_NOTICE: &str = "[... the rest of this reply was cut: replies are at most 64 KiB]";

/// A longer subject is cut to this many characters (ending with `...`).
pub const MAX_SUBJECT_CHARS: usize = 200;

/// The longest message id (without angle brackets) that goes into a
/// header; a longer one is left out.
pub const MAX_ID_CHARS: usize = 250;

/// The longest address that can be written as a recipient.
pub const MAX_ADDRESS_CHARS: usize = 254;

/// The largest HTML part; a draft with a longer one goes out as text
/// alone.
pub const MAX_HTML_BYTES: usize = 160 * 1024;

/// The largest inline picture; a larger one is left out (and the HTML that
/// shows it is written without it, see [`InlineImage`]).
pub const MAX_PICTURE_BYTES: usize = 60 * 1024;

/// RFC 5322: a line is at most 998 octets, CRLF excluded.
const MAX_LINE: usize = 998;

/// Header lines are folded to stay within this where they can.
const FOLD_AT: usize = 78;

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
    /// out (see [`crate::commands::reply_play`]).
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
}

/// A PNG picture shown inline by the HTML part of a mail.
#[derive(Debug, Clone)]
pub struct InlineImage {
    /// Its Content-ID, without angle brackets (`src="cid:..."`).
    pub content_id: String,
    /// The file name offered for it (`board-101.png`): ASCII letters,
    /// digits, `.`, `-` and `_` only.
    pub filename: String,
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
    Ready(std::sync::Arc<Vec<u8>>),
    /// Drawn at delivery from what these bytes describe (a
    /// [`crate::picture::Recipe`]): the mail is written with the picture's
    /// part empty, and [`Written::later`] says where it goes.
    Later(std::sync::Arc<Vec<u8>>),
}

/// A mail written out.
#[derive(Debug, Clone)]
pub struct Written {
    /// The message (CRLF line ends).
    pub raw: Vec<u8>,
    /// A picture to be drawn at delivery, and where its base64 lines go.
    pub later: Option<LaterPicture>,
}

/// A picture a written mail still lacks.
#[derive(Debug, Clone)]
pub struct LaterPicture {
    /// The offset in the raw mail its base64 lines go to.
    pub at: usize,
    /// What it is drawn from.
    pub recipe: std::sync::Arc<Vec<u8>>,
}

/// A mail with its picture put in: `raw` with the base64 lines of `png` at
/// `at` (see [`LaterPicture`]).
pub fn with_picture(raw: &[u8], at: usize, png: &[u8]) -> Vec<u8> {
    insert_lines(raw, at, &picture_lines(png))
}

/// A picture's part body: its base64 lines (made once for all the mails
/// that show it).
pub fn picture_lines(png: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(png.len() * 4 / 3 + png.len() / 38 + 8);
    base64_lines(&mut out, png);
    out
}

/// `raw` with `lines` (from [`picture_lines`]) at `at`.
pub fn insert_lines(raw: &[u8], at: usize, lines: &[u8]) -> Vec<u8> {
    let at = at.min(raw.len());
    let mut out = Vec::with_capacity(raw.len() + lines.len());
    out.extend_from_slice(&raw[..at]);
    out.extend_from_slice(lines);
    out.extend_from_slice(&raw[at..]);
    out
}

/// The Message-ID of reply number `seq` to the mail recorded under
/// `mail_key` at `stamp` (microseconds): fixed when the reply is written, so
/// a retried send is the same mail, and sorting by it sorts by time.
pub fn reply_message_id(stamp: u64, mail_key: &str, seq: usize, domain: &str) -> String {
    let digest = Sha256::digest(mail_key.as_bytes());
    let hex: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
    format!("<r{stamp:016}.{seq:02}.{hex}@{domain}>")
}

/// A Message-ID for a mail that starts something new (a game's thread, an
/// injected mail): unique by time, process and a counter.
pub fn fresh_message_id(kind: &str, domain: &str) -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    format!(
        "<{kind}.{}.{}.{}.{}@{domain}>",
        t.as_secs(),
        t.subsec_nanos(),
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    )
}

/// Whether [`build`] can write `addr` as a recipient (or sender): a bare
/// address `local@domain` of at most [`MAX_ADDRESS_CHARS`] characters,
/// whose local part is RFC 5322 atext in dot-separated atoms (no quoted
/// local parts) and whose domain is letters, digits and hyphens in
/// dot-separated labels. No whitespace, no control characters, no
/// non-ASCII, no display name, no angle brackets.
pub fn writable_address(addr: &str) -> bool {
    fn atoms(s: &str, ok: impl Fn(u8) -> bool) -> bool {
        !s.is_empty() && s.split('.').all(|a| !a.is_empty() && a.bytes().all(&ok))
    }
    let atext = |b: u8| b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&b);
    let label = |b: u8| b.is_ascii_alphanumeric() || b == b'-';
    addr.len() <= MAX_ADDRESS_CHARS
        && addr
            .split_once('@')
            .is_some_and(|(local, domain)| atoms(local, atext) && atoms(domain, label))
}

/// Whether a message id without its angle brackets can be written in a
/// header as it is: 1 to [`MAX_ID_CHARS`] printable ASCII characters, no
/// angle brackets.
pub fn writable_id(bare: &str) -> bool {
    !bare.is_empty()
        && bare.len() <= MAX_ID_CHARS
        && bare
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>')
}

/// `<id>` for a message id given with or without its angle brackets, when
/// it can be written (see [`writable_id`]).
fn header_id(id: &str) -> Option<String> {
    let id = id.trim();
    let bare = id.strip_prefix('<').unwrap_or(id);
    let bare = bare.strip_suffix('>').unwrap_or(bare);
    writable_id(bare).then(|| format!("<{bare}>"))
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
        .map(|id| format!("<{id}>"))
        .ok_or_else(|| anyhow::anyhow!("'{}' is not a Message-ID", m.message_id.escape_debug()))?;
    let body = if m.reply {
        capped_body(m.body)
    } else {
        crlf_free(m.body, usize::MAX)
    };
    let html = m
        .html
        .filter(|h| h.len() <= MAX_HTML_BYTES)
        .map(|h| crlf_free(h, usize::MAX));
    let picture = m.picture.filter(|p| {
        html.is_some()
            && match &p.png {
                InlinePng::Ready(png) => png.len() <= MAX_PICTURE_BYTES,
                InlinePng::Later(_) => true,
            }
            && writable_id(&p.content_id)
            && !p.filename.is_empty()
            && p.filename
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b".-_".contains(&b))
    });
    let extra = html.as_ref().map_or(0, |h| h.len() + h.len() / 8)
        + match picture.map(|p| &p.png) {
            Some(InlinePng::Ready(png)) => png.len() * 4 / 3 + png.len() / 38,
            _ => 0,
        };

    let mut out = Vec::with_capacity(1024 + body.len() + body.len() / 8 + extra);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    header(&mut out, "Date", &[rfc5322_date(now).as_str()]);
    header(&mut out, "From", &[m.from]);
    header(&mut out, "To", &[m.to]);
    if let Some(r) = m.reply_to.filter(|r| writable_address(r)) {
        header(&mut out, "Reply-To", &[r]);
    }
    let subject = subject_words(m.subject);
    header(&mut out, "Subject", &subject);
    header(&mut out, "Message-ID", &[message_id.as_str()]);
    if let Some(id) = m.in_reply_to.and_then(header_id) {
        header(&mut out, "In-Reply-To", &[id.as_str()]);
    }
    let references = references(m.references);
    if !references.is_empty() {
        header(&mut out, "References", &references);
    }
    header(&mut out, "MIME-Version", &["1.0"]);
    let Some(html) = html else {
        let seven_bit = text_part_headers(&mut out, &body, "text/plain;");
        if m.reply {
            header(&mut out, "Auto-Submitted", &["auto-replied"]);
        }
        out.extend_from_slice(b"\r\n");
        text_part_body(&mut out, &body, seven_bit);
        return Ok(Written {
            raw: out,
            later: None,
        });
    };
    // Boundaries start with "=_", which never appears in a quoted-printable
    // or base64 part, and a text part that holds "=_" is quoted-printable.
    let tag: String = Sha256::digest(message_id.as_bytes())[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let alternative = format!("=_alt.{tag}");
    let related = format!("=_rel.{tag}");
    header(
        &mut out,
        "Content-Type",
        &[
            "multipart/alternative;",
            &format!("boundary=\"{alternative}\""),
        ],
    );
    if m.reply {
        header(&mut out, "Auto-Submitted", &["auto-replied"]);
    }
    out.extend_from_slice(b"\r\nThis is a multi-part message in MIME format.\r\n");
    boundary(&mut out, &alternative, false);
    let seven_bit = text_part_headers(&mut out, &body, "text/plain;");
    out.extend_from_slice(b"\r\n");
    text_part_body(&mut out, &body, seven_bit);
    // The line end before a boundary belongs to the boundary: one more
    // keeps the part's last line end.
    out.extend_from_slice(b"\r\n");
    boundary(&mut out, &alternative, false);
    if picture.is_some() {
        header(
            &mut out,
            "Content-Type",
            &[
                "multipart/related;",
                &format!("boundary=\"{related}\";"),
                "type=\"text/html\"",
            ],
        );
        out.extend_from_slice(b"\r\n");
        boundary(&mut out, &related, false);
    }
    let seven_bit = text_part_headers(&mut out, &html, "text/html;");
    out.extend_from_slice(b"\r\n");
    text_part_body(&mut out, &html, seven_bit);
    out.extend_from_slice(b"\r\n");
    let mut later = None;
    if let Some(p) = picture {
        boundary(&mut out, &related, false);
        header(&mut out, "Content-Type", &["image/png"]);
        header(&mut out, "Content-Transfer-Encoding", &["base64"]);
        header(&mut out, "Content-ID", &[format!("<{}>", p.content_id)]);
        header(
            &mut out,
            "Content-Disposition",
            &["inline;", &format!("filename=\"{}\"", p.filename)],
        );
        out.extend_from_slice(b"\r\n");
        match &p.png {
            InlinePng::Ready(png) => base64_lines(&mut out, png),
            InlinePng::Later(recipe) => {
                later = Some(LaterPicture {
                    at: out.len(),
                    recipe: recipe.clone(),
                })
            }
        }
        boundary(&mut out, &related, true);
    }
    boundary(&mut out, &alternative, true);
    Ok(Written { raw: out, later })
}

/// Writes a boundary line (`--b`, or `--b--` to close).
fn boundary(out: &mut Vec<u8>, b: &str, last: bool) {
    out.extend_from_slice(b"--");
    out.extend_from_slice(b.as_bytes());
    if last {
        out.extend_from_slice(b"--");
    }
    out.extend_from_slice(b"\r\n");
}

/// Whether a text part goes out as `7bit` (else quoted-printable).
fn text_seven_bit(text: &str) -> bool {
    is_seven_bit(text) && !text.contains("=_")
}

/// The Content-Type (`kind` ends with `;`) and transfer encoding of a
/// text part; returns whether it goes out as `7bit`, for
/// [`text_part_body`].
fn text_part_headers(out: &mut Vec<u8>, text: &str, kind: &str) -> bool {
    header(out, "Content-Type", &[kind, "charset=utf-8"]);
    let seven_bit = text_seven_bit(text);
    let encoding = if seven_bit {
        "7bit"
    } else {
        "quoted-printable"
    };
    header(out, "Content-Transfer-Encoding", &[encoding]);
    seven_bit
}

/// The lines of a text part (`\n` line ends), as `7bit` or
/// quoted-printable, as its headers said (see [`text_seven_bit`]).
fn text_part_body(out: &mut Vec<u8>, text: &str, seven_bit: bool) {
    if seven_bit {
        for line in text.split_terminator('\n') {
            out.extend_from_slice(line.as_bytes());
            out.extend_from_slice(b"\r\n");
        }
    } else {
        for line in text.split_terminator('\n') {
            quoted_printable_line(out, line.as_bytes());
        }
    }
}

/// Base64 in lines of 76 characters (RFC 2045).
fn base64_lines(out: &mut Vec<u8>, bytes: &[u8]) {
    out.reserve(bytes.len().div_ceil(57) * 78);
    for chunk in bytes.chunks(57) {
        base64_into(out, chunk);
        out.extend_from_slice(b"\r\n");
    }
}

/// Writes `Name: word word ...`, the words (which hold no whitespace)
/// separated by one space, folded before a word that would take the line
/// past [`FOLD_AT`] (a word on a line of its own may be longer).
fn header<S: AsRef<str>>(out: &mut Vec<u8>, name: &str, words: &[S]) {
    out.extend_from_slice(name.as_bytes());
    out.push(b':');
    let mut line = name.len() + 1;
    for (i, word) in words.iter().enumerate() {
        let word = word.as_ref();
        if i > 0 && !word.is_empty() && line + 1 + word.len() > FOLD_AT {
            out.extend_from_slice(b"\r\n");
            line = 0;
        }
        out.push(b' ');
        out.extend_from_slice(word.as_bytes());
        line += 1 + word.len();
    }
    out.extend_from_slice(b"\r\n");
}

/// The subject as header words: control characters become spaces, a
/// subject longer than [`MAX_SUBJECT_CHARS`] is cut and ends with `...`;
/// plain ASCII is split at its spaces (folding keeps every space), and
/// anything else (or text that looks like an encoded-word) becomes base64
/// encoded-words of at most 64 characters.
fn subject_words(subject: &str) -> Vec<String> {
    let mut text: String = subject
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_SUBJECT_CHARS + 1)
        .collect();
    if text.chars().count() > MAX_SUBJECT_CHARS {
        text = text.chars().take(MAX_SUBJECT_CHARS - 3).collect();
        text.push_str("...");
    }
    if text.is_empty() {
        return Vec::new();
    }
    if text.is_ascii() && !text.contains("=?") {
        return text.split(' ').map(str::to_string).collect();
    }
    // "=?utf-8?B?" + base64 of at most 39 bytes (52 characters) + "?=".
    const CHUNK: usize = 39;
    let mut words = Vec::new();
    let mut rest = text.as_str();
    while !rest.is_empty() {
        let mut end = rest.len().min(CHUNK);
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        let (chunk, tail) = rest.split_at(end);
        words.push(format!("=?utf-8?B?{}?=", base64(chunk.as_bytes())));
        rest = tail;
    }
    words
}

/// The ids of a References header: those that can be written, and when
/// together they would not fit on one line of 998 octets, the first one and
/// as many of the last ones as fit.
fn references(ids: &[String]) -> Vec<String> {
    let ids: Vec<String> = ids.iter().filter_map(|id| header_id(id)).collect();
    let room = MAX_LINE - "References: ".len();
    let total = ids.iter().map(|id| id.len() + 1).sum::<usize>();
    if total <= room + 1 {
        return ids;
    }
    let mut used = ids[0].len();
    let mut last = ids.len();
    while last > 1 && used + 1 + ids[last - 1].len() <= room {
        last -= 1;
        used += 1 + ids[last].len();
    }
    let mut kept = Vec::with_capacity(1 + ids.len() - last);
    kept.push(ids[0].clone());
    kept.extend_from_slice(&ids[last..]);
    kept
}

/// The text with `\n` line ends (CRLF and lone CR become `\n`); once
/// longer than `stop_after` bytes, the rest may be left out.
fn crlf_free(body: &str, stop_after: usize) -> String {
    let mut text = String::with_capacity(body.len().min(stop_after.saturating_add(1)));
    let mut rest = body;
    while text.len() <= stop_after && !rest.is_empty() {
        match rest.find('\r') {
            Some(i) => {
                text.push_str(&rest[..i]);
                text.push('\n');
                rest = &rest[i + 1..];
                rest = rest.strip_prefix('\n').unwrap_or(rest);
            }
            None => {
                text.push_str(rest);
                rest = "";
            }
        }
    }
    text
}

/// The body with `\n` line ends, cut when longer than [`MAX_REPLY_BYTES`]:
/// at the last line end that leaves room for [`CUT_NOTICE`], which then
/// ends it.
fn capped_body(body: &str) -> String {
    let mut text = crlf_free(body, MAX_REPLY_BYTES);
    if text.len() <= MAX_REPLY_BYTES {
        return text;
    }
    // Room for a line end after the cut, and the notice with its own.
    let room = MAX_REPLY_BYTES - CUT_NOTICE.len() - 2;
    let mut end = room;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    match text[..end].rfind('\n') {
        Some(i) => text.truncate(i + 1),
        None => {
            text.truncate(end);
            text.push('\n');
        }
    }
    text.push_str(CUT_NOTICE);
    text.push('\n');
    text
}

/// Whether the body can go out as `7bit`: printable ASCII and tabs only,
/// lines of at most 998 octets.
fn is_seven_bit(body: &str) -> bool {
    let mut column = 0;
    for &b in body.as_bytes() {
        if b == b'\n' {
            column = 0;
        } else if (b == b'\t' || (b' '..=b'~').contains(&b)) && column < MAX_LINE {
            column += 1;
        } else {
            return false;
        }
    }
    true
}

/// Writes one line of text quoted-printable (RFC 2045), with soft line
/// breaks so that no encoded line is longer than 76 characters.
fn quoted_printable_line(out: &mut Vec<u8>, line: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut column = 0;
    for (i, &b) in line.iter().enumerate() {
        let last = i + 1 == line.len();
        let literal = match b {
            b'=' => false,
            b' ' | b'\t' => !last,
            _ => (b'!'..=b'~').contains(&b),
        };
        let width = if literal { 1 } else { 3 };
        // Room for the "=" of a soft break, unless this ends the line.
        let limit = if last { 76 } else { 75 };
        if column + width > limit {
            out.extend_from_slice(b"=\r\n");
            column = 0;
        }
        if literal {
            out.push(b);
        } else {
            out.extend_from_slice(&[b'=', HEX[(b >> 4) as usize], HEX[(b & 15) as usize]]);
        }
        column += width;
    }
    out.extend_from_slice(b"\r\n");
}

fn base64(bytes: &[u8]) -> String {
    let mut out = Vec::with_capacity(bytes.len().div_ceil(3) * 4);
    base64_into(&mut out, bytes);
    String::from_utf8(out).expect("base64 is ASCII")
}

/// Appends the base64 of `bytes` to `out`, three bytes to four
/// characters at a time (pictures make this the most of a mail's bytes).
fn base64_into(out: &mut Vec<u8>, bytes: &[u8]) {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let chunks = bytes.chunks_exact(3);
    let rest = chunks.remainder();
    for c in chunks {
        let n = (c[0] as u32) << 16 | (c[1] as u32) << 8 | c[2] as u32;
        out.extend_from_slice(&[
            ALPHABET[(n >> 18) as usize & 63],
            ALPHABET[(n >> 12) as usize & 63],
            ALPHABET[(n >> 6) as usize & 63],
            ALPHABET[n as usize & 63],
        ]);
    }
    if !rest.is_empty() {
        let n = rest
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= rest.len() {
                ALPHABET[(n >> (18 - 6 * i)) as usize & 63]
            } else {
                b'='
            });
        }
    }
}

/// An RFC 5322 date for `secs` seconds since the epoch, in UTC:
/// `Tue, 11 Mar 2025 06:00:00 +0000`.
fn rfc5322_date(secs: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = secs / 86_400;
    let time = secs % 86_400;
    // Days to a civil date (H. Hinnant's algorithm), from 1970-01-01.
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{}, {day} {} {year} {:02}:{:02}:{:02} +0000",
        DAYS[(days % 7) as usize],
        MONTHS[(month - 1) as usize],
        time / 3600,
        time / 60 % 60,
        time % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use mail_parser::MessageParser;

    #[test]
    fn reply_ids_are_stable() {
        let a = reply_message_id(7, "<x@y>", 0, "games.org");
        assert_eq!(a, reply_message_id(7, "<x@y>", 0, "games.org"));
        assert_ne!(a, reply_message_id(7, "<x@y>", 1, "games.org"));
        assert_ne!(a, reply_message_id(7, "<z@y>", 0, "games.org"));
        assert!(
            a.starts_with("<r0000000000000007.00.") && a.ends_with("@games.org>"),
            "{a}"
        );
        assert!(reply_message_id(10, "<x@y>", 0, "g") > reply_message_id(9, "<z@y>", 5, "g"));
    }

    fn draft(body: &str) -> Draft {
        Draft {
            to: "bob@example.org".into(),
            subject: "yinsh Board 101 bob".into(),
            body: body.into(),
            in_reply_to: Some("<m1@example.org>".into()),
            references: vec!["<game-101@games.org>".into(), "<m1@example.org>".into()],
            reply_to: None,
            ..Default::default()
        }
    }

    fn built(d: &Draft) -> String {
        let written = build("games@games.org", "<r1@games.org>", d).unwrap();
        assert!(written.later.is_none());
        String::from_utf8(written.raw).unwrap()
    }

    /// Every line ends with CRLF, no line is longer than 998 octets.
    fn assert_well_formed(text: &str) {
        assert!(text.ends_with("\r\n"));
        for (i, line) in text.split_terminator("\r\n").enumerate() {
            assert!(!line.contains(['\r', '\n']), "bare line end in line {i}");
            assert!(line.len() <= MAX_LINE, "line {i} has {} octets", line.len());
        }
    }

    fn head(text: &str) -> &str {
        text.split_once("\r\n\r\n").unwrap().0
    }

    #[test]
    fn built_reply_has_threading_headers() {
        let text = built(&draft("line one\nline two\n"));
        assert!(text.contains("Message-ID: <r1@games.org>\r\n"), "{text}");
        assert!(text.contains("In-Reply-To: <m1@example.org>\r\n"));
        assert!(text.contains("References: <game-101@games.org> <m1@example.org>\r\n"));
        assert!(text.contains("Auto-Submitted: auto-replied\r\n"));
        assert!(text.contains("Subject: yinsh Board 101 bob\r\n"));
        assert!(text.contains("From: games@games.org\r\nTo: bob@example.org\r\n"));
        assert!(text.contains("MIME-Version: 1.0\r\n"));
        assert!(text.contains("Content-Type: text/plain; charset=utf-8\r\n"));
        assert!(text.contains("Content-Transfer-Encoding: 7bit\r\n"));
        assert!(text.starts_with("Date: "));
        assert!(text.ends_with("\r\n\r\nline one\r\nline two\r\n"));
        assert_well_formed(&text);
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        assert_eq!(m.subject(), Some("yinsh Board 101 bob"));
        assert_eq!(m.body_text(0).unwrap(), "line one\r\nline two\r\n");
        assert!(m.date().is_some());
    }

    #[test]
    fn plain_mail_is_not_marked_automatic_nor_cut() {
        let raw = build_plain("alice@x.org", "games@y.org", "list", "hi", "x.org").unwrap();
        let text = String::from_utf8(raw).unwrap();
        assert!(!text.contains("Auto-Submitted"));
        assert!(!text.contains("In-Reply-To") && !text.contains("References"));
        assert!(text.contains("Message-ID: <inject."), "{text}");
        assert!(text.ends_with("\r\n\r\nhi\r\n"));
        assert_well_formed(&text);
        let body = "a line of a long mail\n".repeat(10_000);
        let raw = build_plain("alice@x.org", "games@y.org", "list", &body, "x.org").unwrap();
        let text = String::from_utf8(raw).unwrap();
        assert!(text.ends_with(&body.replace('\n', "\r\n")));
        assert_well_formed(&text);
    }

    #[test]
    fn dates() {
        assert_eq!(rfc5322_date(0), "Thu, 1 Jan 1970 00:00:00 +0000");
        assert_eq!(
            rfc5322_date(1_741_672_800),
            "Tue, 11 Mar 2025 06:00:00 +0000"
        );
        assert_eq!(rfc5322_date(951_868_799), "Tue, 29 Feb 2000 23:59:59 +0000");
    }

    #[test]
    fn base64_matches_the_standard() {
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), coded);
        }
    }

    #[test]
    fn writable_addresses() {
        for ok in [
            "bob@example.org",
            "Bob.Baker+games@mail.example-1.org",
            "games@localhost",
            "o'neil!#$%&*/=?^_`{|}~-@x.y",
        ] {
            assert!(writable_address(ok), "{ok}");
        }
        let long = format!("{}@example.org", "a".repeat(243));
        assert_eq!(long.len(), 255);
        for bad in [
            "",
            "bob",
            "@example.org",
            "bob@",
            "a,b@evil.org",
            "\"a,b\"@evil.org",
            "\"bob\"@example.org",
            "bob smith@example.org",
            "bob@example.org ",
            "bob\r\nBcc: x@y@example.org",
            "bob\t@example.org",
            "b\u{e9}b@example.org",
            "bob@exämple.org",
            "Bob <bob@example.org>",
            "<bob@example.org>",
            "a@b@example.org",
            "bob@[127.0.0.1]",
            "bob@exa_mple.org",
            ".bob@example.org",
            "bob.@example.org",
            "bo..b@example.org",
            "bob@example..org",
            "bob@example.org.",
            long.as_str(),
        ] {
            assert!(!writable_address(bad), "{bad:?}");
            let d = Draft {
                to: bad.into(),
                ..draft("x")
            };
            assert!(build("games@games.org", "<r1@x>", &d).is_err(), "{bad:?}");
        }
        assert!(writable_address(&long[1..]));
        assert!(build("not an address", "<r1@x>", &draft("x")).is_err());
        assert!(build("games@games.org", "r1@x", &draft("x")).is_err());
        assert!(build("games@games.org", "<r 1@x>", &draft("x")).is_err());
    }

    #[test]
    fn subjects_are_encoded_cut_and_folded() {
        let long_ascii = "word ".repeat(60);
        let long_utf8 = "\u{00e9}t\u{00e9} \u{2014} \u{1f600} ".repeat(30);
        for subject in [
            "Re: tr\u{e8}s bien".to_string(),
            "=?utf-8?Q?not_an_encoded_word?=".to_string(),
            "a\r\nBcc: x@y\tz".to_string(),
            long_ascii.clone(),
            long_utf8.clone(),
            "x".repeat(500),
            "double  spaced  words".to_string(),
        ] {
            let d = Draft {
                subject: subject.clone(),
                ..draft("x\n")
            };
            let text = built(&d);
            assert_well_formed(&text);
            let head = head(&text);
            assert!(head.is_ascii(), "{head}");
            for line in head.split("\r\n") {
                let value = line.trim_start();
                let value = value.split_once(": ").map_or(value, |(_, v)| v);
                assert!(
                    line.len() <= FOLD_AT || !value.contains(' '),
                    "could have been folded: {line:?}"
                );
            }
            let m = MessageParser::default().parse(text.as_bytes()).unwrap();
            let clean: String = subject
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            let want = if clean.chars().count() > MAX_SUBJECT_CHARS {
                let cut: String = clean.chars().take(MAX_SUBJECT_CHARS - 3).collect();
                format!("{cut}...")
            } else {
                clean
            };
            assert_eq!(m.subject(), Some(want.as_str()), "{head}");
        }
        let text = built(&Draft {
            subject: "Re: tr\u{e8}s bien".into(),
            ..draft("x\n")
        });
        assert!(text.contains("Subject: =?utf-8?B?"), "{text}");
    }

    #[test]
    fn unwritable_ids_are_left_out() {
        let long = format!("<{}@x.org>", "L".repeat(MAX_ID_CHARS));
        let fine = format!("<{}@x.org>", "i".repeat(MAX_ID_CHARS - 6));
        let d = Draft {
            in_reply_to: Some("<caf\u{e9}@example.org>".into()),
            references: vec![
                "<caf\u{e9}@example.org>".into(),
                long.clone(),
                "<a b@x>".into(),
                "<a<b@x>".into(),
                fine.clone(),
                "bare@x".into(),
            ],
            ..draft("x\n")
        };
        let text = built(&d);
        assert_well_formed(&text);
        assert!(!text.contains("In-Reply-To"), "{text}");
        assert!(!text.contains("=?"), "{text}");
        assert!(!text.contains(&long[1..20]));
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        let refs: Vec<&str> = m
            .references()
            .as_text_list()
            .unwrap()
            .iter()
            .map(|r| r.as_ref())
            .collect();
        assert_eq!(refs, [&fine[1..fine.len() - 1], "bare@x"]);
    }

    #[test]
    fn a_long_references_list_keeps_the_first_and_last_ids() {
        let ids: Vec<String> = (0..1000)
            .map(|i| format!("<id{i:04}@example.org>"))
            .collect();
        let text = built(&Draft {
            references: ids.clone(),
            ..draft("x\n")
        });
        assert_well_formed(&text);
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        let refs: Vec<String> = m
            .references()
            .as_text_list()
            .unwrap()
            .iter()
            .map(|r| format!("<{r}>"))
            .collect();
        assert_eq!(refs[0], ids[0]);
        assert!(refs.len() > 30 && refs.len() < 60, "{}", refs.len());
        assert_eq!(refs[1..], ids[ids.len() + 1 - refs.len()..]);
        // Unfolded, the header fits on one line.
        let unfolded = refs.join(" ");
        assert!("References: ".len() + unfolded.len() <= MAX_LINE);
    }

    #[test]
    fn long_and_non_ascii_bodies_are_quoted_printable() {
        let body = format!(
            "caf\u{e9} = caf\u{e9}\ntrailing space \n{}\n.\nFrom here\n\tx\u{7}\n\nend",
            "long line ".repeat(200)
        );
        let text = built(&draft(&body));
        assert_well_formed(&text);
        assert!(text.contains("Content-Transfer-Encoding: quoted-printable\r\n"));
        assert!(text.is_ascii());
        for line in text.split("\r\n").skip_while(|l| !l.is_empty()) {
            assert!(line.len() <= 76, "{line:?}");
        }
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        assert_eq!(
            m.body_text(0).unwrap(),
            format!("{}\r\n", body.replace('\n', "\r\n"))
        );
        // Exactly 998 octets stays 7bit, 999 does not.
        let text = built(&draft(&format!("{}\n", "x".repeat(MAX_LINE))));
        assert!(text.contains("Content-Transfer-Encoding: 7bit\r\n"));
        let text = built(&draft(&format!("{}\n", "x".repeat(MAX_LINE + 1))));
        assert!(text.contains("Content-Transfer-Encoding: quoted-printable\r\n"));
        assert_well_formed(&text);
    }

    #[test]
    fn line_ends_become_crlf() {
        let text = built(&draft("a\r\nb\rc\n\nd"));
        assert!(
            text.ends_with("\r\n\r\na\r\nb\r\nc\r\n\r\nd\r\n"),
            "{text:?}"
        );
        assert_well_formed(&text);
        // An empty body is an empty body.
        assert!(built(&draft("")).ends_with("auto-replied\r\n\r\n"));
    }

    #[test]
    fn many_lines_build_with_crlf() {
        let body = "\n".repeat(65_000);
        let text = built(&draft(&body));
        assert_well_formed(&text);
        assert_eq!(
            text.split_once("\r\n\r\n").unwrap().1,
            "\r\n".repeat(65_000)
        );
    }

    #[test]
    fn long_bodies_are_cut_at_a_line() {
        let line = "yinsh show 101: a line of a long reply\n";
        let body = line.repeat(65_000);
        let text = built(&draft(&body));
        assert_well_formed(&text);
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        let got = m.body_text(0).unwrap().replace("\r\n", "\n");
        assert!(got.len() <= MAX_REPLY_BYTES, "{}", got.len());
        assert!(
            got.len() > MAX_REPLY_BYTES - 2 * line.len(),
            "{}",
            got.len()
        );
        let (kept, notice) = got.trim_end().rsplit_once('\n').unwrap();
        assert_eq!(notice, CUT_NOTICE);
        assert!(
            body.starts_with(kept) && kept.ends_with("reply"),
            "whole lines"
        );

        // One long line of two-byte characters, cut within it.
        let body = "\u{e9}".repeat(MAX_REPLY_BYTES);
        let text = built(&draft(&body));
        assert_well_formed(&text);
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        let got = m.body_text(0).unwrap().replace("\r\n", "\n");
        assert!(got.len() <= MAX_REPLY_BYTES);
        assert!(got.ends_with(&format!("\u{e9}\n{CUT_NOTICE}\n")), "{got}");

        // Just at the limit: not cut.
        let body = format!("{}\n", "x".repeat(MAX_REPLY_BYTES - 1));
        assert_eq!(capped_body(&body), body);
        let body = format!("{}\n", "x".repeat(MAX_REPLY_BYTES));
        assert!(capped_body(&body).ends_with(&format!("x\n{CUT_NOTICE}\n")));
    }

    fn board_draft(body: &str, html: &str, png: Vec<u8>) -> Draft {
        Draft {
            html: Some(html.into()),
            inline_png: Some(InlineImage {
                content_id: "board-101-3@games.org".into(),
                filename: "board-101.png".into(),
                size: (520, 567),
                png: InlinePng::Ready(std::sync::Arc::new(png)),
            }),
            ..draft(body)
        }
    }

    #[test]
    fn a_picture_drawn_later_goes_where_it_belongs() {
        let png: Vec<u8> = (0..=255u8).cycle().take(3000).collect();
        let ready = board_draft("x\n", "<p>x</p>\n", png.clone());
        let mut later = ready.clone();
        let recipe = std::sync::Arc::new(b"recipe".to_vec());
        later.inline_png.as_mut().unwrap().png = InlinePng::Later(recipe.clone());
        let now = build("games@games.org", "<r1@games.org>", &ready).unwrap();
        let then = build("games@games.org", "<r1@games.org>", &later).unwrap();
        let slot = then.later.expect("the picture is to be drawn");
        assert_eq!(slot.recipe, recipe);
        // Without the picture the part is empty: the mail still parses.
        assert!(MessageParser::default().parse(&then.raw).is_some());
        let put = with_picture(&then.raw, slot.at, &png);
        // Written a moment apart: equal but for the Date line.
        let undated = |raw: &[u8]| -> String {
            String::from_utf8_lossy(raw)
                .lines()
                .filter(|l| !l.starts_with("Date: "))
                .collect()
        };
        assert_eq!(undated(&put), undated(&now.raw));
    }

    #[test]
    fn a_draft_with_html_and_a_picture_is_multipart() {
        let png: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
        let html =
            "<html><body><p>caf\u{e9}</p><img src=\"cid:board-101-3@games.org\"></body></html>\n";
        let text = built(&board_draft("Summary\nline two\n", html, png.clone()));
        assert_well_formed(&text);
        assert!(text.is_ascii());
        assert!(text.contains("MIME-Version: 1.0\r\n"));
        assert!(text.contains("Content-Type: multipart/alternative;"));
        assert!(text.contains("Content-ID: <board-101-3@games.org>\r\n"));
        assert!(text.contains("Content-Disposition: inline; filename=\"board-101.png\"\r\n"));
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        assert_eq!(m.body_text(0).unwrap(), "Summary\r\nline two\r\n");
        assert_eq!(m.body_html(0).unwrap().replace("\r\n", "\n"), html);
        let pic = m.attachment(0).expect("the picture");
        assert_eq!(pic.contents(), png.as_slice());
        // Base64 lines of 76 characters.
        let b64 = text
            .split_once("filename=\"board-101.png\"\r\n\r\n")
            .unwrap()
            .1;
        let lines: Vec<&str> = b64
            .split("\r\n")
            .take_while(|l| !l.starts_with("--"))
            .collect();
        assert!(lines[..lines.len() - 1].iter().all(|l| l.len() == 76));
    }

    #[test]
    fn a_boundary_in_the_text_makes_it_quoted_printable() {
        let text = built(&board_draft("--=_alt.x\n", "<p>=_</p>\n", vec![1, 2, 3]));
        assert!(!text.contains("\r\n--=_alt.x\r\n"));
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        assert_eq!(m.body_text(0).unwrap(), "--=_alt.x\r\n");
    }

    #[test]
    fn too_large_parts_are_left_out() {
        // A picture too large: HTML without it, no multipart/related.
        let big = vec![0u8; MAX_PICTURE_BYTES + 1];
        let text = built(&board_draft("x\n", "<p>x</p>\n", big));
        assert!(text.contains("multipart/alternative") && !text.contains("multipart/related"));
        assert!(!text.contains("image/png"));
        // HTML too large: the text alone.
        let html = "<p>x</p>\n".repeat(MAX_HTML_BYTES / 8);
        let text = built(&board_draft("x\n", &html, vec![1, 2, 3]));
        assert!(!text.contains("multipart") && !text.contains("image/png"));
        assert!(text.ends_with("\r\n\r\nx\r\n"));
    }

    #[test]
    fn reply_to_is_written_when_it_can_be() {
        let d = Draft {
            reply_to: Some("games+confirm-abc@games.org".into()),
            ..draft("x\n")
        };
        assert!(built(&d).contains("\r\nReply-To: games+confirm-abc@games.org\r\n"));
        let d = Draft {
            reply_to: Some("a,b@games.org".into()),
            ..draft("x\n")
        };
        assert!(!built(&d).contains("\r\nReply-To:"));
        assert!(!built(&draft("x\n")).contains("\r\nReply-To:"));
    }
}

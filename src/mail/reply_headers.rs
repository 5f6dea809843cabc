//! The header values of the mails the server writes: the server's own
//! Message-IDs, and the addresses, message ids and subject that come from
//! mail input and go back out.
//!
//! A value from mail input is checked or cleaned here before it goes into
//! a header: an address or message id that could not be written as it is
//! (whitespace, control characters, non-ASCII, too long) is refused or left
//! out, and the subject's control characters become spaces, so no value
//! can end a header line. mail-builder then writes them (folding, RFC 2047
//! encoded words).

use mail_builder::headers::HeaderType;
use mail_builder::headers::raw::Raw;
use mail_builder::headers::text::Text;
use sha2::{Digest, Sha256};

/// A longer subject is cut to this many characters (ending with `...`).
pub const MAX_SUBJECT_CHARS: usize = 200;

/// The longest message id (without angle brackets) that goes into a
/// header; a longer one is left out.
pub const MAX_ID_CHARS: usize = 250;

/// The longest address that can be written as a recipient.
pub const MAX_ADDRESS_CHARS: usize = 254;

/// RFC 5322: a line is at most 998 octets, CRLF excluded.
pub(super) const MAX_LINE: usize = 998;

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

/// Whether `addr` can be written as a recipient (or sender): a bare
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

/// A message id given with or without its angle brackets, without them,
/// when it can be written (see [`writable_id`]).
pub(super) fn bare_id(id: &str) -> Option<&str> {
    let id = id.trim();
    let bare = id.strip_prefix('<').unwrap_or(id);
    let bare = bare.strip_suffix('>').unwrap_or(bare);
    writable_id(bare).then_some(bare)
}

/// The ids (bare) of a References header: those that can be written, and
/// when together they would not fit on one line of 998 octets, the first
/// one and as many of the last ones as fit.
pub(super) fn references(ids: &[String]) -> Vec<&str> {
    let ids: Vec<&str> = ids.iter().filter_map(|id| bare_id(id)).collect();
    // Each is written `<id>` and followed by a space.
    let room = MAX_LINE - "References: ".len();
    let total = ids.iter().map(|id| id.len() + 3).sum::<usize>();
    if total <= room + 1 {
        return ids;
    }
    let mut used = ids[0].len() + 2;
    let mut last = ids.len();
    while last > 1 && used + 3 + ids[last - 1].len() <= room {
        last -= 1;
        used += 3 + ids[last].len();
    }
    let mut kept = Vec::with_capacity(1 + ids.len() - last);
    kept.push(ids[0]);
    kept.extend_from_slice(&ids[last..]);
    kept
}

/// The subject as it goes out: control characters become spaces, and a
/// subject longer than [`MAX_SUBJECT_CHARS`] is cut and ends with `...`.
pub(super) fn subject_text(subject: &str) -> String {
    let mut text: String = subject
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_SUBJECT_CHARS + 1)
        .collect();
    if text.chars().count() > MAX_SUBJECT_CHARS {
        text = text.chars().take(MAX_SUBJECT_CHARS - 3).collect();
        text.push_str("...");
    }
    text
}

/// The Subject header for `subject` (see [`subject_text`]), which
/// mail-builder writes as it is or as encoded words as it sees fit.
/// Text that holds `=?` is always written as "B" encoded words:
/// mail-builder would write plain ASCII as it is, and readers would then
/// decode what reads as an encoded word in it.
pub(super) fn subject_header(subject: &str) -> HeaderType<'static> {
    let text = subject_text(subject);
    if !text.contains("=?") {
        return Text::new(text).into();
    }
    // Words separated by single spaces, where mail-builder folds.
    let mut words = String::with_capacity(text.len() * 2);
    let unfolded = encodify::Fold::new(usize::MAX, b" ", 0);
    encodify::rfc2047::B.encode_words("utf-8", &text, &mut 0, unfolded, &mut words);
    Raw::new(words).into()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        }
        assert!(writable_address(&long[1..]));
    }

    #[test]
    fn ids_are_written_bare_or_left_out() {
        assert_eq!(bare_id(" <a@x> "), Some("a@x"));
        assert_eq!(bare_id("a@x"), Some("a@x"));
        for bad in ["", "<>", "<a b@x>", "<a<b@x>", "<caf\u{e9}@x>", "<a\r\n@x>"] {
            assert_eq!(bare_id(bad), None, "{bad:?}");
        }
        let long = "L".repeat(MAX_ID_CHARS + 1);
        assert_eq!(bare_id(&long), None);
        assert!(bare_id(&long[1..]).is_some());
    }

    #[test]
    fn subjects_are_cleaned_and_cut() {
        assert_eq!(subject_text("a\r\nBcc: x@y\tz"), "a  Bcc: x@y z");
        let cut = subject_text(&"\u{e9}".repeat(500));
        assert_eq!(cut.chars().count(), MAX_SUBJECT_CHARS);
        assert!(cut.ends_with("\u{e9}..."));
        let exact = "x".repeat(MAX_SUBJECT_CHARS);
        assert_eq!(subject_text(&exact), exact);
    }
}

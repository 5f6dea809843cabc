//! Building the mails the server sends, with lettre's message builder.

use anyhow::Context;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message};
use sha2::{Digest, Sha256};

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

/// Whether `build` can write `addr` as a recipient.
pub fn writable_address(addr: &str) -> bool {
    let Some((local, domain)) = addr.rsplit_once('@') else {
        return false;
    };
    let atext = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c);
    addr.len() <= 254
        && !local.is_empty()
        && local.chars().all(atext)
        && !domain.is_empty()
        && domain
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
        && mailbox(addr).is_ok()
}

fn mailbox(addr: &str) -> anyhow::Result<Mailbox> {
    addr.parse::<Mailbox>()
        .with_context(|| format!("'{addr}' is not a mail address"))
}

/// The finished message as bytes (CRLF line ends), marked as an automatic
/// reply (RFC 3834).
pub fn build(from: &str, message_id: &str, draft: &Draft) -> anyhow::Result<Vec<u8>> {
    let mut b = Message::builder()
        .from(mailbox(from)?)
        .to(mailbox(&draft.to)?)
        .subject(draft.subject.clone())
        .message_id(Some(message_id.to_string()))
        .date_now()
        .header(ContentType::TEXT_PLAIN)
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Auto-Submitted"),
            "auto-replied".into(),
        ));
    if let Some(id) = &draft.in_reply_to {
        b = b.in_reply_to(id.clone());
    }
    if !draft.references.is_empty() {
        b = b.references(draft.references.join(" "));
    }
    let msg = b
        .body(draft.body.clone())
        .context("cannot build the reply")?;
    Ok(msg.formatted())
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
    let msg = Message::builder()
        .from(mailbox(from)?)
        .to(mailbox(to)?)
        .subject(subject)
        .message_id(Some(fresh_message_id("inject", domain)))
        .date_now()
        .header(ContentType::TEXT_PLAIN)
        .body(body.to_string())
        .context("cannot build the message")?;
    Ok(msg.formatted())
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
    fn built_reply_has_threading_headers() {
        let d = Draft {
            to: "bob@example.org".into(),
            subject: "yinsh Board 101 bob".into(),
            body: "line one\nline two\n".into(),
            in_reply_to: Some("<m1@example.org>".into()),
            references: vec!["<game-101@games.org>".into(), "<m1@example.org>".into()],
        };
        let raw = build("games@games.org", "<r1@games.org>", &d).unwrap();
        let text = String::from_utf8(raw).unwrap();
        assert!(text.contains("Message-ID: <r1@games.org>\r\n"), "{text}");
        assert!(text.contains("In-Reply-To: <m1@example.org>\r\n"));
        assert!(text.contains("References: <game-101@games.org> <m1@example.org>\r\n"));
        assert!(text.contains("Auto-Submitted: auto-replied\r\n"));
        assert!(text.contains("Subject: yinsh Board 101 bob\r\n"));
        assert!(text.contains("line one\r\nline two\r\n"));
    }
}

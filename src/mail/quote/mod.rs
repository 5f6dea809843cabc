//! What the sender wrote, and what they quoted (`spec/commands.md`): the
//! sender's own text of a mail, without the mail they answer and without
//! their signature. Commands, moves and comments are read from it alone.
//!
//! The quote begins at the first line that either way finds:
//!
//! - **by content** ([`content`]): when the mail answers one of the
//!   server's mails, the first run of that mail's words, with the
//!   attribution or header block just above it ([`form::with_header_above`]);
//! - **by form** ([`form`]): `>`, attributions, separators and header
//!   blocks in many languages, signatures; for HTML, quote containers are
//!   turned into a `>` line and rules into a row of underscores when the
//!   HTML is read as text (`body_text`).
//!
//! An inline PGP signature's armour is taken off first (its header lines,
//! its dash-escapes); the signature block ends the text.

mod content;
mod form;
mod phrases;

pub use content::{MAX_SENT_MAILS, SentText};

/// The sender's own text of `text` (`\n` line ends): the lines above the
/// quote and the signature, trailing white space cut, with `sent` the
/// server's mails it answers ([`SentText::none`] when it answers none).
/// Linear in the size of `text`.
pub fn own_text(text: &str, sent: &SentText) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let lines = without_pgp_armour(&lines);
    let mut end = form::with_header_above(&lines, form::form_end(&lines));
    if let Some(start) = sent.quote_start(&lines) {
        end = end.min(form::with_header_above(&lines, start));
    }
    lines[..end].join("\n")
}

/// The lines without an inline PGP signature's armour: the `-----BEGIN
/// PGP SIGNED MESSAGE-----` line and its `Hash:` lines above the text,
/// and the `- ` before each dash-escaped line (RFC 4880, 7.1).
fn without_pgp_armour<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let first = lines.iter().position(|l| !l.trim().is_empty());
    let signed = first.filter(|&i| lines[i].trim() == "-----BEGIN PGP SIGNED MESSAGE-----");
    let Some(begin) = signed else {
        return lines.to_vec();
    };
    let mut body = begin + 1;
    while lines.get(body).is_some_and(|l| !l.trim().is_empty()) {
        body += 1;
    }
    lines[(body + 1).min(lines.len())..]
        .iter()
        .map(|l| l.strip_prefix("- ").unwrap_or(l))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn own(text: &str) -> String {
        own_text(text, &SentText::none())
    }

    #[test]
    fn the_senders_lines_above_the_quote() {
        assert_eq!(own("e5  \nnice\n\n> quoted\nlast"), "e5\nnice\n");
        assert_eq!(own("e5"), "e5");
        assert_eq!(own(""), "");
        assert_eq!(own("> all quoted"), "");
    }

    #[test]
    fn a_pgp_signed_text() {
        let text = "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\ne5\n- -- not a signature\n\n-----BEGIN PGP SIGNATURE-----\n\niQEz\n-----END PGP SIGNATURE-----\n";
        assert_eq!(own(text), "e5\n-- not a signature\n");
    }

    #[test]
    fn by_content_the_header_above_goes_with_the_copy() {
        let mut sent = SentText::none();
        sent.add_text("Summary of yinsh Board 101\nwhite (o): alice\nblack (x): bob\n");
        let reply = "e5\nnice\n\nDen 29.06.2022 kl 12:32 svarade games:\nSummary of yinsh Board 101\nwhite (o): alice\n";
        assert_eq!(own_text(reply, &sent), "e5\nnice\n");
        // Without the server's mail, an unknown attribution stays.
        assert_eq!(own(reply).lines().count(), 6);
    }
}

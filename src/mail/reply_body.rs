//! The text parts of a mail: their text with CRLF line ends and a line
//! end after the last line, a reply's body cut at [`MAX_REPLY_BYTES`], and
//! their transfer encoding (`7bit`, else quoted-printable written by
//! encodify, mail-builder's encoder; see [`text_part`]).

use mail_builder::mime::MimePart;

use super::reply_headers::MAX_LINE;
use crate::language::Language;

/// The largest reply body, in bytes (of its text, with `\n` line ends): a
/// longer one is cut at a line boundary and ends with [`cut_notice`].
pub const MAX_REPLY_BYTES: usize = 64 * 1024;

/// The last line of a reply body that was cut at [`MAX_REPLY_BYTES`], in
/// the recipient's language.
pub fn cut_notice(lang: Language) -> String {
    crate::t!(lang, "server-cut-notice")
}

/// The text of a part: cut as [`capped_body`] says when `capped` (a
/// reply's body, with the notice in that language), then with CRLF line
/// ends (see [`crlf_lines`]).
pub(super) fn part_text(text: &str, capped: Option<Language>) -> String {
    let text = match capped {
        Some(lang) => capped_body(text, lang),
        None => lf_text(text, usize::MAX),
    };
    crlf_lines(&text)
}

/// The text with `\n` line ends (CRLF and lone CR become `\n`); once
/// longer than `stop_after` bytes, the rest may be left out.
fn lf_text(body: &str, stop_after: usize) -> String {
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

/// The body with `\n` line ends, cut when longer than [`MAX_REPLY_BYTES`]
/// (mail-builder writes what it is given): at the last line end that
/// leaves room for [`cut_notice`] in `lang`, which then ends it.
fn capped_body(body: &str, lang: Language) -> String {
    let mut text = lf_text(body, MAX_REPLY_BYTES);
    if text.len() <= MAX_REPLY_BYTES {
        return text;
    }
    let notice = cut_notice(lang);
    // Room for a line end after the cut, and the notice with its own.
    let room = MAX_REPLY_BYTES - notice.len() - 2;
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
    text.push_str(&notice);
    text.push('\n');
    text
}

/// The lines of `text` (`\n` line ends) each ended by CRLF, the last one
/// too.
fn crlf_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8 + 2);
    for line in text.split_terminator('\n') {
        out.push_str(line);
        out.push_str("\r\n");
    }
    out
}

/// A text part (`kind` is `text/plain` or `text/html`; UTF-8) of `text`
/// (from [`part_text`]): `7bit` when it can be (see [`seven_bit`]), else
/// quoted-printable; mail-builder writes it as it is given. Not
/// mail-builder's choice, which takes base64 for text mostly not ASCII
/// and quoted-printable for lines over 75 octets: once a reply is sent,
/// the tokens in its stored copy are masked in the raw bytes (see
/// [`crate::tokens::mask_tokens`]), so its text must be there
/// legibly, long lines unbroken where `7bit` allows.
pub(super) fn text_part(kind: &str, text: String) -> MimePart<'_> {
    let (encoding, body) = if seven_bit(&text) {
        ("7bit", text)
    } else {
        ("quoted-printable", encodify::qp::BODY.encode(&text))
    };
    MimePart::new(kind, body).transfer_encoding(encoding)
}

/// Whether `text` (CRLF line ends) can go out as `7bit`: printable ASCII
/// and tabs only, lines of at most 998 octets (RFC 5322).
fn seven_bit(text: &str) -> bool {
    text.split_terminator("\r\n").all(|line| {
        line.len() <= MAX_LINE
            && line
                .bytes()
                .all(|b| b == b'\t' || (b' '..=b'~').contains(&b))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: Language = Language::ENGLISH;
    const CUT_NOTICE: &str = "[... the rest of this reply was cut: replies are at most 64 KiB]";

    #[test]
    fn line_ends_become_crlf() {
        assert_eq!(
            part_text("a\r\nb\rc\n\nd", Some(EN)),
            "a\r\nb\r\nc\r\n\r\nd\r\n"
        );
        assert_eq!(part_text("a\r\n", None), "a\r\n");
        assert_eq!(part_text("", Some(EN)), "");
        assert_eq!(part_text("\n\n", Some(EN)), "\r\n\r\n");
    }

    #[test]
    fn text_is_7bit_when_it_can_be() {
        let line = "x".repeat(MAX_LINE);
        for (text, plain) in [
            ("", true),
            ("a = b\tc \r\n\r\n=_\r\n", true),
            (&format!("{line}\r\n"), true),
            (&format!("{line}x\r\n"), false),
            ("caf\u{e9}\r\n", false),
            ("a\0b\r\n", false),
            ("a\x7fb\r\n", false),
        ] {
            assert_eq!(seven_bit(text), plain, "{text:?}");
        }
    }

    #[test]
    fn plain_text_is_not_cut() {
        let body = "a line of a long mail\n".repeat(10_000);
        assert_eq!(part_text(&body, None), body.replace('\n', "\r\n"));
    }

    #[test]
    fn long_bodies_are_cut_at_a_line() {
        let line = "yinsh show 101: a line of a long reply\n";
        let body = line.repeat(65_000);
        let got = capped_body(&body, EN);
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
        let got = capped_body(&"\u{e9}".repeat(MAX_REPLY_BYTES), EN);
        assert!(got.len() <= MAX_REPLY_BYTES);
        assert!(got.ends_with(&format!("\u{e9}\n{CUT_NOTICE}\n")), "{got}");

        // Just at the limit: not cut.
        let body = format!("{}\n", "x".repeat(MAX_REPLY_BYTES - 1));
        assert_eq!(capped_body(&body, EN), body);
        let body = format!("{}\n", "x".repeat(MAX_REPLY_BYTES));
        assert!(capped_body(&body, EN).ends_with(&format!("x\n{CUT_NOTICE}\n")));
        // CRLF line ends count as `\n`.
        let body = "x\r\n".repeat(MAX_REPLY_BYTES / 2);
        assert_eq!(capped_body(&body, EN), "x\n".repeat(MAX_REPLY_BYTES / 2));
    }

    #[test]
    fn the_cut_notice_is_in_the_recipients_language() {
        assert_eq!(cut_notice(EN), CUT_NOTICE);
        let fr = Language::from_code("fr").unwrap();
        let body = "une ligne\n".repeat(10_000);
        let got = capped_body(&body, fr);
        assert!(got.len() <= MAX_REPLY_BYTES, "{}", got.len());
        assert!(
            got.ends_with(&format!("ligne\n{}\n", cut_notice(fr))),
            "{got}"
        );
        assert!(cut_notice(fr).contains("coup"), "{}", cut_notice(fr));
    }
}

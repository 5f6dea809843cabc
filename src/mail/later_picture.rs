//! A board mail's picture drawn at delivery: the stored mail holds what
//! the picture is drawn from (a [`crate::picture::Recipe`]) and an empty
//! picture part; when the mail is sent, the PNG is drawn and its base64
//! lines are put in at the offset recorded when the mail was written.
//!
//! mail-builder writes a mail in one go and can neither leave a
//! placeholder nor say where a part's body is. So the mail is written with
//! the picture's body empty, and the place is found after: the picture is
//! the last part of its `multipart/related`, so the closing delimiter of
//! that part (`CRLF --boundary--`, found once in the mail as no part holds
//! its boundary) follows the empty body at once. The lines put there are
//! encodify's MIME base64, which is what mail-builder writes a binary
//! part's body with, so the mail sent is the one mail-builder writes with
//! the picture in (a test in [`super::compose`] holds them equal).

use std::sync::Arc;

/// A picture a written mail still lacks.
#[derive(Debug, Clone)]
pub struct LaterPicture {
    /// The offset in the raw mail its base64 lines go to.
    pub at: usize,
    /// What it is drawn from.
    pub recipe: Arc<Vec<u8>>,
}

/// A mail with its picture put in: `raw` with the base64 lines of `png` at
/// `at` (see [`LaterPicture`]).
pub fn with_picture(raw: &[u8], at: usize, png: &[u8]) -> Vec<u8> {
    insert_lines(raw, at, &picture_lines(png))
}

/// A picture's part body: its base64 lines of 76 characters, each ended by
/// CRLF (made once for all the mails that show it).
pub fn picture_lines(png: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(encodify::base64::MIME.encoded_len(png.len()));
    encodify::base64::MIME.encode_append(png, &mut out);
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

/// Where the body of the last part of the multipart with `boundary` ends:
/// the offset of its closing delimiter, the last one in `raw`.
pub(super) fn last_part_end(raw: &[u8], boundary: &str) -> Option<usize> {
    let closing = format!("\r\n--{boundary}--\r\n");
    raw.windows(closing.len())
        .rposition(|w| w == closing.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_go_where_they_are_told() {
        let raw = b"head\r\n\r\n\r\n--b--\r\n";
        let at = last_part_end(raw, "b").unwrap();
        assert_eq!(at, 8);
        assert_eq!(
            with_picture(raw, at, b"foobar"),
            b"head\r\n\r\nZm9vYmFy\r\n\r\n--b--\r\n"
        );
        assert_eq!(last_part_end(raw, "c"), None);
        assert_eq!(insert_lines(b"ab", 9, b"x"), b"abx");
    }

    #[test]
    fn base64_lines_have_76_characters() {
        let png: Vec<u8> = (0..=255u8).cycle().take(1000).collect();
        let lines = String::from_utf8(picture_lines(&png)).unwrap();
        assert!(lines.ends_with("\r\n"));
        let lines: Vec<&str> = lines.split_terminator("\r\n").collect();
        assert_eq!(lines.len(), 1000usize.div_ceil(57));
        assert!(lines[..lines.len() - 1].iter().all(|l| l.len() == 76));
        assert!(picture_lines(&[]).is_empty());
    }
}

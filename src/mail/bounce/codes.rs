//! The codes of delivery reports: enhanced status codes (RFC 3463,
//! `class.subject.detail`, such as `5.1.1` or `5.1.10`) and SMTP reply
//! codes (RFC 5321, such as `550`), found in text by scans that look at
//! each byte a bounded number of times.

/// The longest diagnostic of a reading, in characters.
pub(super) const MAX_DIAGNOSTIC_CHARS: usize = 200;

/// The whole of `text` when it is an enhanced status code: class 2, 4 or
/// 5, then a subject and a detail of one to three digits each.
pub(super) fn status_code(text: &str) -> Option<&str> {
    (code_len(text.as_bytes(), 0) == Some(text.len())).then_some(text)
}

/// The enhanced status codes written in `text`, in order: codes standing
/// alone, not parts of a longer run of digits and dots (an IP address, a
/// version number) or of a word.
pub(super) fn enhanced_codes(text: &str) -> impl Iterator<Item = &str> {
    let bytes = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < bytes.len() {
            let start = at;
            at += 1;
            if start > 0 && is_code_neighbour(bytes[start - 1]) {
                continue;
            }
            let Some(len) = code_len(bytes, start) else {
                continue;
            };
            let end = start + len;
            at = end;
            if !ends_code(bytes, end) {
                continue;
            }
            // The code is ASCII: its ends are char boundaries.
            return Some(&text[start..end]);
        }
        None
    })
}

/// The length of the enhanced status code that starts at `start`, if one
/// does (not looking at what follows it).
fn code_len(bytes: &[u8], start: usize) -> Option<usize> {
    if !matches!(bytes.get(start), Some(b'2' | b'4' | b'5')) || bytes.get(start + 1) != Some(&b'.')
    {
        return None;
    }
    let subject = digits(bytes, start + 2)?;
    let dot = start + 2 + subject;
    if bytes.get(dot) != Some(&b'.') {
        return None;
    }
    let detail = digits(bytes, dot + 1)?;
    Some(dot + 1 + detail - start)
}

/// The number of digits from `start`, when it is one to three (and no
/// fourth follows).
fn digits(bytes: &[u8], start: usize) -> Option<usize> {
    let count = bytes
        .get(start..)?
        .iter()
        .take(4)
        .take_while(|b| b.is_ascii_digit())
        .count();
    (1..=3).contains(&count).then_some(count)
}

/// Whether a code that ends before `end` stands alone there: at the end of
/// the text, or before a byte that does not carry on a word or a number (a
/// dot only at the end of a sentence).
fn ends_code(bytes: &[u8], end: usize) -> bool {
    match bytes.get(end) {
        None => true,
        Some(b'.') => !bytes.get(end + 1).is_some_and(u8::is_ascii_alphanumeric),
        Some(&b) => !is_code_neighbour(b),
    }
}

/// Whether a byte next to a code makes it part of something else: a
/// letter, a digit, a dot, an underscore, or non-ASCII.
fn is_code_neighbour(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'.' || b == b'_' || !b.is_ascii()
}

/// The class (`b'4'` or `b'5'`) of the first SMTP failure reply code of a
/// line: three digits (`4xx`, `5xx`, second digit 0 to 5) standing alone,
/// where a reply stands: at the start of the line, after a colon, after
/// `<<<` (a transcript) or after the word `code` (`[SMTP Error Code 550]`,
/// `ERROR_CODE :550,`), or followed by `-` and a digit (a multi-line reply)
/// or by an enhanced code.
pub(super) fn reply_class(line: &str) -> Option<u8> {
    let bytes = line.as_bytes();
    (0..bytes.len())
        .find(|&i| is_reply_code_at(bytes, i) && stands_as_reply(bytes, i))
        .map(|i| bytes[i])
}

/// Whether three digits at `i` are a failure reply code standing alone.
fn is_reply_code_at(bytes: &[u8], i: usize) -> bool {
    matches!(bytes.get(i), Some(b'4' | b'5'))
        && matches!(bytes.get(i + 1), Some(b'0'..=b'5'))
        && bytes.get(i + 2).is_some_and(u8::is_ascii_digit)
        && (i == 0 || !is_code_neighbour(bytes[i - 1]))
        && matches!(
            bytes.get(i + 3),
            None | Some(b' ' | b'\t' | b'-' | b':' | b',' | b']' | b')')
        )
}

/// Whether a reply code at `i` stands where replies stand (see
/// [`reply_class`]).
fn stands_as_reply(bytes: &[u8], i: usize) -> bool {
    let skipped = bytes[..i]
        .iter()
        .rev()
        .take_while(|b| matches!(b, b' ' | b'\t' | b'(' | b'[' | b'\'' | b'"'))
        .count();
    let head = &bytes[..i - skipped];
    let after = &bytes[i + 3..];
    matches!(head.last(), None | Some(b':' | b'<'))
        || head.len() >= 4 && head[head.len() - 4..].eq_ignore_ascii_case(b"code")
        || (after.first() == Some(&b'-') && after.get(1).is_some_and(u8::is_ascii_digit))
        || (after.first() == Some(&b' ') && code_len(after, 1).is_some())
}

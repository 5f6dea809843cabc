//! Quote by form: the lines by which mail clients start a quoted mail or a
//! signature, whoever wrote the mail (`spec/commands.md`, "What the sender
//! wrote, and what they quoted"). The words are in [`super::phrases`].
//!
//! Every test here looks at a line and at most the few lines after it
//! (a wrapped attribution, a header block), each cut to [`LONG_LINE`]
//! characters, so reading a mail stays linear in its size.

use super::phrases::{
    ATTRIBUTION_OPENERS, BANNERS, FROM_NAMES, HEADER_NAMES, INTRODUCTIONS, MOBILE_SIGNATURE_MAX,
    MOBILE_SIGNATURES, WROTE,
};

/// A line longer than this (in bytes) is never an attribution, a header
/// line or a separator: it is text.
const LONG_LINE: usize = 400;

/// The most lines an attribution is wrapped over.
const ATTRIBUTION_LINES: usize = 3;

/// How many lines after a header block's first line are looked at for
/// the rest of the block.
const HEADER_BLOCK_LINES: usize = 8;

/// Where the sender's own text ends by form: the first line that starts
/// a quote or a signature, else `lines.len()`.
pub(super) fn form_end(lines: &[&str]) -> usize {
    (0..lines.len())
        .find(|&i| starts_quote(lines, i))
        .unwrap_or(lines.len())
}

/// Whether line `i` starts a quote or a signature.
fn starts_quote(lines: &[&str], i: usize) -> bool {
    let line = lines[i].trim();
    line.starts_with('>')
        || line == "--"
        || line.starts_with("-----BEGIN PGP SIGNATURE")
        || is_separator(line)
        || is_mobile_signature(line)
        || attribution_at(lines, i)
        || header_block_at(lines, i)
}

/// Whether a (trimmed) line separates the sender's text from a copied
/// mail: a row of underscores (Outlook, and a rule in HTML), a banner
/// between dashes (`-----Original Message-----`, `---- bob wrote ----`),
/// or an introduction such as `Begin forwarded message:`.
pub(super) fn is_separator(line: &str) -> bool {
    if line.len() > LONG_LINE {
        return false;
    }
    if line.len() >= 10 && line.bytes().all(|b| b == b'_') {
        return true;
    }
    if is_introduction(line) {
        return true;
    }
    if !(line.starts_with("---") && line.ends_with("--")) {
        return false;
    }
    let lower = line.to_lowercase();
    let bare = lower.trim_end_matches(':').trim();
    let inner = bare.trim_matches(|c: char| c == '-' || c.is_whitespace());
    !inner.is_empty()
        && (BANNERS.iter().any(|b| inner.contains(b))
            || has_verb(inner)
            || inner.contains('@')
            || has_date_or_time(inner))
}

/// Whether a (trimmed) line is a rule of dashes, underscores or equals
/// signs: the sender's own when it stands alone, but above a header block
/// it is the client's (Yandex, Mail.ru).
fn is_rule(line: &str) -> bool {
    line.len() >= 4 && line.bytes().all(|b| matches!(b, b'-' | b'_' | b'='))
}

/// Whether a (trimmed) line introduces a copied mail without dashes
/// (`Begin forwarded message:`, the `Original message follows:` of this
/// server's error replies).
pub(super) fn is_introduction(line: &str) -> bool {
    // The shortest and the longest of them, in bytes.
    if !(20..=60).contains(&line.len()) {
        return false;
    }
    let lower = line.to_lowercase();
    INTRODUCTIONS.contains(&lower.trim_end_matches(':').trim())
}

/// Whether a (trimmed) line is a mobile client's signature ("Sent from my
/// iPhone", "Von meinem iPhone gesendet", ...).
fn is_mobile_signature(line: &str) -> bool {
    if line.len() < 8
        || line.len() > 4 * MOBILE_SIGNATURE_MAX
        || line.chars().count() > MOBILE_SIGNATURE_MAX
    {
        return false;
    }
    let lower = line.to_lowercase();
    MOBILE_SIGNATURES.iter().any(|s| lower.starts_with(s))
}

/// Whether an attribution (`On ... wrote:` in any of the languages of
/// [`WROTE`], or a line ending in `:` with an address and a date) starts
/// at line `i`, on that line alone or wrapped over the next ones.
fn attribution_at(lines: &[&str], i: usize) -> bool {
    attribution_len(lines, i, ATTRIBUTION_LINES).is_some()
}

/// How many lines (at most `max`) the attribution that starts at line `i`
/// takes. A wrapped one's first line must open as one (`On ...`, or a
/// date), and the lines after it must not make one alone: so the
/// sender's last line above an attribution is never taken for its start.
fn attribution_len(lines: &[&str], i: usize, max: usize) -> Option<usize> {
    let first = lines.get(i)?.trim();
    if first.is_empty() || first.len() > LONG_LINE {
        return None;
    }
    let mut joined = first.to_string();
    if first.ends_with(':') && is_attribution(&joined, true) {
        return Some(1);
    }
    if !opens_attribution(first) {
        return None;
    }
    let opener = starts_with_opener(first);
    for n in 1..max {
        let next = lines.get(i + n)?.trim();
        if next.is_empty() || next.len() > LONG_LINE {
            return None;
        }
        joined.push(' ');
        joined.push_str(next);
        if is_attribution(&joined, false) {
            return (opener || attribution_len(lines, i + 1, max - 1).is_none()).then_some(n + 1);
        }
    }
    None
}

/// Whether `text` (one line, or wrapped lines joined) is an attribution:
/// it ends with `:` and has an attribution verb with a date, an address
/// or an opening word; or an address and a date (the forms without a
/// verb: Russian Gmail, Yandex, Mail.ru). `alone`: the text is one line.
fn is_attribution(text: &str, alone: bool) -> bool {
    let lower = text
        .trim_start_matches(|c: char| c == '-' || c.is_whitespace())
        .to_lowercase();
    if !lower.ends_with(':') {
        return false;
    }
    let address = lower.contains('@');
    let date = has_date_or_time(&lower);
    (has_verb(&lower) && (date || address || (alone && opens_attribution(&lower))))
        || (address && date)
}

/// Whether a line can be the first of a wrapped attribution: it opens
/// with one of [`ATTRIBUTION_OPENERS`] (`On`, `Le`, `Am`, ...), or holds
/// a date or an address.
fn opens_attribution(line: &str) -> bool {
    line.contains('@') || has_date_or_time(line) || starts_with_opener(line)
}

/// Whether a line's first word is one of [`ATTRIBUTION_OPENERS`].
fn starts_with_opener(line: &str) -> bool {
    let first = line
        .trim_start_matches(|c: char| c == '-' || c.is_whitespace())
        .split(|c: char| c.is_whitespace() || c == ',')
        .next()
        .unwrap_or("");
    first.len() <= 8 && ATTRIBUTION_OPENERS.contains(&first.to_lowercase().as_str())
}

/// Whether `lower` (lower case) holds one of [`WROTE`] as whole words.
fn has_verb(lower: &str) -> bool {
    WROTE.iter().any(|verb| has_words(lower, verb))
}

/// Whether `words` stands in `text` with no letter or digit just before or
/// after it.
fn has_words(text: &str, words: &str) -> bool {
    text.match_indices(words).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + words.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Whether `text` holds a time (`12:32`), a year (`2022`) or a numeric
/// date (`6/29/22`, `29.06.22`).
pub(super) fn has_date_or_time(text: &str) -> bool {
    let b = text.as_bytes();
    let digits_at = |i: usize| b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() || (i > 0 && b[i - 1].is_ascii_digit()) {
            i += 1;
            continue;
        }
        let n = digits_at(i);
        let after = i + n;
        if n == 4 && (b[i] == b'1' || b[i] == b'2') {
            return true;
        }
        if n <= 2 && after + 1 < b.len() && matches!(b[after], b':' | b'/' | b'.') {
            let m = digits_at(after + 1);
            if (b[after] == b':' && m == 2) || (b[after] != b':' && (1..=2).contains(&m)) {
                let further = after + 1 + m;
                if b[after] == b':' || (further < b.len() && b[further] == b[after]) {
                    return true;
                }
            }
        }
        i = after;
    }
    false
}

/// The name of a header line (`From: ...`, `*Sent:* ...`, `De : ...`),
/// lower case, when the line has that shape: a name of at most three
/// words before the first colon.
fn header_name(line: &str) -> Option<String> {
    let line = line.trim();
    if line.len() > LONG_LINE {
        return None;
    }
    let (name, _) = line.split_once(':')?;
    let name = name.trim_matches(|c: char| c == '*' || c.is_whitespace());
    let words = name.split_whitespace().count();
    (1..=3)
        .contains(&words)
        .then(|| name.to_lowercase())
        .filter(|n| n.chars().count() <= 30)
}

/// Whether a line is a header line of a quoted mail: `From:` or one of
/// [`HEADER_NAMES`], in any of their languages.
pub(super) fn is_header_line(line: &str) -> bool {
    header_name(line).is_some_and(|n| known_header(&n))
}

fn known_header(name: &str) -> bool {
    FROM_NAMES.contains(&name) || HEADER_NAMES.contains(&name)
}

/// Whether a quoted mail's header block starts at line `i`: a header
/// line there, and among it and the next few non-blank lines at least
/// two header lines, one of them `From:` (or its translation).
fn header_block_at(lines: &[&str], i: usize) -> bool {
    if !is_header_line(lines[i]) {
        return false;
    }
    let names: Vec<String> = lines[i..]
        .iter()
        .take(HEADER_BLOCK_LINES)
        .filter(|l| !l.trim().is_empty())
        .take(5)
        .filter_map(|l| header_name(l))
        .filter(|n| known_header(n))
        .collect();
    names.len() >= 2 && names.iter().any(|n| FROM_NAMES.contains(&n.as_str()))
}

/// Where a quote whose first copied line is `start` begins: with the
/// attribution, header block or separator just above that line (blank
/// lines between them included), when there is one. The text above is
/// the sender's.
pub(super) fn with_header_above(lines: &[&str], start: usize) -> usize {
    let mut begin = start;
    // A separator, then a header block, then an attribution: a few
    // blocks at most.
    for _ in 0..3 {
        let mut end = begin;
        while end > 0 && lines[end - 1].trim().is_empty() {
            end -= 1;
        }
        let mut top = None;
        let mut b = end;
        while b > 0 && end - b < HEADER_BLOCK_LINES && !lines[b - 1].trim().is_empty() {
            b -= 1;
            if heads_a_quote(&lines[b..end]) {
                top = Some(b);
            } else if lines[b..end].len() > ATTRIBUTION_LINES {
                break;
            }
        }
        match top {
            Some(t) => begin = t,
            None => break,
        }
    }
    begin
}

/// Whether these lines (no blank among them) are what a client writes
/// above a copied mail: header lines and separators only, or a short
/// attribution in any language (ending in `:` or a dashed banner, with an
/// address, a date or an attribution verb).
fn heads_a_quote(block: &[&str]) -> bool {
    if block
        .iter()
        .all(|l| is_header_line(l) || is_separator(l.trim()) || is_rule(l.trim()))
    {
        return true;
    }
    if block.len() > ATTRIBUTION_LINES || block.iter().any(|l| l.len() > LONG_LINE) {
        return false;
    }
    let first = block[0].trim();
    if block.len() > 1 && !opens_attribution(first) {
        return false;
    }
    let joined = block
        .iter()
        .map(|l| l.trim())
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let ends = joined.ends_with(':') || joined.ends_with("--");
    ends && (joined.contains('@') || has_date_or_time(&joined) || has_verb(&joined))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn end(text: &str) -> usize {
        let lines: Vec<&str> = text.lines().collect();
        form_end(&lines)
    }

    #[test]
    fn quote_marks_and_signatures() {
        assert_eq!(end("e5\n\n> quoted"), 2);
        assert_eq!(end("e5\n-- \nalice"), 1);
        assert_eq!(end("e5\nSent from my iPhone"), 1);
        assert_eq!(end("e5\n\nVon meinem iPhone gesendet"), 2);
        assert_eq!(
            end("e5\nGet Outlook for Android<https://aka.ms/AAb9ysg>"),
            1
        );
        assert_eq!(end("e5\nEnvoyé de mon iPhone"), 1);
        // A long line that starts the same way is the sender's.
        let long = format!("Sent from my desk, where {}", "I think ".repeat(10));
        assert_eq!(end(&format!("e5\n{long}")), 2);
    }

    #[test]
    fn separators() {
        for sep in [
            "________________________________",
            "-----Original Message-----",
            "-----Ursprüngliche Nachricht-----",
            "-------- Message d'origine --------",
            "---- On Wed, 29 Jun 2022 12:32:00 +0100 games wrote ----",
            "---- games wrote ----",
            "---------- Forwarded message ---------",
            "Begin forwarded message:",
            "Original message follows:",
        ] {
            assert_eq!(end(&format!("e5\n{sep}\nrest")), 1, "{sep}");
        }
        // Dashes around the sender's own words are theirs.
        assert_eq!(end("e5\n--- nice ---"), 2);
        assert_eq!(end("e5\n----------"), 2);
    }

    #[test]
    fn attributions_in_many_languages() {
        for a in [
            "On Wed, 29 Jun 2022 at 12:32, games <games@x.org> wrote:",
            "On Sunday, ringmail wrote:",
            "Le mer. 29 juin 2022 à 12:32, games@x.org a écrit :",
            "Am Mi., 29. Juni 2022 um 12:32 Uhr schrieb games <games@x.org>:",
            "El mié, 29 jun 2022 a las 12:32, games (<games@x.org>) escribió:",
            "Il giorno mer 29 giu 2022 alle ore 12:32 games <games@x.org> ha scritto:",
            "Em qua., 29 de jun. de 2022 às 12:32, games <games@x.org> escreveu:",
            "Op wo 29 jun. 2022 om 12:32 schreef games <games@x.org>:",
            "ons. 29. jun. 2022 kl. 12:32 skrev games <games@x.org>:",
            "ke 29. kesäk. 2022 klo 12.32 games (games@x.org) kirjoitti:",
            "W dniu śr., 29.06.2022 o 12:32 games <games@x.org> napisał(a):",
            "ср, 29 июн. 2022 г. в 12:32, games <games@x.org>:",
            "29.06.2022, 12:32, \"games\" <games@x.org>:",
            "Среда, 29 июня 2022, 12:32 +03:00 от games <games@x.org>:",
            "--- On Wed, 6/29/22, games <games@x.org> wrote:",
        ] {
            assert_eq!(end(&format!("e5\n\n{a}\n\nquoted")), 2, "{a}");
        }
        // Wrapped over two and three lines.
        assert_eq!(
            end("e5\n\nOn Wed, 29 Jun 2022 at 12:32, games <\ngames@x.org> wrote:\nquoted"),
            2
        );
        assert_eq!(
            end("e5\nOn 29 Jun 2022, at 12:32,\ngames <games@x.org>\nwrote:\n"),
            1
        );
        // The sender's last line just above is not taken in.
        assert_eq!(end("I move at 12:30\nOn Sunday, ringmail wrote:\n"), 1);
        // The sender's own sentences with these words are theirs.
        assert_eq!(end("e5\nHere is what I wrote:\nnice"), 3);
        assert_eq!(end("e5\nbob wrote that e5 was good"), 2);
    }

    #[test]
    fn header_blocks() {
        for block in [
            "From: games <games@x.org>\nSent: Wednesday, June 29, 2022 12:32 PM\nTo: alice\nSubject: yinsh Board 101 alice",
            "*From:* games <games@x.org>\n*Sent:* Wednesday\n*To:* alice",
            "Von: games <games@x.org>\nGesendet: Mittwoch, 29. Juni 2022 12:32\nAn: alice",
            "De : games <games@x.org>\nEnvoyé : mercredi 29 juin 2022 12:32\nÀ : alice\nObjet : yinsh",
            "De: games\nEnviado: miércoles\nPara: alice\nAsunto: yinsh",
            "От: games <games@x.org>\nОтправлено: 29 июня 2022 г. 12:32\nКому: alice\nТема: yinsh",
        ] {
            assert_eq!(end(&format!("e5\n\n{block}\n\nquoted")), 2, "{block}");
        }
        // One line of that shape alone is the sender's.
        assert_eq!(end("e5\nFrom: me, with thanks"), 2);
        assert_eq!(end("e5\nDate: tomorrow\nTo: you"), 3);
    }

    #[test]
    fn dates_and_times() {
        for yes in ["12:32", "2022", "6/29/22", "29.06.2022", "at 9:05 pm"] {
            assert!(has_date_or_time(yes), "{yes}");
        }
        for no in ["e5", "101", "e5-e6", "a5:xb6", "12345", "1.5"] {
            assert!(!has_date_or_time(no), "{no}");
        }
    }

    #[test]
    fn the_header_above_a_copied_mail() {
        let lines: Vec<&str> = "e5\nnice\n\nLe 29/06/2022 à 12:32, games a écrit :\n\nSummary"
            .lines()
            .collect();
        assert_eq!(with_header_above(&lines, 5), 3);
        let lines: Vec<&str> =
            "e5\n\n________________________________\nFrom: games\nSent: today\n\nSummary"
                .lines()
                .collect();
        assert_eq!(with_header_above(&lines, 6), 2);
        // Not the sender's text.
        let lines: Vec<&str> = "e5\nwell played\n\nSummary".lines().collect();
        assert_eq!(with_header_above(&lines, 3), 3);
        let lines: Vec<&str> = "e5\nOn Wed 29 Jun 2022 bob wrote:\nSummary"
            .lines()
            .collect();
        assert_eq!(with_header_above(&lines, 2), 1);
    }
}

//! Quote by content: a reply to one of the server's own mails holds that
//! mail's text, in whatever layout the sender's client chose. The server
//! has its copy (the outbox keeps every mail it sent), so it looks for a
//! run of that text's words in the reply: where the first run begins, the
//! quote begins.
//!
//! Both sides are compared as words: each line without its quote markers,
//! split at white space, each word reduced to its letters and digits in
//! lower case (a word with neither is left out). So quote markers, white
//! space, line wrapping (`format=flowed`, Outlook's 76 columns), HTML
//! markup (both sides' HTML parts are read as text the same way) and the
//! transfer encoding make no difference. A run is [`RUN`] words: shorter
//! runs are too common in what players write ("yinsh move 101 alice").
//!
//! Cost: the server's mails are at most 64 KiB of text each, kept as a
//! set of hashes of every run; the reply is read once, a hash a word.

use std::collections::HashSet;

use mail_parser::{MessageParser, PartType};

use super::form::is_introduction;
use crate::mail::body_text::html_as_text;

/// The words in a run that marks a quote.
pub const RUN: usize = 6;

/// The most mails of the server's a reply is compared with.
pub const MAX_SENT_MAILS: usize = 4;

/// The runs of words of the server's mails that a mail answers (none when
/// it answers none of them).
#[derive(Debug, Default, Clone)]
pub struct SentText {
    runs: HashSet<u64>,
}

impl SentText {
    /// No mail of the server's: only quotes by form are found.
    pub fn none() -> SentText {
        SentText::default()
    }

    /// The runs of the text parts (plain and HTML) of these mails as the
    /// server sent them (raw RFC 5322 bytes); at most [`MAX_SENT_MAILS`].
    pub fn of_mails<'a>(raws: impl IntoIterator<Item = &'a [u8]>) -> SentText {
        let mut sent = SentText::none();
        for raw in raws.into_iter().take(MAX_SENT_MAILS) {
            let Some(message) = MessageParser::default().parse(raw) else {
                continue;
            };
            for part in &message.parts {
                match &part.body {
                    PartType::Text(text) => sent.add_text(text),
                    PartType::Html(html) => sent.add_text(&html_as_text(html)),
                    _ => {}
                }
            }
        }
        sent
    }

    /// The runs of one text of the server's. Lines that quote the
    /// recipient (`> ...`, the commands an answer repeats) and the copy of
    /// the recipient's own mail after an error are not the server's words:
    /// a player who sends them again wrote them.
    pub fn add_text(&mut self, text: &str) {
        let mut words = Vec::new();
        for line in text.lines() {
            let line = line.trim();
            if is_introduction(line) {
                break;
            }
            if !line.starts_with('>') {
                words.extend(word_hashes(line));
            }
        }
        self.runs.extend(words.windows(RUN).map(run_hash));
    }

    /// Whether there is nothing to compare with.
    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// The line of `lines` where the first run of the server's words
    /// begins, if any does.
    pub fn quote_start(&self, lines: &[&str]) -> Option<usize> {
        if self.runs.is_empty() {
            return None;
        }
        let words: Vec<(u64, usize)> = lines
            .iter()
            .enumerate()
            .flat_map(|(i, line)| word_hashes(line).map(move |h| (h, i)))
            .collect();
        let hashes: Vec<u64> = words.iter().map(|(h, _)| *h).collect();
        hashes
            .windows(RUN)
            .position(|run| self.runs.contains(&run_hash(run)))
            .map(|at| words[at].1)
    }
}

/// The hashes of a line's words (letters and digits, lower case; words
/// with neither left out, which drops quote markers too).
fn word_hashes(line: &str) -> impl Iterator<Item = u64> + '_ {
    line.split_whitespace().filter_map(word_hash)
}

/// FNV-1a of a word's letters and digits in lower case; `None` when it has
/// neither.
fn word_hash(word: &str) -> Option<u64> {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut any = false;
    for c in word.chars().filter(|c| c.is_alphanumeric()) {
        any = true;
        for lower in c.to_lowercase() {
            for b in (lower as u32).to_le_bytes() {
                hash = (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
            }
        }
    }
    any.then_some(hash)
}

/// The hash of a run of word hashes, in order.
fn run_hash(run: &[u64]) -> u64 {
    run.iter().fold(0x9e37_79b9_7f4a_7c15, |h, w| {
        (h.rotate_left(17) ^ w).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SENT: &str = "Summary of yinsh Board 101\n\n  white (o): alice\n  black (x): bob\n\nMoves:\n   1. alice  b4\n\nTo move, reply with your move, or send: yinsh move 101 alice PASSWORD <move>#2\n";

    fn sent() -> SentText {
        let mut s = SentText::none();
        s.add_text(SENT);
        s
    }

    fn start(reply: &str) -> Option<usize> {
        let lines: Vec<&str> = reply.lines().collect();
        sent().quote_start(&lines)
    }

    #[test]
    fn a_copy_in_any_layout_is_found() {
        assert_eq!(start(&format!("e5\n\n{SENT}")), Some(2));
        let quoted: String = SENT.lines().map(|l| format!("> {l}\n")).collect();
        assert_eq!(start(&format!("e5\nnice\n\n{quoted}")), Some(3));
        // Wrapped anew, spaces changed, upper case.
        assert_eq!(
            start("e5\nSUMMARY OF yinsh\nBoard 101 white (o):   alice black"),
            Some(1)
        );
        // From the HTML part, read as text.
        let mut s = SentText::none();
        s.add_text(&html_as_text(
            "<p>Summary of <b>yinsh</b> Board 101</p><pre>white (o): alice</pre>",
        ));
        let lines = ["e5", "", "Summary of yinsh Board 101 white (o): alice"];
        assert_eq!(s.quote_start(&lines), Some(2));
    }

    #[test]
    fn the_senders_own_words_are_not_a_copy() {
        assert_eq!(start("e5\nyinsh move 101 alice apw e6\nthanks"), None);
        assert_eq!(start("yinsh move 101 alice PASSWORD e5"), None);
        assert_eq!(
            SentText::none().quote_start(&["Summary of yinsh Board 101"]),
            None
        );
    }

    #[test]
    fn what_the_server_echoed_of_the_sender_is_theirs() {
        let mut s = SentText::none();
        s.add_text(
            "> yinsh show 101 and then some words\nError: no such board\n\nOriginal message follows:\n\nyinsh show 101\nplease show me the board now\n",
        );
        let lines = ["yinsh show 101", "please show me the board now"];
        assert_eq!(s.quote_start(&lines), None);
        assert_eq!(
            s.quote_start(&["Error: no such board", "", "x", "y", "z"]),
            None
        );
    }
}

//! Why a mail was not delivered: what a bounce's words mean (see
//! [`super::phrases`]), and the reason of a hard bounce from its words
//! and its status code.

use super::Why;
use super::phrases::{Means, alike_words, meanings};

/// What the phrases of a text mean, in the order they appear.
#[derive(Debug, Default)]
pub(super) struct Words {
    /// Each phrase found: the line it starts on (0 for a text read as
    /// one), and what it means.
    found: Vec<(usize, Means)>,
}

impl Words {
    /// The words of one text.
    pub fn of(text: &str) -> Words {
        let found = meanings(&alike_words(text))
            .into_iter()
            .map(|(_, means)| (0, means))
            .collect();
        Words { found }
    }

    /// The words of lines read as one text (a phrase may be wrapped over
    /// two lines), each phrase with the line it starts on.
    pub fn of_lines(lines: &[&str]) -> Words {
        let mut text = String::new();
        let mut starts = Vec::with_capacity(lines.len());
        for line in lines {
            starts.push(text.len());
            text.push_str(&alike_words(line));
            text.push(' ');
        }
        let found = meanings(&text)
            .into_iter()
            .map(|(at, means)| (starts.partition_point(|&s| s <= at) - 1, means))
            .collect();
        Words { found }
    }

    /// Whether the words say the relay gave up.
    pub fn gave_up(&self) -> bool {
        self.line_of(|m| m == Means::GaveUp).is_some()
    }

    /// The first cause the words name.
    pub fn cause(&self) -> Option<Why> {
        self.found.iter().find_map(|&(_, means)| match means {
            Means::Cause(why) => Some(why),
            _ => None,
        })
    }

    /// The line of the first phrase that means `wanted`.
    pub fn line_of(&self, wanted: impl Fn(Means) -> bool) -> Option<usize> {
        self.found
            .iter()
            .find(|&&(_, means)| wanted(means))
            .map(|&(line, _)| line)
    }
}

/// The reason of a hard bounce: the cause its diagnostic names, else the
/// one its status code names, else the one the rest of its text names;
/// else that the relay gave up, when it did; else [`Why::Other`].
pub(super) fn reason(
    said: Option<Why>,
    status: Option<&str>,
    text: Option<Why>,
    gave_up: bool,
) -> Why {
    said.or_else(|| status.and_then(reason_of_status))
        .or(text)
        .unwrap_or(if gave_up { Why::GaveUp } else { Why::Other })
}

/// The reason an enhanced status code names (RFC 3463), when it names one
/// of the list; 5.1.10 is Microsoft's "recipient not found"; 5.1.7 and
/// 5.1.8 are about the sender's address, so the server is refused.
fn reason_of_status(status: &str) -> Option<Why> {
    let (_, detail) = status.split_once('.')?;
    match detail {
        "1.0" | "1.1" | "1.3" | "1.6" | "1.10" | "2.1" => Some(Why::AddressUnknown),
        "1.2" | "4.4" => Some(Why::DomainUnknown),
        // The sender's address or domain: the server is refused.
        "1.7" | "1.8" => Some(Why::Refused),
        "2.2" => Some(Why::MailboxFull),
        "4.7" => Some(Why::GaveUp),
        d if d.starts_with("7.") => Some(Why::Refused),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diagnostic_comes_first_then_the_code_then_the_text() {
        let full = Some(Why::MailboxFull);
        let refused = Some(Why::Refused);
        assert_eq!(reason(full, Some("5.1.1"), refused, true), Why::MailboxFull);
        assert_eq!(
            reason(None, Some("5.1.1"), refused, true),
            Why::AddressUnknown
        );
        assert_eq!(reason(None, Some("5.0.0"), refused, true), Why::Refused);
        assert_eq!(reason(None, Some("4.4.1"), None, true), Why::GaveUp);
        assert_eq!(reason(None, Some("5.3.4"), None, false), Why::Other);
        assert_eq!(reason(None, Some("5.7.509"), None, false), Why::Refused);
        assert_eq!(reason(None, Some("5.1.2"), None, false), Why::DomainUnknown);
    }

    #[test]
    fn a_wrapped_phrase_is_found_on_the_line_it_starts() {
        let lines = [
            "Unable to contact LDAP server. (#4.4.3)I'm not going to try again; this",
            "message has been in the queue too long.",
        ];
        let words = Words::of_lines(&lines);
        assert!(words.gave_up());
        assert_eq!(words.line_of(|m| m == Means::GaveUp), Some(0));
    }
}

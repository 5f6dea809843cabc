//! What a mail's root headers say, read as the rest of the mail module
//! needs them: who the mail is from, whom it was for, and a header's raw
//! values.

use mail_parser::Message;

use super::compose::writable_address;

/// Who a mail is from, as far as answering goes.
pub(super) enum Sender {
    /// An address replies can be written to, lower-cased.
    Usable(String),
    /// An address replies cannot be written to (see [`writable_address`]),
    /// as given.
    Unwritable(String),
    /// No `From` address at all (no header, a display name only).
    Missing,
    /// More than one `From` header, or one naming several addresses: which
    /// of them the mail speaks for cannot be told, so none is believed.
    Several(String),
}

/// The one address of the `From` header, lower-cased.
pub(super) fn from_address(message: &Message<'_>) -> Sender {
    let headers = raw_header_values(message, "From").count();
    if headers > 1 {
        return Sender::Several(format!("{headers} From headers"));
    }
    let addresses = message.from().map_or(0, |from| from.iter().count());
    if addresses > 1 {
        return Sender::Several(format!("a From header of {addresses} addresses"));
    }
    let Some(address) = message
        .from()
        .and_then(|from| from.first())
        .and_then(|addr| addr.address())
    else {
        return Sender::Missing;
    };
    let address = address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_lowercase();
    if address.is_empty() {
        Sender::Missing
    } else if writable_address(&address) {
        Sender::Usable(address)
    } else {
        Sender::Unwritable(address)
    }
}

/// The bare address of an address as a person pastes it: `alice@example.org`,
/// `<alice@example.org>` or `Alice <alice@example.org>` (read as a `From`
/// header by `mail-parser`); `None` for anything else (several addresses,
/// a name alone, an address replies cannot be written to).
pub fn pasted_address(text: &str) -> Option<String> {
    if text.contains(['\r', '\n']) {
        return None;
    }
    let header = format!("From: {}\r\n\r\n", text.trim());
    let message = mail_parser::MessageParser::default().parse(header.as_bytes())?;
    match from_address(&message) {
        Sender::Usable(address) => Some(address),
        _ => None,
    }
}

/// At most `max` characters of `text`, control characters shown escaped,
/// for a reason that is logged and recorded.
pub(super) fn shown(text: &str, max: usize) -> String {
    let mut out: String = text.chars().take(max).collect::<String>();
    if text.chars().nth(max).is_some() {
        out.push_str("...");
    }
    out.escape_debug().to_string()
}

/// The recipients of a mail (see
/// [`ParsedMail::recipients`](super::parse::ParsedMail::recipients)).
pub(super) fn recipients(message: &Message<'_>) -> Vec<String> {
    let bare = |a: &str| {
        a.trim()
            .trim_start_matches('<')
            .trim_end_matches('>')
            .trim()
            .to_lowercase()
    };
    let mut out: Vec<String> = raw_header_values(message, "Delivered-To")
        .chain(raw_header_values(message, "X-Original-To"))
        .map(|v| bare(&v))
        .collect();
    for list in [message.to(), message.cc()].into_iter().flatten() {
        out.extend(list.iter().filter_map(|a| a.address()).map(bare));
    }
    out.retain(|a| !a.is_empty());
    out.truncate(50);
    out
}

/// The values of every root header called `name` (case-insensitive), raw
/// (not decoded), unfolded and with whitespace normalised.
pub(super) fn raw_header_values<'m>(
    message: &'m Message<'_>,
    name: &'m str,
) -> impl Iterator<Item = String> + 'm {
    message
        .headers()
        .iter()
        .filter(move |header| header.name.as_str().eq_ignore_ascii_case(name))
        .map(|header| {
            let bytes = message
                .raw_message
                .get(header.offset_start as usize..header.offset_end as usize)
                .unwrap_or_default();
            String::from_utf8_lossy(bytes)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_as_people_paste_them() {
        for (text, address) in [
            ("alice@example.org", Some("alice@example.org")),
            ("<alice@example.org>", Some("alice@example.org")),
            ("Alice <Alice@Example.org>", Some("alice@example.org")),
            (
                "\"Alice A.\" <alice@example.org>",
                Some("alice@example.org"),
            ),
            ("  alice@example.org  ", Some("alice@example.org")),
            ("alice", None),
            ("Alice <>", None),
            ("a@example.org, b@example.org", None),
            ("alice@example.org\nBcc: x@y.org", None),
            ("", None),
        ] {
            assert_eq!(pasted_address(text).as_deref(), address, "{text:?}");
        }
    }
}

//! Mail the server must record and never answer (RFC 3834): automatic
//! replies, mass and list mail, loops, bounces and reports, mail from mail
//! systems or from the server itself, and mail whose sender cannot be
//! told.

use mail_parser::{Message, MimeHeaders};

use super::headers::{Sender, raw_header_values, shown};

/// The first token of a header value such as `auto-replied; owner=...` or
/// `bulk (comment)`.
fn first_token(value: &str) -> &str {
    value
        .split(|c: char| c == ';' || c == '(' || c.is_whitespace())
        .find(|token| !token.is_empty())
        .unwrap_or("")
}

/// Local parts of the addresses of mail systems rather than people
/// (RFC 3834, section 2): bounces and list robots are never answered.
fn is_system_address(address: &str) -> bool {
    let local = address
        .rsplit_once('@')
        .map_or(address, |(local, _)| local)
        .to_ascii_lowercase();
    local == "mailer-daemon"
        || local == "postmaster"
        || local.starts_with("owner-")
        || local.ends_with("-request")
}

/// Why the server must not answer this mail, if it must not.
pub(super) fn no_reply_reason(
    message: &Message<'_>,
    sender: &Sender,
    own_address: &str,
) -> Option<String> {
    for value in raw_header_values(message, "Auto-Submitted") {
        let kind = first_token(&value);
        if !kind.eq_ignore_ascii_case("no") {
            return Some(format!("Auto-Submitted: {kind} (an automatic mail)"));
        }
    }
    for value in raw_header_values(message, "Precedence") {
        let kind = first_token(&value).to_ascii_lowercase();
        if matches!(kind.as_str(), "bulk" | "junk" | "list") {
            return Some(format!("Precedence: {kind} (a mass mail)"));
        }
        if kind == "auto_reply" {
            return Some(format!("Precedence: {kind} (an automatic reply)"));
        }
    }
    // Vacation programs and autoresponders that do not say Auto-Submitted.
    for name in ["X-Autoreply", "X-Autorespond"] {
        if let Some(value) = raw_header_values(message, name).next() {
            return Some(format!(
                "{name}: {} (an automatic reply)",
                shown(&value, 40)
            ));
        }
    }
    if let Some(value) = raw_header_values(message, "X-Loop").next() {
        return Some(format!(
            "X-Loop: {} (a mail that went round a loop)",
            shown(&value, 60)
        ));
    }
    if let Some(list) = raw_header_values(message, "List-Id").next() {
        return Some(format!("List-Id: {list} (a mailing list mail)"));
    }
    for value in raw_header_values(message, "Return-Path") {
        let path: String = value.chars().filter(|c| !c.is_whitespace()).collect();
        let path = path.trim_start_matches('<').trim_end_matches('>');
        if path.is_empty() {
            return Some("empty return path (Return-Path: <>): a bounce".into());
        }
        if is_system_address(path) {
            return Some(format!("return path {path} is a mail system, not a player"));
        }
    }
    let own = own_address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim();
    let address = match sender {
        Sender::Missing => return Some("no From address: there is no one to answer".into()),
        Sender::Unwritable(address) => {
            return Some(format!(
                "no From address to answer: \"{}\" cannot be answered (not a plain mail address)",
                shown(address, 80)
            ));
        }
        Sender::Several(what) => {
            return Some(format!(
                "{what}: who sent the mail cannot be told, so it is not believed"
            ));
        }
        Sender::Usable(address) => address,
    };
    if is_system_address(address) {
        return Some(format!("sender {address} is a mail system, not a player"));
    }
    if !own.is_empty() && address.eq_ignore_ascii_case(own) {
        return Some(format!("sent from the server's own address {address}"));
    }
    // A delivery or read report (RFC 6522) quotes the mail it reports on.
    if let Some(ct) = message.content_type()
        && ct.ctype().eq_ignore_ascii_case("multipart")
        && ct
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("report"))
    {
        let kind = ct.attribute("report-type").unwrap_or("report");
        return Some(format!(
            "Content-Type: multipart/report; report-type={} (a delivery or read report)",
            shown(kind, 40)
        ));
    }
    None
}

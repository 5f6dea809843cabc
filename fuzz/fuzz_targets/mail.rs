//! Raw inbound mail: MIME, headers, the text part, what the sender wrote
//! (the quote read by form, then again by content against the same bytes
//! read as a mail of the server's), the command lines in it, and each
//! command line through the command parser.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::commands::Command;
use ringmail::games::GAMES;
use ringmail::mail::parse::{MAX_COMMANDS, ParsedMail, parse_mail};
use ringmail::mail::quote::SentText;

fn check(mail: &ParsedMail) {
    assert!(mail.commands.len() <= MAX_COMMANDS);
    assert!(mail.own_text.len() <= mail.text.len());
    if mail.no_reply.is_some() {
        assert!(mail.commands.is_empty() && mail.extra_commands.is_empty());
    }
    let lines = mail.commands.iter().map(|c| c.text.as_str());
    for text in lines.chain(mail.extra_commands.iter().map(String::as_str)) {
        let _ = Command::parse(text);
        let _ = Command::echo(text);
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(mail) = parse_mail(data, "games@example.org", GAMES) else {
        return;
    };
    check(&mail);
    // The mail answering itself: its whole text is then a copy.
    let sent = SentText::of_mails([data]);
    check(&mail.answering(&sent, GAMES));
});

//! Raw inbound mail: MIME, headers, the text part, the command lines in it,
//! and each command line through the command parser.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::commands::Command;
use ringmail::games::GAMES;
use ringmail::mail::parse::{MAX_COMMANDS, parse_mail};

fuzz_target!(|data: &[u8]| {
    let Ok(mail) = parse_mail(data, "games@example.org", GAMES) else {
        return;
    };
    assert!(mail.commands.len() <= MAX_COMMANDS);
    if mail.no_reply.is_some() {
        assert!(mail.commands.is_empty() && mail.extra_commands.is_empty());
    }
    let lines = mail.commands.iter().map(|c| c.text.as_str());
    for text in lines.chain(mail.extra_commands.iter().map(String::as_str)) {
        let _ = Command::parse(text);
        let _ = Command::echo(text);
    }
});

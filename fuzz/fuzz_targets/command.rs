//! Command lines: every command's parser, and the echo that hides passwords.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::commands::Command;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        let _ = Command::parse(line);
        let _ = Command::echo(line);
    }
    // The whole input as one line too (line breaks are whitespace to it).
    let _ = Command::parse(&text);
    let _ = Command::echo(&text);
});

//! Raw inbound mail read as a delivery report on one mail: MIME, the
//! delivery-status fields, plain-text bounces of every relay's form, the
//! codes and phrases in them, and reports attached to reports.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::mail::bounce::{Reading, Why, read_report};

fuzz_target!(|data: &[u8]| {
    let reading = read_report(data, "bob@players.test", "x@ringmail.test");
    if let Reading::Hard { status, diagnostic, .. } | Reading::Soft { status, diagnostic } =
        &reading
    {
        assert!(status.len() <= 9 && status.contains('.'));
        assert!(diagnostic.chars().count() <= 200);
        assert!(!holds_a_token(diagnostic), "a bounce token in {diagnostic:?}");
    }
    if let Reading::Hard { why, .. } = reading {
        assert_eq!(Why::named(why.name()), why);
    }
});

/// Whether a text holds `bounce-` and a whole token (20 of `a-z0-9`).
fn holds_a_token(text: &str) -> bool {
    text.to_ascii_lowercase().match_indices("bounce-").any(|(at, _)| {
        let token = &text.as_bytes()[at + 7..];
        token.len() >= 20 && token[..20].iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    })
}

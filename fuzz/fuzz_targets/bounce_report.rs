//! Raw inbound mail read as a delivery report on one mail: MIME, the
//! delivery-status fields, plain-text bounces, and the codes in them.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::mail::bounce::{Reading, read_report};

fuzz_target!(|data: &[u8]| {
    match read_report(data, "bob@players.test", "x@ringmail.test") {
        Reading::Hard { status, diagnostic } | Reading::Soft { status, diagnostic } => {
            assert!(status.len() <= 9 && status.contains('.'));
            assert!(diagnostic.chars().count() <= 200);
        }
        Reading::OtherMail | Reading::NotAReport => {}
    }
});

//! Reading a delivery report: a real bounce of one page (Postfix's), and
//! three bounces of 1 MiB built to make every rule of the reader look at
//! every line: a plain bounce whose own text is lines of codes, phrases
//! and summary lines that never open the returned mail; a DSN of many
//! recipient blocks; and a plain bounce of one 1 MiB line. Reading must
//! stay linear in the size: the 1 MiB bounces in about 1,000 times the
//! time of a 1 KiB one at most, well under a second each.

use criterion::{Criterion, criterion_group};
use ringmail::mail::bounce::read_report;

const BOB: &str = "bob@players.test";
const ID: &str = "r1795597380601786.01.21c07c99eb40@ringmail.test";
const MIB: usize = 1024 * 1024;

/// A plain bounce's headers, then `text`.
fn plain(text: &str) -> Vec<u8> {
    format!(
        "From: MAILER-DAEMON@mx.players.test (Mail Delivery System)\n\
         To: games+bounce-abcdefghij0123456789@ringmail.test\n\
         Subject: Undelivered Mail Returned to Sender\n\n{text}\n\
         --- Below this line is a copy of the message.\n\n\
         Received: from ringmail.test\nMessage-ID: <{ID}>\nFrom: games@ringmail.test\n\n"
    )
    .into_bytes()
}

/// Lines that each hold a code, a phrase or a summary field, and a word
/// that makes the phrase table look twice, to about `size` bytes.
fn busy_text(size: usize) -> String {
    let block = "carol@players.test: host mx said: 451-4.7.1 maybe blacklisted, will check\n\
                 From: <postmaster@players.test> RCPT: <carol@players.test> 550:\n\
                 Subject: a summary line\n  To: carol@players.test\n\
                 [SMTP Error Code 450] ERROR_CODE :550, <<< 421 mailbox unavailabl\n";
    block.repeat(size / block.len())
}

/// A DSN of as many recipient blocks as fit in `size` bytes, bob's last.
fn many_blocks(size: usize) -> Vec<u8> {
    let block = "Final-Recipient: rfc822; carol@players.test\nAction: failed\n\
                 Status: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1 User unknown\n\n";
    let mut body = block.repeat(size / block.len());
    body.push_str("Final-Recipient: rfc822; bob@players.test\nAction: failed\nStatus: 5.2.2\n");
    format!(
        "From: MAILER-DAEMON@mx.players.test\nTo: games+bounce-x@ringmail.test\n\
         Subject: Undelivered Mail\nMIME-Version: 1.0\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\n\n\
         --B\nContent-Type: text/plain\n\nSee below.\n\n\
         --B\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx\n\n{body}\n\
         --B\nContent-Type: text/rfc822-headers\n\nMessage-ID: <{ID}>\n\n--B--\n"
    )
    .into_bytes()
}

fn bounce(c: &mut Criterion) {
    let postfix = include_bytes!("../../tests/fixtures/bounces/plain-undelivered.eml");
    let small = plain(&format!(
        "<{BOB}>: 550 5.1.1 User unknown\n{}",
        busy_text(1024)
    ));
    let busy = plain(&format!(
        "<{BOB}>: 550 5.1.1 User unknown\n{}",
        busy_text(MIB)
    ));
    let one_line = plain(&format!(
        "<{BOB}>: {}550 5.1.1 User unknown",
        "x550 ".repeat(MIB / 5)
    ));
    let blocks = many_blocks(MIB);
    let mut group = c.benchmark_group("bounce_report");
    group.sample_size(10);
    for (name, raw) in [
        ("postfix_page", &postfix[..]),
        ("busy_1k", &small[..]),
        ("busy_1m", &busy[..]),
        ("one_line_1m", &one_line[..]),
        ("dsn_blocks_1m", &blocks[..]),
    ] {
        group.bench_function(name, |b| b.iter(|| read_report(raw, BOB, ID)));
    }
    group.finish();
}

criterion_group!(benches, bounce);

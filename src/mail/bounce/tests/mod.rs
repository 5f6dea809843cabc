//! Unit tests of reading delivery reports, and the reading of every
//! fixture in `tests/fixtures/bounces`.

mod diagnostics;
mod fixtures;
mod plain_bounces;
mod reports;

use super::codes::{enhanced_codes, reply_class, status_code};
use super::*;

const BOB: &str = "bob@players.test";
const ID: &str = "r1795597380601786.01.21c07c99eb40@ringmail.test";

fn hard(why: Why, status: &str, diagnostic: &str) -> Reading {
    Reading::Hard {
        status: status.into(),
        diagnostic: diagnostic.into(),
        why,
    }
}

fn soft(status: &str, diagnostic: &str) -> Reading {
    Reading::Soft {
        status: status.into(),
        diagnostic: diagnostic.into(),
    }
}

fn read_bob(raw: &[u8]) -> Reading {
    read_report(raw, BOB, ID)
}

/// The status of a hard or soft reading.
fn status_of(reading: &Reading) -> &str {
    match reading {
        Reading::Hard { status, .. } | Reading::Soft { status, .. } => status,
        other => panic!("not a failure: {other:?}"),
    }
}

/// A standard report with this delivery-status body (LF line ends) and
/// these headers of the original.
fn report(status_body: &str, original_headers: &str) -> String {
    format!(
        "From: MAILER-DAEMON@mx.players.test\nTo: games+bounce-x@ringmail.test\n\
         Subject: Undelivered Mail Returned to Sender\nMIME-Version: 1.0\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\n\n\
         --B\nContent-Type: text/plain\n\nYour mail could not be delivered.\n\n\
         --B\nContent-Type: message/delivery-status\n\n{status_body}\n\
         --B\nContent-Type: text/rfc822-headers\n\n{original_headers}\n--B--\n"
    )
}

/// The headers of the original mail, with this Message-ID.
fn original(id: &str) -> String {
    format!("From: games@ringmail.test\nTo: <bob@players.test>\nMessage-ID: <{id}>\n")
}

/// A delivery-status body: a per-message block, then this recipient
/// block.
fn status_body(recipient_block: &str) -> String {
    format!("Reporting-MTA: dns; mx.players.test\n\n{recipient_block}\n")
}

fn read_block(recipient_block: &str) -> Reading {
    read_bob(report(&status_body(recipient_block), &original(ID)).as_bytes())
}

/// A plain-text bounce with this text (no MIME structure).
fn plain(text: &str) -> String {
    format!(
        "From: MAILER-DAEMON@old.players.test (Mail Delivery System)\n\
         To: games+bounce-x@ringmail.test\nSubject: Undelivered Mail Returned to Sender\n\n{text}"
    )
}

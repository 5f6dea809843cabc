//! Unit tests of reading delivery reports, and the reading of every
//! fixture in `tests/fixtures/bounces`.

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

#[test]
fn fixtures_read_as_expected() {
    let postfix_diagnostic =
        "550 5.1.1 <bob@players.test>: Recipient address rejected: User unknown";
    let cases: [(&str, &[u8], Reading); 10] = [
        (
            "postfix-hard",
            include_bytes!("../../../tests/fixtures/bounces/postfix-hard.eml"),
            hard(Why::AddressUnknown, "5.1.1", postfix_diagnostic),
        ),
        (
            "exim-hard",
            include_bytes!("../../../tests/fixtures/bounces/exim-hard.eml"),
            hard(
                Why::AddressUnknown,
                "5.0.0",
                "550 5.1.1 <bob@players.test>: Recipient address rejected: User unknown in \
                 local recipient table",
            ),
        ),
        (
            "outlook-hard",
            include_bytes!("../../../tests/fixtures/bounces/outlook-hard.eml"),
            hard(
                Why::AddressUnknown,
                "5.1.10",
                "550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP \
                 address lookup",
            ),
        ),
        (
            "postfix-delayed",
            include_bytes!("../../../tests/fixtures/bounces/postfix-delayed.eml"),
            soft(
                "4.4.1",
                "connect to mx.players.test[192.0.2.25]:25: Connection timed out",
            ),
        ),
        (
            "plain-undelivered",
            include_bytes!("../../../tests/fixtures/bounces/plain-undelivered.eml"),
            hard(
                Why::AddressUnknown,
                "5.1.1",
                "<bob@players.test>: host mx.players.test[192.0.2.25] said: 550 5.1.1 \
                 <bob@players.test>: Recipient address rejected: User unknown (in reply to \
                 RCPT TO command)",
            ),
        ),
        (
            "auto-reply",
            include_bytes!("../../../tests/fixtures/bounces/auto-reply.eml"),
            Reading::NotAReport,
        ),
        (
            "other-recipient",
            include_bytes!("../../../tests/fixtures/bounces/other-recipient.eml"),
            Reading::OtherMail,
        ),
        (
            "other-mail",
            include_bytes!("../../../tests/fixtures/bounces/other-mail.eml"),
            Reading::OtherMail,
        ),
        (
            "delivered",
            include_bytes!("../../../tests/fixtures/bounces/delivered.eml"),
            Reading::NotAReport,
        ),
        (
            "gmail-hard",
            include_bytes!("../../../tests/fixtures/bounces/gmail-hard.eml"),
            hard(
                Why::AddressUnknown,
                "5.1.1",
                "550-5.1.1 The email account that you tried to reach does not exist. Please \
                 try 550-5.1.1 double-checking the recipient's email address for typos or \
                 550-5.1.1 unnecessary spaces. For more information,",
            ),
        ),
    ];
    for (name, raw, expected) in cases {
        assert_eq!(read_bob(raw), expected, "{name}");
    }
}

#[test]
fn fixtures_read_alike_with_crlf_line_ends() {
    let fixtures: [&[u8]; 4] = [
        include_bytes!("../../../tests/fixtures/bounces/postfix-hard.eml"),
        include_bytes!("../../../tests/fixtures/bounces/outlook-hard.eml"),
        include_bytes!("../../../tests/fixtures/bounces/postfix-delayed.eml"),
        include_bytes!("../../../tests/fixtures/bounces/plain-undelivered.eml"),
    ];
    for raw in fixtures {
        let text = std::str::from_utf8(raw).expect("UTF-8");
        let crlf = text.replace('\n', "\r\n");
        assert_eq!(read_bob(crlf.as_bytes()), read_bob(raw));
    }
}

#[test]
fn a_report_is_for_its_recipient_only() {
    let carol = "Final-Recipient: rfc822; carol@players.test\nAction: failed\nStatus: 5.1.1";
    let raw = include_bytes!("../../../tests/fixtures/bounces/other-recipient.eml");
    assert_eq!(
        read_report(raw, "carol@players.test", ID),
        hard(
            Why::AddressUnknown,
            "5.1.1",
            "550 5.1.1 <carol@players.test>... User unknown"
        )
    );
    assert_eq!(read_block(carol), Reading::OtherMail);
    // Among several recipients, bob's block is read.
    let both = format!("{carol}\n\nFinal-Recipient: rfc822; bob@players.test\nAction: delayed");
    assert_eq!(read_block(&both), soft("4.0.0", ""));
}

#[test]
fn folded_fields_are_joined() {
    let block = "Final-Recipient:\n rfc822;\n\tbob@players.test\nAction:\n  failed\n\
                 Status: 5.2.2\nDiagnostic-Code: smtp; 552-5.2.2 The recipient's inbox is\n    \
                 out of storage space.\n\t  Please direct the recipient to\n 552 5.2.2 a page";
    assert_eq!(
        read_block(block),
        hard(
            Why::MailboxFull,
            "5.2.2",
            "552-5.2.2 The recipient's inbox is out of storage space. Please direct the \
             recipient to 552 5.2.2 a page"
        )
    );
}

#[test]
fn recipient_fields_are_read_in_all_their_forms() {
    let forms = [
        "Final-Recipient: rfc822; bob@players.test",
        "Final-Recipient: RFC822;bob@players.test",
        "final-recipient: Rfc822 ; <Bob@Players.TEST> ",
        "Final-Recipient: <bob@players.test>",
        "Final-Recipient: bob@players.test",
        "Final-Recipient: utf-8; bob@players.test",
        "Final-Recipient: rfc822; carol@players.test\nOriginal-Recipient: rfc822;<bob@players.test>",
        "Original-Recipient: rfc822; bob@players.test",
    ];
    for form in forms {
        let block = format!("{form}\nAction: failed\nStatus: 5.1.1");
        assert_eq!(
            read_block(&block),
            hard(Why::AddressUnknown, "5.1.1", ""),
            "{form}"
        );
    }
    let others = [
        "Final-Recipient: rfc822; xbob@players.test",
        "Final-Recipient: rfc822; bob@players.test.example",
        "Final-Recipient: rfc822;",
    ];
    for form in others {
        let block = format!("{form}\nAction: failed\nStatus: 5.1.1");
        assert_eq!(read_block(&block), Reading::OtherMail, "{form}");
    }
}

#[test]
fn the_action_and_status_decide() {
    let bob = "Final-Recipient: rfc822; bob@players.test";
    let cases = [
        (
            "Action: failed\nStatus: 5.7.1",
            hard(Why::Refused, "5.7.1", ""),
        ),
        // A mail given up after its time in the queue keeps its 4.x.x.
        (
            "Action: failed\nStatus: 4.4.7",
            hard(Why::GaveUp, "4.4.7", ""),
        ),
        (
            "Action: FAILED (permanent)\nStatus: 5.1.1 (bad user)",
            hard(Why::AddressUnknown, "5.1.1", ""),
        ),
        ("Action: delayed\nStatus: 4.4.1", soft("4.4.1", "")),
        ("Status: 5.1.1", hard(Why::AddressUnknown, "5.1.1", "")),
        ("Status: 4.2.2", soft("4.2.2", "")),
        ("Action: delivered\nStatus: 2.0.0", Reading::NotAReport),
        ("Action: relayed\nStatus: 2.0.0", Reading::NotAReport),
        ("Action: expanded\nStatus: 2.0.0", Reading::NotAReport),
        (
            "Action: failed\nStatus: 2.0.0",
            hard(Why::Other, "5.0.0", ""),
        ),
        ("Action: unknown", Reading::NotAReport),
        ("", Reading::NotAReport),
    ];
    for (fields, expected) in cases {
        let block = format!("{bob}\n{fields}");
        assert_eq!(read_block(&block), expected, "{fields}");
    }
}

#[test]
fn a_missing_status_comes_from_the_diagnostic_code() {
    let bob = "Final-Recipient: rfc822; bob@players.test";
    let cases = [
        (
            "Action: failed\nDiagnostic-Code: smtp; 550 5.7.1 Relaying denied",
            hard(Why::Refused, "5.7.1", "550 5.7.1 Relaying denied"),
        ),
        (
            "Action: failed\nStatus: 5.1\nDiagnostic-Code: smtp;550-5.1.10 unknown",
            hard(Why::AddressUnknown, "5.1.10", "550-5.1.10 unknown"),
        ),
        (
            "Action: failed\nDiagnostic-Code: x-unix; mailbox is full",
            hard(Why::MailboxFull, "5.0.0", "mailbox is full"),
        ),
        (
            "Action: delayed\nDiagnostic-Code: smtp; 451 Try again later",
            soft("4.0.0", "451 Try again later"),
        ),
        (
            "Diagnostic-Code: smtp; 550 Requested action not taken",
            hard(Why::Other, "5.0.0", "550 Requested action not taken"),
        ),
        (
            "Diagnostic-Code: smtp; 421 4.7.0 Try again later",
            soft("4.7.0", "421 4.7.0 Try again later"),
        ),
    ];
    for (fields, expected) in cases {
        let block = format!("{bob}\n{fields}");
        assert_eq!(read_block(&block), expected, "{fields}");
    }
}

#[test]
fn the_original_message_id_must_be_this_mails() {
    let block = "Final-Recipient: rfc822; bob@players.test\nAction: failed\nStatus: 5.1.1";
    let body = status_body(block);
    let other = report(&body, &original("r2.02.ffff@ringmail.test"));
    assert_eq!(read_bob(other.as_bytes()), Reading::OtherMail);
    // The domain in another case, or no Message-ID at all: this mail.
    let upper = report(
        &body,
        &original(&ID.replace("ringmail.test", "RingMail.TEST")),
    );
    assert_eq!(
        read_bob(upper.as_bytes()),
        hard(Why::AddressUnknown, "5.1.1", "")
    );
    let none = report(&body, "From: games@ringmail.test\n");
    assert_eq!(
        read_bob(none.as_bytes()),
        hard(Why::AddressUnknown, "5.1.1", "")
    );
    // The local part is compared exactly.
    let local = report(&body, &original(&ID.replace("r1795", "R1795")));
    assert_eq!(read_bob(local.as_bytes()), Reading::OtherMail);
    // The per-message X-Original-Message-ID counts when there is no
    // original.
    let gmail = format!("X-Original-Message-ID: <r9.09@ringmail.test>\n\n{block}\n");
    let raw = report(&gmail, "From: games@ringmail.test\n");
    assert_eq!(read_bob(raw.as_bytes()), Reading::OtherMail);
}

#[test]
fn a_report_without_recipient_blocks_is_read_by_its_text() {
    let cases = [
        "Reporting-MTA: dns; mx.players.test\n",
        "Reporting-MTA: dns; mx.players.test\n\nAction: failed\nStatus: 5.1.1\n",
        "",
        "\u{0}\u{1}garbage:::\n\n\n::",
    ];
    for body in cases {
        // Its text names nobody: it says nothing of bob.
        let raw = report(body, &original(ID));
        assert_eq!(read_bob(raw.as_bytes()), Reading::OtherMail, "{body:?}");
        // Its text names bob and why.
        let raw = raw.replace(
            "Your mail could not be delivered.",
            "<bob@players.test>: 552 Mailbox full",
        );
        assert_eq!(
            read_bob(raw.as_bytes()),
            hard(
                Why::MailboxFull,
                "5.0.0",
                "<bob@players.test>: 552 Mailbox full"
            ),
            "{body:?}"
        );
    }
}

#[test]
fn encoded_and_utf8_delivery_status_parts_are_read() {
    let body =
        status_body("Final-Recipient: rfc822; bob@players.test\nAction: failed\nStatus: 5.1.1");
    let base64 = encodify::base64::MIME.encode(body.as_bytes());
    let raw = format!(
        "From: MAILER-DAEMON@mx.players.test\nMIME-Version: 1.0\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=B\n\n\
         --B\nContent-Type: message/delivery-status\nContent-Transfer-Encoding: base64\n\n\
         {base64}\n--B--\n"
    );
    assert_eq!(
        read_bob(raw.as_bytes()),
        hard(Why::AddressUnknown, "5.1.1", "")
    );

    let raw = format!(
        "From: MAILER-DAEMON@mx.players.test\nMIME-Version: 1.0\n\
         Content-Type: multipart/report; report-type=global-delivery-status; boundary=B\n\n\
         --B\nContent-Type: message/global-delivery-status\n\n\
         Reporting-MTA: dns; mx.players.test\n\nFinal-Recipient: utf-8; bob@players.test\n\
         Action: failed\nStatus: 5.2.2\nDiagnostic-Code: smtp; 552 5.2.2 Postfach voll – \u{00fc}ber Quota\n\n\
         --B\nContent-Type: message/global-headers\n\nMessage-ID: <{ID}>\nSubject: \u{00e9}\n\n--B--\n"
    );
    assert_eq!(
        read_bob(raw.as_bytes()),
        hard(
            Why::MailboxFull,
            "5.2.2",
            "552 5.2.2 Postfach voll – über Quota"
        )
    );
}

#[test]
fn an_attached_original_message_is_compared() {
    let raw = format!(
        "From: MAILER-DAEMON@mx.players.test\nMIME-Version: 1.0\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=B\n\n\
         --B\nContent-Type: message/delivery-status\n\n{}\n\
         --B\nContent-Type: message/rfc822\nContent-Transfer-Encoding: base64\n\n{}\n--B--\n",
        status_body("Final-Recipient: rfc822; bob@players.test\nAction: failed"),
        encodify::base64::MIME.encode(original("r7.07@ringmail.test").as_bytes()),
    );
    assert_eq!(read_bob(raw.as_bytes()), Reading::OtherMail);
    assert_eq!(
        read_report(raw.as_bytes(), BOB, "r7.07@ringmail.test"),
        hard(Why::Other, "5.0.0", "")
    );
}

#[test]
fn plain_bounces_need_the_message_id_and_the_recipient() {
    let quoted = format!(
        "--- Below this line is a copy of the message.\n\n{}",
        original(ID)
    );
    let text = format!("<bob@players.test>: host mx said: 550 5.1.1 User unknown\n\n{quoted}");
    assert_eq!(
        read_bob(plain(&text).as_bytes()),
        hard(
            Why::AddressUnknown,
            "5.1.1",
            "<bob@players.test>: host mx said: 550 5.1.1 User unknown"
        )
    );
    // Another mail's Message-ID.
    assert_eq!(
        read_report(plain(&text).as_bytes(), BOB, "r0.00@ringmail.test"),
        Reading::OtherMail
    );
    // No Message-ID quoted: read when a mail system signs or titles it as
    // a bounce, else nothing to go by.
    let bare = "<bob@players.test>: host mx said: 550 5.1.1 User unknown\n";
    assert_eq!(
        read_bob(plain(bare).as_bytes()),
        hard(
            Why::AddressUnknown,
            "5.1.1",
            "<bob@players.test>: host mx said: 550 5.1.1 User unknown"
        )
    );
    let from_a_person = format!("From: carol@players.test\nSubject: about bob\n\n{bare}");
    assert_eq!(read_bob(from_a_person.as_bytes()), Reading::NotAReport);
    // This mail, but the recipient only in the quoted headers: the report
    // is about someone else (a forward).
    let forward = format!("<carol@players.test>: 550 5.1.1 User unknown\n\n{quoted}");
    assert_eq!(read_bob(plain(&forward).as_bytes()), Reading::OtherMail);
}

#[test]
fn plain_bounces_tell_hard_from_soft() {
    let quoted = format!("\n> {}", original(ID).replace('\n', "\n> "));
    let cases = [
        (
            "Delivery to bob@players.test failed:\n  Remote host said: 554 Transaction failed",
            hard(
                Why::Other,
                "5.0.0",
                "Remote host said: 554 Transaction failed",
            ),
        ),
        (
            "Delivery to bob@players.test is delayed:\n  452 4.2.2 Mailbox full\n  will retry",
            soft("4.2.2", "452 4.2.2 Mailbox full"),
        ),
        (
            "Mail to bob@players.test: 421 Service not available",
            soft(
                "4.0.0",
                "Mail to bob@players.test: 421 Service not available",
            ),
        ),
        (
            "Your mail to BOB@players.test has not been delivered yet.\nWe are still trying.",
            soft("4.0.0", "We are still trying."),
        ),
        (
            "Warning: bob@players.test: 4.4.1 delayed, but 5.1.1 says the user is gone",
            hard(
                Why::AddressUnknown,
                "5.1.1",
                "Warning: bob@players.test: 4.4.1 delayed, but 5.1.1 says the user is gone",
            ),
        ),
        (
            "Your mail to bob@players.test of 512 bytes is on its way.",
            Reading::NotAReport,
        ),
    ];
    for (text, expected) in cases {
        let raw = plain(&format!("{text}\n{quoted}"));
        assert_eq!(read_bob(raw.as_bytes()), expected, "{text}");
    }
}

#[test]
fn a_plain_bounce_with_attached_headers_is_read() {
    let raw = format!(
        "From: postmaster@players.test\nMIME-Version: 1.0\n\
         Content-Type: multipart/mixed; boundary=B\n\n\
         --B\nContent-Type: text/plain\n\nFailed: bob@players.test (550 5.1.1 no mailbox)\n\n\
         --B\nContent-Type: text/rfc822-headers\n\n{}\n--B--\n",
        original(ID)
    );
    assert_eq!(
        read_bob(raw.as_bytes()),
        hard(
            Why::AddressUnknown,
            "5.1.1",
            "Failed: bob@players.test (550 5.1.1 no mailbox)"
        )
    );
}

#[test]
fn replies_garbage_and_nothing_are_not_reports() {
    let reply = format!(
        "From: Bob <bob@players.test>\nTo: games@ringmail.test\nSubject: Re: yinsh\n\
         In-Reply-To: <{ID}>\n\nyinsh move 101 e5-e8\n\nOn Monday games wrote:\n> 550 5.1.1\n"
    );
    let cases: [&[u8]; 6] = [
        b"",
        b"\n\n\r\n",
        b"\xff\xfe\x00garbage\x00",
        b"no header at all",
        b"Subject: only a header",
        reply.as_bytes(),
    ];
    for raw in cases {
        assert_eq!(read_bob(raw), Reading::NotAReport, "{raw:?}");
    }
    assert_eq!(
        read_report(
            include_bytes!("../../../tests/fixtures/bounces/postfix-hard.eml"),
            "",
            ID
        ),
        Reading::OtherMail
    );
}

#[test]
fn huge_reports_are_read_to_an_end() {
    // 50,000 recipient blocks, bob's last: beyond the blocks read.
    let mut body = String::from("Reporting-MTA: dns; mx.players.test\n\n");
    for i in 0..50_000 {
        body.push_str(&format!(
            "Final-Recipient: rfc822; u{i}@players.test\nAction: failed\n\n"
        ));
    }
    body.push_str("Final-Recipient: rfc822; bob@players.test\nAction: failed\n");
    assert_eq!(
        read_bob(report(&body, &original(ID)).as_bytes()),
        Reading::OtherMail
    );

    // A line of a megabyte in a field, and as a field.
    let long = "x".repeat(1 << 20);
    let block = format!(
        "Final-Recipient: rfc822; bob@players.test\nAction: failed\n\
         Diagnostic-Code: smtp; 550 5.1.1 {long}\n {long}\nX-{long}: {long}"
    );
    let reading = read_block(&block);
    assert_eq!(status_of(&reading), "5.1.1");
    match reading {
        Reading::Hard { diagnostic, .. } => assert_eq!(diagnostic.chars().count(), 200),
        other => panic!("{other:?}"),
    }

    // A megabyte line of codes and addresses in a plain bounce.
    let noise = "550 5.1.1 bob@players.test ".repeat(40_000);
    let raw = plain(&format!("{noise}\n{}", original(ID)));
    assert_eq!(status_of(&read_bob(raw.as_bytes())), "5.1.1");
    let raw = plain(&format!("{}\n{}", "4".repeat(1 << 20), " ".repeat(1 << 20)));
    assert_eq!(read_bob(raw.as_bytes()), Reading::NotAReport);
}

/// A relay may quote the envelope sender, with its token: a diagnostic
/// is masked before it is cut, so no token stays whole or in part.
#[test]
fn diagnostics_keep_no_token() {
    let kept = one_line(&format!(
        "550 5.1.1 <games+bounce-abcdefghij0123456789@ringmail.test>\u{7} {}",
        "x".repeat(300)
    ));
    assert!(!kept.contains("abcdefghij"), "{kept}");
    assert!(!kept.contains('\u{7}'));
    assert_eq!(kept.chars().count(), 200);
    let cut = one_line(&format!(
        "{} <games+bounce-abcdefghij0123456789@ringmail.test>",
        "x".repeat(180)
    ));
    assert!(
        cut.ends_with("games+bounce-*****"),
        "a token cut short: {cut}"
    );
}

#[test]
fn diagnostics_are_one_short_line() {
    assert_eq!(one_line("  a \t b\r\n c\u{7}d  "), "a b cd");
    let long = "é".repeat(300);
    assert_eq!(one_line(&long).chars().count(), 200);
    let words = "ab ".repeat(100);
    let line = one_line(&words);
    assert!(
        line.chars().count() <= 200 && !line.ends_with(' '),
        "{line:?}"
    );
}

#[test]
fn codes_are_found_where_they_stand_alone() {
    let codes = |text| enhanced_codes(text).collect::<Vec<_>>();
    assert_eq!(codes("550-5.1.1 and 550 5.1.10."), ["5.1.1", "5.1.10"]);
    assert_eq!(
        codes("host [192.0.2.25] 5.1.1234 v5.1.1 x.4.4.1 2.0.0_"),
        [""; 0]
    );
    assert_eq!(codes("(5.7.1) #4.4.7, 2.0.0"), ["5.7.1", "4.4.7", "2.0.0"]);
    assert_eq!(status_code("5.1.10"), Some("5.1.10"));
    assert_eq!(status_code("3.1.1"), None);
    assert_eq!(status_code("5.1.1 "), None);
    assert_eq!(status_code("5..1"), None);
    assert_eq!(reply_class("said: 550 no"), Some(b'5'));
    assert_eq!(reply_class("  421 busy"), Some(b'4'));
    assert_eq!(reply_class("returned '550 5.1.10 x'"), Some(b'5'));
    assert_eq!(reply_class("got 550-5.1.1 x"), Some(b'5'));
    assert_eq!(reply_class("a mail of 512 bytes"), None);
    assert_eq!(reply_class("port 5500 or 560: x"), None);
    // Every common form of a reply code in a bounce's text.
    for line in [
        "550: no such user here",
        "<<< 550 Requested action not taken",
        "[SMTP Error Code 550] unknown user",
        "ERROR_CODE :550, ERROR_CODE_DESC :Requested action not taken",
        "Remote host said: 550-5.1.1 no such user",
    ] {
        assert_eq!(reply_class(line), Some(b'5'), "{line}");
    }
    assert_eq!(reply_class("<<< 421 4.4.2 timeout"), Some(b'4'));
    assert_eq!(reply_class("zip code 55012 and 550 here"), None);
}

#[test]
fn an_html_only_bounce_is_read_as_text() {
    let raw = format!(
        "From: postmaster@players.test\nMIME-Version: 1.0\nContent-Type: text/html\n\n\
         <html><body><p>Delivery to <b>bob@players.test</b> has failed.</p>\
         <p>Remote server returned: 550 5.1.1 User unknown</p>\
         <p>Original message headers:</p><pre>{}</pre></body></html>",
        original(ID).replace('<', "&lt;").replace('>', "&gt;")
    );
    assert_eq!(
        read_bob(raw.as_bytes()),
        hard(
            Why::AddressUnknown,
            "5.1.1",
            "Remote server returned: 550 5.1.1 User unknown"
        )
    );
}

/// The report the mail bed's own Postfix wrote for a mail to an address
/// it refuses (`scripts/mailbed kill-address`), as Dovecot stored it.
#[test]
fn the_mail_bed_s_postfix_report_is_hard() {
    let raw = include_bytes!("../../../tests/fixtures/bounces/postfix-mailbed.eml");
    assert_eq!(
        read_report(raw, "bob@ringmail.test", "x1@ringmail.test"),
        hard(Why::AddressUnknown, "5.1.1", "User unknown")
    );
    assert_eq!(
        read_report(raw, "carol@ringmail.test", "x1@ringmail.test"),
        Reading::OtherMail
    );
    assert_eq!(
        read_report(raw, "bob@ringmail.test", "x2@ringmail.test"),
        Reading::OtherMail
    );
}

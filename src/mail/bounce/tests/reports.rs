//! Standard delivery reports (RFC 3464): whose they are, their fields,
//! and what their action and status decide.

use super::*;

#[test]
fn a_report_is_for_its_recipient_only() {
    let carol = "Final-Recipient: rfc822; carol@players.test\nAction: failed\nStatus: 5.1.1";
    let raw = include_bytes!("../../../../tests/fixtures/bounces/other-recipient.eml");
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

//! Bounces that are not standard reports: plain text, HTML, and
//! mail that is no report at all.

use super::*;

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
            include_bytes!("../../../../tests/fixtures/bounces/postfix-hard.eml"),
            "",
            ID
        ),
        Reading::OtherMail
    );
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

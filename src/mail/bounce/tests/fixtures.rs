//! The reading of every fixture in `tests/fixtures/bounces`, and of
//! the report the mail bed's own Postfix writes.

use super::*;

#[test]
fn fixtures_read_as_expected() {
    let postfix_diagnostic =
        "550 5.1.1 <bob@players.test>: Recipient address rejected: User unknown";
    let cases: [(&str, &[u8], Reading); 10] = [
        (
            "postfix-hard",
            include_bytes!("../../../../tests/fixtures/bounces/postfix-hard.eml"),
            hard(Why::AddressUnknown, "5.1.1", postfix_diagnostic),
        ),
        (
            "exim-hard",
            include_bytes!("../../../../tests/fixtures/bounces/exim-hard.eml"),
            hard(
                Why::AddressUnknown,
                "5.0.0",
                "550 5.1.1 <bob@players.test>: Recipient address rejected: User unknown in \
                 local recipient table",
            ),
        ),
        (
            "outlook-hard",
            include_bytes!("../../../../tests/fixtures/bounces/outlook-hard.eml"),
            hard(
                Why::AddressUnknown,
                "5.1.10",
                "550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP \
                 address lookup",
            ),
        ),
        (
            "postfix-delayed",
            include_bytes!("../../../../tests/fixtures/bounces/postfix-delayed.eml"),
            soft(
                "4.4.1",
                "connect to mx.players.test[192.0.2.25]:25: Connection timed out",
            ),
        ),
        (
            "plain-undelivered",
            include_bytes!("../../../../tests/fixtures/bounces/plain-undelivered.eml"),
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
            include_bytes!("../../../../tests/fixtures/bounces/auto-reply.eml"),
            Reading::NotAReport,
        ),
        (
            "other-recipient",
            include_bytes!("../../../../tests/fixtures/bounces/other-recipient.eml"),
            Reading::OtherMail,
        ),
        (
            "other-mail",
            include_bytes!("../../../../tests/fixtures/bounces/other-mail.eml"),
            Reading::OtherMail,
        ),
        (
            "delivered",
            include_bytes!("../../../../tests/fixtures/bounces/delivered.eml"),
            Reading::NotAReport,
        ),
        (
            "gmail-hard",
            include_bytes!("../../../../tests/fixtures/bounces/gmail-hard.eml"),
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
        include_bytes!("../../../../tests/fixtures/bounces/postfix-hard.eml"),
        include_bytes!("../../../../tests/fixtures/bounces/outlook-hard.eml"),
        include_bytes!("../../../../tests/fixtures/bounces/postfix-delayed.eml"),
        include_bytes!("../../../../tests/fixtures/bounces/plain-undelivered.eml"),
    ];
    for raw in fixtures {
        let text = std::str::from_utf8(raw).expect("UTF-8");
        let crlf = text.replace('\n', "\r\n");
        assert_eq!(read_bob(crlf.as_bytes()), read_bob(raw));
    }
}

/// The report the mail bed's own Postfix wrote for a mail to an address
/// it refuses (`scripts/mailbed kill-address`), as Dovecot stored it.
#[test]
fn the_mail_bed_s_postfix_report_is_hard() {
    let raw = include_bytes!("../../../../tests/fixtures/bounces/postfix-mailbed.eml");
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

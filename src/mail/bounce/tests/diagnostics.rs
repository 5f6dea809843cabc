//! Huge reports, the diagnostics kept from a report, and the codes
//! found in its text.

use super::*;

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

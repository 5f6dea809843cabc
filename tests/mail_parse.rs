//! Every golden mail in `tests/fixtures/mail`, read with its LF line ends
//! and again with CRLF: the commands and their comments, the sender, the
//! ids, loop protection and charset decoding. Big mails are built here.

use std::fs;
use std::path::PathBuf;

use ringmail::mail::parse::{CommandLine, MAX_COMMANDS, ParsedMail, parse_mail};

const GAMES: [&str; 2] = ["yinsh", "rin"];
const OWN: &str = "games@localhost";

fn fixture_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mail")
}

fn fixture(name: &str) -> Vec<u8> {
    let path = fixture_dir().join(name);
    fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn to_crlf(lf: &[u8]) -> Vec<u8> {
    let mut crlf = Vec::with_capacity(lf.len() + lf.len() / 20);
    for &byte in lf {
        if byte == b'\n' {
            crlf.push(b'\r');
        }
        crlf.push(byte);
    }
    crlf
}

/// Reads a mail with LF and with CRLF line ends; both must read alike.
fn read_both(raw: &[u8], own: &str) -> ParsedMail {
    assert!(!raw.contains(&b'\r'), "written with LF line ends");
    let lf = parse_mail(raw, own, &GAMES).expect("LF mail");
    let crlf = parse_mail(&to_crlf(raw), own, &GAMES).expect("CRLF mail");
    assert_eq!(lf, crlf, "CRLF line ends read like LF");
    lf
}

fn read(name: &str) -> ParsedMail {
    read_both(&fixture(name), OWN)
}

/// The fixture with every header line starting with `name:` left out.
fn without_header(name: &str, header: &str) -> ParsedMail {
    let text = String::from_utf8(fixture(name)).unwrap();
    let (head, body) = text.split_once("\n\n").unwrap();
    let kept: Vec<&str> = head
        .lines()
        .filter(|line| !line.starts_with(&format!("{header}:")))
        .collect();
    assert_ne!(kept.len(), head.lines().count(), "{name} has {header}");
    read_both(format!("{}\n\n{body}", kept.join("\n")).as_bytes(), OWN)
}

fn body(text: &str, comment: &str) -> CommandLine {
    CommandLine {
        text: text.into(),
        comment: comment.into(),
        from_subject: false,
    }
}

fn subject(text: &str, comment: &str) -> CommandLine {
    CommandLine {
        text: text.into(),
        comment: comment.into(),
        from_subject: true,
    }
}

fn assert_no_reply(parsed: &ParsedMail, keyword: &str) {
    let reason = parsed.no_reply.as_deref().expect("a mail not to answer");
    assert!(
        reason.contains(keyword),
        "reason {reason:?} should name {keyword:?}"
    );
    assert!(parsed.commands.is_empty(), "never executed: {parsed:?}");
    assert!(parsed.extra_commands.is_empty());
}

#[test]
fn every_fixture_has_a_test() {
    let mut names: Vec<String> = fs::read_dir(fixture_dir())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".eml"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "auto-reply.eml",
            "body-signature-quoted.eml",
            "bounce.eml",
            "garbage.eml",
            "html-only.eml",
            "latin1.eml",
            "no-from.eml",
            "read-report.eml",
            "reply-board.eml",
            "several-commands.eml",
            "subject-command.eml",
        ]
    );
}

#[test]
fn subject_command() {
    let mail = read("subject-command.eml");
    assert_eq!(
        mail.commands,
        [subject(
            "yinsh move 101 alice secret e5",
            "Placing my first ring in the middle.\nYour turn, Bob!"
        )]
    );
    assert!(mail.extra_commands.is_empty());
    assert_eq!(mail.from.as_deref(), Some("alice@example.org"));
    assert_eq!(
        mail.message_id.as_deref(),
        Some("20250303091500.1234@mail.example.org")
    );
    assert_eq!(mail.subject, "yinsh move 101 alice secret e5");
    assert!(mail.references.is_empty());
    assert_eq!(mail.in_reply_to, None);
    assert_eq!(mail.no_reply, None);
}

#[test]
fn body_with_signature_and_quote() {
    let mail = read("body-signature-quoted.eml");
    assert_eq!(
        mail.commands,
        [body(
            "yinsh move 101 alice secret c3-c7",
            "That row is mine soon."
        )]
    );
    assert!(mail.extra_commands.is_empty());
    assert_eq!(mail.from.as_deref(), Some("alice@example.org"));
    assert_eq!(
        mail.message_id.as_deref(),
        Some("cafe.0001@mail.example.org")
    );
    assert_eq!(
        mail.references,
        ["ringmail.101@localhost", "ringmail.101.7@localhost"]
    );
    assert_eq!(
        mail.in_reply_to.as_deref(),
        Some("ringmail.101.7@localhost")
    );
    assert_eq!(mail.no_reply, None);
    // Signature and quote stay in the text shown back in error replies.
    assert!(mail.text.contains("\nyinsh resign 101 alice secret\n"));
    assert!(mail.text.contains("> yinsh move 101 bob pw f6\n"));
}

#[test]
fn several_body_commands() {
    let mail = read("several-commands.eml");
    assert_eq!(
        mail.commands,
        [
            body("signup bob hunter2", "That is my real address."),
            body(
                "yinsh challenge -blitz bob alice",
                "Alice said she would play a quick one.\nTwice, maybe."
            ),
            body("rin challenge -size=12 bob alice", "Thanks!"),
        ]
    );
    assert!(mail.extra_commands.is_empty());
    assert_eq!(mail.from.as_deref(), Some("bob@example.org"));
    assert_eq!(mail.message_id.as_deref(), Some("b0b.start.42@example.org"));
    assert_eq!(mail.no_reply, None);
}

#[test]
fn html_only() {
    let mail = read("html-only.eml");
    assert_eq!(
        mail.commands,
        [body(
            "yinsh move 101 alice secret e5-e9",
            "Rings & markers, here I come.\nSee you on the board."
        )]
    );
    assert_eq!(mail.from.as_deref(), Some("alice@example.org"));
    assert_eq!(
        mail.message_id.as_deref(),
        Some("html.only.7@mail.example.org")
    );
    assert_eq!(mail.no_reply, None);
    assert!(!mail.text.contains('<'), "tags are gone: {:?}", mail.text);
    assert!(!mail.text.contains("&amp;"), "entities are decoded");
    assert!(!mail.text.contains("yinsh show"), "the <head> is no text");
    assert!(
        mail.text
            .ends_with("--\nAlice\nyinsh resign 101 alice secret")
    );
}

#[test]
fn latin1_quoted_printable() {
    let mail = read("latin1.eml");
    assert_eq!(
        mail.commands,
        [body(
            "yinsh move 101 alice secret d4",
            "Très bien, à toi. Ce coup-là est décisif, n'est-ce pas ? Une très longue ligne."
        )]
    );
    assert_eq!(mail.subject, "Très bien");
    assert!(mail.text.contains("décisif"));
    assert!(!mail.text.contains('\u{fffd}'), "no replacement characters");
    assert_eq!(mail.from.as_deref(), Some("alice@example.org"));
    assert_eq!(
        mail.message_id.as_deref(),
        Some("latin1.9@mail.example.org")
    );
    assert_eq!(mail.no_reply, None);
}

#[test]
fn reply_to_a_board_mail() {
    let mail = read("reply-board.eml");
    assert_eq!(mail.subject, "Re: yinsh Board 101 bob");
    assert_eq!(
        mail.commands,
        [body("yinsh move 101 bob pw f6-f10", "Nice one.")]
    );
    assert!(mail.extra_commands.is_empty());
    assert_eq!(mail.from.as_deref(), Some("bob@example.org"));
    assert_eq!(
        mail.message_id.as_deref(),
        Some("reply.board.101@example.org")
    );
    assert_eq!(
        mail.references,
        ["ringmail.101@localhost", "ringmail.101.8@localhost"]
    );
    assert_eq!(
        mail.in_reply_to.as_deref(),
        Some("ringmail.101.8@localhost")
    );
    assert_eq!(mail.no_reply, None);
}

#[test]
fn chatter_has_no_command() {
    let mail = read("garbage.eml");
    assert!(mail.commands.is_empty());
    assert!(mail.extra_commands.is_empty());
    assert_eq!(mail.no_reply, None, "answered, with help on how to play");
    assert_eq!(mail.from.as_deref(), Some("bob@example.org"));
    assert_eq!(mail.message_id.as_deref(), Some("chatter.1@example.org"));
    assert!(mail.text.starts_with("Hi there,\n"));
}

#[test]
fn no_from_is_not_answered() {
    let mail = read("no-from.eml");
    assert_eq!(mail.from, None);
    assert_no_reply(&mail, "From");
    assert_eq!(mail.subject, "yinsh show 101");
    assert_eq!(mail.message_id.as_deref(), Some("no.from.1@example.org"));
}

#[test]
fn auto_reply_is_not_answered() {
    let mail = read("auto-reply.eml");
    assert_no_reply(&mail, "Auto-Submitted");
    assert_eq!(mail.from.as_deref(), Some("bob@example.org"));
    assert!(mail.text.contains("\nyinsh resign 101 bob pw\n"));
    // Each protection holds on its own; without them the resignation would
    // have been executed.
    assert_no_reply(&without_header("auto-reply.eml", "Auto-Submitted"), "bulk");
    let text = String::from_utf8(fixture("auto-reply.eml")).unwrap();
    let only_x_autoreply = text
        .replace("Auto-Submitted: auto-replied\n", "")
        .replace("Precedence: bulk\n", "");
    assert_no_reply(&read_both(only_x_autoreply.as_bytes(), OWN), "X-Autoreply");
    let bare = only_x_autoreply.replace("X-Autoreply: yes\n", "");
    let unprotected = read_both(bare.as_bytes(), OWN);
    assert_eq!(unprotected.no_reply, None);
    assert_eq!(
        unprotected.commands,
        [body(
            "yinsh resign 101 bob pw",
            "(The line above is how I would give up a game; I won't.)"
        )]
    );
}

#[test]
fn bounce_is_not_answered() {
    let mail = read("bounce.eml");
    assert_no_reply(&mail, "return path");
    assert_eq!(mail.from.as_deref(), Some("mailer-daemon@example.org"));
    assert_eq!(
        mail.message_id.as_deref(),
        Some("20250312031415.ABCDEF@mx.example.org")
    );
    // The human-readable part is the text; the report parts are not.
    assert!(mail.text.starts_with("This is the mail system at host"));
    assert!(mail.text.contains("\nyinsh challenge carol alice\n"));
    assert!(!mail.text.contains("Final-Recipient"));
    assert_no_reply(&without_header("bounce.eml", "Return-Path"), "mail system");
}

#[test]
fn read_report_is_not_answered() {
    let mail = read("read-report.eml");
    assert_no_reply(&mail, "multipart/report");
    assert_eq!(mail.from.as_deref(), Some("bob@example.org"));
    assert_eq!(mail.message_id.as_deref(), Some("mdn.7@example.org"));
    assert!(mail.text.contains("\nyinsh resign 101 bob pw\n"));
    // The report is the only protection: as a plain mixed mail, the quoted
    // resignation would have been executed.
    let text = String::from_utf8(fixture("read-report.eml")).unwrap();
    let mixed = text.replace("multipart/report", "multipart/mixed");
    let unprotected = read_both(mixed.as_bytes(), OWN);
    assert_eq!(unprotected.no_reply, None);
    assert_eq!(unprotected.commands, [body("yinsh resign 101 bob pw", "")]);
}

#[test]
fn mail_from_the_server_itself_is_not_answered() {
    let mail = read_both(&fixture("several-commands.eml"), "Bob@Example.org");
    assert_no_reply(&mail, "own address");
}

/// A plain-text mail from alice whose body is `body`; at least 256 KiB.
fn big_mail(body: &str) -> String {
    let mail = format!(
        "From: alice@example.org\nTo: games@localhost\nSubject: big\n\
         Date: Mon, 3 Mar 2025 10:00:00 +0000\nMessage-ID: <big@example.org>\n\
         MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}"
    );
    assert!(mail.len() > 256 * 1024, "{} bytes", mail.len());
    mail
}

#[test]
fn oversize_comment() {
    let filler = "All work and no play makes Jack a dull boy.\n".repeat(7000);
    let mail = read_both(
        big_mail(&format!("yinsh show 101\n{filler}-- \nlist\n")).as_bytes(),
        OWN,
    );
    assert_eq!(mail.commands.len(), 1);
    assert_eq!(mail.commands[0].text, "yinsh show 101");
    assert_eq!(mail.commands[0].comment, filler.trim_end());
    assert!(mail.text.ends_with("-- \nlist\n"));
}

#[test]
fn oversize_command_list() {
    let lines: Vec<String> = (0..6000)
        .map(|n| format!("rin show {n} # {n:040}"))
        .collect();
    let mail = read_both(big_mail(&(lines.join("\n") + "\n")).as_bytes(), OWN);
    assert_eq!(mail.commands.len(), MAX_COMMANDS);
    assert_eq!(mail.extra_commands.len(), 6000 - MAX_COMMANDS);
    assert_eq!(mail.commands[0].text, lines[0]);
    assert_eq!(
        mail.commands[MAX_COMMANDS - 1].text,
        lines[MAX_COMMANDS - 1]
    );
    assert_eq!(mail.extra_commands[0], lines[MAX_COMMANDS]);
    assert_eq!(mail.extra_commands.last(), lines.last());
}

#[test]
fn oversize_single_line_and_attachment() {
    let line = format!("yinsh move 101 alice pw {}", "e5".repeat(150_000));
    let mail = read_both(big_mail(&line).as_bytes(), OWN);
    assert_eq!(mail.commands, [body(&line, "")]);

    // A large attachment next to a short text part is ignored.
    let blob: String = "QUJDRA==\n".repeat(32_000);
    let raw = format!(
        "From: alice@example.org\nSubject: with a picture\nMIME-Version: 1.0\n\
         Content-Type: multipart/mixed; boundary=\"cut\"\n\n--cut\n\
         Content-Type: text/plain; charset=utf-8\n\nyinsh show 101\nlook at this\n--cut\n\
         Content-Type: image/png; name=\"board.png\"\n\
         Content-Disposition: attachment; filename=\"board.png\"\n\
         Content-Transfer-Encoding: base64\n\n{blob}--cut--\n"
    );
    assert!(raw.len() > 256 * 1024);
    let mail = read_both(raw.as_bytes(), OWN);
    assert_eq!(mail.commands, [body("yinsh show 101", "look at this")]);
    assert_eq!(mail.text, "yinsh show 101\nlook at this");
}

//! Unit tests of reading mails.

use super::*;
use crate::mail::body_text::html_as_text;

const GAMES: [&str; 2] = ["yinsh", "rin"];
const OWN: &str = "games@localhost";

/// A plain-text mail from alice with these extra headers.
fn mail(headers: &str, subject: &str, body: &str) -> String {
    format!(
        "From: Alice <alice@example.org>\nTo: games@localhost\nSubject: {subject}\n\
         Message-ID: <m1@example.org>\n{headers}\
         MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}"
    )
}

fn parse(raw: &str) -> ParsedMail {
    parse_mail(raw.as_bytes(), OWN, &GAMES).expect("a mail")
}

fn texts(parsed: &ParsedMail) -> Vec<&str> {
    parsed.commands.iter().map(|c| c.text.as_str()).collect()
}

#[test]
fn subject_prefixes_tags_and_stars_are_stripped() {
    assert_eq!(clean_subject("Re: yinsh move 1"), "yinsh move 1");
    assert_eq!(
        clean_subject("RE:Fwd: re:  FW:yinsh  show 101"),
        "yinsh show 101"
    );
    assert_eq!(clean_subject("AW: SV: Aw:help"), "help");
    assert_eq!(clean_subject("[games] Re: [games] list"), "list");
    assert_eq!(clean_subject("Re[2]: Re^3: list"), "list");
    assert_eq!(
        clean_subject("** Re: yinsh ** show 101 **"),
        "yinsh show 101"
    );
    assert_eq!(
        clean_subject("  yinsh\tmove   101 a pw e5 "),
        "yinsh move 101 a pw e5"
    );
    // Words that merely begin like a prefix stay.
    assert_eq!(clean_subject("Reply: list"), "Reply: list");
    assert_eq!(clean_subject("Rerun list"), "Rerun list");
    assert_eq!(clean_subject("[unclosed list"), "[unclosed list");
    assert_eq!(
        clean_subject("yinsh move 101 a pw *"),
        "yinsh move 101 a pw *"
    );
    assert_eq!(clean_subject(""), "");
    assert_eq!(clean_subject("Re: "), "");
}

#[test]
fn command_starts() {
    let starts = |s: &str| is_command_start(&s.split_whitespace().collect::<Vec<_>>(), &GAMES);
    assert!(starts("help"));
    assert!(starts("HELP yinsh"));
    assert!(starts("List"));
    assert!(starts("signup alice pw"));
    for sub in GAME_SUBCOMMANDS {
        assert!(starts(&format!("yinsh {sub}")), "{sub}");
        assert!(starts(&format!("RIN {}", sub.to_uppercase())), "{sub}");
    }
    assert!(!starts("yinsh Board 101 bob"));
    assert!(!starts("New yinsh Board 101 alice"));
    assert!(!starts("yinsh Board 101 Error"));
    assert!(!starts("yinsh"));
    assert!(!starts("chess move e4"));
    assert!(!starts("helpme"));
    assert!(!starts(""));
    assert!(!starts("All done, thanks"));
    assert!(starts("all show alice"));
    assert!(!starts("Change of plans"));
    assert!(starts("change password alice a b"));
    assert!(starts("change subjects alice pw board"));
    assert!(!starts("multiple choice"));
    assert!(starts("multiple"));
    assert!(is_command_word("Yinsh", &GAMES));
    assert!(is_command_word("SIGNUP", &GAMES));
    assert!(!is_command_word("board", &GAMES));
}

#[test]
fn subject_command_takes_the_body_as_comment() {
    let parsed = parse(&mail(
        "",
        "Re: [games] yinsh move 101 alice pw e5",
        "\n\nGood luck!\n\nyinsh resign 101 alice pw\n\n-- \nAlice\n",
    ));
    assert_eq!(
        parsed.commands,
        vec![CommandLine {
            text: "yinsh move 101 alice pw e5".into(),
            // A line that repeats a command is never a comment.
            comment: "Good luck!".into(),
            from_subject: true,
        }]
    );
    assert_eq!(parsed.subject, "Re: [games] yinsh move 101 alice pw e5");
}

#[test]
fn body_commands_collect_the_lines_below_them() {
    let parsed = parse(&mail(
        "",
        "my moves",
        "Hello server,\n\n  YINSH   move 101 alice pw e5  \nfirst comment\n\n  indented\n\n\
         rin show 102\nhelp\nlist\nline for list\n",
    ));
    let got: Vec<(&str, &str, bool)> = parsed
        .commands
        .iter()
        .map(|c| (c.text.as_str(), c.comment.as_str(), c.from_subject))
        .collect();
    assert_eq!(
        got,
        vec![
            (
                "YINSH move 101 alice pw e5",
                "first comment\n\n  indented",
                false
            ),
            ("rin show 102", "", false),
            ("help", "", false),
            ("list", "line for list", false),
        ]
    );
    assert!(parsed.extra_commands.is_empty());
}

#[test]
fn reading_stops_at_signatures_and_quotes() {
    let cases = [
        "list\n-- \nyinsh show 1\n",
        "list\n--\nyinsh show 1\n",
        "list\n> yinsh show 1\n",
        "list\n   > yinsh show 1\n",
        "list\nOn Mon, 3 Mar 2025, Bob <bob@example.org> wrote:\nyinsh show 1\n",
        "list\nOn Mon, 3 Mar 2025 at 10:00, Games Server\n<games@localhost> wrote:\nyinsh show 1\n",
        "list\n-----Original Message-----\nyinsh show 1\n",
        "list\n---------- Forwarded message ---------\nyinsh show 1\n",
        "list\nBegin forwarded message:\nyinsh show 1\n",
        "list\nOriginal message follows:\nyinsh show 1\n",
    ];
    for body in cases {
        let parsed = parse(&mail("", "moves", body));
        assert_eq!(texts(&parsed), ["list"], "{body:?}");
        assert_eq!(parsed.commands[0].comment, "", "{body:?}");
    }
    // Not stops: dashes with text, a line starting "On" that is no header.
    let parsed = parse(&mail(
        "",
        "moves",
        "list\n-- and more\nOn second thought\nyinsh show 1\n",
    ));
    assert_eq!(texts(&parsed), ["list", "yinsh show 1"]);
    assert_eq!(parsed.commands[0].comment, "-- and more\nOn second thought");
}

#[test]
fn at_most_twenty_commands() {
    let body: String = (1..=23)
        .map(|n| format!("yinsh show {n}\ncomment {n}\n"))
        .collect();
    let parsed = parse(&mail("", "many", &body));
    assert_eq!(parsed.commands.len(), MAX_COMMANDS);
    assert_eq!(parsed.commands[19].text, "yinsh show 20");
    assert_eq!(parsed.commands[19].comment, "comment 20");
    assert_eq!(
        parsed.extra_commands,
        ["yinsh show 21", "yinsh show 22", "yinsh show 23"]
    );
}

#[test]
fn headers_are_read() {
    let parsed = parse(
        "From: \"Alice A.\" <Alice@Example.ORG>\nSender: other@example.org\n\
         Subject: =?UTF-8?Q?yinsh_show_101_=E2=80=94_please?=\n\
         Message-ID:  <abc.123@example.org> \nIn-Reply-To: <p2@example.org>\n\
         References: <p1@example.org>\n  <p2@example.org>\n\nhi\n",
    );
    assert_eq!(parsed.from.as_deref(), Some("alice@example.org"));
    assert_eq!(parsed.message_id.as_deref(), Some("abc.123@example.org"));
    assert_eq!(parsed.subject, "yinsh show 101 \u{2014} please");
    assert_eq!(parsed.references, ["p1@example.org", "p2@example.org"]);
    assert_eq!(parsed.in_reply_to.as_deref(), Some("p2@example.org"));
    assert_eq!(parsed.text, "hi\n");
    assert!(parsed.no_reply.is_none());
    assert_eq!(texts(&parsed), ["yinsh show 101 \u{2014} please"]);
}

#[test]
fn header_values_that_go_back_out_are_clean() {
    let parsed = parse(
        "From: alice@example.org\nSubject: =?UTF-8?Q?list=0D=0ABcc:_x@y?=\n\
         Message-ID: <a b@example.org>\nReferences: <ok@x> <also\tbad@x>\n\nx\n",
    );
    assert_eq!(parsed.subject, "list  Bcc: x@y");
    assert_eq!(parsed.commands[0].text, "list Bcc: x@y");
    assert_eq!(parsed.message_id, None);
    assert_eq!(parsed.references, ["ok@x"]);
}

#[test]
fn folded_subject_is_unfolded() {
    let parsed = parse(&mail("", "yinsh move 101\n alice pw e5", ""));
    assert_eq!(texts(&parsed), ["yinsh move 101 alice pw e5"]);
}

#[test]
fn sender_is_from_only() {
    let raw = "Sender: alice@example.org\nReply-To: alice@example.org\nSubject: list\n\nx\n";
    let parsed = parse(raw);
    assert_eq!(parsed.from, None);
    assert!(parsed.no_reply.unwrap().contains("From"));
    assert!(parsed.commands.is_empty());
    let parsed = parse("From: Alice\nSubject: list\n\nx\n");
    assert_eq!(parsed.from, None, "a display name is no address");
}

fn reason(headers: &str) -> Option<String> {
    parse(&mail(headers, "list", "yinsh show 101\n")).no_reply
}

#[test]
fn loop_protection() {
    assert_eq!(reason(""), None);
    assert_eq!(reason("Auto-Submitted: no\n"), None);
    assert_eq!(reason("Auto-Submitted: No (a person)\n"), None);
    assert_eq!(reason("Precedence: first-class\n"), None);
    assert_eq!(reason("Return-Path: <alice@example.org>\n"), None);

    let found = |headers: &str, word: &str| {
        let why = reason(headers).unwrap_or_else(|| panic!("{headers:?} is answered"));
        assert!(why.contains(word), "{headers:?}: {why:?} lacks {word:?}");
    };
    found("Auto-Submitted: auto-replied\n", "auto-replied");
    found(
        "auto-submitted: Auto-Generated; owner-email=x@y\n",
        "Auto-Generated",
    );
    found("Auto-Submitted:\n", "Auto-Submitted");
    found("Precedence: bulk\n", "bulk");
    found("PRECEDENCE: Junk\n", "junk");
    found("Precedence: list\n", "list");
    found("List-Id: Game players <players.example.org>\n", "List-Id");
    found("Return-Path: <>\n", "return path");
    found("Return-Path:   < >\n", "return path");
    found("Return-Path: <MAILER-DAEMON@example.org>\n", "mail system");

    let from = |address: &str| {
        let raw = format!("From: {address}\nSubject: list\n\nx\n");
        parse_mail(raw.as_bytes(), "Games@LocalHost", &GAMES).unwrap()
    };
    for daemon in [
        "MAILER-DAEMON@example.org",
        "Mail Delivery <postmaster@example.org>",
        "owner-players@example.org",
        "players-request@example.org",
    ] {
        let parsed = from(daemon);
        assert!(parsed.no_reply.unwrap().contains("mail system"), "{daemon}");
        assert!(parsed.commands.is_empty());
    }
    let parsed = from("Game Server <GAMES@localhost>");
    assert!(parsed.no_reply.unwrap().contains("own address"));
    assert!(from("bob@example.org").no_reply.is_none());
}

#[test]
fn autoresponders_reports_and_loops_are_not_answered() {
    let found = |headers: &str, word: &str| {
        let why = reason(headers).unwrap_or_else(|| panic!("{headers:?} is answered"));
        assert!(why.contains(word), "{headers:?}: {why:?} lacks {word:?}");
    };
    found("X-Autoreply: yes\n", "X-Autoreply");
    found("x-autoreply: no\n", "X-Autoreply");
    found("X-Autoreply:\n", "X-Autoreply");
    found("X-Autorespond: Vacation\n", "X-Autorespond");
    found("Precedence: auto_reply\n", "auto_reply");
    found("PRECEDENCE: Auto_Reply\n", "auto_reply");
    found("X-Loop: games@localhost\n", "X-Loop");
    found("X-Loop:\n", "X-Loop");
    assert_eq!(reason("X-Mailer: Autoreply 2000\n"), None);
    assert_eq!(reason("Precedence: auto\n"), None);

    // A read or delivery report from a person's address, quoting the
    // mail it reports on.
    let report = "From: bob@example.org\nSubject: Read: yinsh move 101\n\
        Message-ID: <mdn.1@example.org>\nMIME-Version: 1.0\n\
        Content-Type: multipart/report; report-type=disposition-notification;\n\
        \tboundary=\"r1\"\n\n--r1\nContent-Type: text/plain\n\n\
        yinsh resign 101 bob pw\n--r1\n\
        Content-Type: message/disposition-notification\n\n\
        Final-Recipient: rfc822;bob@example.org\n--r1--\n";
    let parsed = parse(report);
    let why = parsed.no_reply.expect("a report is not answered");
    assert!(why.contains("multipart/report"), "{why}");
    assert!(why.contains("disposition-notification"), "{why}");
    assert!(parsed.commands.is_empty());
    let mixed = report.replace("multipart/report", "multipart/mixed");
    assert_eq!(parse(&mixed).no_reply, None);
}

#[test]
fn unanswerable_from_addresses() {
    let from = |address: &str| {
        let raw = format!("From: {address}\nSubject: list\nMessage-ID: <m@x>\n\nx\n");
        parse_mail(raw.as_bytes(), OWN, &GAMES).unwrap()
    };
    for bad in [
        "<\"a,b\"@evil.org>",
        "\"a,b\"@evil.org",
        "Eve <\"eve smith\"@evil.org>",
        "<b\u{e9}b@example.org>",
        "<bob@ex\u{e4}mple.org>",
        "<bob@[127.0.0.1]>",
    ] {
        let parsed = from(bad);
        assert_eq!(parsed.from, None, "{bad}");
        let why = parsed
            .no_reply
            .unwrap_or_else(|| panic!("{bad} is answered"));
        assert!(
            why.contains("From") && why.contains("cannot be answered"),
            "{bad}: {why}"
        );
        assert!(parsed.commands.is_empty());
        assert_eq!(parsed.message_id.as_deref(), Some("m@x"), "still recorded");
    }
    let long = format!("<{}@example.org>", "a".repeat(250));
    assert_eq!(from(&long).from, None);
    let parsed = from("Bob <Bob.Baker+games@Example.ORG>");
    assert_eq!(parsed.from.as_deref(), Some("bob.baker+games@example.org"));
    assert_eq!(parsed.no_reply, None);
}

#[test]
fn message_ids_that_cannot_go_back_out_are_dropped() {
    let ids = |id: &str| {
        let raw = format!(
            "From: a@b.c\nSubject: list\nMessage-ID: {id}\nIn-Reply-To: {id}\n\
             References: <ok@x> {id}\n\nx\n"
        );
        parse(&raw)
    };
    let limit = format!("<{}@x.org>", "i".repeat(244));
    let parsed = ids(&limit);
    assert_eq!(parsed.message_id.as_deref().map(str::len), Some(250));
    assert_eq!(parsed.references.len(), 2);
    for bad in [
        format!("<{}@x.org>", "i".repeat(245)),
        "<caf\u{e9}@example.org>".to_string(),
        "<a<b@x>".to_string(),
    ] {
        let parsed = ids(&bad);
        assert_eq!(parsed.message_id, None, "{bad}");
        assert_eq!(parsed.in_reply_to, None, "{bad}");
        assert_eq!(parsed.references, ["ok@x"], "{bad}");
    }
}

#[test]
fn no_reply_mail_has_no_commands() {
    let parsed = parse(&mail(
        "Auto-Submitted: auto-replied\n",
        "list",
        "yinsh show 1\n",
    ));
    assert!(parsed.commands.is_empty());
    assert!(parsed.extra_commands.is_empty());
    assert_eq!(parsed.text, "yinsh show 1\n");
}

#[test]
fn html_blocks_and_quotes() {
    let html = "<html><head><title>list</title><style>p {}</style></head><body>\
        <div>yinsh move 101 alice pw e5</div><div>Tom &amp; Jerry&nbsp;say hi</div>\
        <p>rin show 102<br/>help yinsh</p>\
        <div class=\"gmail_quote\"><blockquote>yinsh resign 101 alice pw</blockquote></div>\
        </body></html>";
    let text = html_as_text(html);
    let parsed = read_commands("x", &own_text(&text, &SentText::none()), &GAMES).0;
    let got: Vec<(&str, &str)> = parsed
        .iter()
        .map(|c| (c.text.as_str(), c.comment.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            ("yinsh move 101 alice pw e5", "Tom & Jerry\u{a0}say hi"),
            ("rin show 102", ""),
            ("help yinsh", ""),
        ],
        "{text:?}"
    );
    assert!(text.contains("yinsh resign"), "the quote stays in the text");

    // One line per <div>, blank lines only where the writer made one.
    assert_eq!(
        html_as_text("<div>a</div><div><br></div><div> b <div>c</div></div>d<ul><li>e</li></ul>"),
        "a\n\nb\nc\nd\ne"
    );
    assert_eq!(
        html_as_text("<p>a</p><p>b<br>c</p>\n\n<p>&lt;d&gt;</p>"),
        "a\n\nb\nc\n\n<d>"
    );
    assert_eq!(html_as_text("x<blockquote>y</blockquote>"), "x\n>\ny");
    assert_eq!(html_as_text("\u{e000}a\u{e000}b"), "ab");
}

#[test]
fn multipart_alternative_prefers_plain() {
    let raw = "From: alice@example.org\nSubject: moves\nMIME-Version: 1.0\n\
        Content-Type: multipart/alternative; boundary=\"b1\"\n\n\
        --b1\nContent-Type: text/html\n\n<p>yinsh show 7</p>\n\
        --b1\nContent-Type: text/plain\n\nyinsh show 8\n\
        --b1--\n";
    assert_eq!(texts(&parse(raw)), ["yinsh show 8"]);
}

#[test]
fn attachments_are_ignored() {
    let raw = "From: alice@example.org\nSubject: moves\nMIME-Version: 1.0\n\
        Content-Type: multipart/mixed; boundary=\"b1\"\n\n\
        --b1\nContent-Type: text/plain\n\nyinsh show 8\n\
        --b1\nContent-Type: text/plain; name=\"game.txt\"\n\
        Content-Disposition: attachment; filename=\"game.txt\"\n\nlist\n\
        --b1--\n";
    let parsed = parse(raw);
    assert_eq!(texts(&parsed), ["yinsh show 8"]);
    assert!(!parsed.text.contains("list"));
}

#[test]
fn base64_and_windows_1252() {
    // "Très bien" in windows-1252, then a command, base64-encoded.
    let raw = "From: alice@example.org\nSubject: moves\nMIME-Version: 1.0\n\
        Content-Type: text/plain; charset=windows-1252\n\
        Content-Transfer-Encoding: base64\n\nVHLocyBiaWVuIIAKbGlzdAo=\n";
    let parsed = parse(raw);
    assert_eq!(parsed.text, "Tr\u{e8}s bien \u{20ac}\nlist\n");
    assert_eq!(texts(&parsed), ["list"]);
}

#[test]
fn crlf_and_lf_read_alike() {
    let lf = mail(
        "References: <a@x>\n <b@x>\n",
        "Re: status",
        "yinsh move 101 alice pw e5\ncomment\n\n> quoted\n",
    );
    let crlf = lf.replace('\n', "\r\n");
    assert_eq!(parse(&lf), parse(&crlf));
    assert_eq!(parse(&crlf).commands[0].comment, "comment");
}

#[test]
fn not_a_mail() {
    for raw in [&b""[..], b"\n\r\n  ", b"no header here\n\njust text\n"] {
        assert!(
            matches!(parse_mail(raw, OWN, &GAMES), Err(MailError::NotAMail(_))),
            "{raw:?}"
        );
    }
}

#[test]
fn garbage_never_panics() {
    // A deterministic stream of awkward bytes: MIME punctuation, high
    // bytes, CR and LF.
    let alphabet: &[u8] =
        b"\x00\xff\xc3\xa9\r\n\n:;<>=?-- \t\"'boundary=multipart/mixed;charset=QBq";
    let mut state: u32 = 12345;
    for length in [1, 7, 64, 500, 4000] {
        for _ in 0..40 {
            let bytes: Vec<u8> = (0..length)
                .map(|_| {
                    state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    alphabet[(state >> 16) as usize % alphabet.len()]
                })
                .collect();
            if let Ok(parsed) = parse_mail(&bytes, OWN, &GAMES) {
                assert!(parsed.commands.len() <= MAX_COMMANDS);
            }
        }
    }
    // Headers that claim a structure the body does not have.
    let raw = "From: a@b.c\nContent-Type: multipart/mixed; boundary=x\n\n--x\n\
        Content-Type: message/rfc822\n\nContent-Type: multipart/alternative; boundary=y\n\n--y\n";
    let _ = parse_mail(raw.as_bytes(), OWN, &GAMES);
}

#[test]
fn the_language_a_mail_asks_for_is_read_from_its_headers() {
    let fr = crate::language::Language::from_code("fr").expect("French");
    let en = crate::language::Language::ENGLISH;
    assert_eq!(parse(&mail("", "help", "")).language, en);
    assert_eq!(
        parse(&mail("Content-Language: fr\n", "help", "")).language,
        fr
    );
    assert_eq!(
        parse(&mail(
            "Accept-Language: fr-FR,fr;q=0.9,en;q=0.8\n",
            "help",
            ""
        ))
        .language,
        fr
    );
    assert_eq!(
        parse(&mail(
            "Content-Language: en-US\nAccept-Language: fr\n",
            "help",
            ""
        ))
        .language,
        en
    );
    assert_eq!(
        parse(&mail("Content-Language: de\n", "help", "")).language,
        en
    );
}

#[test]
fn inline_tags_keep_the_space_after_them() {
    let html = "<div>h8</div><div><b>Nice</b> move indeed</div><div>I <a href='x'>bob</a> played</div>\
        <p><span>Word</span> <span>spans</span> here</p><div> <b>Nice</b>  move</div>";
    assert_eq!(
        html_as_text(html),
        "h8\nNice move indeed\nI bob played\nWord spans here\n\nNice move"
    );
}

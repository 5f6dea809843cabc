//! The mails [`super::build`] writes, read back with mail-parser.

use super::*;
use crate::mail::reply_headers::MAX_LINE;
use mail_parser::{MessageParser, MimeHeaders};

fn draft(body: &str) -> Draft {
    Draft {
        to: "bob@example.org".into(),
        subject: "yinsh Board 101 bob".into(),
        body: body.into(),
        in_reply_to: Some("<m1@example.org>".into()),
        references: vec!["<game-101@games.org>".into(), "<m1@example.org>".into()],
        reply_to: None,
        ..Default::default()
    }
}

fn built(d: &Draft) -> String {
    let written = build("games@games.org", "<r1@games.org>", d).unwrap();
    assert!(written.later.is_none());
    String::from_utf8(written.raw).unwrap()
}

/// ASCII, every line ends with CRLF, no line is longer than 998 octets,
/// and it parses.
fn assert_well_formed(text: &str) {
    assert!(text.is_ascii());
    assert!(text.ends_with("\r\n"));
    for (i, line) in text.split_terminator("\r\n").enumerate() {
        assert!(!line.contains(['\r', '\n']), "bare line end in line {i}");
        assert!(line.len() <= MAX_LINE, "line {i} has {} octets", line.len());
    }
    assert!(MessageParser::default().parse(text.as_bytes()).is_some());
}

fn head(text: &str) -> &str {
    text.split_once("\r\n\r\n").unwrap().0
}

fn text_of(text: &str) -> String {
    let m = MessageParser::default().parse(text.as_bytes()).unwrap();
    m.body_text(0).unwrap().into_owned()
}

#[test]
fn built_reply_has_threading_headers() {
    let text = built(&draft("line one\nline two\n"));
    assert_well_formed(&text);
    let head = head(&text);
    for line in [
        "From: <games@games.org>",
        "To: <bob@example.org>",
        "Subject: yinsh Board 101 bob",
        "Message-ID: <r1@games.org>",
        "In-Reply-To: <m1@example.org>",
        "References: <game-101@games.org> <m1@example.org>",
        "Auto-Submitted: auto-replied",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=\"utf-8\"",
        "Content-Transfer-Encoding: 7bit",
    ] {
        assert!(head.split("\r\n").any(|l| l == line), "{line}: {head}");
    }
    assert!(!head.contains("\nReply-To"));
    assert!(text.ends_with("\r\n\r\nline one\r\nline two\r\n"));
    let m = MessageParser::default().parse(text.as_bytes()).unwrap();
    assert_eq!(m.subject(), Some("yinsh Board 101 bob"));
    assert_eq!(m.message_id(), Some("r1@games.org"));
    assert_eq!(m.in_reply_to().as_text(), Some("m1@example.org"));
    assert_eq!(m.body_text(0).unwrap(), "line one\r\nline two\r\n");
    assert!(m.date().is_some());
}

#[test]
fn plain_mail_is_not_marked_automatic_nor_cut() {
    let raw = build_plain("alice@x.org", "games@y.org", "list", "hi", "x.org").unwrap();
    let text = String::from_utf8(raw).unwrap();
    assert!(!text.contains("Auto-Submitted"));
    assert!(!text.contains("In-Reply-To") && !text.contains("References"));
    assert!(text.contains("Message-ID: <inject."), "{text}");
    assert!(text.ends_with("\r\n\r\nhi\r\n"));
    assert_well_formed(&text);
    let body = "a line of a long mail\n".repeat(10_000);
    let raw = build_plain("alice@x.org", "games@y.org", "list", &body, "x.org").unwrap();
    let text = String::from_utf8(raw).unwrap();
    assert_well_formed(&text);
    assert_eq!(text_of(&text), body.replace('\n', "\r\n"));
}

#[test]
fn unwritable_senders_recipients_and_ids_are_refused() {
    for bad in ["a,b@evil.org", "bob\r\nBcc: x@y@example.org", "<bob@x.org>"] {
        let d = Draft {
            to: bad.into(),
            ..draft("x")
        };
        assert!(build("games@games.org", "<r1@x>", &d).is_err(), "{bad:?}");
    }
    assert!(build("not an address", "<r1@x>", &draft("x")).is_err());
    assert!(build("games@games.org", "r1@x", &draft("x")).is_err());
    assert!(build("games@games.org", "<r 1@x>", &draft("x")).is_err());
    assert!(build("games@games.org", "<r1@x>\r\nBcc: <e@x>", &draft("x")).is_err());
}

#[test]
fn subjects_are_encoded_cut_and_folded() {
    let long_ascii = "word ".repeat(60);
    let long_utf8 = "\u{00e9}t\u{00e9} \u{2014} \u{1f600} ".repeat(30);
    for subject in [
        "Re: tr\u{e8}s bien".to_string(),
        "=?utf-8?Q?not_an_encoded_word?=".to_string(),
        "Re: a =?utf-8?B?Zm9v?= \u{e9} =?x".to_string(),
        "a\r\nBcc: x@y\tz".to_string(),
        long_ascii.clone(),
        long_utf8.clone(),
        "x".repeat(500),
        "double  spaced  words".to_string(),
        format!("{}=?{}", "=?".repeat(150), "y ".repeat(40)),
        String::new(),
    ] {
        let d = Draft {
            subject: subject.clone(),
            ..draft("x\n")
        };
        let text = built(&d);
        assert_well_formed(&text);
        let head = head(&text);
        assert!(!head.contains("\r\nBcc:"), "{head}");
        for line in head.split("\r\n") {
            let value = line.trim_start();
            let value = value.split_once(": ").map_or(value, |(_, v)| v);
            assert!(
                line.len() <= 78 || !value.contains(' '),
                "could have been folded: {line:?}"
            );
        }
        let m = MessageParser::default().parse(text.as_bytes()).unwrap();
        let clean: String = subject
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        let want = if clean.chars().count() > MAX_SUBJECT_CHARS {
            let cut: String = clean.chars().take(MAX_SUBJECT_CHARS - 3).collect();
            format!("{cut}...")
        } else {
            clean
        };
        assert_eq!(m.subject().unwrap_or_default(), want.trim(), "{head}");
    }
    let text = built(&Draft {
        subject: "Re: tr\u{e8}s bien".into(),
        ..draft("x\n")
    });
    assert!(text.contains("Subject: =?utf-8?"), "{text}");
}

#[test]
fn unwritable_ids_are_left_out() {
    let long = format!("<{}@x.org>", "L".repeat(MAX_ID_CHARS));
    let fine = format!("<{}@x.org>", "i".repeat(MAX_ID_CHARS - 6));
    let d = Draft {
        in_reply_to: Some("<caf\u{e9}@example.org>".into()),
        references: vec![
            "<caf\u{e9}@example.org>".into(),
            long.clone(),
            "<a b@x>".into(),
            "<a<b@x>".into(),
            "<a\r\nBcc: e@x>".into(),
            fine.clone(),
            "bare@x".into(),
        ],
        ..draft("x\n")
    };
    let text = built(&d);
    assert_well_formed(&text);
    assert!(!text.contains("In-Reply-To"), "{text}");
    assert!(!text.contains("=?") && !text.contains("Bcc"), "{text}");
    assert!(!text.contains(&long[1..20]));
    let m = MessageParser::default().parse(text.as_bytes()).unwrap();
    let refs: Vec<&str> = m
        .references()
        .as_text_list()
        .unwrap()
        .iter()
        .map(|r| r.as_ref())
        .collect();
    assert_eq!(refs, [&fine[1..fine.len() - 1], "bare@x"]);
}

#[test]
fn a_long_references_list_keeps_the_first_and_last_ids() {
    let ids: Vec<String> = (0..1000)
        .map(|i| format!("<id{i:04}@example.org>"))
        .collect();
    let text = built(&Draft {
        references: ids.clone(),
        ..draft("x\n")
    });
    assert_well_formed(&text);
    let m = MessageParser::default().parse(text.as_bytes()).unwrap();
    let refs: Vec<String> = m
        .references()
        .as_text_list()
        .unwrap()
        .iter()
        .map(|r| format!("<{r}>"))
        .collect();
    assert_eq!(refs[0], ids[0]);
    assert!(refs.len() > 30 && refs.len() < 60, "{}", refs.len());
    assert_eq!(refs[1..], ids[ids.len() + 1 - refs.len()..]);
    // Unfolded, the header fits on one line.
    let unfolded = refs.join(" ");
    assert!("References: ".len() + unfolded.len() <= MAX_LINE);
}

#[test]
fn any_body_reads_back_the_same() {
    let long_line = format!("{}\n", "x".repeat(MAX_LINE + 1));
    let bodies = [
        format!(
            "caf\u{e9} = caf\u{e9}\ntrailing space \n{}\n.\nFrom here\n\tx\u{7}\n\nend\n",
            "long line ".repeat(200)
        ),
        format!("{}\n", "x".repeat(MAX_LINE)),
        long_line,
        "=?utf-8?Q?x?= =_ --\n".to_string(),
        "\u{1f600}\u{e9}\n".repeat(300),
        "a\r\nb\rc\n\nd".to_string(),
        "nul \0 and bell \u{7}\n".to_string(),
        "=".repeat(3000),
    ];
    for body in bodies {
        let text = built(&draft(&body));
        assert_well_formed(&text);
        if text.contains("quoted-printable") {
            for line in text.split("\r\n").skip_while(|l| !l.is_empty()) {
                assert!(line.len() <= 76, "{line:?}");
            }
        } else {
            assert!(text.contains("Content-Transfer-Encoding: 7bit\r\n"));
        }
        let want = body.replace("\r\n", "\n").replace('\r', "\n");
        let want = format!("{}\n", want.strip_suffix('\n').unwrap_or(&want));
        assert_eq!(text_of(&text), want.replace('\n', "\r\n"));
    }
    // Exactly 998 octets stays 7bit, 999 does not.
    let text = built(&draft(&format!("{}\n", "x".repeat(MAX_LINE))));
    assert!(text.contains("Content-Transfer-Encoding: 7bit\r\n"));
    let text = built(&draft(&format!("{}\n", "x".repeat(MAX_LINE + 1))));
    assert!(text.contains("Content-Transfer-Encoding: quoted-printable\r\n"));
    // An empty body is an empty body.
    let text = built(&draft(""));
    assert!(text.ends_with("\r\n\r\n"), "{text:?}");
    assert_eq!(text_of(&text), "");
}

#[test]
fn text_parts_are_never_base64() {
    // Text mostly not ASCII, with a token: legible in the raw mail, where
    // it is masked once the mail is sent.
    let body = format!(
        "{}\n\nconfirm k3v9x2m7q8w1z5t4r6y0\n",
        "\u{41f}\u{440}\u{438}\u{432}\u{435}\u{442} \u{4e16}\u{754c}\n".repeat(100)
    );
    let mut d = board_draft(&body, &body.replace('\n', "<br>\n"), vec![1, 2, 3]);
    d.reply_to = Some("games+confirm-k3v9x2m7q8w1z5t4r6y0@games.org".into());
    let text = built(&d);
    assert_well_formed(&text);
    let base64 = text.matches("Content-Transfer-Encoding: base64").count();
    assert_eq!(base64, 1, "the picture only");
    assert_eq!(text.matches("quoted-printable").count(), 2, "{text}");
    assert_eq!(text.matches("confirm k3v9x2m7q8w1z5t4r6y0").count(), 2);
    let masked = String::from_utf8(crate::tokens::mask_tokens(text.as_bytes())).unwrap();
    assert!(!masked.contains("k3v9x2m7q8w1z5t4r6y0"));
    let m = MessageParser::default().parse(text.as_bytes()).unwrap();
    assert_eq!(m.body_text(0).unwrap(), body.replace('\n', "\r\n"));
}

#[test]
fn many_lines_build_with_crlf() {
    let body = "\n".repeat(65_000);
    let text = built(&draft(&body));
    assert_well_formed(&text);
    assert_eq!(
        text.split_once("\r\n\r\n").unwrap().1,
        "\r\n".repeat(65_000)
    );
}

#[test]
fn long_bodies_are_cut() {
    let body = "yinsh show 101: a line of a long reply\n".repeat(65_000);
    let text = built(&draft(&body));
    assert_well_formed(&text);
    let got = text_of(&text).replace("\r\n", "\n");
    assert!(got.len() <= MAX_REPLY_BYTES, "{}", got.len());
    assert!(got.ends_with(&format!(
        "reply\n{}\n",
        cut_notice(crate::language::Language::ENGLISH)
    )));
    assert!(text.len() < MAX_REPLY_BYTES + 4096, "{}", text.len());
}

fn board_draft(body: &str, html: &str, png: Vec<u8>) -> Draft {
    Draft {
        html: Some(html.into()),
        inline_png: Some(InlineImage {
            content_id: "board-101-3@games.org".into(),
            size: (520, 567),
            png: InlinePng::Ready(Arc::new(png)),
        }),
        ..draft(body)
    }
}

#[test]
fn a_picture_drawn_later_goes_where_it_belongs() {
    let png: Vec<u8> = (0..=255u8).cycle().take(3000).collect();
    for reply_to in [None, Some("games+play-ABCDEFGHJKMNPQRSTVWX@games.org")] {
        let mut ready = board_draft("x\n", "<p>x</p>\n", png.clone());
        ready.reply_to = reply_to.map(str::to_string);
        let mut later = ready.clone();
        let recipe = Arc::new(b"recipe".to_vec());
        later.inline_png.as_mut().unwrap().png = InlinePng::Later(recipe.clone());
        let now = build("games@games.org", "<r1@games.org>", &ready).unwrap();
        let then = build("games@games.org", "<r1@games.org>", &later).unwrap();
        let slot = then.later.expect("the picture is to be drawn");
        assert_eq!(slot.recipe, recipe);
        // Without the picture the part is empty: the mail still parses.
        let m = MessageParser::default().parse(&then.raw).unwrap();
        assert_eq!(m.attachment(0).unwrap().contents(), b"");
        let put = with_picture(&then.raw, slot.at, &png);
        // Written a moment apart: equal but for the Date line.
        let undated = |raw: &[u8]| -> String {
            String::from_utf8_lossy(raw)
                .lines()
                .filter(|l| !l.starts_with("Date: "))
                .collect()
        };
        assert_eq!(undated(&put), undated(&now.raw));
        let m = MessageParser::default().parse(&put).unwrap();
        assert_eq!(m.attachment(0).unwrap().contents(), png.as_slice());
    }
}

#[test]
fn a_draft_with_html_and_a_picture_is_multipart() {
    let png: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
    let html =
        "<html><body><p>caf\u{e9}</p><img src=\"cid:board-101-3@games.org\"></body></html>\n";
    let text = built(&board_draft("Summary\nline two\n", html, png.clone()));
    assert_well_formed(&text);
    let head = head(&text);
    assert!(head.contains("MIME-Version: 1.0\r\n"));
    assert!(head.contains("Content-Type: multipart/alternative;"));
    assert!(head.contains("Auto-Submitted: auto-replied\r\n"));
    assert!(text.contains("Content-ID: <board-101-3@games.org>\r\n"));
    assert!(text.contains("Content-Disposition: inline\r\n"));
    assert!(
        !text.contains("filename"),
        "no file name: clients would list it"
    );
    let m = MessageParser::default().parse(text.as_bytes()).unwrap();
    assert_eq!(m.body_text(0).unwrap(), "Summary\r\nline two\r\n");
    assert_eq!(m.body_html(0).unwrap().replace("\r\n", "\n"), html);
    let pic = m.attachment(0).expect("the picture");
    assert_eq!(pic.contents(), png.as_slice());
    let ct = pic.content_type().unwrap();
    assert_eq!((ct.ctype(), ct.subtype()), ("image", Some("png")));
    // Base64 lines of 76 characters.
    let b64 = text
        .split_once("Content-Disposition: inline\r\n")
        .unwrap()
        .1;
    let b64 = b64.split_once("\r\n\r\n").unwrap().1;
    let lines: Vec<&str> = b64
        .split("\r\n")
        .take_while(|l| !l.is_empty() && !l.starts_with("--"))
        .collect();
    assert_eq!(lines.len(), 5000usize.div_ceil(57));
    assert!(lines[..lines.len() - 1].iter().all(|l| l.len() == 76));
}

#[test]
fn no_part_holds_a_boundary() {
    let first = built(&board_draft("x\n", "<p>x</p>\n", vec![1, 2, 3]));
    let boundary = first
        .split_once("boundary=\"")
        .unwrap()
        .1
        .split_once('"')
        .unwrap()
        .0;
    assert!(boundary.starts_with("=_alt."), "{boundary}");
    let tag = &boundary["=_alt.".len()..];
    let body = format!("--=_alt.{tag}\n--=_rel.{tag}--\n");
    let text = built(&board_draft(&body, "<p>x</p>\n", vec![1, 2, 3]));
    assert!(!head(&text).contains(tag), "{text}");
    assert_eq!(text.matches(tag).count(), 2, "in the text part only");
    let m = MessageParser::default().parse(text.as_bytes()).unwrap();
    assert_eq!(m.body_text(0).unwrap(), body.replace('\n', "\r\n"));
    assert_eq!(m.attachment(0).unwrap().contents(), [1, 2, 3]);
}

#[test]
fn too_large_parts_are_left_out() {
    // A picture too large: HTML without it, no multipart/related.
    let big = vec![0u8; MAX_PICTURE_BYTES + 1];
    let text = built(&board_draft("x\n", "<p>x</p>\n", big));
    assert!(text.contains("multipart/alternative") && !text.contains("multipart/related"));
    assert!(!text.contains("image/png"));
    // HTML too large: the text alone.
    let html = "<p>x</p>\n".repeat(MAX_HTML_BYTES / 8);
    let text = built(&board_draft("x\n", &html, vec![1, 2, 3]));
    assert!(!text.contains("multipart") && !text.contains("image/png"));
    assert!(text.ends_with("\r\n\r\nx\r\n"));
}

#[test]
fn reply_to_is_written_when_it_can_be() {
    let long = format!("games+confirm-{}@games.org", "a".repeat(80));
    for ok in ["games+confirm-abc@games.org", long.as_str()] {
        let d = Draft {
            reply_to: Some(ok.into()),
            ..draft("x\n")
        };
        // On one line: the token in it is found there (see
        // `reply_play::set_aside`).
        assert!(built(&d).contains(&format!("\r\nReply-To: <{ok}>\r\n")));
    }
    let d = Draft {
        reply_to: Some("a,b@games.org".into()),
        ..draft("x\n")
    };
    assert!(!built(&d).contains("\r\nReply-To:"));
    assert!(!built(&draft("x\n")).contains("\r\nReply-To:"));
}

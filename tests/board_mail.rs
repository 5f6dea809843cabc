//! Board mails as MIME: every reply of a short game (and of other
//! commands) parsed as a mail client would, the text part compared to
//! golden files, and the threads each player sees.

use crate::support;

use mail_parser::{MessageParser, MimeHeaders, PartType};
use ringmail::board_mail::board_text_in;
use ringmail::games::{AnyGame, new_game};
use ringmail::language::Language;
use ringmail::store::{GameRow, MoveRow};
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

/// Mails the server; returns the mail's Message-ID (with brackets).
fn send_id(bed: &Bed, from: &str, subject: &str, body: &str) -> String {
    let raw = bed.mail(from, subject, body);
    let id = MessageParser::default()
        .parse(&raw)
        .and_then(|m| m.message_id().map(|id| format!("<{id}>")))
        .expect("a Message-ID");
    bed.put(&raw);
    id
}

/// One reply as parsed, with its raw bytes.
struct Reply {
    out: Out,
    raw: Vec<u8>,
}

/// Runs the server once; returns what it sent.
async fn round(bed: &mut Bed) -> Vec<Reply> {
    bed.run_once().await;
    let dir = bed.dir.join("outbox");
    bed.new_mail()
        .into_iter()
        .map(|out| Reply {
            raw: std::fs::read(dir.join(&out.file)).unwrap(),
            out,
        })
        .collect()
}

/// What every mail the server writes has: `MIME-Version: 1.0` in its
/// head, CRLF lines of at most 998 octets.
fn check_lines(r: &Reply) {
    let text = String::from_utf8(r.raw.clone()).expect("ASCII mail");
    assert!(text.is_ascii());
    let head = text.split_once("\r\n\r\n").unwrap().0;
    assert!(
        head.split("\r\n").any(|l| l == "MIME-Version: 1.0"),
        "{head}"
    );
    for line in text.split_terminator("\r\n") {
        assert!(!line.contains(['\r', '\n']));
        assert!(line.len() <= 998, "{} octets", line.len());
    }
}

/// A plain reply: one text/plain part.
fn check_plain(r: &Reply) {
    check_lines(r);
    let m = MessageParser::default().parse(&r.raw).unwrap();
    assert_eq!(m.parts.len(), 1, "{}", r.out.subject);
    let ct = m.root_part().content_type().unwrap();
    assert_eq!((ct.ctype(), ct.subtype()), ("text", Some("plain")));
}

/// A board mail: multipart/alternative of text/plain, then
/// multipart/related of text/html and the image/png the HTML shows; the
/// picture is the one `board_png` draws of `g` after the log's last line
/// `last`. Returns the HTML.
fn check_board(r: &Reply, g: &dyn AnyGame, last: Option<&str>) -> String {
    check_lines(r);
    let m = MessageParser::default().parse(&r.raw).unwrap();
    let root = m.root_part();
    let ct = root.content_type().unwrap();
    assert_eq!(
        (ct.ctype(), ct.subtype()),
        ("multipart", Some("alternative"))
    );
    let PartType::Multipart(alt) = &root.body else {
        panic!("not multipart")
    };
    assert_eq!(alt.len(), 2);
    let text = m.part(alt[0]).unwrap();
    let ct = text.content_type().unwrap();
    assert_eq!((ct.ctype(), ct.subtype()), ("text", Some("plain")));
    assert_eq!(ct.attribute("charset"), Some("utf-8"));
    assert_eq!(
        text.text_contents().unwrap().replace("\r\n", "\n"),
        r.out.body
    );
    let related = m.part(alt[1]).unwrap();
    let ct = related.content_type().unwrap();
    assert_eq!((ct.ctype(), ct.subtype()), ("multipart", Some("related")));
    let PartType::Multipart(rel) = &related.body else {
        panic!("not multipart")
    };
    assert_eq!(rel.len(), 2);
    let html = m.part(rel[0]).unwrap();
    let ct = html.content_type().unwrap();
    assert_eq!((ct.ctype(), ct.subtype()), ("text", Some("html")));
    let html = html.text_contents().unwrap().to_string();
    let png = m.part(rel[1]).unwrap();
    let ct = png.content_type().unwrap();
    assert_eq!((ct.ctype(), ct.subtype()), ("image", Some("png")));
    let cid = png.content_id().expect("a Content-ID");
    assert!(html.contains(&format!("<img src=\"cid:{cid}\"")), "{html}");
    let disposition = png.content_disposition().unwrap();
    assert_eq!(disposition.ctype(), "inline");
    assert_eq!(disposition.attribute("filename"), None, "no file name");
    assert_eq!(disposition.attribute("name"), None);
    assert_eq!(
        png.contents(),
        ringmail::picture::board_png(g, last).as_slice()
    );
    // Base64 in lines of 76.
    let text = String::from_utf8(r.raw.clone()).unwrap();
    let b64 = text
        .split("Content-Disposition: inline\r\n")
        .nth(1)
        .unwrap();
    let b64 = b64.split_once("\r\n\r\n").unwrap().1;
    for line in b64.split("\r\n").take_while(|l| !l.starts_with("--")) {
        assert!(line.len() <= 76);
    }
    assert!(html.contains("alt=\"yinsh Board 101\""));
    assert!(html.contains("<pre style=\"overflow-x:auto;max-width:100%\">"));
    html
}

/// A short game with an observer, and other commands: every reply is
/// checked as MIME, every board mail is in its player's thread and
/// answers the mail that caused it.
#[tokio::test]
async fn every_reply_of_a_short_game_is_well_formed_mime() {
    let mut bed = Bed::new("board-mail-mime").await;
    for r in [
        bed.signup(ALICE, "alice", "apw").await,
        bed.signup(BOB, "bob", "bpw").await,
        bed.signup(CAROL, "carol", "cpw").await,
    ]
    .concat()
    {
        assert!(!r.body.contains("Summary of"));
    }
    let cause = send_id(
        &bed,
        ALICE,
        "yinsh challenge alice bob",
        "<b>Good luck</b> & 'fun' \"x\"",
    );
    let outs = round(&mut bed).await;
    let mut g = new_game("yinsh", &[]).unwrap();
    assert_eq!(outs.len(), 2, "the challenge's reply is alice's New mail");
    let thread = outs[0].out.references[0].clone();
    let mut roots = std::collections::HashMap::new();
    for (seat, r) in outs.iter().enumerate() {
        let html = check_board(r, g.as_ref(), None);
        assert!(r.out.subject.starts_with("New yinsh Board 101"));
        assert!(
            html.contains("&lt;b&gt;Good luck&lt;/b&gt; &amp; &#39;fun&#39; &quot;x&quot;"),
            "{html}"
        );
        assert!(!html.contains("<b>Good luck"));
        assert!(
            r.out
                .message_id
                .ends_with(&format!("-{seat}@ringmail.test>"))
        );
        assert_eq!(r.out.references, [thread.clone(), cause.clone()]);
        assert_eq!(r.out.in_reply_to.as_deref(), Some(cause.as_str()));
        roots.insert(r.out.to.clone(), r.out.message_id.clone());
    }
    assert!(outs[0].out.body.starts_with("yinsh Board 101 is started"));
    assert!(!outs[1].out.body.contains("is started"));
    // carol observes: a plain reply.
    send_id(&bed, CAROL, "yinsh observe 101 carol cpw", "");
    let outs = round(&mut bed).await;
    assert_eq!(outs.len(), 1);
    check_plain(&outs[0]);
    // A few moves, with comments that need escaping.
    for n in 1..=12u32 {
        let seat = g.to_move().unwrap();
        let (who, addr, pw) = [("alice", ALICE, "apw"), ("bob", BOB, "bpw")][seat];
        let mv = g.legal_move_texts()[n as usize % 5].clone();
        let cause = send_id(
            &bed,
            addr,
            &format!("yinsh move 101 {who} {pw} {mv}"),
            "a < b && c > d",
        );
        let outs = round(&mut bed).await;
        let played = g.play_text(&mv).unwrap();
        let to: Vec<&str> = outs.iter().map(|r| r.out.to.as_str()).collect();
        assert_eq!(to, [ALICE, BOB, CAROL]);
        for r in &outs {
            let html = check_board(r, g.as_ref(), Some(&played));
            assert!(html.contains("a &lt; b &amp;&amp; c &gt; d"), "{html}");
            assert!(html.contains(&format!("Last move: {who} {mv} (move {n})")));
            assert!(!html.contains(pw) && !r.out.body.contains(pw));
            assert!(
                r.out
                    .body
                    .contains(&format!("Last move: {who} {mv} (move {n})\n")),
                "{}",
                r.out.body
            );
            // The game's entry, the player's root, the causing mail.
            let mut want = vec![thread.clone()];
            want.extend(roots.get(&r.out.to).cloned());
            want.push(cause.clone());
            assert_eq!(r.out.references, want);
            assert_eq!(r.out.in_reply_to.as_deref(), Some(cause.as_str()));
            let to_move = r.out.to == [ALICE, BOB][g.to_move().unwrap()];
            assert_eq!(
                r.out.body.contains("To move, reply with your move"),
                to_move
            );
            assert_eq!(html.contains("To move, reply with your move"), to_move);
        }
        let placing = n < 10;
        assert_eq!(outs[0].out.body.contains("Rings placed: "), placing);
        let mover = outs.iter().find(|r| r.out.to == addr).unwrap();
        assert!(
            mover
                .out
                .body
                .starts_with(&format!("Move {n} on yinsh Board 101 accepted: {mv}\n\n")),
            "{}",
            mover.out.body
        );
    }
    // Two commands in one mail: the reply to the sender comes as well.
    let cause = send_id(
        &bed,
        ALICE,
        "commands",
        &format!(
            "yinsh move 101 alice apw {}\nyinsh show 101\n",
            g.legal_move_texts()[0]
        ),
    );
    let outs = round(&mut bed).await;
    let to: Vec<&str> = outs.iter().map(|r| r.out.to.as_str()).collect();
    assert_eq!(to.len(), 4, "{to:?}");
    let ack: Vec<&Reply> = outs
        .iter()
        .filter(|r| !String::from_utf8_lossy(&r.raw).contains("multipart/alternative"))
        .collect();
    assert_eq!(ack.len(), 1);
    check_plain(ack[0]);
    assert_eq!(ack[0].out.in_reply_to.as_deref(), Some(cause.as_str()));
    // Errors and help: plain.
    for (from, command) in [(ALICE, "yinsh move 101 alice apw nowhere"), (BOB, "help")] {
        send_id(&bed, from, command, "");
        let outs = round(&mut bed).await;
        assert_eq!(outs.len(), 1);
        check_plain(&outs[0]);
    }
}

fn row() -> GameRow {
    GameRow {
        board: 101,
        game: "yinsh".into(),
        options: String::new(),
        player0: "alice".into(),
        player1: "bob".into(),
        status: "active".into(),
        result: None,
        to_move: None,
        thread_id: "<yinsh-board-101.1.2.3.4@games.org>".into(),
        created_at: 0,
        updated_at: 0,
        nag_days: 7,
        forfeit_days: 21,
        tournament: None,
    }
}

/// The position after `plies` moves (a fixed choice among the legal
/// moves), with its log.
fn position(plies: usize) -> (Box<dyn AnyGame>, Vec<MoveRow>) {
    let mut g = new_game("yinsh", &[]).unwrap();
    let mut moves = Vec::new();
    for number in 1..=plies {
        let legal = g.legal_move_texts();
        let mv = legal[number * 7 % 11 % legal.len()].clone();
        let text = g.play_text(&mv).unwrap();
        moves.push(MoveRow {
            number: number as i64,
            userid: ["alice", "bob"][(number + 1) % 2].into(),
            text,
            comment: String::new(),
        });
    }
    (g, moves)
}

/// Compares `got` with the file, or writes it when `RINGMAIL_BLESS` is set.
fn golden(name: &str, got: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    if std::env::var_os("RINGMAIL_BLESS").is_some() {
        std::fs::write(&path, got).unwrap();
    }
    let want = std::fs::read_to_string(&path).unwrap();
    assert_eq!(got, want, "{name}");
}

#[test]
fn text_part_during_placement_is_golden() {
    let (g, moves) = position(5);
    let comments = [("alice".to_string(), "Your turn, bob.".to_string())];
    golden(
        "board-mail-placement-to-move.txt",
        &board_text_in(
            Language::ENGLISH,
            &row(),
            &moves,
            g.as_ref(),
            &comments,
            true,
        ),
    );
    golden(
        "board-mail-placement.txt",
        &board_text_in(
            Language::ENGLISH,
            &row(),
            &moves,
            g.as_ref(),
            &comments,
            false,
        ),
    );
}

#[test]
fn text_part_mid_game_is_golden() {
    let (g, moves) = position(30);
    golden(
        "board-mail-mid-game-to-move.txt",
        &board_text_in(Language::ENGLISH, &row(), &moves, g.as_ref(), &[], true),
    );
}

#[test]
fn text_part_of_a_new_board_has_no_last_move() {
    let (g, moves) = position(0);
    let text = board_text_in(Language::ENGLISH, &row(), &moves, g.as_ref(), &[], true);
    assert!(!text.contains("Last move"));
    assert!(text.contains("Rings placed: o 0 of 5, x 0 of 5\n"));
    assert!(text.ends_with(
        "To move, reply with your move, or send: yinsh move 101 alice PASSWORD <move>#1\n"
    ));
}

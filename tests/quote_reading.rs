//! The reader of what the sender wrote (`ringmail::mail::quote`) on the
//! corpus of replies from real mail clients (`tests/fixtures/replies/`):
//! knowing the board mail they answer, every layout reads as the player
//! typed it (the move first, then the comment), and the board mail's own
//! lines are never read. Also how much of the corpus the rules by form
//! read alone, without the board mail.

use crate::support;

use ringmail::games::GAMES;
use ringmail::mail::parse::{ParsedMail, parse_mail};
use ringmail::mail::quote::SentText;
use support::client_replies::{Layout, board_mail, layouts, reply};

const TOKEN: &str = "abcdefghij0123456789";
const MESSAGE_ID: &str = "r1795819881760808.00.2372a9656323@ringmail.test";

/// What a layout reads as: its move and its comment.
fn read(mail: &ParsedMail) -> (String, String) {
    if let Some(command) = mail.commands.first() {
        // A command mail: the move is the command's last word.
        let mv = command.text.rsplit(' ').next().unwrap_or("").to_string();
        return (mv, command.comment.clone());
    }
    let mut lines = mail.own_text.lines().skip_while(|l| l.trim().is_empty());
    let mv = lines.next().unwrap_or("").trim().to_string();
    let rest: Vec<&str> = lines.collect();
    (mv, rest.join("\n").trim_matches('\n').to_string())
}

fn parsed(layout: &Layout) -> ParsedMail {
    let raw = reply(layout, TOKEN, MESSAGE_ID);
    parse_mail(&raw, "games@ringmail.test", GAMES)
        .unwrap_or_else(|e| panic!("{}: {e}", layout.file))
}

#[test]
fn every_layout_reads_as_the_player_typed_it() {
    let board = board_mail(TOKEN, MESSAGE_ID);
    let sent = SentText::of_mails([board.as_slice()]);
    assert!(!sent.is_empty());
    let mut failed = Vec::new();
    for layout in layouts() {
        let mail = parsed(&layout).answering(&sent, GAMES);
        let got = read(&mail);
        if got != (layout.mv.clone(), layout.comment.clone()) {
            failed.push(format!(
                "{}: read {got:?}\nown text: {:?}",
                layout.file, mail.own_text
            ));
        }
        for line in mail.own_text.lines() {
            assert!(
                !line.contains(TOKEN) && !line.contains("PASSWORD"),
                "{}: a board mail line was read: {line}",
                layout.file
            );
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[test]
fn most_layouts_read_by_form_alone() {
    let all = layouts();
    let by_form: Vec<&Layout> = all
        .iter()
        .filter(|l| read(&parsed(l)) == (l.mv.clone(), l.comment.clone()))
        .collect();
    for l in &all {
        let alone = by_form.iter().any(|f| f.file == l.file);
        println!(
            "| {} | by form alone: {} |",
            l.file,
            if alone { "yes" } else { "no" }
        );
    }
    // The rules by form are the fallback for mails the server did not
    // write: they must hold for nearly every client on their own.
    assert!(
        by_form.len() * 10 >= all.len() * 9,
        "{} of {} layouts read by form alone",
        by_form.len(),
        all.len()
    );
}

#[test]
fn where_no_rule_names_the_quote_the_servers_copy_finds_it() {
    let board = board_mail(TOKEN, MESSAGE_ID);
    let sent = SentText::of_mails([board.as_slice()]);
    for file in ["unmarked-copy-en.eml", "unknown-attribution-is.eml"] {
        let layout = layouts()
            .into_iter()
            .find(|l| l.file == file)
            .expect("in the corpus");
        let expected = (layout.mv.clone(), layout.comment.clone());
        let by_form = parsed(&layout);
        assert_ne!(read(&by_form), expected, "{file}: read by form alone");
        // By form alone the board mail would be the move's comment.
        assert!(
            by_form.own_text.contains("Summary of yinsh Board 101"),
            "{file}: {:?}",
            by_form.own_text
        );
        let by_content = by_form.answering(&sent, GAMES);
        assert_eq!(read(&by_content), expected, "{file}");
    }
}

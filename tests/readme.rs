//! The README is a test: the shell blocks of its "A game in five commands"
//! run as written, one after the other, in a fresh folder, with each
//! `cargo run --release --` standing for the built binary; after each
//! step, what the README says it does is checked in the outbox it made.

use std::path::Path;
use std::process::Command;

use crate::support::cli::BIN;

/// The `sh` blocks of the README's section `title`, in order.
fn blocks(readme: &str, title: &str) -> Vec<String> {
    let start = readme
        .find(&format!("\n## {title}\n"))
        .unwrap_or_else(|| panic!("the README has a section '{title}'"));
    let section = &readme[start + 1..];
    let end = section[3..].find("\n## ").map_or(section.len(), |e| e + 3);
    let mut out = Vec::new();
    let mut rest = &section[..end];
    while let Some(open) = rest.find("```sh\n") {
        let body = &rest[open + 6..];
        let close = body.find("\n```").expect("a closed block");
        out.push(body[..close].to_string());
        rest = &body[close + 4..];
    }
    out
}

/// Runs one block with bash in `dir`; its standard output.
fn run(dir: &Path, block: &str) -> String {
    let script = block.replace("cargo run --release --", BIN);
    assert!(
        !script.contains("cargo "),
        "a block runs only ringmail: {block}"
    );
    let mut c = Command::new("bash");
    c.args(["-euo", "pipefail", "-c", &script]).current_dir(dir);
    for (k, _) in std::env::vars() {
        if k.starts_with("RINGMAIL_") {
            c.env_remove(k);
        }
    }
    let out = c.output().expect("bash runs");
    assert!(
        out.status.success(),
        "the README's block failed:\n{block}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The mails of the outbox, oldest first: (To, Subject, body).
fn outbox(dir: &Path) -> Vec<(String, String, String)> {
    let folder = dir.join("var/mail/outbox");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    files.sort_by_key(|p| std::fs::metadata(p).unwrap().modified().unwrap());
    files
        .iter()
        .map(|p| {
            let raw = std::fs::read(p).unwrap();
            let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
            let to = m
                .to()
                .and_then(|a| a.first())
                .and_then(|a| a.address())
                .unwrap_or_default()
                .to_string();
            let subject = m.subject().unwrap_or_default().to_string();
            let body = m.body_text(0).unwrap_or_default().to_string();
            (to, subject, body)
        })
        .collect()
}

#[test]
fn the_readmes_game_in_five_commands_runs_as_written() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let steps = blocks(&readme, "A game in five commands");
    assert_eq!(steps.len(), 5, "{steps:#?}");
    let dir = std::env::temp_dir().join(format!("ringmail-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();

    // 1. Sign up: a confirmation to each player.
    let printed = run(&dir, &steps[0]);
    let confirms = printed
        .lines()
        .filter(|l| l.starts_with("Subject: confirm "))
        .count();
    assert_eq!(confirms, 2, "{printed}");

    // 2. Confirm: each player answers; 3. challenge: board 101 mailed to
    // both, the confirmations answered first.
    run(&dir, &steps[1]);
    let printed = run(&dir, &steps[2]);
    let mails = outbox(&dir);
    for who in ["alice@example.org", "bob@example.org"] {
        assert!(
            mails
                .iter()
                .any(|(to, _, body)| to == who && body.contains("is confirmed")),
            "{who} is confirmed: {mails:#?}"
        );
        assert!(
            mails
                .iter()
                .any(|(to, subject, _)| to == who && subject.starts_with("New yinsh Board 101")),
            "{who} gets board 101: {mails:#?}"
        );
    }
    assert!(printed.contains("New yinsh Board 101"), "{printed}");

    // 4. Move: alice's ring placed.
    run(&dir, &steps[3]);
    let mails = outbox(&dir);
    assert!(
        mails.iter().any(|(to, _, body)| to == "alice@example.org"
            && body.contains("Move 1 on yinsh Board 101 accepted: e5")),
        "{mails:#?}"
    );

    // 5. Show: the newest mail is the board, to bob.
    let printed = run(&dir, &steps[4]);
    let newest = printed.lines().last().unwrap_or("").trim();
    let raw = std::fs::read(dir.join("var/mail/outbox").join(newest)).unwrap();
    let text = String::from_utf8_lossy(&raw);
    assert!(text.contains("Summary of yinsh Board 101"), "{text}");
    assert!(text.contains("To: <bob@example.org>"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

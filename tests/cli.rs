//! The `ringmail` binary as a newcomer and an MTA use it: `inject` and
//! `serve --once` on the default setup, `deliver` with its exit codes, and
//! a graceful stop on SIGTERM.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use support::cli::{self, BIN};

/// `ringmail ARGS` in `dir`, with `stdin` on its standard input (none
/// when `None`).
fn ringmail(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut c = cli::command(args);
    c.current_dir(dir);
    match stdin {
        Some(input) => cli::run_with_input(&mut c, input),
        None => c.stdin(Stdio::null()).output().unwrap(),
    }
}

fn temp(name: &str) -> PathBuf {
    cli::temp(&format!("cli-{name}"))
}

fn outbox_subjects(dir: &Path) -> Vec<(String, String)> {
    let mut names: Vec<_> = std::fs::read_dir(dir.join("var/mail/outbox"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| {
            let raw = std::fs::read(p).unwrap();
            let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
            let to = m.to().and_then(|a| a.first()).and_then(|a| a.address());
            (
                to.unwrap_or_default().to_string(),
                m.subject().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

#[test]
fn a_newcomer_plays_a_blitz_game_on_the_default_setup() {
    let dir = temp("newcomer");
    let inject = |from: &str, subject: &str, body: &str| {
        let out = ringmail(
            &dir,
            &["inject", "--from", from, "--subject", subject, body],
            None,
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    inject("alice@example.org", "signup alice apw", "");
    inject("bob@example.org", "signup bob bpw", "");
    let out = ringmail(&dir, &["serve", "--once"], None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.join("var/ringmail.db").exists());
    // The reply to each sign-up is its address's confirmation: answering
    // it (its subject is the confirm command) confirms the address.
    let confirmations = outbox_subjects(&dir);
    assert_eq!(confirmations.len(), 2, "{confirmations:#?}");
    for (to, subject) in &confirmations {
        assert!(subject.starts_with("confirm "), "{subject}");
        inject(to, &format!("Re: {subject}"), "");
    }
    inject("alice@example.org", "yinsh challenge -blitz alice bob", "");
    let out = ringmail(&dir, &["serve", "--once"], None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (i, m) in support::BLITZ_WIN.split(' ').enumerate() {
        let (who, pw) = if i % 2 == 0 {
            ("alice", "apw")
        } else {
            ("bob", "bpw")
        };
        inject(
            &format!("{who}@example.org"),
            &format!("yinsh move 101 {who} {pw} {m}"),
            "",
        );
    }
    // The body comes from standard input when no BODY is given.
    let out = ringmail(
        &dir,
        &["inject", "--from", "bob@example.org", "--subject", "hi"],
        Some(b"yinsh games bob all\n"),
    );
    assert!(out.status.success());
    let out = ringmail(&dir, &["serve", "--once"], None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mails = outbox_subjects(&dir);
    // 2 signups + 2 confirmations + a board mail to each player for the
    // challenge and for each move (the sender's is its reply) + 1 games
    // reply.
    assert_eq!(mails.len(), 2 + 2 + 2 + 2 * 19 + 1, "{mails:#?}");
    let over: Vec<_> = mails
        .iter()
        .filter(|(_, s)| s == "yinsh Board 101 over: alice wins")
        .collect();
    assert_eq!(over.len(), 2);
    assert!(!mails.iter().any(|(_, s)| s.contains("rror")), "{mails:#?}");
    let last = mails.last().unwrap();
    assert_eq!(last.0, "bob@example.org");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The modes of everything under `dir`, by path relative to it.
fn modes(dir: &Path) -> Vec<(String, u32, bool)> {
    use std::os::unix::fs::PermissionsExt;
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            // A temporary file may go while the server runs.
            let Ok(meta) = std::fs::symlink_metadata(&p) else {
                continue;
            };
            let rel = p.strip_prefix(dir).unwrap().display().to_string();
            out.push((rel, meta.permissions().mode() & 0o7777, meta.is_dir()));
            if meta.is_dir() {
                todo.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Whatever the umask it was started with, ringmail creates its database,
/// the database's journal, mail files and folders for its own user only.
#[test]
fn files_and_folders_are_private() {
    let dir = temp("modes");
    // Started with umask 000, which would leave everything open to all.
    let command = |args: &[&str]| {
        let mut c = Command::new("sh");
        c.args(["-c", "umask 000 && exec \"$0\" \"$@\"", BIN])
            .args(args)
            .current_dir(&dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        for (k, _) in std::env::vars() {
            if k.starts_with("RINGMAIL_") {
                c.env_remove(k);
            }
        }
        c
    };
    let run = |args: &[&str]| {
        let out = command(args).output().unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let private = |must: &[&str]| {
        let found = modes(&dir.join("var"));
        for name in must {
            assert!(found.iter().any(|(p, ..)| p == name), "{name} in {found:?}");
        }
        for (path, mode, is_dir) in &found {
            let want = if *is_dir { 0o700 } else { 0o600 };
            assert_eq!(*mode, want, "{path} is {mode:o}");
        }
    };
    let signup = |who: &str| {
        run(&[
            "inject",
            "--from",
            &format!("{who}@example.org"),
            "--subject",
            &format!("signup {who} pw"),
            "",
        ])
    };
    signup("alice");
    run(&["serve", "--once"]);
    assert_eq!(outbox_count(&dir), 1);
    private(&[
        "ringmail.db",
        "mail/outbox",
        "mail/outbox/.tmp",
        "mail/inbox/cur",
    ]);

    // The journal is there while the server runs.
    signup("bob");
    let mut child = command(&["serve"]).spawn().unwrap();
    let start = Instant::now();
    while outbox_count(&dir) < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the server answers"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    private(&["ringmail.db", "ringmail.db-wal"]);
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    assert!(child.wait().unwrap().success());
    private(&["ringmail.db"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn deliver_for_an_mta_pipe() {
    let dir = temp("deliver");
    let mail = b"From: alice@example.org\r\nTo: games@localhost\r\nSubject: signup alice pw\r\nMessage-ID: <d1@example.org>\r\n\r\nhello\r\n";
    let out = ringmail(&dir, &["deliver"], Some(mail));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let replies = outbox_subjects(&dir);
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].0, "alice@example.org");
    assert!(replies[0].1.starts_with("confirm "), "{replies:?}");
    // The same message again: processed before, exit 0, no new reply.
    let out = ringmail(&dir, &["deliver"], Some(mail));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(outbox_subjects(&dir).len(), 1);
    // A database that cannot be opened: EX_TEMPFAIL, so the MTA retries.
    std::fs::write(
        dir.join("config.toml"),
        "database = \"sqlite:///proc/ringmail-none/x.db\"\n",
    )
    .unwrap();
    let out = ringmail(&dir, &["deliver", "--config", "config.toml"], Some(mail));
    assert_eq!(
        out.status.code(),
        Some(75),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `deliver --recipient ADDR` (Postfix: `${recipient}`) reads the envelope
/// recipient first: a mail whose headers name only the plain address is
/// read as sent to the token the envelope carries.
#[test]
fn deliver_reads_the_envelope_recipient() {
    let dir = temp("deliver-recipient");
    let mail = b"From: alice@example.org\r\nTo: games@localhost\r\nSubject: signup alice pw\r\nMessage-ID: <e1@example.org>\r\n\r\nhello\r\n";
    assert_eq!(
        ringmail(&dir, &["deliver"], Some(mail)).status.code(),
        Some(0)
    );
    let replies = outbox_subjects(&dir);
    let token = replies[0].1.strip_prefix("confirm ").unwrap().to_string();
    // No token in the headers; only the envelope has it.
    let mail = b"From: alice@example.org\nTo: games@localhost\nSubject: yes\nMessage-ID: <e2@example.org>\n\nthat was me\n";
    let recipient = format!("games+confirm-{token}@localhost");
    let out = ringmail(&dir, &["deliver", "--recipient", &recipient], Some(mail));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let replies = outbox_subjects(&dir);
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert_eq!(replies[1].1, "Re: yes", "confirmed, no error: {replies:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains(&token), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn serve_stops_gracefully_on_sigterm() {
    let dir = temp("sigterm");
    let out = ringmail(
        &dir,
        &[
            "inject",
            "--from",
            "alice@example.org",
            "--subject",
            "signup alice pw",
            "",
        ],
        None,
    );
    assert!(out.status.success());
    let mut child = Command::new(BIN)
        .arg("serve")
        .current_dir(&dir)
        .env("RINGMAIL_INBOUND", "maildir:var/mail/inbox")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while outbox_count(&dir) == 0 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the server answers"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the server stops"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(status.code(), Some(0));
    std::fs::remove_dir_all(&dir).unwrap();
}

fn outbox_count(dir: &Path) -> usize {
    std::fs::read_dir(dir.join("var/mail/outbox"))
        .map(|d| {
            d.filter(|e| {
                e.as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "eml")
            })
            .count()
        })
        .unwrap_or(0)
}

/// A mail whose handling fails for good (here: a board whose stored log no
/// longer replays) is recorded as failed: `deliver` exits 0 so the MTA does
/// not retry it forever, and `ringmail mail failed` lists it.
#[test]
fn deliver_records_a_poison_mail_as_failed() {
    let dir = temp("poison");
    std::fs::write(dir.join("config.toml"), "confirm_addresses = false\n").unwrap();
    let deliver = |n: u32, from: &str, subject: &str| {
        let mail = format!(
            "From: {from}\r\nTo: games@localhost\r\nSubject: {subject}\r\nMessage-ID: <p{n}@example.org>\r\n\r\n"
        );
        ringmail(
            &dir,
            &["deliver", "--config", "config.toml"],
            Some(mail.as_bytes()),
        )
    };
    for (n, from, subject) in [
        (1, "alice@example.org", "signup alice apw"),
        (2, "bob@example.org", "signup bob bpw"),
        (3, "alice@example.org", "yinsh challenge alice bob"),
    ] {
        assert_eq!(deliver(n, from, subject).status.code(), Some(0));
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let url = format!("sqlite://{}/var/ringmail.db", dir.display());
        let store = ringmail::store::Store::open(&url).await.unwrap();
        sqlx::query(
            "INSERT INTO moves (board, number, userid, text, comment, created_at)
             VALUES (101, 1, 'alice', 'zz99', '', 0)",
        )
        .execute(store.pool())
        .await
        .unwrap();
    });
    let out = deliver(4, "alice@example.org", "yinsh move 101 alice apw e5");
    let log = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{log}");
    assert!(log.contains("recorded as failed"), "{log}");
    assert!(!log.contains("apw"), "{log}");
    // The same mail again is known: still exit 0, nothing new.
    assert_eq!(
        deliver(4, "alice@example.org", "yinsh move 101 alice apw e5")
            .status
            .code(),
        Some(0)
    );
    let out = ringmail(&dir, &["mail", "failed", "--config", "config.toml"], None);
    assert!(out.status.success());
    let listed = String::from_utf8_lossy(&out.stdout);
    assert_eq!(listed.matches("<p4@example.org>").count(), 1, "{listed}");
    assert!(listed.contains("no longer replays"), "{listed}");
    assert!(
        listed.contains("yinsh move 101 alice ******** e5"),
        "{listed}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Control characters in header values never reach the log raw.
#[test]
fn header_values_reach_the_log_escaped() {
    let dir = temp("logesc");
    let mail = b"From: alice@example.org\r\nTo: games@localhost\r\nList-Id: <\x1b]0;owned\x07 list.evil.test>\r\nSubject: help\r\nMessage-ID: <esc1@example.org>\r\n\r\nhelp\r\n";
    let out = ringmail(&dir, &["deliver"], Some(mail));
    assert_eq!(out.status.code(), Some(0));
    let log = out.stderr;
    assert!(
        String::from_utf8_lossy(&log).contains("List-Id"),
        "{}",
        String::from_utf8_lossy(&log)
    );
    assert!(
        !log.contains(&0x1b) && !log.contains(&0x07),
        "{}",
        String::from_utf8_lossy(&log).escape_debug()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Three servers started at once on a new database and one Maildir: all
/// open the database, none fails on a mail another has taken, and every
/// mail is answered once.
#[test]
fn servers_started_at_once_share_a_new_database_and_inbox() {
    for round in 0..3 {
        let dir = temp(&format!("together{round}"));
        for i in 0..12 {
            let out = ringmail(
                &dir,
                &[
                    "inject",
                    "--from",
                    &format!("p{i}@example.org"),
                    "--subject",
                    &format!("signup p{i}x pw{i}"),
                    "",
                ],
                None,
            );
            assert!(out.status.success());
        }
        assert!(!dir.join("var/ringmail.db").exists());
        let servers: Vec<_> = (0..3)
            .map(|_| {
                let mut c = Command::new(BIN);
                c.args(["serve", "--once"])
                    .current_dir(&dir)
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped());
                for (k, _) in std::env::vars() {
                    if k.starts_with("RINGMAIL_") {
                        c.env_remove(k);
                    }
                }
                c.spawn().unwrap()
            })
            .collect();
        for s in servers {
            let out = s.wait_with_output().unwrap();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let mails = outbox_subjects(&dir);
        assert_eq!(mails.len(), 12, "{mails:#?}");
        let mut to: Vec<&str> = mails.iter().map(|(t, _)| t.as_str()).collect();
        to.sort();
        to.dedup();
        assert_eq!(to.len(), 12, "one reply each");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// `inject --from` takes an address as a person pastes it, and names the
/// forms it takes when it is given something else.
#[test]
fn inject_takes_an_address_as_a_person_pastes_it() {
    let dir = temp("pasted");
    for from in [
        "alice@example.org",
        "<alice@example.org>",
        "Alice <alice@example.org>",
    ] {
        let out = ringmail(&dir, &["inject", "--from", from, "--subject", "help"], None);
        assert!(
            out.status.success(),
            "{from}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let name = String::from_utf8(out.stdout).unwrap();
        let raw = std::fs::read_dir(dir.join("var/mail/inbox/new"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.to_string_lossy().ends_with(name.trim()))
            .map(|p| std::fs::read_to_string(p).unwrap())
            .expect("the injected mail");
        assert!(
            raw.contains("From: <alice@example.org>") || raw.contains("From: alice@example.org"),
            "{raw}"
        );
    }
    let out = ringmail(
        &dir,
        &["inject", "--from", "alice", "--subject", "help"],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("'alice' is not a mail address: write it as alice@example.org, <alice@example.org> or Alice <alice@example.org>"),
        "{err}"
    );
}

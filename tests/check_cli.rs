//! `ringmail check` (the real binary) against the real Dovecot and
//! Postfix of a test bed: good settings pass, and a wrong password, a
//! wrong port and a missing folder each fail on their own line with what
//! to change, exit 1. It sends nothing and makes nothing.

use crate::support;

use std::path::Path;

use support::bed::MailBed;
use support::cli::command;

/// Runs `ringmail check` on a configuration file of `body` in `dir`; its
/// exit status and standard output.
fn check(dir: &Path, body: &str) -> (i32, String) {
    let file = dir.join("check.toml");
    std::fs::write(&file, body).unwrap();
    let out = command(&["check", "--config", file.to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    (out.status.code().unwrap_or(-1), stdout)
}

/// The line of `what` in a report.
fn line<'a>(report: &'a str, what: &str) -> &'a str {
    report
        .lines()
        .find(|l| l.split_whitespace().nth(1) == Some(what))
        .unwrap_or_else(|| panic!("no {what} line:\n{report}"))
}

#[test]
fn check_says_what_works_and_what_to_change() {
    let bed = MailBed::start("check");
    let dir = bed.dir.join("check");
    std::fs::create_dir_all(&dir).unwrap();
    let pw = bed.password();
    let user = "games%40ringmail.test";
    let ca = bed.get("MAILBED_CA");
    let config = |inbound: &str, outbound: &str| {
        format!(
            "address = \"games@ringmail.test\"\ndatabase = \"sqlite://{}/ringmail.db\"\ninbound = \"{inbound}\"\noutbound = \"{outbound}\"\ntls_extra_ca = \"{ca}\"\n",
            dir.display()
        )
    };
    let imaps = |pw: &str, port: u16, folder: &str| {
        format!("imaps://{user}:{pw}@127.0.0.1:{port}/{folder}")
    };
    let submission = |pw: &str| {
        format!(
            "smtp+starttls://{user}:{pw}@127.0.0.1:{}",
            bed.port("MAILBED_SUBMISSION_PORT")
        )
    };
    let imaps_port = bed.port("MAILBED_IMAPS_PORT");

    // Good settings: IMAP over TLS logs in and counts the mails; SMTP
    // with STARTTLS greets and logs in; nothing is sent or made.
    let (code, report) = check(
        &dir,
        &config(&imaps(&pw, imaps_port, "INBOX"), &submission(&pw)),
    );
    assert_eq!(code, 0, "{report}");
    assert!(line(&report, "inbound").starts_with("ok"), "{report}");
    assert!(
        line(&report, "inbound").contains("0 mails waiting in INBOX"),
        "{report}"
    );
    assert!(line(&report, "outbound").contains("logged in"), "{report}");
    assert!(
        line(&report, "database").contains("no database yet"),
        "{report}"
    );
    assert!(report.ends_with("all is well\n"), "{report}");
    assert!(!report.contains(&pw), "no password is shown:\n{report}");
    assert!(!dir.join("ringmail.db").exists(), "check makes no database");

    // A wrong password, for IMAP and for SMTP.
    let (code, report) = check(
        &dir,
        &config(&imaps("wrong", imaps_port, "INBOX"), &submission("wrong")),
    );
    assert_eq!(code, 1, "{report}");
    assert!(line(&report, "inbound").starts_with("FAIL"), "{report}");
    assert!(line(&report, "inbound").contains("login at"), "{report}");
    assert!(line(&report, "outbound").starts_with("FAIL"), "{report}");
    assert!(line(&report, "outbound").contains("535"), "{report}");
    assert!(report.contains("2 to change"), "{report}");

    // A wrong port: nothing listens there.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let (code, report) = check(
        &dir,
        &config(
            &imaps(&pw, closed, "INBOX"),
            &format!("smtps://127.0.0.1:{closed}"),
        ),
    );
    assert_eq!(code, 1, "{report}");
    assert!(
        line(&report, "inbound").contains("cannot connect"),
        "{report}"
    );
    assert!(
        line(&report, "outbound").contains("Connection refused"),
        "{report}"
    );

    // A folder that does not exist; SMTPS without a login is fine.
    let (code, report) = check(
        &dir,
        &config(
            &imaps(&pw, imaps_port, "Games"),
            &format!("smtps://127.0.0.1:{}", bed.port("MAILBED_SMTPS_PORT")),
        ),
    );
    assert_eq!(code, 1, "{report}");
    assert!(
        line(&report, "inbound").contains("cannot open the folder Games"),
        "{report}"
    );
    assert!(line(&report, "outbound").starts_with("ok"), "{report}");
    assert!(report.contains("1 to change"), "{report}");
}

#[test]
fn check_reads_the_database_and_the_local_settings() {
    let dir = std::env::temp_dir().join(format!("ringmail-check-local-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("ringmail.db");
    let base = format!(
        "address = \"games@example.org\"\ndatabase = \"sqlite://{}\"\ninbound = \"maildir:{}/inbox\"\n",
        db.display(),
        dir.display()
    );
    // A database that serve made: its migrations are current.
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(ringmail::store::Store::open(&format!(
        "sqlite://{}",
        db.display()
    )))
    .unwrap();
    let (code, report) = check(
        &dir,
        &format!("{base}outbound = \"file:{}/outbox\"\n", dir.display()),
    );
    assert_eq!(code, 0, "{report}");
    assert!(
        line(&report, "database").contains("migrations are applied"),
        "{report}"
    );
    assert!(
        line(&report, "inbound").contains("made when serve starts"),
        "{report}"
    );
    // A sendmail that is not there, and an engine whose program is not.
    let (code, report) = check(
        &dir,
        &format!(
            "{base}outbound = \"sendmail:/no/such/sendmail\"\n[[robots.engine]]\nname = \"outside\"\ngame = \"yinsh\"\ncommand = [\"no-such-engine-program\", \"{{record}}\"]\nthink_ms = 1000\n"
        ),
    );
    assert_eq!(code, 1, "{report}");
    assert!(
        line(&report, "outbound").contains("/no/such/sendmail"),
        "{report}"
    );
    assert!(
        line(&report, "engine").contains("not found on PATH"),
        "{report}"
    );
    // A configuration that does not read: an address that is none.
    let (code, report) = check(&dir, "address = \"games\"\n");
    assert_eq!(code, 1, "{report}");
    assert!(
        line(&report, "config").contains("'games' is not a mail address"),
        "{report}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

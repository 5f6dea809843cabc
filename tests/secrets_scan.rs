//! No password or token leaves or rests in clear: a run of the `ringmail`
//! binary with a debug-level log, fed every way a player (or a guesser)
//! writes passwords, and afterwards every outbox file, the database's bytes
//! (file and write-ahead log: every column of every table) and the log are
//! searched for them.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Output;

use support::cli;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const STRANGER: &str = "stranger@example.net";

/// The passwords used; each is distinctive, so any occurrence is a leak
/// (as written, or lower-cased as a user id is).
const PASSWORDS: [&str; 7] = [
    "Apw7x9Kq",
    "Bpw4Zr2m",
    "Wrong5Guess",
    "Secret!pw3",
    "Hunter2Late",
    "Quux8Quoted",
    "Zq7bobSwap",
];

/// `ringmail ARGS` in `dir`, logging at debug level.
fn ringmail(dir: &Path, args: &[&str]) -> Output {
    cli::command(args)
        .current_dir(dir)
        .env("RINGMAIL_LOG", "debug")
        .output()
        .unwrap()
}

fn inject(dir: &Path, from: &str, subject: &str, body: &str) {
    let out = ringmail(dir, &["inject", "--from", from, "--subject", subject, body]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `serve --once`; returns its log.
fn serve(dir: &Path) -> String {
    let out = ringmail(dir, &["serve", "--once"]);
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{log}");
    log
}

fn outbox(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join("var/mail/outbox"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

fn subject_of(mail: &str) -> String {
    mail.lines()
        .find_map(|l| l.strip_prefix("Subject: "))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn no_secret_in_any_reply_stored_column_or_log_line() {
    let dir = cli::temp("scan-all");
    let mut log = String::new();
    let [apw, bpw, wrong, bang, late, quoted, swapped] = PASSWORDS;
    inject(&dir, ALICE, &format!("signup alice {apw}"), "");
    inject(&dir, BOB, "", &format!("signup bob {bpw}\n"));
    log += &serve(&dir);
    // Both answer their confirmations; the tokens are secrets too.
    let mut tokens = Vec::new();
    for (path, mail) in outbox(&dir) {
        let subject = subject_of(&mail);
        let token = subject.strip_prefix("confirm ").expect("a confirmation");
        tokens.push(token.to_string());
        let to = if mail.contains(&format!("To: {ALICE}")) {
            ALICE
        } else {
            BOB
        };
        if to == ALICE {
            inject(&dir, to, &format!("Re: {subject}"), "");
        } else {
            inject(&dir, to, "thanks", &format!("confirm {token}\n"));
        }
        let _ = path;
    }
    assert_eq!(tokens.len(), 2);
    inject(&dir, ALICE, "yinsh challenge alice bob", "");
    log += &serve(&dir);

    // Every way a password is written, right or wrong, in any order.
    let attempts = [
        (
            ALICE,
            format!("yinsh move 101 alice {wrong} e5"),
            String::new(),
        ),
        (BOB, format!("yinsh move bob {bpw} e6"), String::new()),
        (BOB, format!("yinsh resign bob {bpw}"), String::new()),
        (STRANGER, format!("signup {bang}"), String::new()),
        (
            STRANGER,
            format!("yinsh move 101 {bang} alice e5"),
            String::new(),
        ),
        (
            ALICE,
            format!("yinsh mvoe 101 alice {apw} e5"),
            String::new(),
        ),
        (
            ALICE,
            format!("yinsh move 101 alice {apw} e5"),
            format!("Good luck!\n\nyinsh move 101 alice {apw} e5\nmy password is {apw}.\n"),
        ),
        (
            BOB,
            "my move".to_string(),
            format!(
                "yinsh move 101 bob {bpw} k7\nNice.\nyinsh move 101 bob {late} k8\n\n> yinsh move 101 bob {quoted} k9\n"
            ),
        ),
        (ALICE, format!("confirm {}", tokens[0]), String::new()),
        (
            BOB,
            format!("yinsh move 101 bob '{quoted}' k9"),
            String::new(),
        ),
        // The password where the user id goes, and the user id after it.
        (
            BOB,
            format!("yinsh move 101 {swapped} bob k10"),
            String::new(),
        ),
    ];
    for (from, subject, body) in &attempts {
        inject(&dir, from, subject, body);
    }
    log += &serve(&dir);

    let mails = outbox(&dir);
    assert!(mails.len() >= 12, "{}", mails.len());
    // The moves were played, and the wrong and misordered ones refused.
    let all: String = mails.iter().map(|(_, m)| m.as_str()).collect();
    // A refused command's every argument is masked, the user id too.
    assert!(all.contains("wrong password for '********'"));
    assert!(
        all.contains("'********' is not a user id"),
        "the guess is masked in errors"
    );
    assert!(all.contains("Original message follows:"));
    assert!(all.contains("alice writes:"));

    let db = std::fs::read(dir.join("var/ringmail.db")).unwrap();
    let wal = std::fs::read(dir.join("var/ringmail.db-wal")).unwrap_or_default();
    let found = |haystack: &[u8], needle: &str| {
        haystack
            .windows(needle.len())
            .any(|w| w == needle.as_bytes())
    };
    // The scan sees what is stored: comments and addresses are there.
    assert!(found(&db, "Good luck!") || found(&wal, "Good luck!"));
    assert!(found(&db, ALICE) || found(&wal, ALICE));
    for p in PASSWORDS
        .iter()
        .flat_map(|p| [p.to_string(), p.to_lowercase()])
    {
        let p = p.as_str();
        for (path, mail) in &mails {
            assert!(!mail.contains(p), "{p} in {}:\n{mail}", path.display());
        }
        assert!(!found(&db, p) && !found(&wal, p), "{p} in the database");
        assert!(!log.contains(p), "{p} in the log");
    }
    // Every play token mailed is live (board 101 goes on): once its mail
    // is sent, it rests neither in the database's file nor in its log,
    // nor in the log.
    let play_tokens: Vec<String> = mails
        .iter()
        .filter_map(|(_, m)| {
            let at = m.find("games+play-")? + "games+play-".len();
            Some(m[at..at + 20].to_string())
        })
        .collect();
    assert!(play_tokens.len() >= 3, "{play_tokens:?}");
    for t in &play_tokens {
        assert!(
            !found(&db, t) && !found(&wal, t),
            "the live play token {t} rests in the database"
        );
        assert!(!log.contains(t.as_str()), "{t} in the log");
    }
    // A token is mailed once, to the address it confirms, and appears
    // nowhere else (the stored copy of that mail aside).
    for t in &tokens {
        let carrying: Vec<&(PathBuf, String)> = mails
            .iter()
            .filter(|(_, m)| m.contains(t.as_str()))
            .collect();
        assert_eq!(carrying.len(), 1, "{t}");
        assert!(subject_of(&carrying[0].1).starts_with("confirm "));
        assert!(!log.contains(t.as_str()), "{t} in the log");
    }
    // Every text and blob column of every table, read through SQL (the
    // bytes of the file may still hold pages from before the confirmation
    // was sent, until a checkpoint overwrites them): no token rests there,
    // the confirmations' stored copies having been masked once sent.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let columns = rt.block_on(all_columns(&dir.join("var/ringmail.db")));
    assert!(columns.iter().any(|c| c.contains("confirm ********")));
    for t in &tokens {
        assert!(
            !columns.iter().any(|c| c.contains(t.as_str())),
            "{t} is stored"
        );
    }
    for p in PASSWORDS {
        assert!(!columns.iter().any(|c| c.contains(p)), "{p} is stored");
    }
    assert!(log.contains("DEBUG"), "the log is at debug level");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every value of every column of every table, as text.
async fn all_columns(db: &Path) -> Vec<String> {
    use sqlx::{Row, TypeInfo, ValueRef};
    let url = format!("sqlite://{}", db.display());
    drop(ringmail::store::Store::open(&url).await.unwrap());
    // SQLite's own driver reads every column type (the migrations' table
    // has a datetime).
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&pool)
            .await
            .unwrap();
    let mut out = Vec::new();
    for t in tables {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT * FROM \"{t}\"")))
            .fetch_all(&pool)
            .await
            .unwrap();
        for row in rows {
            for i in 0..row.columns().len() {
                let value = row.try_get_raw(i).unwrap();
                if value.is_null() {
                    continue;
                }
                let text = match value.type_info().name() {
                    "BLOB" => {
                        // Stored mails are packed: read them unpacked too.
                        let bytes = row.get::<Vec<u8>, _>(i);
                        if let Ok(unpacked) = ringmail::store::unpack(&bytes) {
                            out.push(String::from_utf8_lossy(&unpacked).into_owned());
                        }
                        String::from_utf8_lossy(&bytes).into_owned()
                    }
                    "TEXT" => row.get::<String, _>(i),
                    _ => continue,
                };
                out.push(text);
            }
        }
    }
    out
}

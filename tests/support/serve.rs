//! `ringmail serve` run as an operator runs it, from outside: a
//! configuration file, its log lines read as they come, the database and
//! the file outbox looked at between. For tests that kill a server with
//! SIGKILL and start it again.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A configuration file `dir/NAME.toml`: the database `dir/ringmail.db`,
/// a Maildir and a file outbox in `dir`, addresses taken without
/// confirmation, a poll a second; then `extra`.
pub fn config(dir: &Path, name: &str, extra: &str) -> PathBuf {
    let path = dir.join(format!("{name}.toml"));
    let d = dir.display();
    std::fs::write(
        &path,
        format!(
            "address = \"games@ringmail.test\"\n\
             database = \"sqlite://{d}/ringmail.db\"\n\
             inbound = \"maildir:{d}/inbox\"\n\
             outbound = \"file:{d}/outbox\"\n\
             confirm_addresses = false\n\
             poll_seconds = 1\n\
             {extra}"
        ),
    )
    .unwrap();
    path
}

/// `ringmail ARGS --config CONFIG`, logging at info level.
pub fn ringmail(config: &Path, args: &[&str]) -> Command {
    let mut c = super::cli::command(args);
    c.arg("--config").arg(config).env("RINGMAIL_LOG", "info");
    c
}

/// Runs `ringmail ARGS --config CONFIG` to its end; fails the test unless it
/// succeeds.
pub fn run(config: &Path, args: &[&str]) -> Output {
    let out = ringmail(config, args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A mail from `from` put into the server's inbox (`ringmail inject`).
pub fn inject(config: &Path, from: &str, subject: &str, body: &str) {
    run(
        config,
        &["inject", "--from", from, "--subject", subject, body],
    );
}

/// `serve` running, its log lines sent to a channel.
pub fn serve(config: &Path) -> (Child, mpsc::Receiver<String>) {
    spawn(ringmail(config, &["serve"]))
}

/// `command` running, its standard error's lines sent to a channel.
pub fn spawn(mut command: Command) -> (Child, mpsc::Receiver<String>) {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines() {
            let Ok(line) = line else { return };
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    (child, rx)
}

/// Waits for a log line containing every one of `words`.
pub fn wait_for_line(rx: &mpsc::Receiver<String>, words: &[&str]) -> String {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let line = rx
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("no log line with {words:?}"));
        if words.iter().all(|w| line.contains(w)) {
            return line;
        }
    }
}

/// One number from the SQLite database `dir/ringmail.db`.
pub fn query(dir: &Path, sql: &'static str) -> i64 {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let url = format!("sqlite://{}/ringmail.db", dir.display());
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        let n: i64 = sqlx::query_scalar(sql).fetch_one(&pool).await.unwrap();
        pool.close().await;
        n
    })
}

/// The mails written to the outbox: (file name, text).
pub fn outbox(dir: &Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(dir.join("outbox")) else {
        return Vec::new();
    };
    let mut v: Vec<(String, String)> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

/// A mail's subject.
pub fn subject(text: &str) -> &str {
    text.lines()
        .find_map(|l| l.strip_prefix("Subject: "))
        .unwrap_or("")
        .trim()
}

/// Waits until the outbox of `dir` holds more mails than `before` and
/// every one of them is sent.
pub fn wait_until_sent(dir: &Path, before: usize) {
    let start = Instant::now();
    while query(dir, "SELECT COUNT(*) FROM outbox WHERE status <> 'sent'") > 0
        || outbox(dir).len() <= before
    {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the mail goes out"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Stops `serve` with SIGTERM after a while more (in which anything done
/// twice would show), and fails unless it exits cleanly.
pub fn stop_after_a_while(mut server: Child) {
    std::thread::sleep(Duration::from_millis(1500));
    Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .unwrap();
    assert_eq!(server.wait().unwrap().code(), Some(0));
}

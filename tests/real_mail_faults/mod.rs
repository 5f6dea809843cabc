//! Faults under a real mail system: each test starts its own bed
//! (`scripts/mailbed start DIR`: Postfix and Dovecot on loopback ports) and
//! runs the real `ringmail serve` binary against it, with the IMAP inbound
//! and the SMTP outbound. The server is killed with SIGKILL while moves are
//! in flight, Postfix is stopped while moves come in, and Dovecot is
//! restarted under the idling server; every move must be applied exactly
//! once and every reply must reach its player. A bed that cannot start
//! fails the test.

mod dovecot_restart;
mod kill_9;
mod postfix_down;

use crate::support;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::TryStreamExt;
use lettre::address::Envelope;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::games::new_game;
use ringmail::mail::compose::build_plain;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

const GAMES: &str = "games@ringmail.test";
/// How long anything may take before the test gives up.
const PATIENCE: Duration = Duration::from_secs(60);

/// Short retries, leases and polls, so that faults heal within seconds.
// A closed installation (no address confirmation, no daily board limit):
// these tests are about the transport, and start many games at once.
const CONFIG: &str = "confirm_addresses = false
boards_per_day = 1000
poll_seconds = 1
imap_idle_seconds = 60
[outbox]
max_attempts = 1000
backoff_seconds = 1
backoff_max_seconds = 2
lease_seconds = 2
";

fn addr(user: &str) -> String {
    format!("{user}@ringmail.test")
}

/// A running bed (stopped when dropped) with an SMTP client for it.
struct MailBed {
    bed: support::bed::MailBed,
    dir: PathBuf,
    imap_port: u16,
    lmtp_port: u16,
    smtp_port: u16,
    password: String,
    smtp: AsyncSmtpTransport<Tokio1Executor>,
}

impl MailBed {
    fn start(name: &str) -> MailBed {
        let bed = support::bed::MailBed::start(&format!("faults-{name}"));
        let smtp_port = bed.smtp_port();
        MailBed {
            dir: bed.dir.clone(),
            imap_port: bed.imap_port(),
            lmtp_port: bed.port("MAILBED_LMTP_PORT"),
            smtp_port,
            password: bed.password(),
            smtp: AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
                .port(smtp_port)
                .build(),
            bed,
        }
    }

    /// `scripts/mailbed CMD DIR` (stop-postfix, start-dovecot, ...).
    fn control(&self, cmd: &str) {
        self.bed.control(cmd);
    }

    fn mail(from: &str, subject: &str) -> Vec<u8> {
        build_plain(from, GAMES, subject, "", "players.test").unwrap()
    }

    /// Sends a mail from `user` to the server through Postfix.
    async fn send(&self, user: &str, subject: &str) {
        let from = addr(user);
        let env = Envelope::new(Some(from.parse().unwrap()), vec![GAMES.parse().unwrap()]).unwrap();
        self.smtp
            .send_raw(&env, &MailBed::mail(&from, subject))
            .await
            .expect("Postfix takes the mail");
    }

    /// Puts a mail from `user` straight into the server's INBOX through
    /// Dovecot's LMTP (no Postfix).
    async fn lmtp(&self, user: &str, subject: &str) {
        let from = addr(user);
        let raw = MailBed::mail(&from, subject);
        let tcp = TcpStream::connect(("127.0.0.1", self.lmtp_port))
            .await
            .unwrap();
        let (r, mut w) = tcp.into_split();
        let mut r = BufReader::new(r);
        async fn reply(r: &mut BufReader<tokio::net::tcp::OwnedReadHalf>, want: &str) {
            loop {
                let mut line = String::new();
                r.read_line(&mut line).await.unwrap();
                assert!(line.starts_with(want), "LMTP: wanted {want}, got {line:?}");
                if line.as_bytes().get(3) != Some(&b'-') {
                    return;
                }
            }
        }
        reply(&mut r, "220").await;
        for (cmd, want) in [
            ("LHLO test.local".to_string(), "250"),
            (format!("MAIL FROM:<{from}>"), "250"),
            (format!("RCPT TO:<{GAMES}>"), "250"),
            ("DATA".to_string(), "354"),
        ] {
            w.write_all(format!("{cmd}\r\n").as_bytes()).await.unwrap();
            reply(&mut r, want).await;
        }
        let text = String::from_utf8(raw).unwrap();
        let mut data = String::new();
        for line in text.trim_end_matches("\r\n").split("\r\n") {
            if line.starts_with('.') {
                data.push('.');
            }
            data.push_str(line);
            data.push_str("\r\n");
        }
        data.push_str(".\r\n");
        w.write_all(data.as_bytes()).await.unwrap();
        reply(&mut r, "250").await;
        w.write_all(b"QUIT\r\n").await.unwrap();
    }

    /// Message-IDs of every mail in `user`'s INBOX, with how often each
    /// came.
    async fn message_ids(&self, user: &str) -> HashMap<String, usize> {
        let mut session =
            support::bed::imap_login(self.imap_port, &addr(user), &self.password).await;
        let mailbox = session.select("INBOX").await.unwrap();
        let mut ids = HashMap::new();
        if mailbox.exists > 0 {
            let fetched: Vec<_> = session
                .fetch("1:*", "RFC822.HEADER")
                .await
                .unwrap()
                .try_collect()
                .await
                .unwrap();
            for f in &fetched {
                let header = f.header().expect("a header");
                let m = mail_parser::MessageParser::default()
                    .parse_headers(header)
                    .expect("a header parses");
                let id = m
                    .message_id()
                    .unwrap_or_else(|| panic!("no Message-ID in {header:?}"))
                    .to_string();
                *ids.entry(id).or_insert(0) += 1;
            }
        }
        session.logout().await.ok();
        ids
    }

    /// Files waiting in Postfix's queues.
    fn postfix_queued(&self) -> usize {
        fn count(p: &Path) -> usize {
            std::fs::read_dir(p).map_or(0, |rd| {
                rd.filter_map(Result::ok)
                    .map(|e| {
                        let p = e.path();
                        if p.is_dir() { count(&p) } else { 1 }
                    })
                    .sum()
            })
        }
        ["maildrop", "incoming", "active", "deferred", "hold"]
            .iter()
            .map(|q| count(&self.dir.join("postfix/spool").join(q)))
            .sum()
    }
}

impl Drop for MailBed {
    /// On failure, the server's last log lines (the bed keeps its folder).
    fn drop(&mut self) {
        let log = std::fs::read_to_string(self.dir.join("serve.log"));
        if let (true, Ok(log)) = (std::thread::panicking(), log) {
            let lines: Vec<&str> = log.lines().collect();
            eprintln!(
                "last lines of serve.log:\n{}",
                lines[lines.len().saturating_sub(40)..].join("\n")
            );
        }
    }
}

/// The `ringmail serve` process, killed when dropped.
struct Serve {
    child: Child,
    starts: usize,
}

impl Serve {
    fn spawn(bed: &MailBed) -> Child {
        let config = bed.dir.join("ringmail.toml");
        std::fs::write(&config, CONFIG).unwrap();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(bed.dir.join("serve.log"))
            .unwrap();
        Command::new(env!("CARGO_BIN_EXE_ringmail"))
            .args(["serve", "--config", config.to_str().unwrap()])
            .env("RINGMAIL_ADDRESS", GAMES)
            .env(
                "RINGMAIL_DATABASE",
                format!("sqlite://{}", bed.dir.join("ringmail.db").display()),
            )
            .env(
                "RINGMAIL_INBOUND",
                format!(
                    "imap://games%40ringmail.test:{}@127.0.0.1:{}/INBOX",
                    bed.password, bed.imap_port
                ),
            )
            .env(
                "RINGMAIL_OUTBOUND",
                format!("smtp://127.0.0.1:{}", bed.smtp_port),
            )
            .env("RINGMAIL_LOG", "ringmail=info")
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("ringmail serve starts")
    }

    fn start(bed: &MailBed) -> Serve {
        Serve {
            child: Serve::spawn(bed),
            starts: 1,
        }
    }

    /// SIGKILL.
    fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// A fresh process, after a kill.
    fn restart(&mut self, bed: &MailBed) {
        self.child = Serve::spawn(bed);
        self.starts += 1;
    }

    /// SIGTERM: the server stops after the mail in hand, with status 0.
    fn stop(mut self) {
        let pid = self.child.id().to_string();
        assert!(
            Command::new("kill")
                .args(["-TERM", &pid])
                .status()
                .unwrap()
                .success()
        );
        let t = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "ringmail serve stopped with {status}");
                return;
            }
            assert!(
                t.elapsed() < Duration::from_secs(15),
                "ringmail serve stops"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The server's database, read beside it.
struct Db(SqlitePool);

impl Db {
    async fn open(bed: &MailBed) -> Db {
        let path = bed.dir.join("ringmail.db");
        let t = Instant::now();
        while !path.exists() {
            assert!(t.elapsed() < PATIENCE, "the server creates its database");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let options = SqliteConnectOptions::new()
            .filename(&path)
            .busy_timeout(Duration::from_secs(10));
        Db(SqlitePool::connect_with(options).await.unwrap())
    }

    async fn count(&self, sql: &str) -> i64 {
        sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
            .fetch_one(&self.0)
            .await
            .unwrap()
    }

    /// Waits until `sql` counts `want`.
    async fn wait_count(&self, sql: &str, want: i64) {
        let t = Instant::now();
        loop {
            // The schema appears with the server's first start.
            let got: Result<i64, _> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
                .fetch_one(&self.0)
                .await;
            if got.as_ref().is_ok_and(|&n| n == want) {
                return;
            }
            assert!(t.elapsed() < PATIENCE, "{sql}: {got:?}, not {want}");
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Move counts per board.
    async fn moves_per_board(&self) -> HashMap<i64, i64> {
        sqlx::query_as::<_, (i64, i64)>("SELECT board, COUNT(*) FROM moves GROUP BY board")
            .fetch_all(&self.0)
            .await
            .unwrap()
            .into_iter()
            .collect()
    }

    async fn moves(&self, board: i64) -> Vec<String> {
        sqlx::query_scalar("SELECT text FROM moves WHERE board = ? ORDER BY number")
            .bind(board)
            .fetch_all(&self.0)
            .await
            .unwrap()
    }

    /// Games as (board, player0, player1).
    async fn games(&self) -> Vec<(i64, String, String)> {
        sqlx::query_as("SELECT board, player0, player1 FROM games ORDER BY board")
            .fetch_all(&self.0)
            .await
            .unwrap()
    }

    /// Message-IDs of the outbox per recipient.
    async fn outbox(&self) -> BTreeMap<String, BTreeSet<String>> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT recipient, message_id FROM outbox")
                .fetch_all(&self.0)
                .await
                .unwrap();
        let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (to, id) in rows {
            let id = id.trim_start_matches('<').trim_end_matches('>').to_string();
            out.entry(to).or_default().insert(id);
        }
        out
    }

    /// Waits until every reply is sent.
    async fn wait_all_sent(&self) {
        self.wait_count("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'", 0)
            .await;
    }
}

/// Signs the players up and starts `per_pair` YINSH games for each pair
/// (the first of a pair moves first); returns the games as (board, player
/// to move first, the other).
async fn set_up(
    bed: &MailBed,
    db: &Db,
    pairs: &[(&str, &str)],
    per_pair: usize,
) -> Vec<(i64, String, String)> {
    for &(a, b) in pairs {
        for p in [a, b] {
            bed.send(p, &format!("signup {p} {p}pw")).await;
        }
    }
    db.wait_count(
        "SELECT COUNT(*) FROM players WHERE robot = 0",
        2 * pairs.len() as i64,
    )
    .await;
    for &(a, b) in pairs {
        for _ in 0..per_pair {
            bed.send(a, &format!("yinsh challenge {a} {b}")).await;
        }
    }
    db.wait_count(
        "SELECT COUNT(*) FROM games",
        (pairs.len() * per_pair) as i64,
    )
    .await;
    db.wait_all_sent().await;
    db.games().await
}

/// A random legal YINSH game of `n` moves (fewer when it ends sooner):
/// each move with the seat that plays it.
fn plan(rng: &mut StdRng, n: usize) -> Vec<(usize, String)> {
    let mut g = new_game("yinsh", &[]).unwrap();
    let mut moves = Vec::new();
    while moves.len() < n && g.outcome().is_none() {
        let seat = g.to_move().expect("a game in progress");
        let legal = g.legal_move_texts();
        let mv = legal[rng.gen_range(0..legal.len())].clone();
        g.play_text(&mv).unwrap();
        moves.push((seat, mv));
    }
    moves
}

/// The move texts of a plan.
fn texts(plan: &[(usize, String)]) -> Vec<String> {
    plan.iter().map(|(_, m)| m.clone()).collect()
}

/// Waits until Postfix's queue is empty: every mail it took is delivered.
async fn postfix_idle(bed: &MailBed) {
    let t = Instant::now();
    while bed.postfix_queued() > 0 {
        assert!(t.elapsed() < PATIENCE, "Postfix's queue empties");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until Postfix's queues are empty and every player's mailbox holds
/// one or more copies of each of their replies; asserts that it holds no
/// other mail and returns the number of copies beyond the first.
async fn check_mailboxes(bed: &MailBed, db: &Db, users: &[&str]) -> usize {
    let outbox = db.outbox().await;
    postfix_idle(bed).await;
    let mut duplicates = 0;
    for user in users {
        let want = outbox.get(&addr(user)).cloned().unwrap_or_default();
        assert!(!want.is_empty(), "{user} has replies");
        let t = Instant::now();
        let got = loop {
            let got = bed.message_ids(user).await;
            if got.len() >= want.len() {
                break got;
            }
            assert!(
                t.elapsed() < PATIENCE,
                "{user}: {} of {} replies came",
                got.len(),
                want.len()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let ids: BTreeSet<String> = got.keys().cloned().collect();
        assert_eq!(ids, want, "{user}: the mailbox holds the outbox's replies");
        duplicates += got.values().map(|n| n - 1).sum::<usize>();
    }
    duplicates
}

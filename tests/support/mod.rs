//! What the tests share (each test binary takes it whole with `mod
//! support;`): the built binary run from outside ([`cli`]), the real mail
//! bed ([`bed`]) and its players' mail ([`mailbox`]), a private Postgres
//! cluster ([`pgbed`]), a naive YINSH engine to check the real one against
//! ([`naive_yinsh`]), reply to play ([`reply`]), players by name
//! ([`players`]), and here a test bed for
//! the server core: a temporary folder with a Maildir inbox, a file outbox
//! and a SQLite database, driven through the library. With
//! `RINGMAIL_TEST_PGBED` set to the folder of a running `scripts/pgbed`
//! cluster, each bed gets a Postgres database of its own there instead
//! (`scripts/test` runs the whole-game tests both ways).

#![allow(dead_code)]

pub mod bed;
pub mod cli;
pub mod client_replies;
pub mod corpus;
pub mod mailbox;
pub mod naive_yinsh;
pub mod pgbed;
pub mod players;
pub mod real_game;
pub mod relay_bounces;
pub mod reply;
pub mod reports;
pub mod serve;

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use mail_parser::MessageParser;
use ringmail::config::Config;
use ringmail::mail::compose::build_plain;
use ringmail::mail::maildir::Maildir;
use ringmail::server::Server;
use sqlx::Row;

pub const SERVER: &str = "games@ringmail.test";
/// The authserv-id of the beds' receiving mail system.
pub const RECEIVER: &str = "mx.ringmail.test";

/// A short blitz YINSH game alice (white) wins with her 19th move: her
/// ring walks from c3 up to c8, and she takes the row c3-c7 and ring a2.
pub const BLITZ_WIN: &str = "c3 k7 a2 k8 a3 k9 a4 k10 b1 j11 c3-c4 j11-j10 c4-c5 j10-j9 c5-c6 j9-j8 c6-c7 j8-j7 c7-c8;xc3-c7xa2";

/// The mail that plays line `i` (from 0) of a YINSH board `board` between
/// alice@players.test (password `apw`, who moves first) and
/// bob@players.test (`bpw`), as [`Bed::two_players_and_a_board`] signs
/// them up: its sender and its subject.
pub fn move_mail(i: usize, board: i64, mv: &str) -> (&'static str, String) {
    let (from, who, pw) = if i.is_multiple_of(2) {
        ("alice@players.test", "alice", "apw")
    } else {
        ("bob@players.test", "bob", "bpw")
    };
    (from, format!("yinsh move {board} {who} {pw} {mv}"))
}

/// A reply found in the outbox.
#[derive(Debug, Clone)]
pub struct Out {
    pub file: String,
    pub to: String,
    pub subject: String,
    pub body: String,
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub references: Vec<String>,
    pub auto_submitted: Option<String>,
    /// The `Reply-To` address.
    pub reply_to: Option<String>,
    /// The envelope sender, as the file transport records it.
    pub return_path: Option<String>,
}

pub struct Bed {
    pub dir: PathBuf,
    pub server: Server,
    pub inbox: Maildir,
    seen: HashSet<String>,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// The database of the bed in `dir`: a SQLite file in it, or a new
/// Postgres database in the cluster `RINGMAIL_TEST_PGBED` names.
pub fn database_for(dir: &std::path::Path) -> String {
    let Ok(bed) = std::env::var("RINGMAIL_TEST_PGBED") else {
        return format!("sqlite://{}/ringmail.db", dir.display());
    };
    // One database a bed, however many servers it opens.
    let known = dir.join("database.url");
    if let Ok(url) = std::fs::read_to_string(&known) {
        return url;
    }
    let name: String = dir
        .file_name()
        .unwrap()
        .to_string_lossy()
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/pgbed");
    let out = std::process::Command::new(script)
        .args(["createdb", &bed, &name])
        .output()
        .expect("scripts/pgbed runs");
    assert!(
        out.status.success(),
        "scripts/pgbed createdb {bed} {name} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let url = String::from_utf8(out.stdout).unwrap().trim().to_string();
    std::fs::write(known, &url).unwrap();
    url
}

pub fn config_for(dir: &std::path::Path, extra: &str) -> Config {
    let overrides = [
        ("address".to_string(), SERVER.to_string()),
        ("database".to_string(), database_for(dir)),
        (
            "inbound".to_string(),
            format!("maildir:{}/inbox", dir.display()),
        ),
        (
            "outbound".to_string(),
            format!("file:{}/outbox", dir.display()),
        ),
    ];
    Config::from_layers(Some(extra), &overrides).unwrap()
}

impl Bed {
    pub async fn new(name: &str) -> Bed {
        Bed::with_config(name, "").await
    }

    pub async fn with_config(name: &str, extra: &str) -> Bed {
        let dir = std::env::temp_dir().join(format!(
            "ringmail-{name}-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let config = config_for(&dir, extra);
        let inbox = Maildir::open(dir.join("inbox"), config.max_mail_bytes).unwrap();
        let server = Server::open(config).await.unwrap();
        Bed {
            dir,
            server,
            inbox,
            seen: HashSet::new(),
        }
    }

    /// A plain mail from a player to the server, as the receiving mail
    /// system hands it on: with its verdict that the `From` domain signed
    /// it (heeded only by a bed whose `trusted_authserv_id` is
    /// [`RECEIVER`]).
    pub fn mail(&self, from: &str, subject: &str, body: &str) -> Vec<u8> {
        let domain = from.rsplit_once('@').map_or("", |(_, d)| d);
        let mut raw =
            format!("Authentication-Results: {RECEIVER}; dkim=pass header.d={domain}\r\n")
                .into_bytes();
        raw.extend(build_plain(from, SERVER, subject, body, "players.test").unwrap());
        raw
    }

    /// Puts raw bytes into the inbox.
    pub fn put(&self, raw: &[u8]) {
        self.inbox.deliver(raw).unwrap();
    }

    /// Mails the server.
    pub fn send(&self, from: &str, subject: &str, body: &str) {
        self.put(&self.mail(from, subject, body));
    }

    /// One round: a mail from `from`, `serve --once`, the replies.
    pub async fn round(&mut self, from: &str, subject: &str, body: &str) -> Vec<Out> {
        self.send(from, subject, body);
        self.run_once().await;
        self.new_mail()
    }

    /// alice@players.test and bob@players.test signed up and confirmed,
    /// and a YINSH board 101 alice challenged bob to; returns its two
    /// board mails.
    pub async fn two_players_and_a_board(&mut self) -> Vec<Out> {
        self.signup("alice@players.test", "alice", "apw").await;
        self.signup("bob@players.test", "bob", "bpw").await;
        self.send("alice@players.test", "yinsh challenge alice bob", "");
        self.run_once().await;
        let outs = self.new_mail();
        // A board mail to each; alice's is the reply to her challenge.
        assert_eq!(outs.len(), 2, "{outs:#?}");
        outs
    }

    /// Signs `userid` up from `from` and confirms the address by answering
    /// the confirmation mail, as a player does; returns the mails this
    /// caused (the confirmation, then the answer to the confirm).
    pub async fn signup(&mut self, from: &str, userid: &str, password: &str) -> Vec<Out> {
        self.send(from, &format!("signup {userid} {password}"), "");
        self.run_once().await;
        let mut outs = self.new_mail();
        assert_eq!(outs.len(), 1, "{outs:#?}");
        let c = &outs[0];
        assert_eq!(c.to, from);
        assert!(c.subject.starts_with("confirm "), "{c:?}");
        assert!(c.body.contains(&format!("\n{}\n", c.subject)), "{c:?}");
        assert!(c.body.contains(&format!("Welcome, {userid}")), "{c:?}");
        let subject = format!("Re: {}", c.subject);
        self.send(from, &subject, "");
        self.run_once().await;
        let answer = self.new_mail();
        assert_eq!(answer.len(), 1, "{answer:#?}");
        assert!(answer[0].body.contains("is confirmed"), "{answer:?}");
        outs.extend(answer);
        outs
    }

    /// `serve --once`.
    pub async fn run_once(&mut self) {
        let (_tx, rx) = tokio::sync::watch::channel(false);
        let failed = self.server.run(&mut self.inbox, rx, true).await.unwrap();
        assert_eq!(failed, 0, "every mail was processed");
    }

    /// The real binary's `serve --once` on the bed's database and mail
    /// (a `config.toml` in the bed's folder), its clock stopped at `now`
    /// (`RINGMAIL_NOW`, RFC 3339).
    pub fn serve_once_at(&self, now: &str) {
        std::fs::write(
            self.dir.join("config.toml"),
            format!(
                "address = \"{SERVER}\"\ndatabase = \"{db}\"\ninbound = \"maildir:{d}/inbox\"\noutbound = \"file:{d}/outbox\"\n",
                db = self.server.config().database,
                d = self.dir.display()
            ),
        )
        .unwrap();
        let out = cli::command(&["serve", "--once", "--config", "config.toml"])
            .current_dir(&self.dir)
            .env("RINGMAIL_NOW", now)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The files attached to a mail of the outbox: (name, bytes).
    pub fn attachments(&self, out: &Out) -> Vec<(String, Vec<u8>)> {
        let raw = std::fs::read(self.dir.join("outbox").join(&out.file)).unwrap();
        let parsed = MessageParser::default().parse(&raw).unwrap();
        parsed
            .attachments()
            .map(|a| {
                (
                    mail_parser::MimeHeaders::attachment_name(a)
                        .unwrap_or_default()
                        .to_string(),
                    a.contents().to_vec(),
                )
            })
            .collect()
    }

    /// Replies that appeared in the outbox since the last look, in order.
    pub fn new_mail(&mut self) -> Vec<Out> {
        let dir = self.dir.join("outbox");
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".eml") && !self.seen.contains(n))
            .collect();
        names.sort();
        names
            .into_iter()
            .map(|n| {
                self.seen.insert(n.clone());
                parse_out(&n, &std::fs::read(dir.join(&n)).unwrap())
            })
            .collect()
    }

    /// Players, addresses, games and moves, as text, to compare before and
    /// after a refused command.
    pub async fn game_state(&self) -> String {
        let pool = self.server.store().pool();
        let mut out = String::new();
        for (table, sql) in [
            (
                "players",
                "SELECT userid || ' ' || password_hash FROM players ORDER BY userid",
            ),
            (
                "addresses",
                "SELECT address || ' ' || userid FROM addresses ORDER BY address",
            ),
            (
                "games",
                "SELECT board || ' ' || game || ' ' || options || ' ' || player0 || ' ' || player1 || ' ' || status || ' ' || COALESCE(result, '-') || ' ' || COALESCE(to_move, '-') FROM games ORDER BY board",
            ),
            (
                "moves",
                "SELECT board || ' ' || number || ' ' || userid || ' ' || text || ' ' || comment FROM moves ORDER BY board, number",
            ),
        ] {
            out.push_str(table);
            out.push('\n');
            for r in sqlx::query(sql).fetch_all(pool).await.unwrap() {
                out.push_str(&r.get::<String, _>(0));
                out.push('\n');
            }
        }
        out
    }

    /// The move log of a board, in order: (userid, text).
    pub async fn moves(&self, board: i64) -> Vec<(String, String)> {
        sqlx::query_as("SELECT userid, text FROM moves WHERE board = $1 ORDER BY number")
            .bind(board)
            .fetch_all(self.server.store().pool())
            .await
            .unwrap()
    }

    pub async fn count(&self, sql: &'static str) -> i64 {
        sqlx::query_scalar(sql)
            .fetch_one(self.server.store().pool())
            .await
            .unwrap()
    }
}

impl Drop for Bed {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// The subject of board `board`'s mail for a game of `game` between alice
/// (the first player) and bob in position `g`; `new` for its first mail.
pub fn expected_subject(
    game: &str,
    board: i64,
    g: &dyn ringmail::games::AnyGame,
    new: bool,
) -> String {
    use ringmail::games::Outcome;
    let players = ["alice", "bob"];
    match (g.outcome(), g.to_move()) {
        (Some(Outcome::Win(s)), _) => format!("{game} Board {board} over: {} wins", players[s]),
        (Some(Outcome::Draw), _) => format!("{game} Board {board} over: draw"),
        (None, Some(s)) if new => format!("New {game} Board {board} {}", players[s]),
        (None, Some(s)) => format!("{game} Board {board} {}", players[s]),
        _ => unreachable!(),
    }
}

pub fn parse_out(file: &str, raw: &[u8]) -> Out {
    let m = MessageParser::default().parse(raw).expect("a reply parses");
    let addr = |a: Option<&mail_parser::Address>| {
        a.and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_string()
    };
    let ids = |h: &mail_parser::HeaderValue| -> Vec<String> {
        match h {
            mail_parser::HeaderValue::Text(t) => vec![format!("<{t}>")],
            mail_parser::HeaderValue::TextList(l) => l.iter().map(|t| format!("<{t}>")).collect(),
            _ => vec![],
        }
    };
    Out {
        file: file.to_string(),
        to: addr(m.to()),
        subject: m.subject().unwrap_or_default().to_string(),
        body: m.body_text(0).unwrap_or_default().replace("\r\n", "\n"),
        message_id: format!("<{}>", m.message_id().unwrap_or_default()),
        in_reply_to: ids(m.in_reply_to()).into_iter().next(),
        references: ids(m.references()),
        auto_submitted: m.header_raw("Auto-Submitted").map(|s| s.trim().to_string()),
        reply_to: m
            .reply_to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(str::to_string),
        return_path: m
            .header_raw("Return-Path")
            .map(|s| s.trim().trim_matches(|c| c == '<' || c == '>').to_string()),
    }
}

/// Converts LF line ends to CRLF.
pub fn crlf(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len() + raw.len() / 20);
    for (i, &b) in raw.iter().enumerate() {
        if b == b'\n' && (i == 0 || raw[i - 1] != b'\r') {
            out.push(b'\r');
        }
        out.push(b);
    }
    out
}

//! Latency over a real mail system: the server's loop runs in-process with
//! the IMAP inbound and the SMTP outbound against the test bed
//! (`scripts/mailbed`: Postfix and Dovecot on loopback ports). Players sign
//! up and start their games first (not timed); then move mails go to
//! Postfix over SMTP at a steady rate, and for each move the time from its
//! SMTP send to the server's reply (matched by In-Reply-To) appearing in
//! the mover's IMAP mailbox is measured.
//!
//! `cargo bench --bench latency`: one mail at a time (10 games, a move
//! every half second, 120 moves), p50 and p99 printed (floors 250 ms and
//! 1 s). Under `cargo test`: 2 games, 10 moves at 5 a second; every reply
//! must arrive.
//!
//! The players are `alice+gN@ringmail.test` and `bob+gN@ringmail.test`
//! (Dovecot files a `+detail` address into the user's INBOX), so two
//! mailboxes are watched; each is polled every few milliseconds.

#[path = "../tests/support/bed.rs"]
mod bed;
#[path = "support/feed.rs"]
mod feed;

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use bed::MailBed;
use feed::record;
use futures_util::TryStreamExt;
use lettre::address::Envelope;
use lettre::message::header::ContentType;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use ringmail::config::Config;
use ringmail::mail::inbound_from;
use ringmail::server::Server;
use tokio::sync::mpsc;

const GAMES: &str = "games@ringmail.test";
/// How often a player's mailbox is looked at.
const WATCH_EVERY: Duration = Duration::from_millis(10);
/// How long the replies may take once the last move is sent.
const PATIENCE: Duration = Duration::from_secs(60);

struct Plan {
    games: usize,
    rate: f64,
    moves: usize,
}

/// A mail seen in a player's mailbox.
struct Seen {
    at: Instant,
    subject: String,
    in_reply_to: Option<String>,
    body: String,
}

fn player(g: usize, seat: usize) -> String {
    format!("{}+g{g}@ringmail.test", ["alice", "bob"][seat])
}

fn userid(g: usize, seat: usize) -> String {
    format!("{}{g}", ["a", "b"][seat])
}

fn mail(from: &str, id: &str, subject: &str, body: &str) -> Vec<u8> {
    Message::builder()
        .from(from.parse().unwrap())
        .to(GAMES.parse().unwrap())
        .subject(subject)
        .message_id(Some(id.to_string()))
        .header(ContentType::TEXT_PLAIN)
        .body(body.to_string())
        .unwrap()
        .formatted()
}

/// Polls `user`'s INBOX and reports every new mail.
async fn watch(port: u16, user: String, password: String, tx: mpsc::UnboundedSender<Seen>) {
    let mut session = bed::imap_login(port, &user, &password).await;
    let mut last = 0u32;
    loop {
        let fetched: Vec<_> = session
            .uid_fetch(format!("{}:*", last + 1), "(UID BODY.PEEK[])")
            .await
            .unwrap()
            .try_collect()
            .await
            .unwrap();
        let at = Instant::now();
        let mut fresh: Vec<_> = fetched
            .iter()
            .filter_map(|f| Some((f.uid?, f.body()?)))
            .filter(|(uid, _)| *uid > last)
            .collect();
        fresh.sort_by_key(|(uid, _)| *uid);
        for (uid, raw) in fresh {
            last = uid;
            let m = mail_parser::MessageParser::default().parse(raw).unwrap();
            let seen = Seen {
                at,
                subject: m.subject().unwrap_or_default().to_string(),
                in_reply_to: m.in_reply_to().as_text().map(|s| format!("<{s}>")),
                body: m.body_text(0).unwrap_or_default().into_owned(),
            };
            if tx.send(seen).is_err() {
                return;
            }
        }
        tokio::time::sleep(WATCH_EVERY).await;
    }
}

struct Sender {
    smtp: AsyncSmtpTransport<Tokio1Executor>,
}

impl Sender {
    /// Sends on its own task, so that a slow send does not hold up the pace.
    fn send(&self, from: String, raw: Vec<u8>) {
        let smtp = self.smtp.clone();
        tokio::spawn(async move {
            let env =
                Envelope::new(Some(from.parse().unwrap()), vec![GAMES.parse().unwrap()]).unwrap();
            smtp.send_raw(&env, &raw)
                .await
                .expect("Postfix takes the mail");
        });
    }
}

/// Receives until `done` says enough, or panics after `PATIENCE`.
async fn gather(
    rx: &mut mpsc::UnboundedReceiver<Seen>,
    what: &str,
    mut done: impl FnMut(Seen) -> bool,
) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        match tokio::time::timeout_at(deadline, rx.recv()).await {
            Ok(Some(s)) => {
                if done(s) {
                    return;
                }
            }
            Ok(None) => panic!("a mailbox watcher stopped"),
            Err(_) => panic!("{what}: not every reply came within {PATIENCE:?}"),
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

async fn bench(bed: &MailBed, plan: Plan) {
    let password = bed.password();
    let config = Config::from_layers(
        // A closed installation: sign-ups need no confirmation, and no
        // daily limit on boards.
        Some("confirm_addresses = false\nboards_per_day = 100000"),
        &[
            ("address", GAMES.to_string()),
            (
                "database",
                format!("sqlite://{}/ringmail.db", bed.dir.display()),
            ),
            (
                "inbound",
                format!(
                    "imap://games%40ringmail.test:{password}@127.0.0.1:{}/INBOX",
                    bed.imap_port()
                ),
            ),
            ("outbound", format!("smtp://127.0.0.1:{}", bed.smtp_port())),
        ]
        .map(|(k, v)| (k.to_string(), v)),
    )
    .unwrap();
    let mut inbox = inbound_from(&config).unwrap();
    let server = Server::open(config).await.unwrap();
    let (stop, stop_rx) = tokio::sync::watch::channel(false);
    let running = tokio::spawn(async move { server.run(inbox.as_mut(), stop_rx, false).await });

    let (tx, mut rx) = mpsc::unbounded_channel();
    for user in ["alice", "bob"] {
        tokio::spawn(watch(
            bed.imap_port(),
            format!("{user}@ringmail.test"),
            password.clone(),
            tx.clone(),
        ));
    }
    drop(tx);
    let sender = Sender {
        smtp: AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
            .port(bed.smtp_port())
            .build(),
    };
    let n = plan.games;

    // Not timed: every player signs up, then every game starts.
    let t = Instant::now();
    for g in 0..n {
        for seat in 0..2 {
            let id = format!("<signup.{g}.{seat}@players.test>");
            let body = format!("signup {} pw\n", userid(g, seat));
            sender.send(
                player(g, seat),
                mail(&player(g, seat), &id, "new player", &body),
            );
        }
    }
    let mut welcomed = 0;
    gather(&mut rx, "sign-up", |s| {
        assert!(s.body.contains("Welcome"), "{}: {}", s.subject, s.body);
        welcomed += 1;
        welcomed == 2 * n
    })
    .await;
    for g in 0..n {
        let id = format!("<challenge.{g}@players.test>");
        let body = format!("yinsh challenge {} {}\n", userid(g, 0), userid(g, 1));
        sender.send(player(g, 0), mail(&player(g, 0), &id, "new game", &body));
    }
    // Each challenge: each player gets the board (whose subject names the
    // board and the player to move, the challenger); the challenger's is
    // the answer to the challenge.
    let mut boards: HashMap<usize, i64> = HashMap::new();
    let mut mails = 0;
    gather(&mut rx, "challenge", |s| {
        mails += 1;
        let words: Vec<&str> = s.subject.split(' ').collect();
        if let ["New", "yinsh", "Board", board, who] = words[..]
            && let Some(g) = who.strip_prefix('a')
        {
            boards.insert(g.parse().unwrap(), board.parse().unwrap());
        }
        mails == 2 * n && boards.len() == n
    })
    .await;
    eprintln!("latency: {n} games started in {:.1?}", t.elapsed());

    // Timed: moves at a steady pace, each to a game whose last move was
    // answered (round robin); a tick with no such game sends as soon as one
    // is.
    let records: Vec<Vec<String>> = (0..n as u64).map(record).collect();
    let mut next = vec![0usize; n];
    let mut ready: VecDeque<usize> = (0..n).collect();
    let mut in_flight: HashMap<String, (usize, Instant)> = HashMap::new();
    let mut latencies = Vec::with_capacity(plan.moves);
    let mut refused = Vec::new();
    let mut sent = 0;
    let mut owed = 0usize;
    let mut late_ticks = 0usize;
    let every = Duration::from_secs_f64(1.0 / plan.rate);
    let mut ticker = tokio::time::interval(every);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let start = Instant::now();
    let mut send_next =
        |ready: &mut VecDeque<usize>, in_flight: &mut HashMap<String, (usize, Instant)>| -> bool {
            while let Some(g) = ready.pop_front() {
                let i = next[g];
                let Some(mv) = records[g].get(i) else {
                    continue;
                };
                next[g] += 1;
                let seat = i % 2;
                let id = format!("<move.{g}.{i}@players.test>");
                let body = format!("yinsh move {} {} pw {mv}\n", boards[&g], userid(g, seat));
                let raw = mail(&player(g, seat), &id, "move", &body);
                in_flight.insert(id, (g, Instant::now()));
                sender.send(player(g, seat), raw);
                return true;
            }
            false
        };
    while latencies.len() + refused.len() < plan.moves {
        let deadline = tokio::time::sleep(PATIENCE);
        tokio::select! {
            _ = ticker.tick(), if sent < plan.moves => {
                if send_next(&mut ready, &mut in_flight) {
                    sent += 1;
                } else {
                    owed += 1;
                    late_ticks += 1;
                }
            }
            seen = rx.recv() => {
                let s = seen.expect("a mailbox watcher stopped");
                // The mover's board mail carries the result at its top (an
                // error is a reply of its own); the opponent's is not the
                // answer.
                let accepted = s.body.contains(" accepted: ");
                if !accepted && !s.subject.contains("Error") {
                    continue;
                }
                let Some((g, t0)) = s.in_reply_to.as_ref().and_then(|id| in_flight.remove(id))
                else {
                    continue;
                };
                if accepted {
                    latencies.push(s.at - t0);
                } else {
                    refused.push(format!("game {g}: {}", s.body));
                }
                ready.push_back(g);
                while owed > 0 && sent < plan.moves && send_next(&mut ready, &mut in_flight) {
                    owed -= 1;
                    sent += 1;
                }
            }
            _ = deadline => panic!(
                "no reply for {PATIENCE:?}: {} of {sent} moves answered",
                latencies.len() + refused.len()
            ),
        }
    }
    let took = start.elapsed();
    stop.send(true).unwrap();
    let r = tokio::time::timeout(Duration::from_secs(30), running)
        .await
        .expect("the loop stops")
        .unwrap();
    assert_eq!(r.unwrap(), 0);

    assert!(refused.is_empty(), "moves refused: {refused:#?}");
    assert_eq!(latencies.len(), plan.moves, "every move was answered");
    latencies.sort_unstable();
    let p50 = percentile(&latencies, 0.50);
    let p99 = percentile(&latencies, 0.99);
    let max = *latencies.last().unwrap();
    let mean = latencies.iter().sum::<Duration>() / latencies.len() as u32;
    println!(
        "latency/move_reply: {} moves across {n} games in {:.1} s ({:.1}/s offered, {late_ticks} ticks waited for a free game)",
        latencies.len(),
        took.as_secs_f64(),
        plan.rate
    );
    println!(
        "latency/move_reply: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms, mean {:.0} ms (floors: p50 <= 250 ms, p99 <= 1000 ms)",
        p50.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3,
        mean.as_secs_f64() * 1e3
    );
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let plan = if full {
        // One mail at a time: a move every half second, each answered
        // long before the next is sent.
        Plan {
            games: 10,
            rate: 2.0,
            moves: 120,
        }
    } else {
        Plan {
            games: 2,
            rate: 5.0,
            moves: 10,
        }
    };
    if let Ok(filter) = std::env::var("RINGMAIL_LOG") {
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_writer(std::io::stderr)
            .init();
    }
    let bed = MailBed::start("latency");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(bench(&bed, plan));
    // The watchers' connections end with the runtime, before the bed stops.
    drop(rt);
}

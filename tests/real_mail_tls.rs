//! The server over TLS on a real mail system: each test starts its own
//! test bed (`scripts/mailbed start DIR`, which makes its own certificate
//! authority), points the server's IMAP inbound and SMTP outbound at the
//! bed's TLS ports with `tls_extra_ca` naming the bed's CA, and plays a
//! sign-up and a challenge by mail. The players send over plain SMTP and
//! read their mailboxes over plain IMAP; only the server speaks TLS.

mod support;

use std::time::{Duration, Instant};

use async_imap::Session;
use futures_util::TryStreamExt;
use lettre::address::Envelope;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use ringmail::config::Config;
use ringmail::mail::imap::Conn;
use ringmail::mail::inbound_from;
use ringmail::server::Server;
use support::bed::MailBed;
use support::{Out, parse_out};

const GAMES: &str = "games@ringmail.test";
const ALICE: &str = "alice@ringmail.test";
const BOB: &str = "bob@ringmail.test";
const PATIENCE: Duration = Duration::from_secs(20);

/// The server's configuration, trusting the bed's CA.
fn config(bed: &MailBed, inbound: &str, outbound: &str) -> Config {
    let overrides = [
        ("address", GAMES.to_string()),
        (
            "database",
            format!("sqlite://{}/ringmail.db", bed.dir.display()),
        ),
        ("inbound", inbound.to_string()),
        ("outbound", outbound.to_string()),
        ("tls_extra_ca", bed.get("MAILBED_CA")),
    ]
    .map(|(k, v)| (k.to_string(), v));
    Config::from_layers(None, &overrides).unwrap()
}

async fn send(bed: &MailBed, from: &str, subject: &str) {
    let raw =
        ringmail::mail::compose::build_plain(from, GAMES, subject, "", "players.test").unwrap();
    let smtp = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
        .port(bed.smtp_port())
        .build();
    let env = Envelope::new(Some(from.parse().unwrap()), vec![GAMES.parse().unwrap()]).unwrap();
    smtp.send_raw(&env, &raw)
        .await
        .expect("Postfix takes the mail");
}

/// A player's INBOX, read over plain IMAP.
struct Mailbox {
    user: String,
    session: Session<Conn>,
    last_uid: u32,
}

impl Mailbox {
    async fn open(bed: &MailBed, user: &str) -> Mailbox {
        let session = support::bed::imap_login(bed.imap_port(), user, &bed.password()).await;
        Mailbox {
            user: user.to_string(),
            session,
            last_uid: 0,
        }
    }

    /// Waits for `n` new mails.
    async fn expect(&mut self, n: usize) -> Vec<Out> {
        let start = Instant::now();
        loop {
            let fetched: Vec<_> = self
                .session
                .uid_fetch(format!("{}:*", self.last_uid + 1), "(UID BODY.PEEK[])")
                .await
                .unwrap()
                .try_collect()
                .await
                .unwrap();
            let mut fresh: Vec<(u32, Out)> = fetched
                .iter()
                .filter_map(|f| Some((f.uid?, f.body()?)))
                .filter(|(uid, _)| *uid > self.last_uid)
                .map(|(uid, raw)| (uid, parse_out(&uid.to_string(), raw)))
                .collect();
            if fresh.len() >= n {
                assert_eq!(fresh.len(), n, "{}: more mail than expected", self.user);
                fresh.sort_by_key(|(uid, _)| *uid);
                self.last_uid = fresh.last().unwrap().0;
                return fresh.into_iter().map(|(_, o)| o).collect();
            }
            assert!(
                start.elapsed() < PATIENCE,
                "{}: {} of {n} mails came",
                self.user,
                fresh.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// Runs the server with `inbound` and `outbound`, and plays a sign-up of
/// both players and a challenge.
async fn round_trip(bed: &MailBed, inbound: String, outbound: String) {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("RINGMAIL_LOG")
                .unwrap_or_else(|_| "ringmail=info".into()),
        )
        .with_test_writer()
        .try_init();
    let config = config(bed, &inbound, &outbound);
    let mut inbox = inbound_from(&config).unwrap();
    let server = Server::open(config).await.unwrap();
    let (stop, rx) = tokio::sync::watch::channel(false);
    let task = tokio::spawn(async move { server.run(inbox.as_mut(), rx, false).await });

    let mut alice = Mailbox::open(bed, ALICE).await;
    let mut bob = Mailbox::open(bed, BOB).await;
    send(bed, ALICE, "signup alice apw").await;
    send(bed, BOB, "signup bob bpw").await;
    // Each answers the confirmation mail.
    for (m, who) in [(&mut alice, ALICE), (&mut bob, BOB)] {
        let outs = m.expect(1).await;
        assert!(outs[0].body.contains("Welcome"), "{outs:?}");
        assert!(outs[0].subject.starts_with("confirm "), "{outs:?}");
        send(bed, who, &format!("Re: {}", outs[0].subject)).await;
        let outs = m.expect(1).await;
        assert!(outs[0].body.contains("is confirmed"), "{outs:?}");
    }
    send(bed, ALICE, "yinsh challenge -blitz alice bob").await;
    // One New board mail each; alice's is the reply to her challenge.
    let a = alice.expect(1).await;
    let b = bob.expect(1).await;
    for (outs, want) in [(&a, 1), (&b, 1)] {
        let boards = outs
            .iter()
            .filter(|o| o.subject == "New yinsh Board 101 alice")
            .count();
        assert_eq!(boards, 1, "{outs:#?}");
        assert_eq!(outs.len(), want);
    }

    stop.send(true).unwrap();
    let r = tokio::time::timeout(Duration::from_secs(10), task)
        .await
        .expect("the loop stops")
        .unwrap();
    assert_eq!(r.unwrap(), 0);
    // The server read its mail over TLS and moved it out of the inbox.
    let mut games = Mailbox::open(bed, GAMES).await;
    games.session.select("Processed").await.unwrap();
    let processed = games.session.uid_search("ALL").await.unwrap();
    // Two sign-ups, two confirmations and the challenge.
    assert_eq!(processed.len(), 5);
}

fn user() -> String {
    "games%40ringmail.test".to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn imaps_and_smtp_starttls() {
    let bed = MailBed::start("tls-a");
    let pw = bed.password();
    round_trip(
        &bed,
        format!(
            "imaps://{}:{pw}@127.0.0.1:{}/INBOX",
            user(),
            bed.port("MAILBED_IMAPS_PORT")
        ),
        format!(
            "smtp+starttls://127.0.0.1:{}",
            bed.port("MAILBED_SUBMISSION_PORT")
        ),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn imap_starttls_and_smtps() {
    let bed = MailBed::start("tls-b");
    let pw = bed.password();
    round_trip(
        &bed,
        format!(
            "imap+starttls://{}:{pw}@127.0.0.1:{}/INBOX",
            user(),
            bed.imap_port()
        ),
        format!("smtps://127.0.0.1:{}", bed.port("MAILBED_SMTPS_PORT")),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_certificate_authority_is_refused() {
    // Without the bed's CA the server trusts only the public roots: no
    // mail is read.
    let bed = MailBed::start("tls-c");
    let mut config = config(
        &bed,
        &format!(
            "imaps://{}:{}@127.0.0.1:{}/INBOX",
            user(),
            bed.password(),
            bed.port("MAILBED_IMAPS_PORT")
        ),
        "file:/nonexistent",
    );
    let trusting = inbound_from(&config).unwrap();
    config.tls_extra_ca = String::new();
    let mut inbox = inbound_from(&config).unwrap();
    send(&bed, ALICE, "signup alice apw").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(inbox.fetch(10).await.unwrap().is_empty());
    // With the CA, the same mail is there.
    let mut inbox = trusting;
    let start = Instant::now();
    while inbox.fetch(10).await.unwrap().is_empty() {
        assert!(start.elapsed() < PATIENCE, "the mail came");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

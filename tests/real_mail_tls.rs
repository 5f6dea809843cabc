//! The server over TLS on a real mail system: each test starts its own
//! test bed (`scripts/mailbed start DIR`, which makes its own certificate
//! authority), points the server's IMAP inbound and SMTP outbound at the
//! bed's TLS ports with `tls_extra_ca` naming the bed's CA, and plays a
//! sign-up and a challenge by mail. The players send over plain SMTP and
//! read their mailboxes over plain IMAP; only the server speaks TLS.

use crate::support;

use std::time::{Duration, Instant};

use ringmail::config::Config;
use ringmail::mail::inbound_from;
use support::SERVER as GAMES;
use support::bed::MailBed;
use support::mailbox::{PATIENCE, Running};

const ALICE: &str = "alice@ringmail.test";
const BOB: &str = "bob@ringmail.test";

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

/// Runs the server with `inbound` and `outbound`, and plays a sign-up of
/// both players and a challenge.
async fn round_trip(bed: &MailBed, inbound: String, outbound: String) {
    let running = Running::start(config(bed, &inbound, &outbound)).await;

    let mut alice = bed.mailbox(ALICE).await;
    let mut bob = bed.mailbox(BOB).await;
    bed.send(ALICE, "signup alice apw", "").await;
    bed.send(BOB, "signup bob bpw", "").await;
    // Each answers the confirmation mail.
    for (m, who) in [(&mut alice, ALICE), (&mut bob, BOB)] {
        let outs = m.expect(1).await;
        assert!(outs[0].body.contains("Welcome"), "{outs:?}");
        assert!(outs[0].subject.starts_with("confirm "), "{outs:?}");
        bed.send(who, &format!("Re: {}", outs[0].subject), "").await;
        let outs = m.expect(1).await;
        assert!(outs[0].body.contains("is confirmed"), "{outs:?}");
    }
    bed.send(ALICE, "yinsh challenge -blitz alice bob", "")
        .await;
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

    running.stop().await;
    // The server read its mail over TLS and moved it out of the inbox.
    let processed = bed.mailbox(GAMES).await.uids("Processed").await;
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
    bed.send(ALICE, "signup alice apw", "").await;
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

//! The players of the real mail bed: mail sent to the server through the
//! bed's Postfix, and a player's INBOX read over the bed's IMAP.

use std::time::{Duration, Instant};

use async_imap::Session;
use futures_util::TryStreamExt;
use lettre::address::Envelope;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use ringmail::config::Config;
use ringmail::mail::imap::Conn;
use ringmail::mail::inbound_from;
use ringmail::server::Server;

use super::bed::MailBed;
use super::{Out, SERVER, parse_out};

/// How long a mail may take to come back: long enough for a machine
/// busy with the other tests beside, including one SMTP send that hangs
/// until the server's 60 s timeout and goes again (a mail takes well
/// under a second on an idle machine).
pub const PATIENCE: Duration = Duration::from_secs(120);

impl MailBed {
    /// Sends `raw` from `from` through Postfix to the envelope recipient
    /// `to`.
    pub async fn send_raw_to(&self, from: &str, to: &str, raw: &[u8]) {
        let smtp = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
            .port(self.smtp_port())
            .build();
        let env = Envelope::new(Some(from.parse().unwrap()), vec![to.parse().unwrap()]).unwrap();
        smtp.send_raw(&env, raw)
            .await
            .expect("Postfix takes the mail");
    }

    /// Sends `raw` from `from` to the server.
    pub async fn send_raw(&self, from: &str, raw: &[u8]) {
        self.send_raw_to(from, SERVER, raw).await;
    }

    /// Sends a plain mail from `from` to the server.
    pub async fn send(&self, from: &str, subject: &str, body: &str) {
        let raw = ringmail::mail::compose::build_plain(from, SERVER, subject, body, "players.test")
            .unwrap();
        self.send_raw(from, &raw).await;
    }

    /// `user`'s INBOX, read from its first mail.
    pub async fn mailbox(&self, user: &str) -> Mailbox {
        let session = super::bed::imap_login(self.imap_port(), user, &self.password()).await;
        Mailbox {
            user: user.to_string(),
            session,
            last_uid: 0,
        }
    }
}

/// The server's loop on its own task, on the bed, stopped at the end.
pub struct Running {
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<anyhow::Result<usize>>,
}

impl Running {
    /// Starts the server's loop with `config`.
    pub async fn start(config: Config) -> Running {
        // The server's log when `RINGMAIL_LOG` asks for it (such as
        // `RINGMAIL_LOG=ringmail=info`), for a test being looked into: a
        // subscriber is global, and would print every other test's log too.
        if let Ok(filter) = tracing_subscriber::EnvFilter::try_from_env("RINGMAIL_LOG") {
            let _ = tracing_subscriber::fmt()
                .with_env_filter(filter)
                .with_test_writer()
                .try_init();
        }
        let mut inbox = inbound_from(&config).unwrap();
        let server = Server::open(config).await.unwrap();
        let (stop, rx) = tokio::sync::watch::channel(false);
        let task = tokio::spawn(async move { server.run(inbox.as_mut(), rx, false).await });
        Running { stop, task }
    }

    /// Stops the loop, which must end cleanly within 10 s.
    pub async fn stop(self) {
        self.stop.send(true).unwrap();
        let r = tokio::time::timeout(Duration::from_secs(10), self.task)
            .await
            .expect("the loop stops")
            .unwrap();
        assert_eq!(r.unwrap(), 0);
    }
}

/// A player's IMAP mailbox.
pub struct Mailbox {
    user: String,
    /// The IMAP session, for what a test asks beyond new mail.
    pub session: Session<Conn>,
    last_uid: u32,
}

impl Mailbox {
    /// UIDs in a folder, in order.
    pub async fn uids(&mut self, folder: &str) -> Vec<u32> {
        self.session.select(folder).await.unwrap();
        let mut uids: Vec<u32> = self
            .session
            .uid_search("ALL")
            .await
            .unwrap()
            .into_iter()
            .collect();
        uids.sort_unstable();
        uids
    }

    /// Waits for exactly `n` new mails (and checks that no more come soon
    /// after), in arrival order.
    pub async fn expect(&mut self, n: usize) -> Vec<Out> {
        let start = Instant::now();
        let mut fresh = Vec::new();
        while fresh.len() < n {
            assert!(
                start.elapsed() < PATIENCE,
                "{}: {} of {n} mails came",
                self.user,
                fresh.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
            fresh = self.new_uids().await;
        }
        // A mail too many would come with the others.
        tokio::time::sleep(Duration::from_millis(150)).await;
        let fresh = self.new_uids().await;
        assert_eq!(fresh.len(), n, "{}: more mail than expected", self.user);
        let set = fresh
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",");
        let fetched: Vec<_> = self
            .session
            .uid_fetch(&set, "(UID BODY.PEEK[])")
            .await
            .unwrap()
            .try_collect()
            .await
            .unwrap();
        let mut outs: Vec<(u32, Out)> = fetched
            .iter()
            .map(|f| {
                let uid = f.uid.unwrap();
                (uid, parse_out(&uid.to_string(), f.body().unwrap()))
            })
            .collect();
        outs.sort_by_key(|(u, _)| *u);
        self.last_uid = *fresh.last().unwrap();
        outs.into_iter().map(|(_, o)| o).collect()
    }

    /// UIDs of the INBOX's mails not yet returned by [`Mailbox::expect`].
    pub async fn new_uids(&mut self) -> Vec<u32> {
        let last = self.last_uid;
        self.uids("INBOX")
            .await
            .into_iter()
            .filter(|&u| u > last)
            .collect()
    }
}

//! A game on the real mail bed: the server's configuration on a bed, its
//! loop started on it, two players signed up over SMTP and IMAP, and the
//! board mails they receive.

use ringmail::config::Config;
use ringmail::games::{AnyGame, new_game};

use super::Out;
use super::SERVER as GAMES;
use super::bed::MailBed;
use super::mailbox::{Mailbox, Running};

pub const ALICE: &str = "alice@ringmail.test";
pub const BOB: &str = "bob@ringmail.test";

/// The server's configuration on a bed.
pub trait BedConfig {
    fn config(&self) -> Config;
    fn config_with(&self, extra: &str) -> Config;
    fn config_in(&self, folder: &str, extra: &str) -> Config;
}

impl BedConfig for MailBed {
    fn config(&self) -> Config {
        self.config_with("")
    }

    /// The server's configuration, with `extra` (TOML) layered over the
    /// defaults, and replies retried within seconds.
    fn config_with(&self, extra: &str) -> Config {
        self.config_in("INBOX", extra)
    }

    /// The same, reading the game account's folder `folder`.
    fn config_in(&self, folder: &str, extra: &str) -> Config {
        let overrides = [
            ("address", GAMES.to_string()),
            (
                "database",
                format!("sqlite://{}/ringmail.db", self.dir.display()),
            ),
            (
                "inbound",
                format!(
                    "imap://games%40ringmail.test:{}@127.0.0.1:{}/{folder}",
                    self.password(),
                    self.imap_port()
                ),
            ),
            ("outbound", format!("smtp://127.0.0.1:{}", self.smtp_port())),
        ]
        .map(|(k, v)| (k.to_string(), v));
        assert!(
            !extra.contains("[outbox]"),
            "the bed sets the outbox's retries itself"
        );
        let mut config = Config::from_layers(Some(extra), &overrides).unwrap();
        // A reply the bed refuses for a moment (its Postfix busy on a
        // loaded machine) goes again within seconds, as in the fault
        // tests, rather than after the default 30 s and 60 s, which
        // outlast a test's patience.
        config.outbox.backoff_seconds = 1;
        config.outbox.backoff_max_seconds = 2;
        config
    }
}

/// The board mail among `outs`: exactly one, with the engine's board, in
/// the game's thread (the first References entry).
pub fn board_mail(outs: &[Out], g: &dyn AnyGame, new: bool) -> Out {
    let subject = super::expected_subject("yinsh", 101, g, new);
    let boards: Vec<&Out> = outs.iter().filter(|o| o.subject == subject).collect();
    assert_eq!(boards.len(), 1, "one '{subject}' in {outs:#?}");
    let b = boards[0].clone();
    assert!(
        b.body.contains(&g.render(["alice", "bob"])),
        "the engine's board in:\n{}",
        b.body
    );
    // The game's entry, the player's root (but in the New mail, whose own
    // Message-ID it is), the mail that caused it.
    assert_eq!(b.references.len(), if new { 2 } else { 3 }, "{b:?}");
    assert_eq!(b.in_reply_to.as_ref(), b.references.last(), "{b:?}");
    assert_eq!(b.auto_submitted.as_deref(), Some("auto-replied"));
    b
}

pub async fn run_server(bed: &MailBed) -> Running {
    Running::start(bed.config()).await
}

/// Both players sign up and alice challenges bob to a blitz game: returns
/// their mailboxes, the game, its thread, and alice's board mail.
pub async fn sign_up_and_challenge(
    bed: &MailBed,
) -> (Mailbox, Mailbox, Box<dyn AnyGame>, String, Out) {
    let mut alice = bed.mailbox(ALICE).await;
    let mut bob = bed.mailbox(BOB).await;
    bed.send(ALICE, "signup alice apw", "").await;
    bed.send(BOB, "", "signup bob bpw\n").await;
    // Each confirms the address with a plain reply to the confirmation.
    for (m, who) in [(&mut alice, ALICE), (&mut bob, BOB)] {
        let outs = m.expect(1).await;
        assert!(outs[0].body.contains("Welcome"), "{outs:?}");
        assert!(outs[0].subject.starts_with("confirm "), "{outs:?}");
        bed.send(who, &format!("Re: {}", outs[0].subject), "> quoted\n")
            .await;
        let outs = m.expect(1).await;
        assert!(outs[0].body.contains("is confirmed"), "{outs:?}");
    }
    bed.send(ALICE, "yinsh challenge -blitz alice bob", "Have fun!")
        .await;
    let g = new_game("yinsh", &["-blitz"]).unwrap();
    // The challenge's reply is alice's New board mail.
    let a = alice.expect(1).await;
    let b = bob.expect(1).await;
    let ab = board_mail(&a, g.as_ref(), true);
    assert!(
        ab.body.starts_with("yinsh Board 101 is started"),
        "{}",
        ab.body
    );
    let bb = board_mail(&b, g.as_ref(), true);
    assert!(ab.body.contains("alice writes:\nHave fun!"), "{}", ab.body);
    assert_eq!(ab.references, bb.references, "one thread");
    let thread = ab.references[0].clone();
    (alice, bob, g, thread, ab)
}

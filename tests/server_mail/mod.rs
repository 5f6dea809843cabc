//! The server core on real mails: golden `.eml` fixtures (LF and CRLF),
//! refused commands that change nothing, mails seen twice, a crash between
//! commit and inbox removal, and two servers on one database.
//!
//! One file a concern: `fixtures.rs`, `refusals.rs`, `once_only.rs`;
//! what they share is here.

mod fixtures;
mod once_only;
mod refusals;

use crate::support;

use ringmail::server::{Processed, Server};
use support::{Bed, Out, config_for, crlf};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/fixtures/mail/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// Signs up alice (secret) and bob (pw), starts yinsh board 101 and plays
/// `moves` on it.
async fn board_with(bed: &mut Bed, moves: &[&str]) {
    bed.signup(ALICE, "alice", "secret").await;
    bed.signup(BOB, "bob", "pw").await;
    bed.send(ALICE, "yinsh challenge alice bob", "");
    bed.run_once().await;
    for (i, m) in moves.iter().enumerate() {
        let (who, addr, pw) = if i % 2 == 0 {
            ("alice", ALICE, "secret")
        } else {
            ("bob", BOB, "pw")
        };
        bed.send(addr, &format!("yinsh move 101 {who} {pw} {m}"), "");
        bed.run_once().await;
    }
    let outs = bed.new_mail();
    assert!(
        outs.iter().all(|o| !o.subject.contains("rror")),
        "{outs:#?}"
    );
}

const RING_AT_C3: [&str; 10] = ["c3", "k7", "a2", "k8", "a3", "k9", "a4", "k10", "b1", "j11"];

async fn moves_on_101(bed: &Bed) -> Vec<String> {
    sqlx::query_scalar("SELECT text FROM moves WHERE board = 101 ORDER BY number")
        .fetch_all(bed.server.store().pool())
        .await
        .unwrap()
}

async fn disposition(bed: &Bed) -> String {
    sqlx::query_scalar("SELECT disposition FROM inbound ORDER BY id DESC LIMIT 1")
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

/// Runs `check` on a fresh bed for the fixture with LF and with CRLF ends.
async fn both_line_ends<F, Fut>(name: &str, setup: &[&str], check: F)
where
    F: Fn(Bed, Vec<Out>) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    for raw in [fixture(name), crlf(&fixture(name))] {
        let mut bed = Bed::new("fixture").await;
        board_with(&mut bed, setup).await;
        bed.put(&raw);
        bed.run_once().await;
        let outs = bed.new_mail();
        check(bed, outs).await;
    }
}

/// One board mail to each player (Alice, then Bob), no separate reply:
/// the sender's board mail carries the result at its top.
fn accepted(outs: &[Out], sender: &str, text: &str) {
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
    assert_eq!(to, [ALICE, BOB]);
    for o in outs {
        let first = o.body.lines().next().unwrap_or_default();
        assert_eq!(o.to == sender, first.contains(text), "{}", o.body);
        assert!(o.body.contains("Summary of yinsh Board 101"));
        assert!(!o.subject.contains("Error"));
    }
}

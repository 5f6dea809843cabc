//! The account commands by mail: add, change password/address, forgot and
//! reset, vacation, signoff, delete, message, all show, multiple, change
//! language; one file a concern, sharing the helpers here.

use crate::support;

mod addresses;
mod language;
mod leaving;
mod messages;
mod passwords;

use sqlx::Row;
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

/// `game_state` plus the account tables these commands change.
async fn state(bed: &Bed) -> String {
    let mut out = bed.game_state().await;
    let pool = bed.server.store().pool();
    for sql in [
        "SELECT 'player ' || userid || ' ' || COALESCE(CAST(retired_at AS TEXT), '-') || ' ' || COALESCE(CAST(deleted_at AS TEXT), '-') FROM players ORDER BY userid",
        "SELECT 'pending ' || address || ' ' || userid FROM pending_addresses ORDER BY address, userid",
        "SELECT 'reset ' || userid || ' ' || token_hash FROM reset_tokens ORDER BY userid, token_hash",
        "SELECT 'vacation ' || userid || ' ' || starts_at || ' ' || ends_at FROM vacations ORDER BY userid, starts_at",
        "SELECT 'sent ' || userid || ' ' || recipient FROM messages_sent ORDER BY userid, recipient",
    ] {
        for r in sqlx::query(sql).fetch_all(pool).await.unwrap() {
            out.push_str(&r.get::<String, _>(0));
            out.push('\n');
        }
    }
    out
}

async fn three(bed: &mut Bed) {
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.signup(CAROL, "carol", "cpw").await;
}

/// Sends a mail that must be refused and change nothing; returns the one
/// error reply.
async fn refused(bed: &mut Bed, from: &str, subject: &str, body: &str, why: &str) -> Out {
    let before = state(bed).await;
    let outs = bed.round(from, subject, body).await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, from);
    assert!(
        outs[0].subject.to_lowercase().contains("error"),
        "{:?}",
        outs[0]
    );
    assert!(
        outs[0].body.contains(why),
        "wanted '{why}' in:\n{}",
        outs[0].body
    );
    assert_eq!(before, state(bed).await, "a refusal changes nothing");
    outs[0].clone()
}

fn ok(outs: &[Out], from: &str, says: &str) {
    assert_eq!(outs[0].to, from, "{outs:#?}");
    assert!(!outs[0].subject.contains("rror"), "{:?}", outs[0]);
    assert!(
        outs[0].body.contains(says),
        "wanted '{says}' in:\n{}",
        outs[0].body
    );
}

fn token_in(body: &str, after: &str) -> String {
    let at = body
        .find(after)
        .unwrap_or_else(|| panic!("'{after}' in {body}"))
        + after.len();
    body[at..].split_whitespace().next().unwrap().to_string()
}

/// A refused command that leaves only its wrong-password record.
async fn refused_lasting(bed: &mut Bed, from: &str, subject: &str) -> Out {
    let before = state(bed).await;
    let failures = bed.count("SELECT COUNT(*) FROM auth_failures").await;
    let outs = bed.round(from, subject, "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].subject.to_lowercase().contains("error"));
    assert_eq!(before, state(bed).await);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM auth_failures").await,
        failures + 1
    );
    outs[0].clone()
}

//! The store's promises, on SQLite, and on Postgres when
//! `RINGMAIL_TEST_PGBED` names a running `scripts/pgbed` cluster (as
//! `scripts/test` runs it): a mail recorded once with its replies, nothing
//! half recorded when a record is dropped in the middle, outbox claims
//! that never overlap between servers, and the bookkeeping of sending.

use crate::support;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use ringmail::store::{MailTx, NewOutbox, SendResult, Store, StoredMail};

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A store of its own for one test: (its folder, its address).
fn place(name: &str) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!(
        "ringmail-store-{name}-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let url = support::database_for(&dir);
    (dir, url)
}

fn reply<'a>(id: &'a str, mail: &'a StoredMail) -> NewOutbox<'a> {
    NewOutbox {
        message_id: id,
        sender: "games@x",
        recipient: "alice@x",
        mail,
        holds_token: false,
        token: None,
    }
}

async fn count(store: &Store, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(store.pool())
        .await
        .unwrap()
}

#[tokio::test]
async fn a_mail_is_recorded_once_with_its_replies() {
    let (dir, url) = place("once");
    let store = Store::open(&url).await.unwrap();
    let raw = StoredMail::pack(b"reply one", None);
    let replies = [reply("<r1@x>", &raw), reply("<r2@x>", &raw)];
    let tx = MailTx::begin(&store).await.unwrap();
    assert!(
        tx.record_and_commit("<m1@x>", Some("alice@x"), Some("s"), "answered", &replies)
            .await
            .unwrap()
    );
    // The same mail again: seen, nothing added.
    let tx = MailTx::begin(&store).await.unwrap();
    assert!(
        !tx.record_and_commit(
            "<m1@x>",
            Some("alice@x"),
            Some("s"),
            "answered",
            &replies[..1]
        )
        .await
        .unwrap()
    );
    assert_eq!(count(&store, "SELECT COUNT(*) FROM inbound").await, 1);
    let pending = store.pending_outbox(10).await.unwrap();
    assert_eq!(pending.len(), 2);
    assert!(!pending[0].holds_token && !pending[0].has_picture);
    let bodies = store
        .outbox_bodies(&pending.iter().map(|p| p.id).collect::<Vec<_>>())
        .await
        .unwrap();
    assert_eq!(bodies.len(), 2);
    assert!(bodies.iter().all(|b| b.raw == b"reply one"));
    // A failed mail is recorded once too, and listed.
    assert!(
        store
            .record_failed("<m2@x>", None, None, "bad")
            .await
            .unwrap()
    );
    assert!(
        !store
            .record_failed("<m2@x>", None, None, "bad")
            .await
            .unwrap()
    );
    let failed = store.failed_mails().await.unwrap();
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0].disposition, "failed: bad");
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A mail's record dropped in the middle (its task cancelled) leaves no
/// transaction open on a pooled connection, and nothing half recorded.
#[tokio::test]
async fn a_record_dropped_in_the_middle_leaves_nothing_open() {
    let (dir, url) = place("cancel");
    let store = Store::open(&url).await.unwrap();
    // Bytes that do not pack smaller, so that the record takes a while.
    let mut x = 1u64;
    let noise: Vec<u8> = (0..200_000)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 56) as u8
        })
        .collect();
    let raw = StoredMail::pack(&noise, None);
    let ids: Vec<String> = (0..30).map(|i| format!("<r{i}@x>")).collect();
    let replies: Vec<NewOutbox> = ids.iter().map(|id| reply(id, &raw)).collect();
    for i in 0..40u64 {
        let key = format!("<m{i}@x>");
        let tx = MailTx::begin(&store).await.unwrap();
        let wait = std::time::Duration::from_micros(50 * i);
        let _ = tokio::time::timeout(
            wait,
            tx.record_and_commit(
                &key,
                None,
                None,
                "answered",
                &replies[..1 + (i as usize % 30)],
            ),
        )
        .await;
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        // Any mail recorded is recorded whole.
        let partial = count(
            &store,
            "SELECT COUNT(*) FROM outbox WHERE message_id LIKE '<r%' AND inbound_id IS NULL",
        )
        .await;
        assert_eq!(partial, 0);
        let bodiless = count(
            &store,
            "SELECT COUNT(*) FROM outbox o WHERE NOT EXISTS (SELECT 1 FROM outbox_body b WHERE b.id = o.id)",
        )
        .await;
        assert_eq!(bodiless, 0);
    }
    // Every pooled connection is outside any transaction: a new one
    // begins and ends (three: on SQLite the fourth may stay with the
    // writer's turn, and the last record below begins on it).
    let mut conns = Vec::new();
    for _ in 0..3 {
        let mut c = store.pool().acquire().await.unwrap();
        sqlx::query("BEGIN")
            .execute(&mut *c)
            .await
            .expect("no transaction left open");
        sqlx::query("ROLLBACK").execute(&mut *c).await.unwrap();
        conns.push(c);
    }
    drop(conns);
    let tx = MailTx::begin(&store).await.unwrap();
    assert!(
        tx.record_and_commit("<last@x>", None, None, "answered", &[])
            .await
            .unwrap()
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two servers on one database claim the same replies at once: each
/// reply goes to one of them, and what they record of the sending stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_never_claim_the_same_reply() {
    let (dir, url) = place("claims");
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    let raw = StoredMail::pack(b"r", None);
    let ids: Vec<String> = (0..60).map(|i| format!("<c{i}@x>")).collect();
    let replies: Vec<NewOutbox> = ids.iter().map(|id| reply(id, &raw)).collect();
    let tx = MailTx::begin(&a).await.unwrap();
    assert!(
        tx.record_and_commit("<m@x>", None, None, "answered", &replies)
            .await
            .unwrap()
    );
    let all: Vec<i64> = a
        .pending_outbox(100)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(all.len(), 60);
    let now = ringmail::store::now();
    let mut got_a = Vec::new();
    let mut got_b = Vec::new();
    for chunk in all.chunks(10) {
        let (x, y) = tokio::join!(a.claim(chunk, now, now + 60), b.claim(chunk, now, now + 60));
        got_a.extend(x.unwrap());
        got_b.extend(y.unwrap());
    }
    assert!(
        got_a.iter().all(|id| !got_b.contains(id)),
        "{got_a:?} {got_b:?}"
    );
    assert_eq!(got_a.len() + got_b.len(), 60);
    // A held reply is not claimed again before its lease ends.
    assert!(b.claim(&all, now, now + 60).await.unwrap().is_empty());
    let results_a: Vec<(i64, SendResult)> =
        got_a.iter().map(|id| (*id, SendResult::Sent)).collect();
    let results_b: Vec<(i64, SendResult)> = got_b
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let r = match i % 3 {
                0 => SendResult::Sent,
                1 => SendResult::Failed { error: "no".into() },
                _ => SendResult::Released,
            };
            (*id, r)
        })
        .collect();
    let (x, y) = tokio::join!(a.finish(&results_a), b.finish(&results_b));
    x.unwrap();
    y.unwrap();
    let failed = results_b
        .iter()
        .filter(|(_, r)| matches!(r, SendResult::Failed { .. }))
        .count();
    let released = results_b
        .iter()
        .filter(|(_, r)| matches!(r, SendResult::Released))
        .count();
    let (pending, sent, failed_n) = a.outbox_counts().await.unwrap();
    assert_eq!(pending as usize, released);
    assert_eq!(failed_n as usize, failed);
    assert_eq!(sent as usize, 60 - failed - released);
    // Released ones are free to claim at once.
    assert_eq!(a.claim(&all, now, now + 60).await.unwrap().len(), released);
    drop((a, b));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Servers started at once on a new database all find it made: whichever
/// comes first runs the migrations, the others wait for it or find them
/// done.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn servers_started_at_once_on_a_new_database_all_open_it() {
    for round in 0..5 {
        let (dir, url) = place(&format!("first{round}"));
        let opens: Vec<_> = (0..4)
            .map(|_| {
                let url = url.clone();
                tokio::spawn(async move { Store::open(&url).await.map(|_| ()) })
            })
            .collect();
        for o in opens {
            o.await.unwrap().unwrap();
        }
        let store = Store::open(&url).await.unwrap();
        assert_eq!(
            count(&store, "SELECT COUNT(*) FROM players WHERE robot = 1").await,
            2
        );
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

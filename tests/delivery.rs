//! Delivering the outbox: passing failures retried, each reply sent once
//! and in order per recipient; permanent failures and exhausted retries
//! kept as failed; replies a dead worker took sent after its lease; a
//! stored reply that cannot be read failed for good.

use crate::support;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use ringmail::mail::{BoxFuture, Outbound, SendError};
use ringmail::server::Server;
use ringmail::store::Store;
use support::{Bed, config_for};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

/// Fails with a passing error `failures` times, then works; records what it
/// sent.
struct Flaky {
    failures: AtomicUsize,
    permanent_for: Option<String>,
    sent: Mutex<Vec<(String, String)>>,
}

struct Shared(Arc<Flaky>);

impl Outbound for Shared {
    fn send<'a>(
        &'a self,
        _from: &'a str,
        to: &'a str,
        message_id: &'a str,
        _raw: &'a [u8],
    ) -> BoxFuture<'a, Result<(), SendError>> {
        Box::pin(async move {
            let f = &self.0;
            if f.permanent_for.as_deref() == Some(to) {
                return Err(SendError::Permanent("550 no such user".into()));
            }
            if f.failures.load(Ordering::SeqCst) > 0 {
                f.failures.fetch_sub(1, Ordering::SeqCst);
                return Err(SendError::Transient("421 try again later".into()));
            }
            f.sent
                .lock()
                .unwrap()
                .push((to.to_string(), message_id.to_string()));
            Ok(())
        })
    }
}

async fn flaky_server(
    bed: &Bed,
    failures: usize,
    permanent_for: Option<&str>,
    extra: &str,
) -> (Server, Arc<Flaky>) {
    let config = config_for(&bed.dir, extra);
    let flaky = Arc::new(Flaky {
        failures: AtomicUsize::new(failures),
        permanent_for: permanent_for.map(String::from),
        sent: Mutex::new(vec![]),
    });
    let store = Store::open(&config.database).await.unwrap();
    (
        Server::with_parts(config, store, Box::new(Shared(flaky.clone()))),
        flaky,
    )
}

#[tokio::test]
async fn outbox_retries_deliver_each_reply_once_in_order() {
    let mut bed = Bed::new("retry").await;
    bed.two_players_and_a_board().await;
    let (server, flaky) = flaky_server(&bed, 7, None, "[outbox]\nbackoff_seconds = 0\n").await;
    let before = bed.count("SELECT MAX(id) FROM outbox").await;
    for (who, addr, pw, m) in [
        ("alice", ALICE, "apw", "e5"),
        ("bob", BOB, "bpw", "e6"),
        ("alice", ALICE, "apw", "e7"),
    ] {
        let raw = bed.mail(addr, &format!("yinsh move 101 {who} {pw} {m}"), "");
        server.process(&raw, false).await.unwrap();
    }
    let expected: Vec<(String, String)> = sqlx::query_as(
        "SELECT recipient, message_id FROM outbox WHERE status = 'pending' ORDER BY id",
    )
    .fetch_all(server.store().pool())
    .await
    .unwrap();
    assert_eq!(expected.len(), 6);
    let mut passes = 0;
    while server.store().outbox_counts().await.unwrap().0 > 0 {
        server.deliver_due().await.unwrap();
        passes += 1;
        assert!(passes < 50, "delivery finishes");
    }
    let sent = flaky.sent.lock().unwrap().clone();
    // Every reply exactly once.
    let mut ids: Vec<&String> = sent.iter().map(|(_, id)| id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 6);
    assert_eq!(sent.len(), 6);
    // In order per recipient.
    for r in [ALICE, BOB] {
        let want: Vec<&String> = expected
            .iter()
            .filter(|(to, _)| to == r)
            .map(|(_, id)| id)
            .collect();
        let got: Vec<&String> = sent
            .iter()
            .filter(|(to, _)| to == r)
            .map(|(_, id)| id)
            .collect();
        assert_eq!(got, want, "order for {r}");
    }
    let attempts: i64 = sqlx::query_scalar(
        "SELECT CAST(SUM(attempts) AS BIGINT) FROM outbox WHERE status = 'sent' AND id > $1",
    )
    .bind(before)
    .fetch_one(server.store().pool())
    .await
    .unwrap();
    assert_eq!(attempts, 6 + 7, "the failures were counted");
}

#[tokio::test]
async fn permanent_failures_and_exhausted_retries_are_marked_failed() {
    let mut bed = Bed::new("failed").await;
    bed.two_players_and_a_board().await;
    let (server, flaky) = flaky_server(
        &bed,
        0,
        Some(BOB),
        "[outbox]\nbackoff_seconds = 0\nmax_attempts = 2\n",
    )
    .await;
    let raw = bed.mail(ALICE, "yinsh move 101 alice apw e5", "");
    server.process(&raw, false).await.unwrap();
    let d = server.deliver_until_idle().await.unwrap();
    assert_eq!((d.sent, d.failed), (1, 1));
    let err: String = sqlx::query_scalar("SELECT last_error FROM outbox WHERE status = 'failed'")
        .fetch_one(server.store().pool())
        .await
        .unwrap();
    assert!(err.contains("550"));
    assert_eq!(flaky.sent.lock().unwrap().len(), 1);
    // Passing failures beyond max_attempts: failed, kept, never deleted.
    let (server, flaky) = flaky_server(
        &bed,
        100,
        None,
        "[outbox]\nbackoff_seconds = 0\nmax_attempts = 2\n",
    )
    .await;
    let raw = bed.mail(BOB, "yinsh move 101 bob bpw e6", "");
    server.process(&raw, false).await.unwrap();
    for _ in 0..5 {
        server.deliver_due().await.unwrap();
    }
    assert!(flaky.sent.lock().unwrap().is_empty());
    assert_eq!(server.store().outbox_counts().await.unwrap().0, 0);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE status = 'failed'")
            .await,
        3
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE status = 'failed' AND attempts = 2")
            .await,
        2
    );
}

/// Processes the bed's inbox without delivering the replies.
async fn read_inbox(bed: &mut Bed) {
    let (_tx, rx) = tokio::sync::watch::channel(false);
    let notify = tokio::sync::Notify::new();
    bed.server
        .process_inbox(&mut bed.inbox, &rx, &notify)
        .await
        .unwrap();
}

#[tokio::test]
async fn replies_taken_by_a_dead_worker_go_out_after_the_lease() {
    let mut bed = Bed::with_config("lease", "[outbox]\nlease_seconds = 1").await;
    bed.send(ALICE, "signup alice secret", "");
    read_inbox(&mut bed).await;
    // A worker takes the reply and dies before sending it.
    let store = bed.server.store();
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM outbox")
        .fetch_all(store.pool())
        .await
        .unwrap();
    let t = ringmail::store::now();
    assert_eq!(store.claim(&ids, t, t + 3600).await.unwrap(), ids);
    assert_eq!(bed.server.deliver_due().await.unwrap().sent, 0, "leased");
    // The lease runs out (its end moved into the past, rather than waited
    // for: a machine under load would make any wait a race).
    sqlx::query("UPDATE outbox SET lease_until = $1")
        .bind(t - 1)
        .execute(store.pool())
        .await
        .unwrap();
    assert_eq!(bed.server.deliver_due().await.unwrap().sent, 1);
    assert_eq!(bed.new_mail().len(), 1);
}

#[tokio::test]
async fn a_reply_whose_stored_mail_cannot_be_read_fails_for_good() {
    let mut bed = Bed::new("damaged").await;
    bed.send(ALICE, "signup alice secret", "");
    bed.send(ALICE, "help", "");
    read_inbox(&mut bed).await;
    let store = bed.server.store();
    let first: i64 = sqlx::query_scalar("SELECT MIN(id) FROM outbox")
        .fetch_one(store.pool())
        .await
        .unwrap();
    // Damaged on disk: it claims to be packed, but is not.
    sqlx::query("UPDATE outbox_body SET raw = $1, packed = 1 WHERE id = $2")
        .bind(vec![0xffu8, 0xff, 0xff, 0x00, 0x10])
        .bind(first)
        .execute(store.pool())
        .await
        .unwrap();
    let d = bed.server.deliver_until_idle().await.unwrap();
    assert_eq!((d.sent, d.failed), (1, 1));
    // The reply after it, to the same player, went out.
    assert_eq!(bed.new_mail().len(), 1);
    let store = bed.server.store();
    let (pending, sent, failed) = store.outbox_counts().await.unwrap();
    assert_eq!((pending, sent, failed), (0, 1, 1));
    let error: String = sqlx::query_scalar("SELECT last_error FROM outbox WHERE id = $1")
        .bind(first)
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert!(error.contains("cannot be read"), "{error}");
    // Not claimed again: nothing is left to deliver.
    assert_eq!(bed.server.deliver_due().await.unwrap(), Default::default());
}

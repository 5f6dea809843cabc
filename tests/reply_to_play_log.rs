//! No play token reaches the log, played or refused. A test binary of its
//! own: a subscriber set for one thread sees every event only when no other
//! test runs beside it.

mod support;

use ringmail::games::new_game;
use sqlx::Row;
use support::SERVER;
use support::reply::{first_move, reply, reply_to, start, to};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

#[tokio::test]
async fn tokens_are_masked_once_sent_and_never_recorded() {
    // Everything the server logs, at every level, on this test's thread.
    let log = Log::default();
    let _logging = tracing::subscriber::set_default(
        tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_writer(log.clone())
            .finish(),
    );
    // Other tests of this binary run on other threads with no subscriber:
    // what their callsites cached must not hide this thread's events.
    tracing::callsite::rebuild_interest_cache();
    let (mut bed, boards) = start("reply-mask").await;
    let alices = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let token = alices
        .trim_start_matches("games+play-")
        .trim_end_matches("@ringmail.test")
        .to_string();
    assert_eq!(token.len(), 20);
    let g = new_game("yinsh", &[]).unwrap();
    reply(
        &bed,
        ALICE,
        &alices,
        to(&boards, ALICE),
        &first_move(g.as_ref()),
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    let bobs = reply_to(&bed, to(&outs, BOB)).unwrap();
    let bob_token = bobs
        .trim_start_matches("games+play-")
        .trim_end_matches("@ringmail.test")
        .to_string();
    let pool = bed.server.store().pool();
    // Only hashes are stored.
    for r in sqlx::query("SELECT token_hash FROM play_tokens")
        .fetch_all(pool)
        .await
        .unwrap()
    {
        let h: String = r.get(0);
        assert_eq!(h.len(), 64);
        assert!(h != token && h != bob_token);
    }
    // The stored copies of sent mails are masked.
    let unsent = bed
        .count("SELECT COUNT(*) FROM outbox WHERE status != 'sent' OR holds_token = 1")
        .await;
    assert_eq!(unsent, 0);
    // No token waits beside a sent mail either.
    let waiting = bed
        .count("SELECT COUNT(*) FROM outbox WHERE token IS NOT NULL")
        .await;
    assert_eq!(waiting, 0);
    let mut masked = 0;
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM outbox")
        .fetch_all(pool)
        .await
        .unwrap();
    let store = bed.server.store();
    for body in store.outbox_bodies(&ids).await.unwrap() {
        let raw = String::from_utf8_lossy(&body.raw).into_owned();
        assert!(!raw.contains(&token) && !raw.contains(&bob_token), "{raw}");
        masked += raw.matches("games+play-********@").count();
    }
    // Alice's and Bob's board mails, each in its Reply-To and its HTML
    // part's link.
    assert_eq!(masked, 4, "alice's and bob's board mails");
    // Nor is a token in an inbound record.
    for r in sqlx::query(
        "SELECT COALESCE(sender, '') || ' ' || COALESCE(subject, '') || ' ' || disposition FROM inbound",
    )
    .fetch_all(pool)
    .await
    .unwrap()
    {
        let rec: String = r.get(0);
        assert!(!rec.contains(&token) && !rec.contains("play-"), "{rec}");
    }
    // A refused token too, then: no token in the log.
    reply(&bed, BOB, &alices, to(&boards, ALICE), "resign");
    bed.run_once().await;
    bed.new_mail();
    let logged = String::from_utf8(log.0.lock().unwrap().clone()).unwrap();
    assert!(logged.contains("answered"), "the log is captured: {logged}");
    assert!(
        !logged.contains(&token) && !logged.contains(&bob_token) && !logged.contains("play-"),
        "{logged}"
    );
    let _ = SERVER;
}

/// A log kept in memory.
#[derive(Clone, Default)]
struct Log(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Log {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Log {
    type Writer = Log;
    fn make_writer(&'a self) -> Log {
        self.clone()
    }
}

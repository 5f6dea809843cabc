//! Unit tests of the store.

use super::*;

#[test]
fn rfc3339_times() {
    assert_eq!(parse_rfc3339("1970-01-01T00:00:00Z"), Some(0));
    assert_eq!(parse_rfc3339("2026-11-22T10:00:00Z"), Some(1_795_341_600));
    assert_eq!(
        parse_rfc3339("2026-11-22T11:00:00+01:00"),
        Some(1_795_341_600)
    );
    assert_eq!(parse_rfc3339("2000-02-29T12:30:15.25Z"), Some(951_827_415));
    assert_eq!(parse_rfc3339("2026-13-01T00:00:00Z"), None);
    assert_eq!(parse_rfc3339("yesterday"), None);
    assert_eq!(parse_rfc3339("2026-11-22"), None);
}

#[test]
fn database_passwords_are_redacted() {
    assert_eq!(
        redact_url("postgres://ringmail:s3cret@db.example.org/ringmail?sslmode=require"),
        "postgres://ringmail:***@db.example.org/ringmail?sslmode=require"
    );
    assert_eq!(
        redact_url("sqlite://var/ringmail.db"),
        "sqlite://var/ringmail.db"
    );
    assert_eq!(
        redact_url("postgres://ringmail@db/x"),
        "postgres://ringmail@db/x"
    );
}

// Concurrent first starts and a record dropped in the middle are
// tested on both backends in tests/store.rs.

/// A SQLite database made by the schema's first `step` migrations,
/// with `rows` in it: its folder and address.
async fn old_database(name: &str, step: i64, rows: &str) -> (std::path::PathBuf, String) {
    use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
    use std::str::FromStr;
    let dir = std::env::temp_dir().join(format!("ringmail-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}/old.db", dir.display());
    let options = SqliteConnectOptions::from_str(&url)
        .unwrap()
        .create_if_missing(true)
        .foreign_keys(true);
    let pool = SqlitePool::connect_with(options).await.unwrap();
    sqlx::migrate!("migrations/sqlite")
        .run_to(step, &pool)
        .await
        .unwrap();
    sqlx::query(sqlx::AssertSqlSafe(rows.to_string()))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    (dir, url)
}

/// A database made by the first schema, with a game, a move, a mail and
/// a reply in it, keeps them all through the later migrations.
#[tokio::test]
async fn upgrading_from_the_first_schema_keeps_everything() {
    let (dir, url) = old_database(
        "upgrade",
        1,
        "INSERT INTO players VALUES ('alice', 'h', 0), ('bob', 'h', 0);
         INSERT INTO games VALUES (101, 'yinsh', '', 'alice', 'bob', 'active', NULL, 'bob', '<t@x>', 0, 0);
         INSERT INTO moves VALUES (101, 1, 'alice', 'e5', 'hi', 0);
         INSERT INTO inbound (mail_key, sender, subject, disposition, received_at)
             VALUES ('<m1@x>', 'alice@x', 'yinsh move', 'answered', 0);
         INSERT INTO outbox (message_id, inbound_id, sender, recipient, raw, next_attempt_at, created_at)
             VALUES ('<r1@x>', 1, 'games@x', 'alice@x', X'6869', 0, 0);",
    )
    .await;
    let store = Store::open(&url).await.unwrap();
    let pool = store.pool();
    let moves: Vec<(i64, String, String)> =
        sqlx::query_as("SELECT number, text, comment FROM moves WHERE board = 101")
            .fetch_all(pool)
            .await
            .unwrap();
    assert_eq!(moves, vec![(1, "e5".to_string(), "hi".to_string())]);
    let pending = store.pending_outbox(10).await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].message_id, "<r1@x>");
    let body = store.outbox_bodies(&[pending[0].id]).await.unwrap();
    assert_eq!(body[0].raw, b"hi");
    let broken: Vec<(String, i64, String, i64)> = sqlx::query_as("PRAGMA foreign_key_check")
        .fetch_all(pool)
        .await
        .unwrap();
    assert!(broken.is_empty(), "{broken:?}");
    // New rows follow the old ones, and their keys still refer.
    let tx = MailTx::begin(&store).await.unwrap();
    let mail = StoredMail::pack(b"reply", None);
    let replies = [NewOutbox {
        message_id: "<r2@x>",
        sender: "games@x",
        recipient: "bob@x",
        mail: &mail,
        holds_token: false,
        token: None,
    }];
    assert!(
        tx.record_and_commit("<m2@x>", Some("bob@x"), None, "answered", &replies)
            .await
            .unwrap()
    );
    let ids: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT o.id, i.id FROM outbox o JOIN inbound i ON o.inbound_id = i.id ORDER BY o.id",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    assert_eq!(ids, vec![(1, 1), (2, 2)]);
    let dup = MailTx::begin(&store)
        .await
        .unwrap()
        .record_and_commit("<m2@x>", Some("bob@x"), None, "answered", &[])
        .await
        .unwrap();
    assert!(!dup, "a mail recorded twice is seen");
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_damaged_stored_mail_holds_up_no_other() {
    let dir = std::env::temp_dir().join(format!("ringmail-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::open(&format!("sqlite://{}/r.db", dir.display()))
        .await
        .unwrap();
    let mail = StoredMail::pack(b"a reply", None);
    let reply = |id| NewOutbox {
        message_id: id,
        sender: "games@x",
        recipient: "bob@x",
        mail: &mail,
        holds_token: false,
        token: None,
    };
    let replies = [reply("<r1@x>"), reply("<r2@x>")];
    assert!(
        MailTx::begin(&store)
            .await
            .unwrap()
            .record_and_commit("<m1@x>", Some("bob@x"), None, "answered", &replies)
            .await
            .unwrap()
    );
    let mut c = store.pool().acquire().await.unwrap();
    sqlx::query("UPDATE outbox_body SET raw = X'ffffff0010' WHERE id = 1")
        .execute(&mut *c)
        .await
        .unwrap();
    drop(c);
    let bodies = store.outbox_bodies(&[1, 2]).await.unwrap();
    assert_eq!(bodies.len(), 1);
    assert_eq!(
        (bodies[0].id, bodies[0].raw.as_slice()),
        (2, &b"a reply"[..])
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A reply stored before mails were packed, with its play token beside
/// it, is sent as it was after the upgrade: the token moves onto the
/// reply's outbox row, and the mail reads back unchanged.
#[tokio::test]
async fn a_reply_waiting_from_before_packing_keeps_its_mail_and_token() {
    let (dir, url) = old_database(
        "packing",
        9,
        "INSERT INTO outbox (message_id, sender, recipient, next_attempt_at, created_at, has_picture)
             VALUES ('<r1@x>', 'games@x', 'alice@x', 0, 0, 1), ('<r2@x>', 'games@x', 'bob@x', 0, 0, 0);
         INSERT INTO outbox_body (id, raw, picture, picture_at, token)
             VALUES (1, X'6869', X'7b7d', 1, 'play-abc'), (2, X'796f', NULL, NULL, NULL);",
    )
    .await;
    let store = Store::open(&url).await.unwrap();
    let mut bodies = store.outbox_bodies(&[1, 2]).await.unwrap();
    bodies.sort_by_key(|b| b.id);
    assert_eq!(bodies[0].raw, b"hi");
    assert_eq!(bodies[0].picture.as_deref(), Some(&b"{}"[..]));
    assert_eq!(bodies[0].picture_at, Some(1));
    assert_eq!(bodies[0].token.as_deref(), Some("play-abc"));
    assert_eq!(
        (bodies[1].raw.as_slice(), bodies[1].token.as_deref()),
        (&b"yo"[..], None)
    );
    // Sent: the token is gone from the database.
    store.finish(&[(1, SendResult::Sent)]).await.unwrap();
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE token IS NOT NULL")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(left, 0);
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A database whose connections cannot be set up (here a file that is not
/// a database; a read-only one fails the same way) is refused by the first
/// connection with SQLite's own reason, not by the pool timing out after
/// retrying the setup for its whole acquire timeout.
#[tokio::test]
async fn a_database_that_cannot_be_set_up_is_refused_with_its_reason() {
    let dir = std::env::temp_dir().join(format!("ringmail-notadb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("ringmail.db"), [b'x'; 4096]).unwrap();
    let url = format!("sqlite://{}/ringmail.db", dir.display());
    let Err(refused) = Store::open(&url).await else {
        panic!("a file that is not a database was opened");
    };
    let error = format!("{refused:#}");
    assert!(error.starts_with("cannot open the database"), "{error}");
    assert!(error.contains("not a database"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// An engine's failures count in a row on a board at its number of
/// moves; a move there starts the count anew, and boards count apart.
#[tokio::test]
async fn an_engines_failures_count_in_a_row_until_the_board_moves() {
    let (dir, url) = old_database(
        "engine-failures",
        1,
        "INSERT INTO players VALUES ('alice', 'h', 0), ('eng', 'h', 0);
         INSERT INTO games VALUES (101, 'yinsh', '', 'alice', 'eng', 'active', NULL, 'eng', '<t@x>', 0, 0);
         INSERT INTO games VALUES (102, 'yinsh', '', 'alice', 'eng', 'active', NULL, 'eng', '<u@x>', 0, 0);",
    )
    .await;
    let store = Store::open(&url).await.unwrap();
    let mut c = store.pool().acquire().await.unwrap();
    let at = |board, moves| robots::RobotBoard {
        board,
        robot: "eng".into(),
        opponent: "alice".into(),
        moves,
        offer: None,
        offered_by: None,
        offer_moves: None,
    };
    let mut counts = Vec::new();
    for seen in [at(101, 4), at(101, 4), at(102, 4), at(101, 6), at(101, 6)] {
        counts.push(robots::engine_failed(&mut c, &seen).await.unwrap());
    }
    assert_eq!(counts, [1, 2, 1, 1, 2]);
    drop(c);
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

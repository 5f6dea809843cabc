//! Handling a mail whose size is at the limit: a 256 KiB mail of 65,000
//! command lines, and a 256 KiB reply to a mail of the server's made of
//! lines that look like the start of a quote (attributions, header lines,
//! banners, signatures that are not quite one, so that every rule looks at
//! every line, and the reply is compared with the server's mail), each
//! against a one-line mail, through the whole processing path (parse, what
//! the sender wrote, commands, masking, the reply, the transaction that
//! records it). The difference is what the size costs; it must stay
//! linear (under 50 ms here).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use ringmail::config::Config;
use ringmail::server::{Processed, Server};

static SEQ: AtomicU64 = AtomicU64::new(0);

/// A mail from a confirmed player with `headers` and `body`, under a fresh
/// Message-ID.
fn mail(headers: &str, body: &str) -> Vec<u8> {
    let n = SEQ.fetch_add(1, Ordering::Relaxed);
    format!(
        "From: alice@bench.test\nTo: games@bench.test\nSubject: lines\nMessage-ID: <big.{n}@bench.test>\n{headers}\n{body}"
    )
    .into_bytes()
}

/// Lines that each look like the start of a quote and are none, to
/// 256 KiB.
fn quote_like_body() -> String {
    let block = "On Sunday at 12:30 bob said\nDate: tomorrow\nFrom the desk of alice\n--- a note ---\nSent from my desk, where I think about the game and about nothing else today\n";
    block.repeat((250 * 1024) / block.len())
}

fn big_mail(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = std::env::temp_dir().join(format!("ringmail-bigmail-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let o = |k: &str, v: String| (k.to_string(), v);
    let config = Config::from_layers(
        Some("confirm_addresses = false"),
        &[
            o("address", "games@bench.test".into()),
            o(
                "database",
                format!("sqlite://{}/ringmail.db", dir.display()),
            ),
            o("inbound", format!("maildir:{}/inbox", dir.display())),
            o("outbound", format!("file:{}/outbox", dir.display())),
        ],
    )
    .unwrap();
    let server = rt.block_on(Server::open(config)).unwrap();
    rt.block_on(server.process(&mail("", "signup alice apw\n"), false))
        .unwrap();
    // The reply to the sign-up: what the quote-like mail answers.
    let answered: String = rt
        .block_on(
            sqlx::query_scalar("SELECT message_id FROM outbox ORDER BY id LIMIT 1")
                .fetch_one(server.store().pool()),
        )
        .unwrap();
    let reply = format!("In-Reply-To: {answered}\n");
    let big_body = "rin\n".repeat(65_000);
    assert!(mail("", &big_body).len() <= 256 * 1024);
    let quote_like = quote_like_body();
    assert!(mail(&reply, &quote_like).len() <= 256 * 1024);

    let mut group = c.benchmark_group("mail_size");
    group.sample_size(20);
    for (name, headers, body) in [
        ("one_line", "", "rin\n".to_string()),
        ("lines_65000", "", big_body),
        ("quote_like_reply_256k", reply.as_str(), quote_like),
    ] {
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mails: Vec<Vec<u8>> = (0..iters).map(|_| mail(headers, &body)).collect();
                let start = Instant::now();
                for m in &mails {
                    let done = rt.block_on(server.process(m, false)).unwrap();
                    assert!(
                        matches!(done, Processed::Answered { replies: 1 }),
                        "{done:?}"
                    );
                }
                let spent = start.elapsed();
                drop(mails);
                spent.max(Duration::from_nanos(1))
            })
        });
    }
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, big_mail);

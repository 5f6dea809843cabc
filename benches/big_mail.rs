//! Handling a mail whose size is at the limit: a 256 KiB mail of 65,000
//! command lines against a one-line mail, each through the whole
//! processing path (parse, commands, masking, the reply, the transaction
//! that records it). The difference is what the size costs; it must stay
//! linear (under 50 ms here).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use ringmail::config::Config;
use ringmail::server::{Processed, Server};

static SEQ: AtomicU64 = AtomicU64::new(0);

/// A mail from a confirmed player with `body`, under a fresh Message-ID.
fn mail(body: &str) -> Vec<u8> {
    let n = SEQ.fetch_add(1, Ordering::Relaxed);
    format!(
        "From: alice@bench.test\nTo: games@bench.test\nSubject: lines\nMessage-ID: <big.{n}@bench.test>\n\n{body}"
    )
    .into_bytes()
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
    rt.block_on(server.process(&mail("signup alice apw\n"), false))
        .unwrap();
    let big_body = "rin\n".repeat(65_000);
    assert!(mail(&big_body).len() <= 256 * 1024);

    let mut group = c.benchmark_group("mail_size");
    group.sample_size(20);
    for (name, body) in [("one_line", "rin\n".to_string()), ("lines_65000", big_body)] {
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mails: Vec<Vec<u8>> = (0..iters).map(|_| mail(&body)).collect();
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
criterion_main!(benches);

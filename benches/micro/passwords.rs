//! What [`KnownPasswords`] buys: a password check by argon2 (what every
//! command that acts for a player would cost without it) against a check
//! of a password remembered as a keyed digest.
//!
//! [`KnownPasswords`]: ringmail::accounts::known_passwords::KnownPasswords

use criterion::{Criterion, black_box, criterion_group};
use ringmail::commands::Auth;

fn passwords(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let auth = Auth::default();
    let hash = rt.block_on(auth.hash("apw")).unwrap();
    auth.known.remember("alice", "apw");
    let mut g = c.benchmark_group("password_check");
    g.sample_size(10);
    g.bench_function("argon2", |b| {
        b.iter(|| assert!(rt.block_on(auth.verify(black_box("apw"), &hash)).unwrap()))
    });
    g.bench_function("remembered", |b| {
        b.iter(|| assert!(auth.known.known(black_box("alice"), black_box("apw"))))
    });
    g.finish();
}

criterion_group!(benches, passwords);

//! Building a reply: one line against 16,000 and 65,000 lines (empty
//! lines: 65,000 of them still fit under the 64 KiB body cap, so the whole
//! body is written). The time per line should not grow with the count.

use criterion::{Criterion, Throughput, black_box, criterion_group};
use ringmail::mail::compose::{Draft, build};

fn draft(lines: usize) -> Draft {
    Draft {
        to: "bob@example.org".into(),
        subject: "yinsh Board 101 bob".into(),
        body: "\n".repeat(lines),
        in_reply_to: Some("<m1@example.org>".into()),
        references: vec!["<game-101@games.org>".into(), "<m1@example.org>".into()],
        reply_to: None,
        ..Default::default()
    }
}

fn compose(c: &mut Criterion) {
    let mut group = c.benchmark_group("compose");
    for lines in [1usize, 16_000, 65_000] {
        let d = draft(lines);
        group.throughput(Throughput::Elements(lines as u64));
        group.bench_function(format!("reply_{lines}_lines"), |b| {
            b.iter(|| build("games@games.org", "<r1@games.org>", black_box(&d)).unwrap())
        });
    }
    // A long reply of text lines, cut at 64 KiB.
    let mut d = draft(0);
    d.body = "yinsh show 101: a line of a long reply\n".repeat(65_000);
    group.throughput(Throughput::Elements(65_000));
    group.bench_function("reply_65000_text_lines_cut", |b| {
        b.iter(|| build("games@games.org", "<r1@games.org>", black_box(&d)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, compose);

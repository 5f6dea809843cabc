//! Random full Rin games on 16 x 16: one stone per line, each on a point
//! chosen uniformly among the empty ones, until the board is full.

use criterion::{Criterion, Throughput, black_box, criterion_group};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use ringmail::games::Game;
use ringmail::games::rin::{Move, Pt, Rin};

const SIZE: u8 = 16;

/// Point orders for the games, shuffled once, outside the timing. Taking
/// the points of a random order that are still empty picks each stone
/// uniformly among the empty points.
fn orders(n: usize) -> Vec<Vec<Pt>> {
    let mut rng = StdRng::seed_from_u64(0x5249_4e21);
    let all: Vec<Pt> = (0..SIZE)
        .flat_map(|r| (0..SIZE).map(move |c| Pt::new(r, c)))
        .collect();
    (0..n)
        .map(|_| {
            let mut v = all.clone();
            v.shuffle(&mut rng);
            v
        })
        .collect()
}

fn full_game(order: &[Pt]) -> Rin {
    let mut g = Rin::start(SIZE as usize).expect("16 is a board size");
    for &p in order {
        if g.is_empty(p) {
            g.play(&Move::one(p)).expect("an empty point is legal");
        }
    }
    debug_assert!(g.outcome().is_some());
    g
}

fn bench(c: &mut Criterion) {
    let orders = orders(256);
    let mut group = c.benchmark_group("rin");
    group.throughput(Throughput::Elements(1));
    let mut i = 0;
    group.bench_function("random full game 16x16", |b| {
        b.iter(|| {
            let g = full_game(black_box(&orders[i % orders.len()]));
            i += 1;
            black_box(g.count(0))
        })
    });
    group.finish();
}

criterion_group!(benches, bench);

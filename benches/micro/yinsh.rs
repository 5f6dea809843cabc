//! YINSH engine speed: perft from S0 and random playouts.
//!
//! Perft figures are reported as leaves per second (criterion's
//! "elements"): perft(4) from S0 has 11,210,191 leaves.

use criterion::{Criterion, Throughput, criterion_group};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::games::Game;
use ringmail::games::yinsh::Yinsh;

const S0: &[&str] = &["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"];

fn s0() -> Yinsh {
    let mut y = Yinsh::start(false);
    for m in S0 {
        y.play_text(m).unwrap();
    }
    y
}

fn perft(c: &mut Criterion) {
    let pos = s0();
    let mut g = c.benchmark_group("yinsh_perft_s0");
    g.sample_size(10);
    for (depth, leaves) in [(3u32, 194_565u64), (4, 11_210_191)] {
        g.throughput(Throughput::Elements(leaves));
        g.bench_function(format!("depth{depth}"), |b| {
            b.iter(|| assert_eq!(pos.perft(depth), leaves))
        });
    }
    g.finish();
}

/// One random game from the empty board to its end; returns its length.
fn playout(rng: &mut StdRng, blitz: bool) -> u32 {
    let mut y = Yinsh::start(blitz);
    let mut moves = Vec::new();
    while y.outcome().is_none() {
        moves.clear();
        y.for_each_move(&mut |_, next| moves.push(next.clone()));
        y = moves.swap_remove(rng.gen_range(0..moves.len()));
    }
    y.moves_played()
}

fn playouts(c: &mut Criterion) {
    let mut g = c.benchmark_group("yinsh_playout");
    g.sample_size(20);
    for blitz in [false, true] {
        let mut rng = StdRng::seed_from_u64(1);
        g.bench_function(if blitz { "blitz" } else { "normal" }, |b| {
            b.iter(|| playout(&mut rng, blitz))
        });
    }
    g.finish();
}

criterion_group!(benches, perft, playouts);

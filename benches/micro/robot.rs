//! Robot search speed: playouts a second (criterion's "elements"), for a
//! search of 1,000 playouts from a fresh tree, and for the playouts alone
//! (YINSH in the robot's style, that of the robot of 2026 and plain;
//! Rin's are the same in every style).
//!
//! YINSH: the normal game after the placements of S0; Rin: the empty
//! 16 x 16 board.

use criterion::{Criterion, Throughput, black_box, criterion_group};
use ringmail::games::Game;
use ringmail::games::rin::Rin;
use ringmail::games::yinsh::Yinsh;
use ringmail::robots::{Rng, Search, Searchable, Style, SystemClock};

const S0: &[&str] = &["f6", "e6", "g7", "e5", "f4", "g8", "d4", "h6", "c5", "f8"];
const PLAYOUTS: u64 = 1000;

fn s0() -> Yinsh {
    let mut y = Yinsh::start(false);
    for m in S0 {
        y.play_text(m).unwrap();
    }
    y
}

fn search<G: Searchable>(c: &mut Criterion, name: &str, pos: G) {
    let mut g = c.benchmark_group("robot_search");
    g.sample_size(10);
    g.throughput(Throughput::Elements(PLAYOUTS));
    let mut seed = 0;
    g.bench_function(name, |b| {
        b.iter(|| {
            seed += 1;
            let mut s = Search::new(pos.clone(), Style::Full, seed);
            let stats = s.run(Some(PLAYOUTS), None, &SystemClock);
            black_box(s.best_action());
            stats.playouts
        })
    });
    g.finish();
}

fn playouts<G: Searchable>(c: &mut Criterion, name: &str, pos: G, styles: &[Style]) {
    let mut g = c.benchmark_group("robot_playout");
    g.sample_size(20);
    g.throughput(Throughput::Elements(1));
    for &style in styles {
        let mut rng = Rng::new(1);
        let label = format!(
            "{name} {}",
            match style {
                Style::Full => "full",
                Style::Full2026 => "full 2026",
                Style::Plain => "plain",
            }
        );
        g.bench_function(label, |b| b.iter(|| pos.rollout(style, &mut rng)));
    }
    g.finish();
}

fn benches(c: &mut Criterion) {
    search(c, "yinsh normal", s0());
    search(c, "rin 16x16", Rin::start(16).unwrap());
    playouts(
        c,
        "yinsh normal",
        s0(),
        &[Style::Full, Style::Full2026, Style::Plain],
    );
    // Rin plays the same uniformly random playouts in both styles.
    playouts(c, "rin 16x16", Rin::start(16).unwrap(), &[Style::Full]);
}

criterion_group!(robot, benches);

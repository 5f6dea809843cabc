//! Drawing the board picture of a board mail: a mid-game YINSH position
//! and a Rin 16 x 16 one. Every move's mail carries one, so this is on the
//! path of the server's throughput; the empty boards are drawn once and
//! kept, so this times the pieces, the marks and the PNG encoding.

use criterion::{Criterion, black_box, criterion_group};
use ringmail::games::{AnyGame, new_game};
use ringmail::picture::board_png;

/// Plays `n` legal lines chosen by a fixed sequence; returns the last line
/// played, as the log keeps it.
fn play_some(g: &mut Box<dyn AnyGame>, n: usize, seed: u64) -> Option<String> {
    let mut x = seed;
    let mut last = None;
    for _ in 0..n {
        let legal = g.legal_move_texts();
        if legal.is_empty() {
            break;
        }
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = legal[(x >> 33) as usize % legal.len()].clone();
        last = Some(g.play_text(&m).unwrap());
    }
    last
}

fn picture(c: &mut Criterion) {
    let mut group = c.benchmark_group("picture");
    let mut yinsh = new_game("yinsh", &[]).unwrap();
    let yinsh_last = play_some(&mut yinsh, 30, 7);
    let mut rin = new_game("rin", &[]).unwrap();
    let rin_last = play_some(&mut rin, 60, 11);
    for (name, g, last) in [
        ("yinsh_mid_game", &yinsh, yinsh_last.as_deref()),
        ("rin_16_mid_game", &rin, rin_last.as_deref()),
    ] {
        // The first picture draws and keeps the empty board.
        let png = board_png(&**g, last);
        eprintln!("{name}: {} bytes", png.len());
        group.bench_function(name, |b| b.iter(|| board_png(black_box(&**g), last)));
    }
    group.finish();
}

criterion_group!(benches, picture);

//! Game records through `ringmail replay`. The first line of the input is
//! the game and its options (`yinsh -blitz`, `rin -size=8`); the rest is the
//! record, one move per line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::replay::{output, replay};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (header, record) = text.split_once('\n').unwrap_or((&text, ""));
    let mut words = header.split_whitespace();
    let game = words.next().unwrap_or("yinsh");
    let options: Vec<&str> = words.collect();
    if let Ok(g) = replay(game, &options, record) {
        let json = output(g.as_ref(), true);
        assert!(json.ends_with('\n'));
        let _ = output(g.as_ref(), false);
    }
});

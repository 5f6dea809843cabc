//! Rin move texts on positions reached by random legal play, on every
//! board size.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::games::rin::Rin;
use ringmail_fuzz::{Input, walk_and_play};

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    // 8, 10, ..., 20.
    let size = 8 + 2 * (input.byte() % 7);
    let option = format!("-size={size}");
    walk_and_play::<Rin>(&[&option], input);
});

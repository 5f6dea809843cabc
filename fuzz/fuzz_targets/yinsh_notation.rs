//! YINSH move texts on positions reached by random legal play.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringmail::games::yinsh::Yinsh;
use ringmail_fuzz::{Input, walk_and_play};

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let options: &[&str] = if input.byte() % 2 == 0 {
        &[]
    } else {
        &["-blitz"]
    };
    walk_and_play::<Yinsh>(options, input);
});

//! The micro-benchmarks, in one binary (one build and one link for all of
//! them): each module is one of them, a criterion group of its own. Run
//! them all with `cargo bench --bench micro`, or some by the name of
//! their benchmarks, as `cargo bench --bench micro -- mail_size`
//! (`yinsh_`, `rin`, `compose`, `board_mail`, `picture`, `mail_size`,
//! `robot_`, `password`, `bounce_report`); [docs/performance.md](../../docs/performance.md)
//! says what each measures.

mod big_mail;
mod board_mail;
mod bounce;
mod compose;
mod passwords;
mod picture;
mod rin;
mod robot;
mod yinsh;

criterion::criterion_main!(
    yinsh::benches,
    rin::benches,
    compose::benches,
    board_mail::benches,
    picture::benches,
    big_mail::benches,
    robot::robot,
    passwords::benches,
    bounce::benches
);

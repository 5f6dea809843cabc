//! The integration tests, in one binary: each test binary links the whole
//! program, so one binary builds and links once where a binary a file did
//! so thirty times. Each file of `tests/` is a module named after what it
//! checks, and `support` is what they share; run one file's tests with
//! `cargo test --release --test suite FILE::`. `reply_to_play_log.rs` is a
//! binary of its own: it reads every log event of its thread, which only a
//! test with no other beside it can.

mod support;

mod accounts;
mod analysis;
mod at_a_glance;
mod board_commands;
mod board_mail;
mod bounces;
mod check_cli;
mod cli;
mod clocks;
mod correspondence_safety;
mod delivery;
mod engines;
mod help_and_lists;
mod in_a_browser;
mod internet_safety;
mod languages;
mod layers;
mod mail_parse;
mod picture;
mod quote_reading;
mod ratings;
mod readme;
mod real_mail;
mod real_mail_bounces;
mod real_mail_faults;
mod real_mail_tls;
mod records;
mod relay_bounces;
mod replay_cli;
mod replies_from_clients;
mod reply_to_play;
mod rin_games;
mod rin_render;
mod rin_replay;
mod robot_cli;
mod robots_by_mail;
mod robots_restart;
mod secrets_scan;
mod seeks;
mod server_games;
mod server_mail;
mod several_servers;
mod store;
mod strangers;
mod subjects;
mod tournaments;
mod yinsh_perft;
mod yinsh_reference;

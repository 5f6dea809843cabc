//! ringmail: a play-by-email game server.
//!
//! [`games`] holds the pure rules of every game; [`replay`] drives a game
//! record through them from the command line; [`mail`] reads the commands
//! out of an inbound mail.

pub mod games;
pub mod mail;
pub mod replay;

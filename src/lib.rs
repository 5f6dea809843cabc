//! ringmail: a play-by-email game server.
//!
//! [`games`] holds the pure rules of every game; [`replay`] drives a game
//! record through them from the command line.

pub mod games;
pub mod replay;

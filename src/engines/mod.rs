//! Engines from elsewhere: programs the operator names in the
//! configuration, run once a move to play as robot players (robots.md,
//! "Engines from elsewhere"). [`run`] runs one fenced in: no shell, its
//! own process group, no input, and limits on wall time, memory and
//! output, past which the whole group is killed.

pub mod run;

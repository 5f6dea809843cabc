//! Round-robin tournaments (tournaments.md). [`standings`] orders the
//! players: 1 point a win, half a draw; ties broken by Sonneborn-Berger,
//! then by the games between the tied players. [`pairings`] gives the
//! boards of a round robin, and [`report`] writes standings for a mail
//! (mailed when a tournament's board ends, see `crate::boards::tournament`).

pub mod pairings;
pub mod report;
pub mod standings;

/// Players a tournament has at most (120 boards single, 240 double).
pub const MAX_PLAYERS: i64 = 16;
/// Players a tournament needs at least to start, unless `-players=` says.
pub const DEFAULT_MIN_PLAYERS: i64 = 3;
/// Open or running tournaments one player organises at most.
pub const MAX_ORGANISED: i64 = 3;

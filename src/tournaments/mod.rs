//! Round-robin tournaments (tournaments.md). [`standings`] orders the
//! players: 1 point a win, half a draw; ties broken by Sonneborn-Berger,
//! then by the games between the tied players.

pub mod standings;

//! Open challenges by mail (seeks.md), one file a command: `GAME seek`
//! posts one ([`seek`]), `GAME seeks` lists the open ones ([`list`]),
//! `GAME take` takes one ([`take`]) and `GAME unseek` withdraws one's own
//! ([`unseek`]); what they share is in `entry.rs`, and what the server's
//! clock pass shares with them (ranges, pairing, the board a seek starts)
//! in [`crate::seeks`].
//!
//! Only confirmed players who have not signed off seek or take; a seek
//! or a take changes nothing but after its game's turn is taken
//! ([`crate::store::seeks::take_turn`]), so that a seek closes once, also
//! with several servers on one database. Every refusal changes nothing.

mod entry;
pub mod list;
pub mod seek;
pub mod take;
pub mod unseek;

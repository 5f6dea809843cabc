//! Accounts: passwords and their limits, remembered passwords, who a
//! mail's sender is, and confirmations of addresses.

mod asking;

pub mod addresses;
pub mod auth;
pub mod confirmations;
pub mod known_passwords;
pub mod password;
pub mod reach;

pub use asking::Asking;

//! Accounts: passwords and their limits, remembered passwords, who a
//! mail's sender is, and confirmations of addresses.

pub mod auth;
pub mod confirmations;
pub mod known_passwords;
pub mod password;

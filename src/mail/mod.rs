//! Inbound mail: from the raw RFC 5322 bytes to the command lines the
//! server executes (see `spec/commands.md`).

pub mod parse;

//! Tokens: random strings the server mails to recognise a mail that
//! answers its own (confirmations, password resets, replies to play, delivery
//! reports), kept only as their SHA-256 once mailed.

use rand_core::{OsRng, RngCore};
use sha2::{Digest, Sha256};

/// Characters in a token (of `a-z0-9`: about 103 bits).
pub const TOKEN_LEN: usize = 20;

/// A new random token.
pub fn new_token() -> String {
    const CHARS: &[u8; 36] = b"abcdefghijklmnopqrstuvwxyz0123456789";
    let mut out = String::with_capacity(TOKEN_LEN);
    let mut buf = [0u8; 64];
    while out.len() < TOKEN_LEN {
        OsRng.fill_bytes(&mut buf);
        // 252 = 7 * 36: no value is more likely than another.
        for b in buf.iter().filter(|b| **b < 252) {
            if out.len() < TOKEN_LEN {
                out.push(CHARS[(*b % 36) as usize] as char);
            }
        }
    }
    out
}

/// How a token is stored: its SHA-256, in hex (a token is random and long,
/// so a fast hash is enough).
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

//! Tokens: random strings the server mails to recognise a mail that
//! answers its own (confirmations, password resets, replies to play, delivery
//! reports), kept only as their SHA-256 once mailed.

use rand_core::{OsRng, RngCore};
use sha2::{Digest, Sha256};

/// What a secret is replaced with wherever it would be shown or stored.
pub const MASK: &str = "********";

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

/// The prefix of a play token in the local part of an address
/// (`games+play-TOKEN@domain`, see [`super::reply_play`]).
pub const PLAY_PREFIX: &str = "play-";

/// The prefix of a bounce token in the local part of an envelope sender
/// (`games+bounce-TOKEN@domain`, see [`crate::mail::verp`]).
pub const BOUNCE_PREFIX: &str = "bounce-";

/// A written mail with every token in it masked: the `TOKEN_LEN`
/// characters of `a-z0-9` after `confirm ` or `confirm-` (the command
/// line, the subject and the `Reply-To` of a confirmation), after `play-`
/// (the `Reply-To` of a board mail to the player to move), after
/// `bounce-` (an envelope sender, quoted back in a relay's diagnostic),
/// and after `reset USERID ` (a password reset mail).
pub fn mask_tokens(raw: &[u8]) -> Vec<u8> {
    let masked = mask_after(&mask_confirm_tokens(raw), PLAY_PREFIX.as_bytes());
    mask_reset_tokens(&mask_after(&masked, BOUNCE_PREFIX.as_bytes()))
}

/// A text with every token in it masked, as [`mask_tokens`] does: what a
/// player wrote, before it is stored or shown to anyone.
pub fn mask_tokens_in_text(text: &str) -> String {
    match String::from_utf8(mask_tokens(text.as_bytes())) {
        Ok(masked) => masked,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    }
}

/// The token after every `prefix` masked.
fn mask_after(raw: &[u8], prefix: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while let Some(at) = raw[i..]
        .windows(prefix.len())
        .position(|w| w.eq_ignore_ascii_case(prefix))
    {
        let start = i + at + prefix.len();
        out.extend_from_slice(&raw[i..start]);
        i = start;
        let token = raw.get(start..start + TOKEN_LEN);
        if token.is_some_and(|t| t.iter().all(|b| b.is_ascii_alphanumeric())) {
            out.extend_from_slice(MASK.as_bytes());
            i += TOKEN_LEN;
        }
    }
    out.extend_from_slice(&raw[i..]);
    out
}

/// The token of every `reset USERID TOKEN` line masked.
fn mask_reset_tokens(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while let Some(at) = raw[i..].windows(6).position(|w| w == b"reset ") {
        let mut start = i + at + 6;
        out.extend_from_slice(&raw[i..start]);
        i = start;
        let id_len = raw[start..]
            .iter()
            .take(17)
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
            .count();
        if !(2..=16).contains(&id_len) || raw.get(start + id_len) != Some(&b' ') {
            continue;
        }
        start += id_len + 1;
        let token = raw.get(start..start + TOKEN_LEN);
        if token.is_some_and(|t| {
            t.iter()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        }) {
            out.extend_from_slice(&raw[i..start]);
            out.extend_from_slice(MASK.as_bytes());
            i = start + TOKEN_LEN;
        }
    }
    out.extend_from_slice(&raw[i..]);
    out
}

/// The token after every `confirm ` or `confirm-` masked.
fn mask_confirm_tokens(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while let Some(at) = raw[i..]
        .windows(8)
        .position(|w| matches!(w, b"confirm " | b"confirm-"))
    {
        let start = i + at + 8;
        out.extend_from_slice(&raw[i..start]);
        i = start;
        let token = raw.get(start..start + TOKEN_LEN);
        if token.is_some_and(|t| {
            t.iter()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        }) {
            out.extend_from_slice(MASK.as_bytes());
            i += TOKEN_LEN;
        }
    }
    out.extend_from_slice(&raw[i..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reset_tokens_are_masked() {
        let t = new_token();
        let raw = format!(
            "Subject: Password reset for alice\r\n\r\nreset alice {t} NEWPASSWORD\r\nreset the board\r\n"
        );
        let masked = String::from_utf8(mask_tokens(raw.as_bytes())).unwrap();
        assert!(!masked.contains(&t), "{masked}");
        assert!(
            masked.contains("reset alice ******** NEWPASSWORD"),
            "{masked}"
        );
        assert!(masked.contains("reset the board"), "{masked}");
    }

    #[test]
    fn play_tokens_are_masked() {
        let t = new_token();
        let raw = format!(
            "Reply-To: games+play-{t}@x.org\r\nSubject: yinsh Board 101 alice\r\n\r\nplay-ground\r\n"
        );
        let masked = String::from_utf8(mask_tokens(raw.as_bytes())).unwrap();
        assert!(!masked.contains(&t), "{masked}");
        assert!(masked.contains("games+play-********@x.org"), "{masked}");
        assert!(masked.contains("play-ground"), "{masked}");
    }
}

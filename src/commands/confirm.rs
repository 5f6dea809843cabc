//! `confirm TOKEN`: confirms the address that TOKEN was mailed to. Any
//! sender may send it (the token is the proof); a plain reply to the
//! confirmation mail carries it in its subject.

use rand_core::{OsRng, RngCore};
use sha2::{Digest, Sha256};

use super::{ApplyError, CommandError, Ctx, Done};
use crate::mail::compose::Draft;
use crate::store::accounts;

/// How long a sign-up waits for its confirmation, in seconds.
pub const CONFIRM_SECONDS: i64 = 7 * 24 * 3600;
/// Characters in a token (of `a-z0-9`: about 103 bits).
pub const TOKEN_LEN: usize = 20;

/// `confirm TOKEN`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirm {
    pub token: String,
}

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

/// A written mail with every token in it masked: the `TOKEN_LEN`
/// characters of `a-z0-9` after `confirm ` or `confirm-` (the command
/// line, the subject and the `Reply-To` of a confirmation), after `play-`
/// (the `Reply-To` of a board mail to the player to move), and after
/// `reset USERID ` (a password reset mail).
pub fn mask_tokens(raw: &[u8]) -> Vec<u8> {
    mask_reset_tokens(&mask_after(
        &mask_confirm_tokens(raw),
        super::reply_play::PREFIX.as_bytes(),
    ))
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
            out.extend_from_slice(super::secrets::MASK.as_bytes());
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
            out.extend_from_slice(super::secrets::MASK.as_bytes());
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
            out.extend_from_slice(super::secrets::MASK.as_bytes());
            i += TOKEN_LEN;
        }
    }
    out.extend_from_slice(&raw[i..]);
    out
}

/// Makes `address` wait for confirmation for `userid` under a new token,
/// and mails it `text(token)`: as the sender's own reply when it is the
/// sender's address (the first such of a mail), else as a confirmation
/// mail of its own whose Reply-To carries the token.
pub async fn request(
    ctx: &mut Ctx<'_>,
    userid: &str,
    address: &str,
    text: impl Fn(&str) -> String,
    done: &mut Done,
) -> Result<(), ApplyError> {
    let token = new_token();
    accounts::add_pending(
        ctx.db.conn().await?,
        &token_hash(&token),
        address,
        userid,
        ctx.now,
    )
    .await?;
    let text = text(&token);
    if address == ctx.sender && done.sender_token.is_none() {
        done.reply.push('\n');
        done.reply.push_str(&text);
        done.sender_token = Some(token);
    } else {
        done.confirmations.push(Draft {
            to: address.to_string(),
            subject: format!("confirm {token}"),
            body: text,
            reply_to: ctx.config.token_address(&format!("confirm-{token}")),
            ..Default::default()
        });
    }
    Ok(())
}

impl Confirm {
    /// Reads the arguments (words after the token are ignored, so that the
    /// subject of a reply to a confirmation mail reads as the command).
    pub fn parse(args: &[&str]) -> Result<Confirm, CommandError> {
        let Some(token) = args.first() else {
            return Err(CommandError::new(
                "write confirm TOKEN, with the token from the confirmation mail",
            ));
        };
        let token = token.to_ascii_lowercase();
        let ok = (16..=64).contains(&token.len())
            && token
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        if !ok {
            return Err(CommandError::new(
                "that is not a confirmation token; write confirm TOKEN, with the token from the confirmation mail",
            ));
        }
        Ok(Confirm { token })
    }

    /// Confirms the address.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let unknown = || {
            CommandError::new(
                "this confirmation token is unknown or has expired (a sign-up waits 7 days); sign up again",
            )
        };
        let c = ctx.db.conn().await?;
        let Some(p) = accounts::pending(c, &token_hash(&self.token)).await? else {
            return Err(unknown().into());
        };
        if p.created_at < ctx.now - CONFIRM_SECONDS {
            return Err(unknown().into());
        }
        if let Some(owner) = crate::store::owner_of(c, &p.address).await? {
            return Err(CommandError::new(format!(
                "the address {} was confirmed for '{owner}' already",
                p.address
            ))
            .into());
        }
        let replacing = accounts::is_replacing(c, &token_hash(&self.token)).await?;
        accounts::confirm_address(c, &p.address, &p.userid).await?;
        // An address named by a `change address`: the ones it replaces go.
        let retired = if replacing {
            crate::store::strangers::end_play_tokens(c, &p.userid).await?;
            accounts::retire_marked(c, &p.userid, &p.address).await?
        } else {
            Vec::new()
        };
        let mut reply = format!(
            "The address {} is confirmed for {}.\nYou can now challenge players and play; send 'help' for the commands.\n",
            p.address, p.userid
        );
        if !retired.is_empty() {
            reply.push_str(&format!(
                "The addresses it replaces are removed: {}.\n",
                retired.join(", ")
            ));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
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

    #[test]
    fn tokens() {
        let a = new_token();
        assert_eq!(a.len(), TOKEN_LEN);
        assert!(
            a.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        );
        assert_ne!(a, new_token());
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
        assert_eq!(Confirm::parse(&[&a]).unwrap().token, a);
        assert_eq!(
            Confirm::parse(&[&a.to_ascii_uppercase(), "(sign-up)"])
                .unwrap()
                .token,
            a
        );
        assert!(Confirm::parse(&[]).is_err());
        assert!(Confirm::parse(&["short"]).is_err());
        assert!(Confirm::parse(&["abc!defghijklmnopqrs"]).is_err());
        let mail = format!(
            "Subject: confirm {a}\r\nReply-To: games+confirm-{a}@x.org\r\n\r\nconfirm {a}\r\nconfirm it\r\n"
        );
        let masked = String::from_utf8(mask_tokens(mail.as_bytes())).unwrap();
        assert!(!masked.contains(&a), "{masked}");
        assert_eq!(masked.matches("********").count(), 3);
        assert!(masked.ends_with("confirm it\r\n"));
    }
}

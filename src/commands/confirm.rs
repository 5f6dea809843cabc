//! `confirm TOKEN`: confirms the address that TOKEN was mailed to. Any
//! sender may send it (the token is the proof); a plain reply to the
//! confirmation mail carries it in its subject.

use super::tokens::{new_token, token_hash};
use super::{ApplyError, CommandError, Ctx, Done};
use crate::mail::compose::Draft;
use crate::store::accounts;

/// How long a sign-up waits for its confirmation, in seconds.
pub const CONFIRM_SECONDS: i64 = 7 * 24 * 3600;

/// `confirm TOKEN`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirm {
    pub token: String,
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
    use super::super::tokens::{TOKEN_LEN, mask_tokens};
    use super::*;

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

//! `confirm TOKEN`: confirms the address that TOKEN was mailed to. Any
//! sender may send it (the token is the proof); a plain reply to the
//! confirmation mail carries it in its subject.

use super::{ApplyError, CommandError, Ctx, Done};
use crate::language::Language;
use crate::mail::compose::Draft;
use crate::store::accounts;
use crate::tokens::{new_token, token_hash};
use crate::{msg, t};

/// How long a sign-up waits for its confirmation, in seconds.
pub const CONFIRM_SECONDS: i64 = 7 * 24 * 3600;

/// `confirm TOKEN`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirm {
    pub token: String,
}

/// Makes `address` wait for confirmation for `userid` under a new token,
/// and mails it `text(token, language)`: as the sender's own reply (in the
/// sender's language) when it is the sender's address (the first such of
/// a mail), else as a confirmation mail of its own whose Reply-To carries
/// the token, in the language of the account `userid`.
pub async fn request(
    ctx: &mut Ctx<'_>,
    userid: &str,
    address: &str,
    text: impl Fn(&str, Language) -> String,
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
    if address == ctx.sender && done.sender_token.is_none() {
        done.reply.push('\n');
        done.reply.push_str(&text(&token, ctx.lang));
        done.sender_token = Some(token);
    } else {
        let lang = crate::store::languages::language_of(ctx.db.conn().await?, userid).await?;
        done.confirmations.push(Draft {
            to: address.to_string(),
            subject: format!("confirm {token}"),
            body: text(&token, lang),
            reply_to: ctx.config.token_address(&format!("confirm-{token}")),
            language: Some(lang),
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
            return Err(CommandError::new(msg!("accounts-confirm-form")));
        };
        let token = token.to_ascii_lowercase();
        let ok = (16..=64).contains(&token.len())
            && token
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        if !ok {
            return Err(CommandError::new(msg!("accounts-confirm-not-a-token")));
        }
        Ok(Confirm { token })
    }

    /// Confirms the address.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let unknown = || CommandError::new(msg!("accounts-confirm-unknown-token"));
        let c = ctx.db.conn().await?;
        let Some(p) = accounts::pending(c, &token_hash(&self.token)).await? else {
            return Err(unknown().into());
        };
        if p.created_at < ctx.now - CONFIRM_SECONDS {
            return Err(unknown().into());
        }
        if let Some(owner) = crate::store::owner_of(c, &p.address).await? {
            return Err(CommandError::new(msg!(
                "accounts-confirm-taken",
                address = &p.address,
                user = owner
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
        // Written from the address just confirmed: the player's language.
        let lang = if p.address == ctx.sender {
            crate::store::languages::language_of(c, &p.userid).await?
        } else {
            ctx.lang
        };
        let mut reply = crate::tln!(
            lang,
            "accounts-confirmed",
            address = &p.address,
            user = &p.userid
        );
        if !retired.is_empty() {
            reply.push_str(&t!(
                lang,
                "accounts-confirmed-replaced",
                addresses = retired.join(", ")
            ));
            reply.push('\n');
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
    use crate::tokens::{TOKEN_LEN, mask_tokens};

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

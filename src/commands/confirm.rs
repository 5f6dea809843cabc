//! `confirm TOKEN`: confirms the address that TOKEN was mailed to. Any
//! sender may send it (the token is the proof); a plain reply to the
//! confirmation mail carries it in its subject.

use super::context::Ctx;
use crate::accounts::confirmations::CONFIRM_SECONDS;
use crate::applied::{ApplyError, CommandError, Done};
use crate::store::accounts;
use crate::tokens::token_hash;
use crate::{msg, t};

/// `confirm TOKEN`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirm {
    pub token: String,
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
    use crate::tokens::{TOKEN_LEN, mask_tokens, new_token};

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

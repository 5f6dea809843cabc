//! `signup userid password [address ...]`: registers a player. Each
//! address is mailed a confirmation token first (unless the installation
//! turned `confirm_addresses` off); until one is confirmed the account can
//! neither play nor be challenged, and after 7 days unconfirmed it lapses.
//! The reply is the same whoever owns the addresses (see
//! [`crate::accounts::confirmations`]).

use super::context::Ctx;
use super::words::userid;
use crate::accounts::addresses::MAX_ADDRESSES;
use crate::accounts::addresses::address_in;
use crate::accounts::confirmations;
use crate::accounts::confirmations::CONFIRM_SECONDS;
use crate::applied::{ApplyError, CommandError, Done};
use crate::language::Language;
use crate::robots::Strength;
use crate::store::{self, accounts};
use crate::{msg, t};

/// User ids nobody can sign up: the names of mailboxes that speak for a
/// mail system (RFC 2142) or for this server, so that no player passes for
/// them in a board mail or a message. The local part of the server's own
/// address and the robots' ids are refused besides.
pub const RESERVED_USERIDS: [&str; 10] = [
    "games",
    "postmaster",
    "abuse",
    "root",
    "admin",
    "mailer-daemon",
    "noreply",
    "no-reply",
    "hostmaster",
    "webmaster",
];

/// Whether `userid` is kept from sign-up (see [`RESERVED_USERIDS`]).
pub fn reserved(userid: &str, server_address: &str) -> bool {
    let own = server_address
        .rsplit_once('@')
        .map_or(server_address, |(local, _)| local);
    RESERVED_USERIDS.contains(&userid) || userid.eq_ignore_ascii_case(own)
}

/// `signup userid password [address ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signup {
    pub userid: String,
    pub password: String,
    /// Empty: the sender's address.
    pub addresses: Vec<String>,
}

const FORM: &str = "signup userid password [address ...]";

/// Reads a mail address as sign-up takes it: one the server can write to.
pub fn address(word: &str) -> Result<String, CommandError> {
    address_in(word, FORM)
}

impl Signup {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Signup, CommandError> {
        let [u, p, addrs @ ..] = args else {
            return Err(CommandError::new(msg!("accounts-signup-form", form = FORM)));
        };
        let userid = userid(u).map_err(CommandError::new)?;
        let mut addresses = Vec::new();
        for a in addrs {
            let a = address(a)?;
            if !addresses.contains(&a) {
                addresses.push(a);
            }
        }
        if addresses.len() > MAX_ADDRESSES {
            return Err(CommandError::new(msg!(
                "accounts-signup-too-many-addresses",
                count = MAX_ADDRESSES
            )));
        }
        Ok(Signup {
            userid,
            password: p.to_string(),
            addresses,
        })
    }

    /// Registers the player and mails each address its confirmation.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        // (Refused here, not when read, so that the password is still
        // told apart from the user id when the command is echoed.)
        if let Some(robot) = Strength::from_user_id(&self.userid) {
            let id = robot.user_id();
            return Err(CommandError::new(msg!("accounts-signup-robot-id", user = id)).into());
        }
        if reserved(&self.userid, &ctx.config.address) {
            return Err(CommandError::new(msg!(
                "accounts-signup-reserved-id",
                user = &self.userid
            ))
            .into());
        }
        let c = ctx.db.conn().await?;
        accounts::purge_lapsed(c, ctx.now - CONFIRM_SECONDS).await?;
        if accounts::standing(c, &self.userid)
            .await?
            .is_some_and(|s| s.deleted_at.is_some())
        {
            return Err(
                CommandError::new(msg!("accounts-signup-deleted-id", user = &self.userid)).into(),
            );
        }
        if store::password_hash(c, &self.userid).await?.is_some() {
            return Err(
                CommandError::new(msg!("accounts-signup-taken-id", user = &self.userid)).into(),
            );
        }
        let addresses = if self.addresses.is_empty() {
            vec![address(ctx.sender)?]
        } else {
            self.addresses
        };
        for a in &addresses {
            confirmations::refuse_own_address(&mut ctx.asking(), &self.userid, a).await?;
        }
        let hash = ctx.auth.hash(&self.password).await?;
        if !ctx.config.confirm_addresses {
            for a in &addresses {
                if let Some(owner) = store::owner_of(ctx.db.conn().await?, a).await? {
                    return Err(CommandError::new(msg!(
                        "accounts-address-taken",
                        address = a,
                        user = owner
                    ))
                    .into());
                }
            }
            let c = ctx.db.conn().await?;
            store::insert_player(&mut *c, &self.userid, &hash, &addresses).await?;
            store::languages::set_language(c, &self.userid, ctx.lang).await?;
            ctx.after
                .passwords
                .push((self.userid.clone(), self.password.clone()));
            return Ok(Done {
                reply: crate::tln!(
                    ctx.lang,
                    "accounts-signup-welcome-confirmed",
                    user = &self.userid,
                    addresses = addresses.join(", ")
                ),
                ..Default::default()
            });
        }
        confirmations::count_signup(&mut ctx.asking()).await?;
        let c = ctx.db.conn().await?;
        store::insert_player(&mut *c, &self.userid, &hash, &[]).await?;
        // The sign-up's mails, and every later one, in the sender's language.
        store::languages::set_language(c, &self.userid, ctx.lang).await?;
        ctx.after
            .passwords
            .push((self.userid.clone(), self.password.clone()));
        let mut done = Done::default();
        let server = ctx.config.address.clone();
        for a in &addresses {
            confirmations::ask(
                &mut ctx.asking(),
                &self.userid,
                a,
                |token, lang| confirmation_text(lang, &self.userid, a, token, &server),
                &mut done,
            )
            .await?;
        }
        // The confirmation of the sender's own address is this reply
        // itself, below the welcome.
        let own = done.sender_token.is_some();
        let others: Vec<&str> = addresses
            .iter()
            .map(String::as_str)
            .filter(|a| !(own && *a == ctx.sender))
            .collect();
        let lang = ctx.lang;
        let mut welcome = t!(lang, "accounts-signup-welcome", user = &self.userid);
        if own {
            welcome.push(' ');
            welcome.push_str(&t!(lang, "accounts-signup-confirm-below"));
        }
        if !others.is_empty() {
            welcome.push(' ');
            welcome.push_str(&t!(
                lang,
                "accounts-confirmation-mailed",
                addresses = others.join(", ")
            ));
        }
        done.reply = format!(
            "{welcome}\n{}\n{}",
            t!(lang, "accounts-signup-lapses"),
            done.reply
        );
        Ok(done)
    }
}

/// The text that asks the owner of `address` to confirm it, in `lang`.
pub fn confirmation_text(
    lang: Language,
    userid: &str,
    address: &str,
    token: &str,
    server: &str,
) -> String {
    crate::tln!(
        lang,
        "accounts-signup-confirmation-mail",
        server = server,
        user = userid,
        address = address,
        token = token
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_the_reply_builder_cannot_write_are_refused() {
        assert!(Signup::parse(&["evex", "epw", "a,b@evil.org"]).is_err());
        assert!(Signup::parse(&["evex", "epw", "\"a,b\"@evil.org"]).is_err());
        assert!(Signup::parse(&["evex", "epw", "nobody"]).is_err());
        assert!(Signup::parse(&["evex", "epw", "a@b@c"]).is_err());
        assert!(
            Signup::parse(&["evex", "epw", "a@b.org", "c@d.org", "e@f.org", "g@h.org"]).is_err()
        );
        let s = Signup::parse(&["Eve", "epw", "<Eve@Example.org>", "eve@example.org"]).unwrap();
        assert_eq!(s.userid, "eve");
        assert_eq!(s.addresses, vec!["eve@example.org"]);
    }

    #[test]
    fn the_confirmation_mail_in_each_language() {
        let en = confirmation_text(Language::ENGLISH, "alice", "a@x.org", "tok", "g@s.org");
        assert_eq!(
            en,
            "Someone, probably you, signed up for games at g@s.org as 'alice'\n\
             with the address a@x.org.\n\n\
             To confirm it, answer this mail, or send g@s.org a mail whose subject\n\
             or body is the line\n\n\
             confirm tok\n\n\
             Until then this address gets no other mail from the server. If it was\n\
             not you, do nothing: the sign-up lapses after 7 days.\n"
        );
        let fr = Language::from_code("fr").unwrap();
        let fr = confirmation_text(fr, "alice", "a@x.org", "tok", "g@s.org");
        assert!(fr.contains("\n\nconfirm tok\n\n"), "{fr}");
        assert!(fr.contains("Pour la confirmer"), "{fr}");
    }

    #[test]
    fn reserved_user_ids() {
        for id in [
            "games",
            "postmaster",
            "mailer-daemon",
            "noreply",
            "abuse",
            "root",
            "admin",
        ] {
            assert!(reserved(id, "play@club.org"), "{id}");
        }
        assert!(
            reserved("play", "play@club.org"),
            "the server's own local part"
        );
        assert!(!reserved("alice", "play@club.org"));
    }
}

//! `message userid password to1 [to2 ...]`: the comment (the body of a
//! subject command, or the lines below the command) goes to each named
//! player's first confirmed address, as `Message from userid`, telling how
//! to answer and never showing the sender's address. A player reaches at
//! most [`RECIPIENTS_PER_DAY`] recipients a day (counted in
//! `messages_sent`, shared with `chat`). The whole command is refused,
//! nothing sent, when the message is empty, a recipient is unknown,
//! deleted or has no confirmed address, or the limit would be passed. The
//! server's robots read no mail: they are left out of the recipients (the
//! command is refused when nobody else is named).

use super::context::Ctx;
use super::words::userid;
use crate::accounts::password::authenticate;
use crate::accounts::reach::RECIPIENTS_PER_DAY;
use crate::applied::{ApplyError, CommandError, Done};
use crate::mail::compose::Draft;
use crate::store::{accounts, robots};
use crate::{msg, t};

/// `message userid password to1 [to2 ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub userid: String,
    pub password: String,
    pub to: Vec<String>,
}

/// `message userid password to1 [to2 ...], with the message below it`.
fn form() -> crate::language::Msg {
    msg!("accounts-message-form")
}

impl Message {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Message, CommandError> {
        let [u, p, to @ ..] = args else {
            return Err(CommandError::new(msg!("write-form", form = form())));
        };
        if to.is_empty() {
            return Err(CommandError::new(msg!(
                "accounts-message-name-a-player",
                form = form()
            )));
        }
        if to.len() as i64 > RECIPIENTS_PER_DAY {
            return Err(CommandError::new(msg!(
                "accounts-message-too-many-players",
                count = RECIPIENTS_PER_DAY,
                form = form()
            )));
        }
        let mut recipients: Vec<String> = Vec::new();
        for t in to {
            let t = userid(t).map_err(CommandError::new)?;
            if !recipients.contains(&t) {
                recipients.push(t);
            }
        }
        Ok(Message {
            userid: userid(u).map_err(CommandError::new)?,
            password: p.to_string(),
            to: recipients,
        })
    }

    /// Sends the message.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let u = &self.userid;
        authenticate(&mut ctx.asking(), u, &self.password).await?;
        let text = ctx.comment.trim();
        if text.is_empty() {
            return Err(CommandError::new(msg!("accounts-message-empty", form = form())).into());
        }
        let c = ctx.db.conn().await?;
        let mut to = Vec::new();
        let mut robots_named = Vec::new();
        for r in &self.to {
            let gone = match accounts::standing(c, r).await? {
                None => Some(msg!("accounts-message-no-player", user = r)),
                Some(s) if s.deleted_at.is_some() => {
                    Some(msg!("accounts-message-no-longer-a-player", user = r))
                }
                Some(_) => None,
            };
            if let Some(why) = gone {
                return Err(CommandError::new(why).into());
            }
            if robots::is_robot(c, r).await? {
                robots_named.push(r.as_str());
                continue;
            }
            let confirmed = accounts::addresses_of(&mut *c, r).await?;
            let Some(address) = crate::store::bounces::mail_addresses_of(&mut *c, r)
                .await?
                .into_iter()
                .next()
            else {
                let why = if confirmed.is_empty() {
                    msg!("accounts-message-no-address", user = r)
                } else {
                    msg!("accounts-message-unreachable", user = r)
                };
                return Err(CommandError::new(why).into());
            };
            to.push((r, address));
        }
        let robots = robots_named.join(&format!(" {} ", t!(ctx.lang, "accounts-and")));
        if to.is_empty() {
            return Err(CommandError::new(msg!(
                "accounts-message-only-robots",
                robots = robots,
                count = robots_named.len()
            ))
            .into());
        }
        let left_out = if robots_named.is_empty() {
            String::new()
        } else {
            format!(
                " {}",
                t!(
                    ctx.lang,
                    "accounts-message-robots-left-out",
                    robots = robots,
                    count = robots_named.len()
                )
            )
        };
        let names: Vec<&str> = to.iter().map(|(r, _)| r.as_str()).collect();
        crate::accounts::reach::may_reach(&mut ctx.asking(), u, &names).await?;
        let c = ctx.db.conn().await?;
        let sent = accounts::messages_sent_since(c, u, ctx.now - 86_400).await?;
        let left = (RECIPIENTS_PER_DAY - sent).max(0);
        if to.len() as i64 > left {
            return Err(CommandError::new(msg!(
                "accounts-message-per-day",
                most = RECIPIENTS_PER_DAY,
                user = u,
                left = left
            ))
            .into());
        }
        let mut board_mails = Vec::new();
        for (r, address) in &to {
            accounts::record_message(&mut *c, u, r, ctx.now).await?;
            // In the recipient's language.
            let lang = crate::store::languages::language_of(&mut *c, r).await?;
            board_mails.push(Draft {
                to: address.clone(),
                subject: format!("Message from {u}"),
                body: format!(
                    "{}\n\n{text}\n\n-- \n{}\n",
                    t!(lang, "accounts-message-writes", user = u),
                    t!(
                        lang,
                        "accounts-message-how-to-answer",
                        server = &ctx.config.address,
                        recipient = *r,
                        user = u
                    )
                ),
                language: Some(lang),
                ..Default::default()
            });
        }
        Ok(Done {
            reply: format!(
                "{}{left_out}\n",
                t!(
                    ctx.lang,
                    "accounts-message-sent",
                    recipients = names.join(", "),
                    left = left - to.len() as i64
                )
            ),
            board_mails,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mail_around_a_message_in_english() {
        let l = crate::language::Language::ENGLISH;
        assert_eq!(
            format!(
                "{}\n\nhi\n\n-- \n{}\n",
                t!(l, "accounts-message-writes", user = "alice"),
                t!(
                    l,
                    "accounts-message-how-to-answer",
                    server = "g@s.org",
                    recipient = "bob",
                    user = "alice"
                )
            ),
            "alice writes:\n\nhi\n\n-- \nTo answer, send g@s.org a mail with the line\n\n  message bob PASSWORD alice\n\nand your answer below it (your password in place of PASSWORD).\n"
        );
        assert_eq!(
            t!(
                l,
                "accounts-message-robots-left-out",
                robots = "r1",
                count = 1
            ),
            "(r1 is a robot player, reads no messages, and was left out.)"
        );
    }

    #[test]
    fn parse() {
        let m = Message::parse(&["alice", "pw", "Bob", "bob", "carol"]).unwrap();
        assert_eq!(m.to, ["bob", "carol"]);
        assert!(Message::parse(&["alice", "pw"]).is_err());
        assert!(Message::parse(&["alice", "pw", "b@x.org"]).is_err());
    }
}

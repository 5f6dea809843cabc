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

use super::add::authenticate;
use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::mail::compose::Draft;
use crate::store::{accounts, robots};

/// Recipients of `message` and `chat` per player in 24 hours.
pub const RECIPIENTS_PER_DAY: i64 = 20;

/// Messages and chats one player receives a day, from all senders
/// together: however many accounts a sender makes, a player's mailbox
/// gets at most this many.
pub const RECEIVED_PER_DAY: i64 = 40;

/// Refuses a message or chat when the sender's account has no confirmed
/// address (an account nobody answered for mails nobody), or when one of
/// the recipients has had [`RECEIVED_PER_DAY`] today.
pub async fn may_reach(
    ctx: &mut Ctx<'_>,
    sender: &str,
    recipients: &[&str],
) -> Result<(), ApplyError> {
    let since = ctx.now - 86_400;
    let c = ctx.db.conn().await?;
    if !accounts::is_confirmed(c, sender).await? {
        return Err(CommandError::new(format!(
            "'{sender}' has no confirmed address yet; confirm one (the token was mailed to it) before writing to other players"
        ))
        .into());
    }
    for r in recipients {
        if accounts::messages_to_since(c, r, since).await? >= RECEIVED_PER_DAY {
            return Err(CommandError::new(format!(
                "'{r}' has had {RECEIVED_PER_DAY} messages and chats today, the most a player gets in a day; nothing was sent"
            ))
            .into());
        }
    }
    Ok(())
}

/// `message userid password to1 [to2 ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub userid: String,
    pub password: String,
    pub to: Vec<String>,
}

const FORM: &str = "message userid password to1 [to2 ...], with the message below it";

impl Message {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Message, CommandError> {
        let [u, p, to @ ..] = args else {
            return Err(CommandError::new(format!("write {FORM}")));
        };
        if to.is_empty() {
            return Err(CommandError::new(format!(
                "name at least one player; write {FORM}"
            )));
        }
        if to.len() as i64 > RECIPIENTS_PER_DAY {
            return Err(CommandError::new(format!(
                "name at most {RECIPIENTS_PER_DAY} players; write {FORM}"
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
        authenticate(ctx, u, &self.password).await?;
        let text = ctx.comment.trim();
        if text.is_empty() {
            return Err(CommandError::new(format!(
                "the message is empty; write it below the line {FORM} (or in the body, with the command as the subject)"
            ))
            .into());
        }
        let c = ctx.db.conn().await?;
        let mut to = Vec::new();
        let mut robots_named = Vec::new();
        for r in &self.to {
            let gone = match accounts::standing(c, r).await? {
                None => Some("there is no player"),
                Some(s) if s.deleted_at.is_some() => Some("there is no longer a player"),
                Some(_) => None,
            };
            if let Some(why) = gone {
                return Err(CommandError::new(format!("{why} '{r}'; nothing was sent")).into());
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
                    "has no confirmed address yet"
                } else {
                    "cannot be reached by mail (mail to their address bounces)"
                };
                return Err(CommandError::new(format!("'{r}' {why}; nothing was sent")).into());
            };
            to.push((r, address));
        }
        if to.is_empty() {
            return Err(CommandError::new(format!(
                "{} is a robot player and reads no messages; nothing was sent",
                robots_named.join(" and ")
            ))
            .into());
        }
        let left_out = if robots_named.is_empty() {
            String::new()
        } else {
            format!(
                " ({} is a robot player, reads no messages, and was left out.)",
                robots_named.join(" and ")
            )
        };
        let names: Vec<&str> = to.iter().map(|(r, _)| r.as_str()).collect();
        may_reach(ctx, u, &names).await?;
        let c = ctx.db.conn().await?;
        let sent = accounts::messages_sent_since(c, u, ctx.now - 86_400).await?;
        let left = (RECIPIENTS_PER_DAY - sent).max(0);
        if to.len() as i64 > left {
            return Err(CommandError::new(format!(
                "a player reaches at most {RECIPIENTS_PER_DAY} recipients a day with message and chat; {u} has {left} left today; nothing was sent"
            ))
            .into());
        }
        let mut board_mails = Vec::new();
        for (r, address) in &to {
            accounts::record_message(c, u, r, ctx.now).await?;
            board_mails.push(Draft {
                to: address.clone(),
                subject: format!("Message from {u}"),
                body: format!(
                    "{u} writes:\n\n{text}\n\n-- \nTo answer, send {server} a mail with the line\n\n  message {r} PASSWORD {u}\n\nand your answer below it (your password in place of PASSWORD).\n",
                    server = ctx.config.address
                ),
                ..Default::default()
            });
        }
        Ok(Done {
            reply: format!(
                "Your message went to {}. {} recipients are left today.{left_out}\n",
                names.join(", "),
                left - to.len() as i64
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
    fn parse() {
        let m = Message::parse(&["alice", "pw", "Bob", "bob", "carol"]).unwrap();
        assert_eq!(m.to, ["bob", "carol"]);
        assert!(Message::parse(&["alice", "pw"]).is_err());
        assert!(Message::parse(&["alice", "pw", "b@x.org"]).is_err());
    }
}

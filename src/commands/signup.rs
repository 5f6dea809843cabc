//! `signup userid password [address ...]`: registers a player.

use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::store;

/// `signup userid password [address ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signup {
    pub userid: String,
    pub password: String,
    /// Empty: the sender's address.
    pub addresses: Vec<String>,
}

const FORM: &str = "signup userid password [address ...]";

impl Signup {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Signup, CommandError> {
        let [u, p, addrs @ ..] = args else {
            return Err(CommandError::new(format!(
                "write {FORM}, e.g. signup alice secret"
            )));
        };
        let userid = userid(u).map_err(CommandError::new)?;
        let mut addresses = Vec::new();
        for a in addrs {
            let a = a.trim_matches(|c| c == '<' || c == '>').to_lowercase();
            let valid = a
                .split_once('@')
                .is_some_and(|(l, d)| !l.is_empty() && !d.is_empty() && !d.contains('@'));
            if !valid {
                return Err(CommandError::new(format!(
                    "'{a}' is not a mail address; write {FORM}"
                )));
            }
            if !addresses.contains(&a) {
                addresses.push(a);
            }
        }
        Ok(Signup {
            userid,
            password: p.to_string(),
            addresses,
        })
    }

    /// Registers the player.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        if store::password_hash(ctx.db.conn().await?, &self.userid)
            .await?
            .is_some()
        {
            return Err(CommandError::new(format!(
                "the user id '{}' is taken; choose another",
                self.userid
            ))
            .into());
        }
        let addresses = if self.addresses.is_empty() {
            vec![ctx.sender.to_lowercase()]
        } else {
            self.addresses
        };
        for a in &addresses {
            if let Some(owner) = store::owner_of(ctx.db.conn().await?, a).await? {
                return Err(CommandError::new(format!(
                    "the address {a} belongs to '{owner}' already"
                ))
                .into());
            }
        }
        let hash = ctx.auth.hash(&self.password)?;
        store::insert_player(ctx.db.conn().await?, &self.userid, &hash, &addresses).await?;
        ctx.after
            .passwords
            .push((self.userid.clone(), self.password.clone()));
        Ok(Done {
            reply: format!(
                "Welcome, {}. You are signed up with the address {}.\nSend 'help' for the commands.\n",
                self.userid,
                addresses.join(", ")
            ),
            board_mails: vec![],
        })
    }
}

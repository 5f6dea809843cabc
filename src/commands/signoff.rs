//! `signoff userid password`: the player retires: nobody can challenge
//! them any more; their running games go on, and every other command still
//! works for them; their open seeks end. Retiring is final (a retired player who wants new games
//! signs up under a new user id); a second `signoff` is refused. The
//! board mails sent so far stop playing by reply (their play tokens end).

use super::context::Ctx;
use super::words::userid;
use crate::accounts::password::authenticate;
use crate::applied::{ApplyError, CommandError, Done};
use crate::msg;
use crate::store::accounts;

/// `signoff userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signoff {
    pub userid: String,
    pub password: String,
}

impl Signoff {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Signoff, CommandError> {
        let [u, p] = args else {
            return Err(CommandError::new(msg!(
                "write-form",
                form = "signoff userid password"
            )));
        };
        Ok(Signoff {
            userid: userid(u).map_err(CommandError::new)?,
            password: p.to_string(),
        })
    }

    /// Retires the player.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let u = &self.userid;
        let standing = authenticate(&mut ctx.asking(), u, &self.password).await?;
        if standing.retired_at.is_some() {
            return Err(CommandError::new(msg!("accounts-signoff-already", user = u)).into());
        }
        let c = ctx.db.conn().await?;
        accounts::retire(c, u, ctx.now).await?;
        crate::store::strangers::end_play_tokens(c, u).await?;
        let mut reply = crate::tln!(ctx.lang, "accounts-signoff-done", user = u);
        if let Some(ended) = crate::seeks::end_all_of(c, u, ctx.now).await? {
            reply.push_str(&format!("{}\n", ctx.lang.text(&ended)));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

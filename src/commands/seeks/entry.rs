//! What the seek commands share: `SEEK userid password`, the checks on
//! the player, and finding an open seek.

use crate::accounts::password::authenticate;
use crate::applied::{ApplyError, CommandError};
use crate::commands::context::Ctx;
use crate::commands::words::userid;
use crate::msg;
use crate::seeks::OPEN_DAYS;
use crate::store::accounts;
use crate::store::seeks::{self, SeekRow};

/// `SEEK userid password`: the words of `take` and `unseek`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub game: &'static str,
    /// The seek's number.
    pub seek: i64,
    pub userid: String,
    pub password: String,
}

impl Entry {
    /// Reads `SEEK userid password` for `GAME sub`.
    pub fn parse(game: &'static str, sub: &str, args: &[&str]) -> Result<Entry, CommandError> {
        let form = || {
            CommandError::game(
                game,
                msg!(
                    "write-form",
                    form = format!("{game} {sub} SEEK userid password")
                ),
            )
        };
        let [s, u, p] = args else {
            return Err(form());
        };
        let seek = seek_number(game, s)?;
        Ok(Entry {
            game,
            seek,
            userid: userid(u).map_err(|e| CommandError::game(game, e))?,
            password: p.to_string(),
        })
    }

    /// Checks the password (a deleted account is refused).
    pub async fn authenticate(&self, ctx: &mut Ctx<'_>) -> Result<accounts::Standing, ApplyError> {
        authenticate_in(ctx, self.game, &self.userid, &self.password).await
    }

    /// The seek named, open: taken for the rest of the transaction (its
    /// game's turn); a refusal when there is none or it is closed.
    pub async fn open_seek(&self, ctx: &mut Ctx<'_>) -> Result<SeekRow, ApplyError> {
        let c = ctx.db.conn().await?;
        seeks::take_turn(&mut *c, self.game).await?;
        let found = seeks::get(c, self.seek)
            .await?
            .filter(|s| s.game == self.game);
        let Some(s) = found else {
            return Err(self.refuse(msg!("seek-no-such", game = self.game, seek = self.seek)));
        };
        if s.status != "open" {
            return Err(self.refuse(msg!(
                "seek-closed",
                game = self.game,
                seek = self.seek,
                status = s.status.as_str(),
                board = s.board.unwrap_or_default(),
                days = OPEN_DAYS
            )));
        }
        Ok(s)
    }

    /// A refusal about this entry's game.
    pub fn refuse(&self, message: crate::language::Msg) -> ApplyError {
        CommandError::game(self.game, message).into()
    }
}

/// Reads a seek's number: a positive whole number.
fn seek_number(game: &str, word: &str) -> Result<i64, CommandError> {
    let ok = !word.is_empty() && word.len() <= 12 && word.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| word.parse::<i64>().ok())
        .flatten()
        .filter(|n| *n > 0)
        .ok_or_else(|| CommandError::game(game, msg!("seek-bad-number", word = word, game = game)))
}

/// Checks `password` for `user`, the refusal about `game`.
pub async fn authenticate_in(
    ctx: &mut Ctx<'_>,
    game: &str,
    user: &str,
    password: &str,
) -> Result<accounts::Standing, ApplyError> {
    authenticate(&mut ctx.asking(), user, password)
        .await
        .map_err(|e| match e {
            ApplyError::User(e) => ApplyError::User(CommandError::game(game, e.message)),
            e => e,
        })
}

/// Refuses a player who signed off, or who has no confirmed address: only
/// confirmed players seek and take.
pub async fn may_seek(
    ctx: &mut Ctx<'_>,
    game: &str,
    user: &str,
    standing: &accounts::Standing,
) -> Result<(), ApplyError> {
    if standing.retired_at.is_some() {
        return Err(CommandError::game(game, msg!("seek-signed-off", user = user)).into());
    }
    if !accounts::is_confirmed(ctx.db.conn().await?, user).await? {
        return Err(CommandError::game(game, msg!("seek-unconfirmed", user = user)).into());
    }
    Ok(())
}

/// Refuses a board started from `ctx.sender` beyond the boards a day one
/// address may start.
pub async fn boards_left_today(ctx: &mut Ctx<'_>, game: &str) -> Result<(), ApplyError> {
    let today =
        accounts::boards_started_since(ctx.db.conn().await?, ctx.sender, ctx.now - 86_400).await?;
    let most = ctx.config.boards_per_day;
    if today >= most {
        return Err(CommandError::game(game, msg!("play-boards-per-day", count = most)).into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seek_user_password() {
        let e = Entry::parse("yinsh", "take", &["3", "Bob", "pw"]).unwrap();
        assert_eq!(
            (e.seek, e.userid.as_str(), e.password.as_str()),
            (3, "bob", "pw")
        );
        for bad in [
            &["3", "bob"][..],
            &["x", "bob", "pw"],
            &["0", "bob", "pw"],
            &["-3", "bob", "pw"],
            &["99999999999999999999", "bob", "pw"],
            &["3", "bob", "pw", "more"],
        ] {
            assert!(Entry::parse("yinsh", "take", bad).is_err(), "{bad:?}");
        }
    }
}

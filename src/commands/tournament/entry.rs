//! What the tournament subcommands share: a player's entry into a
//! tournament and the checks on it, and reading a tournament's name.

use crate::accounts::password::authenticate;
use crate::applied::{ApplyError, CommandError, Done};
use crate::commands::context::Ctx;
use crate::commands::words::userid;
use crate::language::Msg;
use crate::msg;
use crate::store::accounts;
use crate::store::tournaments::{self, TournamentRow};

/// `NAME userid password`: the words most subcommands start with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub game: &'static str,
    /// The tournament's name, lower case.
    pub name: String,
    pub userid: String,
    pub password: String,
}

/// The right form of a subcommand, for its errors.
pub fn form(game: &str, sub: &str) -> Msg {
    let tail = match sub {
        "create" => "NAME userid password [-options]",
        "add" => "NAME userid password ROBOT",
        "show" => "NAME",
        _ => "NAME userid password",
    };
    Msg::verbatim(format!("{game} tournament {sub} {tail}"))
}

impl Entry {
    /// Reads `NAME userid password` from the first three of `args`; more
    /// words are refused.
    pub fn parse(game: &'static str, sub: &str, args: &[&str]) -> Result<Entry, CommandError> {
        match args {
            [_, _, _] => Entry::first_three(game, sub, args),
            _ => Err(CommandError::game(
                game,
                msg!("write-form", form = form(game, sub)),
            )),
        }
    }

    /// Reads `NAME userid password` from the first three of `args`.
    pub fn first_three(
        game: &'static str,
        sub: &str,
        args: &[&str],
    ) -> Result<Entry, CommandError> {
        let [n, u, p, ..] = args else {
            return Err(CommandError::game(
                game,
                msg!("write-form", form = form(game, sub)),
            ));
        };
        Ok(Entry {
            game,
            name: name(game, n)?,
            userid: userid(u).map_err(|e| CommandError::game(game, e))?,
            password: p.to_string(),
        })
    }

    /// Checks the password; refuses a deleted account.
    pub async fn authenticate(&self, ctx: &mut Ctx<'_>) -> Result<accounts::Standing, ApplyError> {
        authenticate(&mut ctx.asking(), &self.userid, &self.password)
            .await
            .map_err(|e| match e {
                ApplyError::User(e) => ApplyError::User(CommandError::game(self.game, e.message)),
                e => e,
            })
    }

    /// The tournament named, locked for the rest of the transaction.
    pub async fn tournament(&self, ctx: &mut Ctx<'_>) -> Result<TournamentRow, ApplyError> {
        find(ctx, self.game, &self.name).await
    }

    /// The tournament named, when the sender is its organiser: checked
    /// and locked as [`Entry::tournament`] does.
    pub async fn organised(&self, ctx: &mut Ctx<'_>) -> Result<TournamentRow, ApplyError> {
        let tour = self.tournament(ctx).await?;
        if tour.organiser != self.userid {
            return Err(self.refuse(crate::msg!(
                "tournament-organiser-only",
                game = self.game,
                name = &self.name,
                organiser = &tour.organiser,
                user = &self.userid
            )));
        }
        Ok(tour)
    }

    /// A refusal about this entry's game.
    pub fn refuse(&self, message: Msg) -> ApplyError {
        CommandError::game(self.game, message).into()
    }
}

/// Reads a tournament's name: 2-32 characters of `a-z 0-9 _ -`, any case
/// on input, lower case inside.
pub fn name(game: &str, word: &str) -> Result<String, CommandError> {
    let n = word.to_ascii_lowercase();
    let ok = (2..=32).contains(&n.len())
        && n.bytes()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_' || c == b'-');
    if ok {
        Ok(n)
    } else {
        Err(CommandError::game(
            game,
            msg!("tournament-bad-name", word = word),
        ))
    }
}

/// The tournament `name` of `game`, taken for the rest of the transaction
/// (Postgres: two servers' commands on one tournament take turns, and one
/// that read it before the other's change fails and is tried again); a
/// refusal when there is none.
pub async fn find(
    ctx: &mut Ctx<'_>,
    game: &'static str,
    name: &str,
) -> Result<TournamentRow, ApplyError> {
    tournaments::lock(ctx.db.conn().await?, game, name).await?;
    named(ctx, game, name).await
}

/// The tournament `name` of `game`, to read only; a refusal when there is
/// none.
pub async fn named(
    ctx: &mut Ctx<'_>,
    game: &'static str,
    name: &str,
) -> Result<TournamentRow, ApplyError> {
    match tournaments::by_name(ctx.db.conn().await?, game, name).await? {
        Some(t) => Ok(t),
        None => Err(
            CommandError::game(game, msg!("tournament-no-such", game = game, name = name)).into(),
        ),
    }
}

/// The players of an open tournament, less those who signed off or were
/// deleted since they joined (taken out of it now).
pub async fn still_playing(
    ctx: &mut Ctx<'_>,
    tour: &TournamentRow,
) -> Result<Vec<String>, ApplyError> {
    let c = ctx.db.conn().await?;
    let mut players = Vec::new();
    for p in tournaments::players(&mut *c, tour.id).await? {
        let gone = accounts::standing(&mut *c, &p)
            .await?
            .is_none_or(|s| s.retired_at.is_some() || s.deleted_at.is_some());
        if gone {
            tournaments::remove_player(&mut *c, tour.id, &p).await?;
        } else {
            players.push(p);
        }
    }
    Ok(players)
}

/// Refuses a player who signed off, or who has no confirmed address.
pub async fn may_play(
    ctx: &mut Ctx<'_>,
    game: &str,
    user: &str,
    standing: &accounts::Standing,
) -> Result<(), ApplyError> {
    if standing.retired_at.is_some() {
        return Err(CommandError::game(game, msg!("tournament-signed-off", user = user)).into());
    }
    if !accounts::is_confirmed(ctx.db.conn().await?, user).await? {
        return Err(CommandError::game(game, msg!("tournament-unconfirmed", user = user)).into());
    }
    Ok(())
}

/// Enters `user` into the open tournament `tour` when it has room and
/// they are not in it yet; the reply says how many are in it now.
pub(super) async fn enter(
    ctx: &mut Ctx<'_>,
    e: &Entry,
    tour: &TournamentRow,
    user: &str,
) -> Result<Done, ApplyError> {
    if tour.status != "open" {
        return Err(e.refuse(msg!(
            "tournament-join-closed",
            game = e.game,
            name = &e.name
        )));
    }
    // Those who signed off or were deleted since they joined hold no seat.
    let players = still_playing(ctx, tour).await?;
    if players.iter().any(|p| p == user) {
        return Err(e.refuse(msg!(
            "tournament-already-in",
            user = user,
            game = e.game,
            name = &e.name
        )));
    }
    let count = players.len() as i64;
    if count >= tour.max_players {
        return Err(e.refuse(msg!(
            "tournament-full",
            game = e.game,
            name = &e.name,
            max = tour.max_players
        )));
    }
    tournaments::add_player(ctx.db.conn().await?, tour.id, user).await?;
    Ok(Done {
        reply: crate::tln!(
            ctx.lang,
            "tournament-joined",
            user = user,
            game = e.game,
            name = &e.name,
            count = count + 1,
            max = tour.max_players
        ),
        ..Default::default()
    })
}

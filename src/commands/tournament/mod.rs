//! `GAME tournament create|join|leave|add|start|show|cancel ...`: round-robin
//! tournaments by mail (tournaments.md), one file a subcommand; and
//! `GAME tournaments` ([`list`]), the open and running ones.
//!
//! A tournament is named (2-32 characters of `a-z 0-9 _ -`, unique per
//! game) and opened by its organiser; confirmed players join it and may
//! leave it while it is open, and the organiser may add robots. The
//! organiser starts it: every board of the round robin at once, in one
//! transaction (see [`start`]), or cancels it before the start
//! ([`cancel`]). Every refusal changes nothing.

pub mod add;
pub mod cancel;
pub mod create;
pub mod join;
pub mod leave;
pub mod list;
pub mod show;
pub mod start;

use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::accounts::password::authenticate;
use crate::language::Msg;
use crate::msg;
use crate::store::accounts;
use crate::store::tournaments::{self, TournamentRow};

/// `GAME tournament ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tournament {
    Create(create::Create),
    Join(join::Join),
    Leave(leave::Leave),
    Add(add::AddRobot),
    Start(start::Start),
    Show(show::ShowTournament),
    Cancel(cancel::Cancel),
}

/// `NAME userid password`: the words most subcommands start with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub game: &'static str,
    /// The tournament's name, lower case.
    pub name: String,
    pub userid: String,
    pub password: String,
}

/// The subcommands, as the usage names them.
const SUBCOMMANDS: &str = "create|join|leave|add|start|show|cancel";

impl Tournament {
    /// Reads the arguments after `GAME tournament`.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Tournament, CommandError> {
        let usage = || {
            CommandError::game(
                game,
                msg!("tournament-usage", game = game, commands = SUBCOMMANDS),
            )
        };
        let Some(sub) = args.first() else {
            return Err(usage());
        };
        let rest = &args[1..];
        let sub = sub.to_ascii_lowercase();
        Ok(match sub.as_str() {
            "create" => Tournament::Create(create::Create::parse(game, rest)?),
            "join" => Tournament::Join(join::Join(Entry::parse(game, "join", rest)?)),
            "leave" => Tournament::Leave(leave::Leave(Entry::parse(game, "leave", rest)?)),
            "start" => Tournament::Start(start::Start(Entry::parse(game, "start", rest)?)),
            "add" => Tournament::Add(add::AddRobot::parse(game, rest)?),
            "show" => Tournament::Show(show::ShowTournament::parse(game, rest)?),
            "cancel" => Tournament::Cancel(cancel::Cancel(Entry::parse(game, "cancel", rest)?)),
            _ => return Err(usage()),
        })
    }

    /// The passwords the command carries.
    pub fn secrets(&self) -> Vec<&str> {
        match self {
            Tournament::Create(c) => vec![&c.entry.password],
            Tournament::Join(join::Join(e))
            | Tournament::Leave(leave::Leave(e))
            | Tournament::Start(start::Start(e))
            | Tournament::Cancel(cancel::Cancel(e)) => vec![&e.password],
            Tournament::Add(c) => vec![&c.entry.password],
            Tournament::Show(_) => vec![],
        }
    }

    /// Applies the subcommand.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        match self {
            Tournament::Create(c) => c.apply(ctx).await,
            Tournament::Join(c) => c.apply(ctx).await,
            Tournament::Leave(c) => c.apply(ctx).await,
            Tournament::Add(c) => c.apply(ctx).await,
            Tournament::Start(c) => c.apply(ctx).await,
            Tournament::Show(c) => c.apply(ctx).await,
            Tournament::Cancel(c) => c.apply(ctx).await,
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(name("yinsh", "Club-2026_a").unwrap(), "club-2026_a");
        assert!(name("yinsh", "ab").is_ok());
        assert!(name("yinsh", &"a".repeat(32)).is_ok());
        for bad in ["a", "", "club!", "clé", "a b", &"a".repeat(33), "club.x"] {
            assert!(name("yinsh", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn parse_every_subcommand() {
        let p = |s: &str| Tournament::parse("yinsh", &s.split_whitespace().collect::<Vec<_>>());
        assert!(matches!(
            p("create club alice pw -blitz"),
            Ok(Tournament::Create(_))
        ));
        assert!(matches!(p("JOIN club bob pw"), Ok(Tournament::Join(_))));
        assert!(matches!(p("leave club bob pw"), Ok(Tournament::Leave(_))));
        assert!(matches!(
            p("add club alice pw robot"),
            Ok(Tournament::Add(_))
        ));
        assert!(matches!(p("start club alice pw"), Ok(Tournament::Start(_))));
        assert!(matches!(p("show club"), Ok(Tournament::Show(_))));
        for bad in [
            "",
            "dance club",
            "join club bob",
            "join club bob pw extra",
            "join c bob pw",
            "show",
            "add club alice pw",
        ] {
            assert!(p(bad).is_err(), "{bad}");
        }
        assert_eq!(p("join club bob secret").unwrap().secrets(), ["secret"]);
    }
}

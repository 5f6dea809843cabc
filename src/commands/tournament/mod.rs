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
mod entry;
pub mod join;
pub mod leave;
pub mod list;
pub mod show;
pub mod start;

use entry::Entry;

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};
use crate::msg;

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

#[cfg(test)]
mod tests {
    use super::entry::name;
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

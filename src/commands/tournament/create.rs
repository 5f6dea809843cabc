//! `GAME tournament create NAME userid password [-options]`: opens a
//! tournament organised by `userid`, who plays only if they join too.
//!
//! Options: the game's own (`-blitz` for YINSH, `-size=N` for Rin), the
//! clock's (`-nag=DAYS`, `-forfeit=DAYS`, as a challenge takes them),
//! `-players=MIN-MAX` (from 2 to 16; default 3-16), and `-double` (each
//! pair plays twice, colours swapped) or `-single`: YINSH defaults to
//! double, Rin to single. A player organises at most
//! [`MAX_ORGANISED`] open or running tournaments, of all games.

use super::entry::{Entry, form, may_play};
use crate::applied::{ApplyError, CommandError, Done};
use crate::commands::context::Ctx;
use crate::commands::words::clock_options;
use crate::games::new_game;
use crate::msg;
use crate::store::tournaments::{self, TournamentRow};
use crate::tournaments::{DEFAULT_MIN_PLAYERS, MAX_ORGANISED, MAX_PLAYERS};

/// `GAME tournament create NAME userid password [-options]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Create {
    pub entry: Entry,
    /// The game's own options, canonical.
    pub options: String,
    pub nag_days: i64,
    pub forfeit_days: i64,
    pub min_players: i64,
    pub max_players: i64,
    /// Each pair plays twice.
    pub double: bool,
}

/// The tournament's own options taken out of `options`: (players, double).
type Own = (Option<(i64, i64)>, Option<bool>);

/// Reads `-players=MIN-MAX`.
fn players_option(o: &str) -> Option<(i64, i64)> {
    let (lo, hi) = o.strip_prefix("-players=")?.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(lo) || !digits(hi) {
        return None;
    }
    let (lo, hi) = (lo.parse().ok()?, hi.parse().ok()?);
    (2 <= lo && lo <= hi && hi <= MAX_PLAYERS).then_some((lo, hi))
}

/// Takes `-players=`, `-double` and `-single` out of `options`.
fn own_options(game: &str, options: &mut Vec<String>) -> Result<Own, CommandError> {
    let (mut players, mut double) = (None, None);
    let mut rest = Vec::with_capacity(options.len());
    let twice = |o: &str| CommandError::game(game, msg!("tournament-option-twice", option = o));
    for o in options.drain(..) {
        if o == "-players" || o.starts_with("-players=") {
            let range = players_option(&o).ok_or_else(|| {
                CommandError::game(
                    game,
                    msg!("tournament-bad-players", option = &o, most = MAX_PLAYERS),
                )
            })?;
            if players.replace(range).is_some() {
                return Err(twice("-players"));
            }
        } else if o == "-double" || o == "-single" {
            if double.replace(o == "-double").is_some() {
                return Err(twice("-double/-single"));
            }
        } else {
            rest.push(o);
        }
    }
    *options = rest;
    Ok((players, double))
}

impl Create {
    /// Reads the arguments: `NAME userid password`, then options.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Create, CommandError> {
        let entry = Entry::first_three(game, "create", args)?;
        let mut options: Vec<String> = args[3..].iter().map(|a| a.to_ascii_lowercase()).collect();
        if options.iter().any(|o| !o.starts_with('-')) {
            return Err(CommandError::game(
                game,
                msg!("write-form", form = form(game, "create")),
            ));
        }
        let (players, double) = own_options(game, &mut options)?;
        let (nag_days, forfeit_days) =
            clock_options(&mut options).map_err(|e| CommandError::game(game, e))?;
        let opts: Vec<&str> = options.iter().map(String::as_str).collect();
        let position = new_game(game, &opts).map_err(|e| CommandError::game(game, e.msg()))?;
        let (min_players, max_players) = players.unwrap_or((DEFAULT_MIN_PLAYERS, MAX_PLAYERS));
        Ok(Create {
            entry,
            options: position.options().join(" "),
            nag_days,
            forfeit_days,
            min_players,
            max_players,
            double: double.unwrap_or(game == "yinsh"),
        })
    }

    /// Opens the tournament.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.entry;
        let standing = e.authenticate(ctx).await?;
        may_play(ctx, e.game, &e.userid, &standing).await?;
        let c = ctx.db.conn().await?;
        tournaments::lock_organiser(&mut *c, &e.userid).await?;
        if tournaments::by_name(&mut *c, e.game, &e.name)
            .await?
            .is_some()
        {
            return Err(e.refuse(msg!("tournament-name-taken", game = e.game, name = &e.name)));
        }
        let organised = tournaments::organised_live(&mut *c, &e.userid).await?;
        if organised >= MAX_ORGANISED {
            return Err(e.refuse(msg!(
                "tournament-too-many",
                user = &e.userid,
                count = organised
            )));
        }
        let row = TournamentRow {
            id: 0,
            game: e.game.to_string(),
            name: e.name.clone(),
            organiser: e.userid.clone(),
            options: self.options.clone(),
            nag_days: self.nag_days,
            forfeit_days: self.forfeit_days,
            min_players: self.min_players,
            max_players: self.max_players,
            rounds: if self.double { 2 } else { 1 },
            status: "open".into(),
            created_at: ctx.now,
        };
        tournaments::insert(c, &row).await?;
        Ok(Done {
            reply: format!(
                "{}\n",
                crate::t!(
                    ctx.lang,
                    "tournament-created",
                    game = e.game,
                    name = &e.name,
                    user = &e.userid,
                    rounds = row.rounds,
                    min = row.min_players,
                    max = row.max_players,
                    options = row.options_shown(),
                    nag = row.nag_days,
                    forfeit = row.forfeit_days,
                )
            ),
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Create, CommandError> {
        Create::parse("yinsh", &line.split_whitespace().collect::<Vec<_>>())
    }

    #[test]
    fn defaults_by_game() {
        let c = parse("club alice pw").unwrap();
        assert!(c.double);
        assert_eq!((c.min_players, c.max_players), (3, 16));
        assert_eq!((c.nag_days, c.forfeit_days), (7, 21));
        let r = Create::parse("rin", &["club", "alice", "pw"]).unwrap();
        assert!(!r.double);
    }

    #[test]
    fn options() {
        let c = parse("club alice pw -blitz -single -players=2-4 -nag=2 -forfeit=5").unwrap();
        assert!(!c.double);
        assert_eq!(c.options, "-blitz");
        assert_eq!((c.min_players, c.max_players), (2, 4));
        assert_eq!((c.nag_days, c.forfeit_days), (2, 5));
        let r = Create::parse("rin", &["club", "alice", "pw", "-size=12", "-double"]).unwrap();
        assert!(r.double);
        for bad in [
            "club alice pw -players=1-4",
            "club alice pw -players=4-3",
            "club alice pw -players=3-17",
            "club alice pw -players=3",
            "club alice pw -players=-3-4",
            "club alice pw -players=3-4 -players=3-5",
            "club alice pw -double -single",
            "club alice pw -size=12",
            "club alice pw -nag=0",
            "club alice pw extra",
            "club alice",
            "c alice pw",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}

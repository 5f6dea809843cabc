//! `GAME seek userid password [-options] [-rating=LOW-HIGH] [-robot=DAYS]`:
//! posts an open challenge, with the board's options as a challenge takes
//! them (the game's own, `-nag=`, `-forfeit=`), a rating range that the
//! opponent's rating must be in (absolute, `-rating=1400-1700`, or around
//! the seeker's own, `-rating=-100+200`), and, with `-robot=DAYS` (1 to
//! 7), a robot that takes it after so many days.
//!
//! A new seek that fits an open seek of another player (same game and
//! board options; each one's rating inside the other's range) starts a
//! board with the oldest such seek at once: its player, who waited
//! longer, moves first. Otherwise it stays open for [`OPEN_DAYS`] days.
//! A player has at most [`OPEN_PER_PLAYER`] open seeks. A seek may start
//! a board at once, so an address that has started its boards for the
//! day seeks no more until the next (a paired board counts for it); one
//! that asks for a robot is held to the bound on boards against robots.

use super::entry::{authenticate_in, boards_left_today, may_seek};
use crate::applied::{ApplyError, CommandError, Done};
use crate::boards::start::robot_boards_full;
use crate::commands::context::Ctx;
use crate::commands::words::{DEFAULT_FORFEIT_DAYS, DEFAULT_NAG_DAYS, clock_options, userid};
use crate::games::new_game;
use crate::language::utc_text;
use crate::msg;
use crate::seeks::{
    self, OPEN_DAYS, OPEN_PER_PLAYER, ROBOT_DAYS, Range, Start, lapses_at, robot_for,
};
use crate::store::bounces::lock_player;
use crate::store::seeks::{self as stored, NewSeek};

/// `GAME seek userid password [-options] [-rating=LOW-HIGH] [-robot=DAYS]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seek {
    pub game: &'static str,
    pub userid: String,
    pub password: String,
    /// The game's own options, canonical.
    pub options: String,
    pub nag_days: i64,
    pub forfeit_days: i64,
    pub range: Range,
    /// A robot takes the seek after so many days.
    pub robot_days: Option<i64>,
}

/// The seek's own options taken out of `options`: (range, robot days).
fn own_options(
    game: &str,
    options: &mut Vec<String>,
) -> Result<(Range, Option<i64>), CommandError> {
    let (mut range, mut robot) = (None, None);
    let mut rest = Vec::with_capacity(options.len());
    let twice = |o: &str| CommandError::game(game, msg!("seek-option-twice", option = o));
    for o in options.drain(..) {
        if let Some(text) = o.strip_prefix("-rating=") {
            let r = Range::parse(text).map_err(|e| CommandError::game(game, e))?;
            if range.replace(r).is_some() {
                return Err(twice("-rating"));
            }
        } else if o == "-rating" {
            return Err(CommandError::game(game, Range::parse("").unwrap_err()));
        } else if o == "-robot" || o.starts_with("-robot=") {
            let days = o
                .strip_prefix("-robot=")
                .filter(|d| d.len() <= 2 && d.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|d| d.parse::<i64>().ok())
                .filter(|d| ROBOT_DAYS.contains(d))
                .ok_or_else(|| CommandError::game(game, msg!("seek-bad-robot", option = &o)))?;
            if robot.replace(days).is_some() {
                return Err(twice("-robot"));
            }
        } else {
            rest.push(o);
        }
    }
    *options = rest;
    Ok((range.unwrap_or(Range::Any), robot))
}

impl Seek {
    /// Reads the arguments: options may come before `userid password`
    /// (as a challenge has them) or after.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Seek, CommandError> {
        let usage = || CommandError::game(game, msg!("seek-usage", game = game));
        let lead = args.iter().take_while(|a| a.starts_with('-')).count();
        let (u, p) = match &args[lead..] {
            [u, p, ..] => (u, p),
            _ => return Err(usage()),
        };
        let tail = &args[lead + 2..];
        if tail.iter().any(|a| !a.starts_with('-')) {
            return Err(usage());
        }
        let mut options: Vec<String> = args[..lead]
            .iter()
            .chain(tail)
            .map(|a| a.to_ascii_lowercase())
            .collect();
        let (range, robot_days) = own_options(game, &mut options)?;
        let (nag_days, forfeit_days) =
            clock_options(&mut options).map_err(|e| CommandError::game(game, e))?;
        let opts: Vec<&str> = options.iter().map(String::as_str).collect();
        let position = new_game(game, &opts).map_err(|e| CommandError::game(game, e.msg()))?;
        Ok(Seek {
            game,
            userid: userid(u).map_err(|e| CommandError::game(game, e))?,
            password: p.to_string(),
            options: position.options().join(" "),
            nag_days,
            forfeit_days,
            range,
            robot_days,
        })
    }

    /// Posts the seek, or starts the board with the oldest seek it fits.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, user) = (self.game, self.userid.as_str());
        let standing = authenticate_in(ctx, game, user, &self.password).await?;
        may_seek(ctx, game, user, &standing).await?;
        let c = ctx.db.conn().await?;
        lock_player(&mut *c, user).await?;
        stored::take_turn(&mut *c, game).await?;
        let open = stored::open_count_of(&mut *c, user).await?;
        if open >= OPEN_PER_PLAYER {
            return Err(CommandError::game(
                game,
                msg!("seek-too-many", user = user, count = open, game = game),
            )
            .into());
        }
        boards_left_today(ctx, game).await?;
        let c = ctx.db.conn().await?;
        let rating = seeks::rating_of(&mut *c, game, user).await?;
        if self.robot_days.is_some()
            && let Some((who, count)) =
                robot_boards_full(&mut *c, [user, robot_for(rating)]).await?
        {
            return Err(CommandError::game(
                game,
                msg!("play-robot-boards", user = &who, count = count),
            )
            .into());
        }
        let (rating_low, rating_high, relative) = self.range.columns();
        let new = NewSeek {
            game,
            userid: user,
            options: &self.options,
            nag_days: self.nag_days,
            forfeit_days: self.forfeit_days,
            rating_low,
            rating_high,
            relative,
            robot_days: self.robot_days,
        };
        let id = stored::insert(&mut *c, &new, ctx.now).await?;
        let Some(posted) = stored::get(&mut *c, id).await? else {
            return Err(anyhow::anyhow!("seek {id} not found after it was posted").into());
        };
        let options = seeks::options_text(&posted, DEFAULT_NAG_DAYS, DEFAULT_FORFEIT_DAYS);
        let Some(old) = seeks::partner(&mut *c, &posted).await? else {
            let robot_at = seeks::robot_at(&posted);
            return Ok(Done {
                reply: crate::tln!(
                    ctx.lang,
                    "seek-posted",
                    game = game,
                    seek = id,
                    user = user,
                    options = options,
                    range = self.range.text(rating),
                    until = utc_text(lapses_at(&posted)),
                    days = OPEN_DAYS,
                    robot = robot_at.map_or(0, |_| 1),
                    robot_at = robot_at.map(utc_text).unwrap_or_default(),
                    robot_name = robot_for(rating),
                ),
                ..Default::default()
            });
        };
        let (started, board_mails) = seeks::start_from(
            c,
            &old,
            user,
            Start::Paired(id),
            Some(ctx.sender),
            ctx.domain,
            ctx.now,
        )
        .await?;
        let row = &started.row;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "seek-paired",
                game = game,
                seek = id,
                other = &old.userid,
                older = old.id,
                board = row.board,
                user = user,
            ),
            board_mails,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Seek, CommandError> {
        Seek::parse("yinsh", &line.split_whitespace().collect::<Vec<_>>())
    }

    #[test]
    fn options_before_or_after_the_player() {
        let s = parse("alice pw -blitz -rating=1400-1700 -robot=3 -nag=2 -forfeit=5").unwrap();
        assert_eq!((s.userid.as_str(), s.password.as_str()), ("alice", "pw"));
        assert_eq!(s.options, "-blitz");
        assert_eq!((s.nag_days, s.forfeit_days), (2, 5));
        assert_eq!(
            s.range,
            Range::Between {
                low: 1400,
                high: 1700
            }
        );
        assert_eq!(s.robot_days, Some(3));
        let t = parse("-BLITZ -rating=-100+200 Alice -pw").unwrap();
        assert_eq!((t.userid.as_str(), t.password.as_str()), ("alice", "-pw"));
        assert_eq!(
            t.range,
            Range::Around {
                below: 100,
                above: 200
            }
        );
        assert_eq!(t.robot_days, None);
        let plain = parse("alice pw").unwrap();
        assert_eq!((plain.range, plain.options.as_str()), (Range::Any, ""));
        assert_eq!((plain.nag_days, plain.forfeit_days), (7, 21));
    }

    #[test]
    fn bad_seeks_are_refused() {
        for (line, says) in [
            ("alice", "seek userid password"),
            ("", "seek userid password"),
            ("alice pw extra", "seek userid password"),
            ("alice pw -rating=1700-1400", "rating range"),
            ("alice pw -rating", "rating range"),
            ("alice pw -rating=1400-1500 -rating=1400-1600", "once"),
            ("alice pw -robot=0", "-robot=DAYS"),
            ("alice pw -robot=8", "-robot=DAYS"),
            ("alice pw -robot", "-robot=DAYS"),
            ("alice pw -robot=2 -robot=3", "once"),
            ("alice pw -size=12", "size"),
            ("alice pw -nag=0", "nag"),
            ("al!ce pw", "user id"),
        ] {
            let e = parse(line).unwrap_err().to_string();
            assert!(e.contains(says), "{line}: {e}");
        }
    }
}

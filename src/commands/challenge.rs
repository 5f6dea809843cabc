//! `GAME challenge [-options] userid1 userid2`: starts a new board at once.
//!
//! Besides the game's own options, every game takes the clock options
//! `-nag=DAYS` (default 7: days without a move before the player to move is
//! reminded, again every as many days) and `-forfeit=DAYS` (default 21:
//! days without a move before that player loses on time). They are whole
//! days, nag 1 to 60, forfeit 2 to 365, the reminder before the loss; each
//! may be given once. They are stored with the board, not as game options.
//!
//! Either player may be one of the server's robots (`robot`,
//! `robot-easy`), which has no address: the server plays its moves. The
//! robots' thinking is shared by all players, so a player has at most
//! [`ROBOT_BOARDS_PER_PLAYER`] running boards against robots at once; a
//! challenge for one more is refused.
//!
//! [`ROBOT_BOARDS_PER_PLAYER`]: crate::boards::start::ROBOT_BOARDS_PER_PLAYER

use super::context::Ctx;
use super::words::userid;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::colour;
use crate::boards::start::{NewBoard, Started, robot_boards_full, start};
use crate::commands::words::clock_options;
use crate::games::new_game;
use crate::msg;
use crate::store::{self, accounts, robots};

/// `GAME challenge [-options] userid1 userid2`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    pub game: &'static str,
    pub options: Vec<String>,
    pub players: [String; 2],
    /// Days without a move before a reminder.
    pub nag_days: i64,
    /// Days without a move before a loss on time.
    pub forfeit_days: i64,
}

impl Challenge {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Challenge, CommandError> {
        let mut options: Vec<String> = args
            .iter()
            .take_while(|a| a.starts_with('-'))
            .map(|a| a.to_ascii_lowercase())
            .collect();
        let rest = &args[options.len()..];
        let (nag_days, forfeit_days) =
            clock_options(&mut options).map_err(|e| CommandError::game(game, e))?;
        let [a, b] = rest else {
            return Err(CommandError::game(
                game,
                msg!("play-challenge-usage", game = game),
            ));
        };
        let a = userid(a).map_err(|e| CommandError::game(game, e))?;
        let b = userid(b).map_err(|e| CommandError::game(game, e))?;
        if a == b {
            return Err(CommandError::game(game, msg!("play-challenge-self")));
        }
        let opts: Vec<&str> = options.iter().map(String::as_str).collect();
        new_game(game, &opts).map_err(|e| CommandError::game(game, e.msg()))?;
        Ok(Challenge {
            game,
            options,
            players: [a, b],
            nag_days,
            forfeit_days,
        })
    }

    /// Creates the board and mails it to both players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let game = self.game;
        for p in &self.players {
            let c = ctx.db.conn().await?;
            if store::password_hash(c, p).await?.is_none() {
                return Err(CommandError::game(game, msg!("play-no-such-player", user = p)).into());
            }
            if let Some(s) = accounts::standing(c, p).await?
                && (s.retired_at.is_some() || s.deleted_at.is_some())
            {
                let why = if s.deleted_at.is_some() {
                    msg!("play-challenge-deleted", user = p)
                } else {
                    msg!("play-challenge-signed-off", user = p)
                };
                return Err(CommandError::game(game, why).into());
            }
            // An engine plays the one game of its entry.
            if let Some(engine) = ctx.config.robots.engine_named(p)
                && engine.game != game
            {
                return Err(CommandError::game(
                    game,
                    msg!("play-challenge-engine-game", user = p, plays = &engine.game),
                )
                .into());
            }
            // A robot has no address: the server plays its moves.
            if !accounts::is_confirmed(c, p).await? && !robots::is_robot(c, p).await? {
                return Err(
                    CommandError::game(game, msg!("play-challenge-unconfirmed", user = p)).into(),
                );
            }
        }
        let owner = store::owner_of(ctx.db.conn().await?, ctx.sender).await?;
        if !owner.as_ref().is_some_and(|o| self.players.contains(o)) {
            return Err(CommandError::game(
                game,
                msg!(
                    "play-challenge-wrong-sender",
                    first = &self.players[0],
                    second = &self.players[1],
                    address = ctx.sender,
                ),
            )
            .into());
        }
        let players = [self.players[0].as_str(), self.players[1].as_str()];
        if let Some((user, count)) = robot_boards_full(ctx.db.conn().await?, players).await? {
            return Err(CommandError::game(
                game,
                msg!("play-robot-boards", user = &user, count = count),
            )
            .into());
        }
        let today =
            accounts::boards_started_since(ctx.db.conn().await?, ctx.sender, ctx.now - 86_400)
                .await?;
        let most = ctx.config.boards_per_day;
        if today >= most {
            return Err(CommandError::game(game, msg!("play-boards-per-day", count = most)).into());
        }
        let opts: Vec<&str> = self.options.iter().map(String::as_str).collect();
        let new = NewBoard {
            game,
            options: &opts,
            players: [&self.players[0], &self.players[1]],
            nag_days: self.nag_days,
            forfeit_days: self.forfeit_days,
            tournament: None,
            created_by: Some(ctx.sender),
        };
        let started = start(ctx.db.conn().await?, new, ctx.domain, ctx.now).await?;
        let comments: Vec<(String, String)> = match (owner, ctx.comment.trim()) {
            (Some(o), c) if !c.is_empty() => vec![(o, c.to_string())],
            _ => vec![],
        };
        let board_mails = started.mails(ctx.db.conn().await?, &comments).await?;
        let Started {
            row,
            game: position,
        } = started;
        Ok(Done {
            reply: format!(
                "{}\n\n",
                crate::t!(
                    ctx.lang,
                    "play-challenge-started",
                    game = game,
                    board = row.board,
                    first = &row.player0,
                    first_colour = colour(position.colours()[0]),
                    second = &row.player1,
                    second_colour = colour(position.colours()[1]),
                    nag = row.nag_days,
                    forfeit = row.forfeit_days,
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
    use crate::boards::start::ROBOT_BOARDS_PER_PLAYER;
    use crate::commands::words::clock_options;

    fn opts(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn clock_options_are_taken_out() {
        let mut o = opts(&["-blitz", "-nag=2", "-forfeit=5"]);
        assert_eq!(clock_options(&mut o), Ok((2, 5)));
        assert_eq!(o, ["-blitz"]);
        let mut o = opts(&[]);
        assert_eq!(clock_options(&mut o), Ok((7, 21)));
        for bad in [
            &["-nag=0"][..],
            &["-nag=61"],
            &["-nag=2.5"],
            &["-nag=+3"],
            &["-nag"],
            &["-forfeit=1"],
            &["-forfeit=366"],
            &["-nag=5", "-forfeit=5"],
            &["-nag=30"],
            &["-nag=2", "-nag=3"],
            &["-forfeit=99999999999999999999999"],
        ] {
            let mut o = opts(bad);
            let e = clock_options(&mut o).unwrap_err();
            let e = e.to_string();
            assert!(e.contains("nag") || e.contains("forfeit"), "{bad:?}: {e}");
        }
    }

    #[test]
    fn the_robots_help_gives_the_bound_on_boards_against_robots() {
        let help = crate::help::topic_in(crate::language::Language::ENGLISH, "robots")
            .unwrap()
            .replace('\n', " ");
        let line = format!("at most {ROBOT_BOARDS_PER_PLAYER} running boards against robots");
        assert!(help.contains(&line), "{help}");
    }

    #[test]
    fn challenge_with_clock_options() {
        let c = Challenge::parse("yinsh", &["-nag=2", "-forfeit=5", "alice", "bob"]).unwrap();
        assert_eq!((c.nag_days, c.forfeit_days), (2, 5));
        assert!(c.options.is_empty());
        let e = Challenge::parse("yinsh", &["-nag=9", "-forfeit=5", "alice", "bob"]).unwrap_err();
        assert!(e.to_string().contains("before the loss"), "{e}");
    }
}

//! `GAME challenge [-options] userid1 userid2`: starts a new board at once.

use super::board::{board_mails, state_of};
use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::games::new_game;
use crate::mail::compose::fresh_message_id;
use crate::store::{self, GameRow, accounts};

/// `GAME challenge [-options] userid1 userid2`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    pub game: &'static str,
    pub options: Vec<String>,
    pub players: [String; 2],
}

impl Challenge {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Challenge, CommandError> {
        let form = format!("{game} challenge [-options] userid1 userid2");
        let options: Vec<String> = args
            .iter()
            .take_while(|a| a.starts_with('-'))
            .map(|a| a.to_ascii_lowercase())
            .collect();
        let rest = &args[options.len()..];
        let [a, b] = rest else {
            return Err(CommandError::game(
                game,
                format!("write {form}, e.g. {game} challenge alice bob"),
            ));
        };
        let a = userid(a).map_err(|e| CommandError::game(game, e))?;
        let b = userid(b).map_err(|e| CommandError::game(game, e))?;
        if a == b {
            return Err(CommandError::game(
                game,
                "a player cannot challenge themselves; name two different players",
            ));
        }
        let opts: Vec<&str> = options.iter().map(String::as_str).collect();
        new_game(game, &opts).map_err(|e| CommandError::game(game, e.to_string()))?;
        Ok(Challenge {
            game,
            options,
            players: [a, b],
        })
    }

    /// Creates the board and mails it to both players.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let game = self.game;
        for p in &self.players {
            let c = ctx.db.conn().await?;
            if store::password_hash(c, p).await?.is_none() {
                return Err(CommandError::game(
                    game,
                    format!("there is no player '{p}'; they must sign up first"),
                )
                .into());
            }
            if let Some(s) = accounts::standing(c, p).await?
                && (s.retired_at.is_some() || s.deleted_at.is_some())
            {
                let why = if s.deleted_at.is_some() {
                    "deleted their account"
                } else {
                    "signed off"
                };
                return Err(CommandError::game(
                    game,
                    format!("'{p}' has {why} and cannot be challenged"),
                )
                .into());
            }
            if !accounts::is_confirmed(c, p).await? {
                return Err(CommandError::game(
                    game,
                    format!("'{p}' has not confirmed an address yet, so cannot be challenged"),
                )
                .into());
            }
        }
        let owner = store::owner_of(ctx.db.conn().await?, ctx.sender).await?;
        if !owner.as_ref().is_some_and(|o| self.players.contains(o)) {
            return Err(CommandError::game(
                game,
                format!(
                    "a challenge must come from an address of {} or {}; {} is not one",
                    self.players[0], self.players[1], ctx.sender
                ),
            )
            .into());
        }
        let started =
            accounts::boards_started_since(ctx.db.conn().await?, ctx.sender, ctx.now - 86_400)
                .await?;
        let most = ctx.config.boards_per_day;
        if started >= most {
            return Err(CommandError::game(
                game,
                format!(
                    "at most {most} boards a day are started from one address; try again tomorrow"
                ),
            )
            .into());
        }
        let opts: Vec<&str> = self.options.iter().map(String::as_str).collect();
        let position =
            new_game(game, &opts).map_err(|e| CommandError::game(game, e.to_string()))?;
        let board = store::next_board(ctx.db.conn().await?).await?;
        let domain = ctx.domain.to_string();
        let t = ctx.now;
        let mut row = GameRow {
            board,
            game: game.to_string(),
            options: position.options().join(" "),
            player0: self.players[0].clone(),
            player1: self.players[1].clone(),
            status: "active".into(),
            result: None,
            to_move: None,
            thread_id: fresh_message_id(&format!("{game}-board-{board}"), &domain),
            created_at: t,
            updated_at: t,
        };
        let (status, result, to_move) = state_of(&row, position.as_ref());
        (row.status, row.result, row.to_move) = (status, result, to_move);
        store::insert_game(ctx.db.conn().await?, &row, ctx.sender).await?;
        let comments: Vec<(String, String)> = match (owner, ctx.comment.trim()) {
            (Some(o), c) if !c.is_empty() => vec![(o, c.to_string())],
            _ => vec![],
        };
        let addresses = store::first_addresses(ctx.db.conn().await?, row.players()).await?;
        let board_mails = board_mails(&addresses, &row, &[], position.as_ref(), &comments, true);
        Ok(Done {
            reply: format!(
                "{game} Board {board} is started: {} ({}) against {} ({}).\n{} moves first.\n",
                row.player0,
                position.colours()[0],
                row.player1,
                position.colours()[1],
                row.player0
            ),
            board_mails,
            ..Default::default()
        })
    }
}

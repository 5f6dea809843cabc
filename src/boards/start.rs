//! A new board: its row stored (a challenge, a tournament's pairing, an
//! open challenge taken or paired), the mails that announce it, and the
//! bound on boards against robots.

use sqlx::AnyConnection;

use super::state_of;
use crate::board_mail::board_mails;
use crate::games::{AnyGame, new_game};
use crate::mail::compose::{Draft, fresh_message_id};
use crate::store::{self, GameRow, robots};

/// Running boards a player may have against the robots (any of them) at
/// once. Each board due costs a robot's think, and the robots serve the
/// players in turn, so this bounds what one player's boards hold up.
pub const ROBOT_BOARDS_PER_PLAYER: i64 = 3;

/// A board about to start.
#[derive(Debug, Clone, Copy)]
pub struct NewBoard<'a> {
    pub game: &'a str,
    /// The game's options (checked before: a bad one is an error here).
    pub options: &'a [&'a str],
    /// In seat order: the first moves first.
    pub players: [&'a str; 2],
    pub nag_days: i64,
    pub forfeit_days: i64,
    /// The tournament's name, for a tournament's board.
    pub tournament: Option<&'a str>,
    /// The address whose mail started it (its boards a day are counted);
    /// `None` when nobody's mail did (a tournament, a robot's take).
    pub created_by: Option<&'a str>,
}

/// A board just started: its row and its position.
pub struct Started {
    pub row: GameRow,
    pub game: Box<dyn AnyGame>,
}

/// Stores a new board, numbered next, at `now`; its thread's Message-IDs
/// are of `domain`.
pub async fn start(
    c: &mut AnyConnection,
    new: NewBoard<'_>,
    domain: &str,
    now: i64,
) -> anyhow::Result<Started> {
    let game = new_game(new.game, new.options)
        .map_err(|e| anyhow::anyhow!("a {} board with bad options: {e}", new.game))?;
    let board = store::next_board(&mut *c).await?;
    let mut row = GameRow {
        board,
        game: new.game.to_string(),
        options: game.options().join(" "),
        player0: new.players[0].to_string(),
        player1: new.players[1].to_string(),
        status: "active".into(),
        result: None,
        to_move: None,
        thread_id: fresh_message_id(&format!("{}-board-{board}", new.game), domain),
        created_at: now,
        updated_at: now,
        nag_days: new.nag_days,
        forfeit_days: new.forfeit_days,
        tournament: new.tournament.map(str::to_string),
    };
    (row.status, row.result, row.to_move) = state_of(&row, game.as_ref());
    store::insert_game(c, &row, new.created_by).await?;
    Ok(Started { row, game })
}

impl Started {
    /// The new board's mails to both players (a robot gets none), with
    /// `comments`.
    pub async fn mails(
        &self,
        c: &mut AnyConnection,
        comments: &[(String, String)],
    ) -> anyhow::Result<Vec<Draft>> {
        let row = &self.row;
        let addresses = store::first_addresses(&mut *c, row.players()).await?;
        let one_subject = store::settings::one_subject(&mut *c, row.players()).await?;
        let languages = [
            store::languages::language_of(&mut *c, &row.player0).await?,
            store::languages::language_of(&mut *c, &row.player1).await?,
        ];
        Ok(board_mails(
            &addresses,
            one_subject,
            languages,
            row,
            &[],
            self.game.as_ref(),
            comments,
            true,
        ))
    }
}

/// The first of `players` who is a person at the bound of
/// [`ROBOT_BOARDS_PER_PLAYER`] running boards against robots while the
/// other is a robot, with their count: one more such board is refused (a
/// board between two robots counts against nobody).
pub async fn robot_boards_full(
    c: &mut AnyConnection,
    players: [&str; 2],
) -> anyhow::Result<Option<(String, i64)>> {
    for (player, other) in [(players[0], players[1]), (players[1], players[0])] {
        if robots::is_robot(&mut *c, player).await? || !robots::is_robot(&mut *c, other).await? {
            continue;
        }
        let running = robots::boards_against_robots(&mut *c, player).await?;
        if running >= ROBOT_BOARDS_PER_PLAYER {
            return Ok(Some((player.to_string(), running)));
        }
    }
    Ok(None)
}

//! `GAME record BOARD [BOARD...]`: the record files of boards, running or
//! over (spec/records.md), in a mail of their own to the sender: for each
//! board `GAME-N.txt`, `GAME-N.json` and `GAME-N.gif` (see
//! [`crate::records`]).
//!
//! Anyone may ask, but the files go only to a confirmed address (a
//! stranger is told to sign up), at most [`MAX_BOARDS`] boards a command
//! and [`RECORDS_PER_DAY`] a day an address: each GIF is drawn from every
//! position of its game.

use super::context::Ctx;
use super::words::board_number;
use crate::applied::{ApplyError, CommandError, Done};
use crate::mail::compose::{Attachment, Draft};
use crate::msg;
use crate::records::record_files;
use crate::store::strangers::{self, Request};
use crate::store::{self, clocks::DAY};

/// At most this many boards are recorded by one command.
pub const MAX_BOARDS: usize = 10;

/// Boards recorded for one address in a day, at most.
pub const RECORDS_PER_DAY: i64 = 30;

/// `GAME record BOARD ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub game: &'static str,
    pub boards: Vec<i64>,
}

impl Record {
    /// Reads the board numbers.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Record, CommandError> {
        let form = format!("{game} record BOARD [BOARD...]");
        if args.is_empty() {
            return Err(CommandError::game(
                game,
                msg!("play-record-usage", game = game),
            ));
        }
        if args.len() > MAX_BOARDS {
            return Err(CommandError::game(
                game,
                msg!("play-record-too-many", count = MAX_BOARDS),
            ));
        }
        let mut boards = Vec::with_capacity(args.len());
        for arg in args {
            let board = board_number(game, arg, &form)?;
            if !boards.contains(&board) {
                boards.push(board);
            }
        }
        Ok(Record { game, boards })
    }

    /// Mails the records to the sender, in one mail.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let game = self.game;
        let c = ctx.db.conn().await?;
        if store::owner_of(c, ctx.sender).await?.is_none() {
            return Err(CommandError::game(game, msg!("play-record-sign-up")).into());
        }
        let asked =
            strangers::requests_since(c, ctx.sender, Request::Record, ctx.now - DAY).await?;
        if asked + self.boards.len() as i64 > RECORDS_PER_DAY {
            return Err(CommandError::game(
                game,
                msg!("play-records-per-day", count = RECORDS_PER_DAY),
            )
            .into());
        }
        // Every board is found, and the day's count taken, before anything
        // is drawn: a refused command draws nothing.
        let mut games = Vec::with_capacity(self.boards.len());
        for &board in &self.boards {
            let found = store::full_game(ctx.db.conn().await?, board).await?;
            let Some(full) = found.filter(|f| f.row.game == game) else {
                return Err(CommandError::game(
                    game,
                    msg!("board-no-such-board", game = game, board = board),
                )
                .into());
            };
            games.push((full.row, full.moves));
        }
        let c = ctx.db.conn().await?;
        for _ in &self.boards {
            strangers::record_request(c, ctx.sender, Request::Record, ctx.now, ctx.now - DAY)
                .await?;
        }
        // Drawn off the runtime's threads.
        let drawn = tokio::task::spawn_blocking(move || {
            games
                .iter()
                .map(|(row, moves)| record_files(row, moves))
                .collect::<anyhow::Result<Vec<_>>>()
        })
        .await
        .map_err(|e| anyhow::anyhow!("drawing the records failed: {e}"))??;
        let mut attachments = Vec::with_capacity(3 * drawn.len());
        let mut lines = String::new();
        for files in drawn {
            lines.push_str(&crate::t!(
                ctx.lang,
                "play-record-files",
                stem = &files.stem
            ));
            lines.push('\n');
            attachments.extend([
                Attachment {
                    name: format!("{}.txt", files.stem),
                    content_type: "text/plain",
                    bytes: files.text.into_bytes(),
                },
                Attachment {
                    name: format!("{}.json", files.stem),
                    content_type: "application/json",
                    bytes: files.json.into_bytes(),
                },
                Attachment {
                    name: format!("{}.gif", files.stem),
                    content_type: "image/gif",
                    bytes: files.gif,
                },
            ]);
        }
        let numbers: Vec<String> = self.boards.iter().map(i64::to_string).collect();
        let draft = Draft {
            to: ctx.sender.to_string(),
            subject: format!("{game} records: Board {}", numbers.join(", ")),
            body: crate::tln!(ctx.lang, "play-record-mail", lines = lines, game = game),
            attachments,
            ..Draft::default()
        };
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-records-coming",
                game = game,
                boards = numbers.join(", "),
            ),
            board_mails: vec![draft],
            ..Done::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_read_once_each_and_at_most_ten() {
        assert_eq!(
            Record::parse("yinsh", &["101", "102", "101"])
                .unwrap()
                .boards,
            [101, 102]
        );
        assert!(Record::parse("yinsh", &[]).is_err());
        assert!(Record::parse("yinsh", &["x"]).is_err());
        let eleven: Vec<String> = (101..112).map(|n| n.to_string()).collect();
        let eleven: Vec<&str> = eleven.iter().map(String::as_str).collect();
        assert!(Record::parse("yinsh", &eleven).is_err());
    }
}

//! `GAME chat BOARD userid password`: the comment (the text below the
//! command, or the body when the command is the subject) goes to the other
//! player and the board's observers, each at their first confirmed
//! address, in a mail of its own (`yinsh Board 101 chat from alice`) that
//! shows no address. A player of the board or one of its observers may
//! chat (an observer's chat goes to both players and the other
//! observers), also on a finished board. Empty text is refused, and so is
//! text longer than [`MAX_CHAT`]. Each player reaches at most
//! [`super::message::RECIPIENTS_PER_DAY`] recipients a day, counted together with `message`.

use super::board::{board_user_password, check_password_on, load, observer_line, seat_of};
use super::message::RECIPIENTS_PER_DAY;
use super::{ApplyError, Command, CommandError, Ctx, Done};
use crate::mail::compose::Draft;

/// Recipients a player may reach by `chat` and `message` in a day.
/// The longest chat text, in bytes.
pub const MAX_CHAT: usize = 8 * 1024;

/// `GAME chat BOARD userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chat {
    pub game: &'static str,
    pub board: i64,
    pub userid: String,
    pub password: String,
}

impl Chat {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Command, CommandError> {
        let form = format!(
            "{game} chat BOARD userid password, with the message on the lines below it (or in the body when the command is the subject)"
        );
        let (board, userid, password) = board_user_password(game, args, &form)?;
        Ok(Command::Chat(Chat {
            game,
            board,
            userid,
            password,
        }))
    }

    /// Sends the comment.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let loaded = load(ctx, game, board).await?;
        check_password_on(ctx, &loaded, &self.userid, &self.password).await?;
        let bad = |why: String| ApplyError::User(CommandError::board(game, board, why));
        let me = self.userid.as_str();
        let seat = seat_of(&loaded.row, me);
        let observing = loaded.observers.iter().any(|o| o.userid == me);
        if seat.is_none() && !observing {
            return Err(bad(format!(
                "'{me}' neither plays on nor observes board {board} ({} plays {}), so cannot chat there",
                loaded.row.player0, loaded.row.player1
            )));
        }
        let text = ctx.comment.trim();
        if text.is_empty() {
            return Err(bad(format!(
                "the chat is empty; write your message on the lines below '{game} chat {board} {me} PASSWORD' (or in the body when the command is the subject)"
            )));
        }
        if text.len() > MAX_CHAT {
            return Err(bad(format!(
                "the chat is longer than {} KiB; send a shorter one",
                MAX_CHAT / 1024
            )));
        }
        // (userid, address, observer?)
        let mut to: Vec<(String, String, bool)> = Vec::new();
        for (s, player) in loaded.row.players().iter().enumerate() {
            if Some(s) != seat
                && let Some(a) = &loaded.addresses[s]
            {
                to.push((player.to_string(), a.clone(), false));
            }
        }
        for o in &loaded.observers {
            if o.userid != me {
                to.push((o.userid.clone(), o.address.clone(), true));
            }
        }
        if to.is_empty() {
            return Err(bad(format!(
                "nobody on board {board} has an address to send your chat to"
            )));
        }
        let names: Vec<&str> = to.iter().map(|(u, _, _)| u.as_str()).collect();
        super::message::may_reach(ctx, me, &names).await?;
        let c = ctx.db.conn().await?;
        let sent = crate::store::accounts::messages_sent_since(c, me, ctx.now - 86_400).await?;
        if sent + to.len() as i64 > RECIPIENTS_PER_DAY {
            return Err(bad(format!(
                "at most {RECIPIENTS_PER_DAY} recipients a day are reached by chat and message; you have {} left today, and this chat goes to {}",
                (RECIPIENTS_PER_DAY - sent).max(0),
                to.len()
            )));
        }
        for (u, _, _) in &to {
            crate::store::accounts::record_message(c, me, u, ctx.now).await?;
        }
        let subject = format!("{game} Board {board} chat from {me}");
        let message = format!(
            "{me} writes on {game} Board {board}:\n\n{text}\n\nAnswer with the line: {game} chat {board} YOURID PASSWORD\nand your message below it.\n"
        );
        let board_mails: Vec<Draft> = to
            .iter()
            .map(|(u, a, observer)| Draft {
                to: a.clone(),
                subject: subject.clone(),
                body: if *observer {
                    format!("{}\n\n{message}", observer_line(&loaded.row, u))
                } else {
                    message.clone()
                },
                in_reply_to: Some(loaded.row.thread_id.clone()),
                references: vec![loaded.row.thread_id.clone()],
                ..Default::default()
            })
            .collect();
        let names: Vec<&str> = to.iter().map(|(u, _, _)| u.as_str()).collect();
        Ok(Done {
            reply: format!(
                "Your chat on {game} Board {board} goes to {}.\n",
                names.join(", ")
            ),
            board_mails,
            ..Default::default()
        })
    }
}

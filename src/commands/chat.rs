//! `GAME chat BOARD userid password`: the comment (the text below the
//! command, or the body when the command is the subject) goes to the other
//! player and the board's observers, each at their first confirmed
//! address, in a mail of its own (`yinsh Board 101 chat from alice`) that
//! shows no address. A player of the board or one of its observers may
//! chat (an observer's chat goes to both players and the other
//! observers), also on a finished board. Empty text is refused, and so is
//! text longer than [`MAX_CHAT`]. Each player reaches at most
//! [`crate::accounts::reach::RECIPIENTS_PER_DAY`] recipients a day, counted together with `message`.

use super::context::Ctx;
use super::words::board_user_password_msg;
use crate::accounts::reach::RECIPIENTS_PER_DAY;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::observer_line_in;
use crate::boards::{check_password_on, load, seat_of};
use crate::language::{Language, Msg};
use crate::mail::compose::Draft;
use crate::msg;

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
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Chat, CommandError> {
        let form = msg!("play-chat-form", game = game);
        let (board, userid, password) = board_user_password_msg(game, args, form)?;
        Ok(Chat {
            game,
            board,
            userid,
            password,
        })
    }

    /// Sends the comment.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let (game, board) = (self.game, self.board);
        let loaded = load(ctx.db, game, board).await?;
        check_password_on(&mut ctx.asking(), &loaded, &self.userid, &self.password).await?;
        let bad = |why: Msg| ApplyError::User(CommandError::board(game, board, why));
        let me = self.userid.as_str();
        let seat = seat_of(&loaded.row, me);
        let observing = loaded.observers.iter().any(|o| o.userid == me);
        if seat.is_none() && !observing {
            return Err(bad(msg!(
                "play-chat-not-on-board",
                user = me,
                board = board,
                first = &loaded.row.player0,
                second = &loaded.row.player1,
            )));
        }
        let text = ctx.comment.trim();
        if text.is_empty() {
            return Err(bad(msg!(
                "play-chat-empty",
                game = game,
                board = board,
                user = me,
            )));
        }
        if text.len() > MAX_CHAT {
            return Err(bad(msg!("play-chat-too-long", kib = MAX_CHAT / 1024)));
        }
        // (userid, address, observer?, language)
        let mut to: Vec<(String, String, bool, Language)> = Vec::new();
        for (s, player) in loaded.row.players().iter().enumerate() {
            if Some(s) != seat
                && let Some(a) = &loaded.addresses[s]
            {
                to.push((player.to_string(), a.clone(), false, loaded.languages[s]));
            }
        }
        for o in &loaded.observers {
            if o.userid != me {
                to.push((o.userid.clone(), o.address.clone(), true, o.language));
            }
        }
        if to.is_empty() {
            return Err(bad(msg!("play-chat-nobody", board = board)));
        }
        let names: Vec<&str> = to.iter().map(|(u, _, _, _)| u.as_str()).collect();
        crate::accounts::reach::may_reach(&mut ctx.asking(), me, &names).await?;
        let c = ctx.db.conn().await?;
        let sent = crate::store::accounts::messages_sent_since(c, me, ctx.now - 86_400).await?;
        if sent + to.len() as i64 > RECIPIENTS_PER_DAY {
            return Err(bad(msg!(
                "play-chat-recipients-per-day",
                most = RECIPIENTS_PER_DAY,
                left = (RECIPIENTS_PER_DAY - sent).max(0),
                count = to.len(),
            )));
        }
        for (u, _, _, _) in &to {
            crate::store::accounts::record_message(c, me, u, ctx.now).await?;
        }
        let subject = format!("{game} Board {board} chat from {me}");
        let board_mails: Vec<Draft> = to
            .iter()
            .map(|(u, a, observer, lang)| {
                let message = crate::tln!(
                    lang,
                    "play-chat-mail",
                    user = me,
                    game = game,
                    board = board,
                    text = text,
                );
                (u, a, observer, lang, message)
            })
            .map(|(u, a, observer, lang, message)| Draft {
                to: a.clone(),
                subject: subject.clone(),
                body: if *observer {
                    format!("{}\n\n{message}", observer_line_in(*lang, &loaded.row, u))
                } else {
                    message
                },
                in_reply_to: Some(loaded.row.thread_id.clone()),
                references: vec![loaded.row.thread_id.clone()],
                language: Some(*lang),
                ..Default::default()
            })
            .collect();
        let names: Vec<&str> = to.iter().map(|(u, _, _, _)| u.as_str()).collect();
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "play-chat-sent",
                game = game,
                board = board,
                users = names.join(", "),
            ),
            board_mails,
            ..Default::default()
        })
    }
}

//! Which of the server's own mails an inbound mail answers, so that its
//! copy of them in the mail is read as quote, whatever the sender's client
//! made of it (`spec/commands.md`, "What the sender wrote, and what they
//! quoted").

use super::Server;
use crate::games::GAMES;
use crate::mail::parse::ParsedMail;
use crate::mail::quote::{MAX_SENT_MAILS, SentText};
use crate::reply_to_play;
use crate::store::{self, MailTx};

/// How many of the newest mails to the sender a reply to play is compared
/// with when it names none of the server's mails.
const LATEST_TO_SENDER: i64 = 2;

impl Server {
    /// `mail` read again knowing the server's mails it answers: those its
    /// `In-Reply-To` and `References` name (the last few), else, for a
    /// mail to a reply-to-play address, the newest ones sent to its
    /// sender. `None` when it answers none (it reads as it was read).
    pub(super) async fn read_as_answer(
        &self,
        tx: &mut MailTx,
        mail: &ParsedMail,
        sender: &str,
    ) -> anyhow::Result<Option<ParsedMail>> {
        let mut ids: Vec<String> = Vec::new();
        for id in mail.in_reply_to.iter().chain(mail.references.iter().rev()) {
            let id = format!("<{id}>");
            if !ids.contains(&id) && ids.len() < MAX_SENT_MAILS {
                ids.push(id);
            }
        }
        let c = tx.conn().await?;
        let mut sent = store::mail::sent_mails(c, &ids).await?;
        if sent.is_empty()
            && reply_to_play::recipient_token(&self.config, &mail.recipients).is_some()
        {
            sent = store::mail::latest_mails_to(c, sender, LATEST_TO_SENDER).await?;
        }
        let sent = SentText::of_mails(sent.iter().map(Vec::as_slice));
        Ok((!sent.is_empty()).then(|| mail.answering(&sent, GAMES)))
    }
}

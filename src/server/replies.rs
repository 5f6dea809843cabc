//! A mail's replies, written: the reply to its sender (every command's
//! result, and after an error the original text, masked), the board mails
//! and confirmations its commands caused, within the limits on mail to
//! addresses that are not confirmed; each built as the outbox keeps it.

use tracing::{info, warn};

use super::prepare::{
    Applied, MAX_ECHO_BYTES, MAX_SHORT_REPLY_BYTES, Outcome, Reading, UNCONFIRMED_PER_DAY, cut,
};
use super::{Read, Reply, Server, now_micros};
use crate::commands::CommandError;
use crate::commands::secrets::Secrets;
use crate::language::Language;
use crate::mail::compose::{Draft, Written, build, reply_message_id, writable_address};
use crate::mail::parse::ParsedMail;
use crate::reply_to_play;
use crate::store::{MailTx, NewOutbox, StoredMail, accounts};
use crate::t;

impl Server {
    /// The mail's replies, written, and the disposition it is recorded
    /// with.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn replies(
        &self,
        tx: &mut MailTx,
        read: &Read<'_>,
        mail: &ParsedMail,
        sender: &str,
        secrets: &Secrets,
        reading: &Reading,
        applied: &Applied,
        confirmed: bool,
        now: i64,
    ) -> anyhow::Result<(Vec<Reply>, String)> {
        let done = &applied.done;
        let mut board_mails = done.board_mails.clone();
        // Board mails answer the mail that caused them, in their thread.
        if let Some(id) = mail.message_id.as_ref().map(|id| format!("<{id}>")) {
            for d in &mut board_mails {
                d.in_reply_to = Some(id.clone());
                if !d.references.contains(&id) {
                    d.references.push(id.clone());
                }
            }
        }
        // One mail per move: when the mail's one command succeeded and a
        // board mail of it goes to the sender's own address, that board
        // mail, with the command's result at its top, is the reply.
        let mover_mail = (applied.alone
            && confirmed
            && applied.first_error.is_none()
            && reading.preamble.is_empty()
            && done.sender_token.is_none()
            && done.confirmations.is_empty()
            && done.token_mails.is_empty()
            && applied.outcomes.len() == 1)
            .then(|| {
                board_mails
                    .iter()
                    .position(|d| d.html.is_some() && d.to.eq_ignore_ascii_case(sender))
            })
            .flatten();
        if let Some(i) = mover_mail {
            crate::board_mail::html::add_lead(&mut board_mails[i], &applied.outcomes[0].result);
        }
        let to_sender = self.reply_to_sender(
            mail,
            sender,
            secrets,
            reading.lang,
            &reading.preamble,
            &applied.outcomes,
            applied.first_error.as_ref(),
            done.sender_token.as_deref(),
            confirmed,
            !read.oversize,
        );
        let mut drafts = Vec::new();
        // Mail to addresses that are not confirmed: the sender's reply when
        // the sender has no confirmed address, and confirmations; at most
        // UNCONFIRMED_PER_DAY a day each.
        let mut unconfirmed = Vec::new();
        let sender_holds_token = done.sender_token.is_some();
        if !confirmed {
            unconfirmed.push((to_sender, sender_holds_token));
        } else if mover_mail.is_none() {
            drafts.push((to_sender, sender_holds_token));
        }
        unconfirmed.extend(done.confirmations.iter().cloned().map(|d| (d, true)));
        let mut withheld = Vec::new();
        for (d, holds_token) in unconfirmed {
            let earlier = drafts.iter().filter(|(e, _)| e.to == d.to).count() as i64;
            let sent = accounts::mails_to_since(tx.conn().await?, &d.to, now - 86_400).await?;
            if sent + earlier < UNCONFIRMED_PER_DAY {
                drafts.push((d, holds_token));
            } else {
                withheld.push(d.to);
            }
        }
        // The board mail to the player to move carries a play token.
        for mut d in board_mails {
            let mut holds_token = false;
            if let Some((board, userid)) = d.play_token_for.take()
                && let Some(address) =
                    reply_to_play::issue(tx.conn().await?, &self.config, board, &userid).await?
            {
                crate::board_mail::html::add_reply_link(&mut d, &address);
                d.reply_to = Some(address);
                holds_token = true;
            }
            drafts.push((d, holds_token));
        }
        drafts.extend(done.token_mails.iter().cloned().map(|d| (d, true)));
        let disposition = if withheld.is_empty() {
            "answered".to_string()
        } else {
            info!(
                to = ?withheld,
                "mail to an address that is not confirmed withheld (daily limit)"
            );
            format!(
                "answered; withheld from {} (at most {UNCONFIRMED_PER_DAY} mails a day to an address that is not confirmed)",
                withheld.join(", ")
            )
        };
        Ok((self.written(&read.key, drafts)?, disposition))
    }

    /// The drafts built as the outbox keeps them. An address the builder
    /// cannot write (one stored before sign-up checked them) gets nothing;
    /// the rest of the mail goes on.
    pub(super) fn written(
        &self,
        key: &str,
        drafts: Vec<(Draft, bool)>,
    ) -> anyhow::Result<Vec<Reply>> {
        let stamp = now_micros();
        let mut replies = Vec::with_capacity(drafts.len());
        let writable = drafts.into_iter().filter(|(d, _)| {
            let ok = writable_address(&d.to);
            if !ok {
                warn!(to = ?d.to, "a reply to an address that cannot be written is dropped");
            }
            ok
        });
        for (seq, (d, holds_token)) in writable.enumerate() {
            let message_id = d
                .message_id
                .clone()
                .unwrap_or_else(|| reply_message_id(stamp, key, seq, self.config.domain()));
            let written = build(&self.config.address, &message_id, &d)?;
            let (mail, token) = stored_form(written, holds_token);
            replies.push(Reply {
                message_id,
                to: d.to,
                mail,
                holds_token: holds_token && token.is_none(),
                token,
            });
        }
        Ok(replies)
    }

    /// The reply to the sender: every command's result (with the command
    /// echoed, secrets masked), and after an error the original text. A
    /// sender with no confirmed address gets the results alone, short.
    #[allow(clippy::too_many_arguments)]
    fn reply_to_sender(
        &self,
        mail: &ParsedMail,
        sender: &str,
        secrets: &Secrets,
        lang: Language,
        preamble: &str,
        outcomes: &[Outcome],
        first_error: Option<&CommandError>,
        sender_token: Option<&str>,
        confirmed: bool,
        read_whole: bool,
    ) -> Draft {
        let mut body = preamble.to_string();
        for o in outcomes {
            if confirmed {
                body.push_str("> ");
                // Masked again with every secret of the mail, also those
                // a later refused line made known.
                body.push_str(&secrets.mask(&o.echo));
                body.push('\n');
            }
            body.push_str(&o.result);
            body.push('\n');
        }
        let from_subject = mail.commands.iter().find(|c| c.from_subject);
        let subject = match (first_error, from_subject, sender_token) {
            (Some(e), _, _) => e.subject(),
            (None, _, Some(token)) => format!("confirm {token}"),
            // Never a password in a subject line.
            (None, Some(c), None) => format!("Re: {}", secrets.mask(&c.text)),
            _ if !confirmed || mail.subject.trim().is_empty() => "Re: your commands".into(),
            _ if mail.subject.to_ascii_lowercase().starts_with("re:") => {
                secrets.mask(&mail.subject)
            }
            _ => format!("Re: {}", secrets.mask(&mail.subject)),
        };
        if confirmed {
            if first_error.is_some() && read_whole && !mail.text.trim().is_empty() {
                let original = cut(&mail.text, MAX_ECHO_BYTES);
                body.push_str(&format!("{}\n\n", t!(lang, "server-original-follows")));
                // The sender's own mail, but the server keeps a copy:
                // the tokens it quotes are masked too.
                body.push_str(&crate::tokens::mask_tokens_in_text(&secrets.mask(original)));
                if original.len() < mail.text.len() {
                    body.push_str(&format!("\n{}\n", t!(lang, "server-original-cut")));
                }
            }
        } else if body.len() > MAX_SHORT_REPLY_BYTES {
            body.truncate(cut(&body, MAX_SHORT_REPLY_BYTES).len());
            body.push_str(&format!("\n{}\n", t!(lang, "server-short-reply-cut")));
        }
        let mut references: Vec<String> =
            mail.references.iter().map(|r| format!("<{r}>")).collect();
        let in_reply_to = mail.message_id.as_ref().map(|id| format!("<{id}>"));
        references.extend(in_reply_to.clone());
        Draft {
            to: sender.to_string(),
            subject,
            body,
            in_reply_to,
            references,
            reply_to: sender_token.and_then(|t| self.config.token_address(&format!("confirm-{t}"))),
            language: Some(lang),
            ..Default::default()
        }
    }
}

/// How a reply is stored: a board mail's play token set aside (see
/// [`reply_to_play::set_aside`]; the token is in the header, so a picture's
/// place after it moves back by what the mask saves), any other token left
/// in, to be masked once the mail is sent; and the mail packed as the
/// outbox keeps it.
pub fn stored_form(mut written: Written, holds_token: bool) -> (StoredMail, Option<String>) {
    let mut token = None;
    if holds_token {
        let before = written.raw.len();
        let (raw, t) = reply_to_play::set_aside(std::mem::take(&mut written.raw));
        if let Some(later) = &mut written.later {
            later.at -= before - raw.len();
        }
        written.raw = raw;
        token = t;
    }
    let picture = written.later.as_ref().map(|l| (l.at, l.recipe.as_slice()));
    (StoredMail::pack(&written.raw, picture), token)
}

/// The outbox rows of board mails written outside a mail's record (the
/// clocks' and the robots'): each (Message-ID, recipient, mail, play token
/// set aside).
pub fn outbox_rows<'a>(
    built: &'a [(String, String, StoredMail, Option<String>)],
    sender: &'a str,
) -> Vec<NewOutbox<'a>> {
    built
        .iter()
        .map(|(message_id, to, mail, token)| NewOutbox {
            message_id,
            sender,
            recipient: to,
            mail,
            holds_token: false,
            token: token.as_deref(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::language::Language;
    use crate::t;

    /// The English of the notes around the sender's echoed text, as it
    /// was before catalogues.
    #[test]
    fn the_english_notes_are_unchanged() {
        let en = Language::ENGLISH;
        assert_eq!(
            t!(en, "server-original-follows"),
            "Original message follows:"
        );
        assert_eq!(
            t!(en, "server-original-cut"),
            "[... the rest of your mail is not shown]"
        );
        assert_eq!(
            t!(en, "server-short-reply-cut"),
            "[... cut: send 'help' from a confirmed address for more]"
        );
    }
}

//! Preparing one mail: its commands applied (each whole or not at all), its
//! replies written, with the rules that make the server safe to face the
//! open internet:
//!
//! - secrets (passwords, tokens) are masked in every echo, error, comment
//!   and stored subject ([`Secrets`]);
//! - a sender with no confirmed address gets a short reply without any
//!   echo of its mail, and an address that is not confirmed gets at most
//!   [`UNCONFIRMED_PER_DAY`] mails a day (replies and confirmations alike);
//! - every reply is at most 64 KiB (the builder cuts a longer body), the
//!   original text echoed after an error at most [`MAX_ECHO_BYTES`].

use crate::commands::secrets::Secrets;
use tracing::info;

use super::{Prepared, Read, Server};
use crate::commands::{AfterCommit, ApplyError, Command, CommandError, Ctx, Done, did_you_mean};
use crate::language::Language;
use crate::mail::authres::unauthenticated;
use crate::mail::parse::{CommandLine, MAX_COMMANDS, ParsedMail, clean_subject};
use crate::mail::verp;
use crate::reply_to_play;
use crate::store::strangers::NewFailure;
use crate::store::{self, MailTx};
use crate::{msg, t};

/// Mails a day to an address that is not confirmed.
pub const UNCONFIRMED_PER_DAY: i64 = 3;
/// The longest echo of the sender's text after an error.
pub const MAX_ECHO_BYTES: usize = 8 * 1024;
/// The longest reply to a sender with no confirmed address.
pub const MAX_SHORT_REPLY_BYTES: usize = 2 * 1024;

/// The secrets of a mail: those of every line that reads as a command
/// (subject, body, beyond the 20th, quoted or not).
pub fn mail_secrets(subject: &str, text: &str) -> Secrets {
    let mut s = Secrets::default();
    s.add_line(&clean_subject(subject));
    for line in text.lines() {
        s.add_line(line.trim_start_matches(|c: char| c == '>' || c.is_whitespace()));
    }
    s
}

/// The subject of a mail as it is stored and logged: secrets masked,
/// control characters gone, at most 200 characters.
pub fn stored_subject(subject: &str, secrets: &Secrets) -> String {
    let s: String = secrets
        .mask(subject)
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    cut(&s, 200).to_string()
}

/// At most `max` bytes of `text`, cut at a character boundary.
pub(super) fn cut(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// The subject, or else the first line of the text, when it starts with
/// a slip of a command word: to be read as a command, whose error then
/// says "did you mean ...?".
fn mistyped_command(subject: &str, text: &str) -> Option<CommandLine> {
    let subject = clean_subject(subject);
    let first_line = text.lines().map(str::trim).find(|l| !l.is_empty());
    [(subject.as_str(), true), (first_line.unwrap_or(""), false)]
        .into_iter()
        .find(|(line, _)| {
            let words: Vec<&str> = line.split_whitespace().take(2).collect();
            match words[..] {
                [first, ..] if did_you_mean::command_word(first).is_some() => true,
                [first, second] => {
                    crate::commands::game_name(first).is_some()
                        && did_you_mean::subcommand(second).is_some()
                }
                _ => false,
            }
        })
        .map(|(line, from_subject)| CommandLine {
            text: line.split_whitespace().collect::<Vec<_>>().join(" "),
            comment: String::new(),
            from_subject,
        })
}

/// One command's result, for the reply.
pub(super) struct Outcome {
    /// The command as written, secrets masked.
    pub echo: String,
    /// What became of it.
    pub result: String,
}

/// The command lines of a mail as they are to be read, with what went
/// wrong before any was applied.
pub(super) struct Reading {
    commands: Vec<CommandLine>,
    /// A reply to play: its grant and its first line as written.
    by_token: Option<(reply_to_play::Grant, String)>,
    /// What the reply says before the commands' results.
    pub preamble: String,
    first_error: Option<CommandError>,
    /// The language the sender reads: their account's, else the one the
    /// mail's headers ask for.
    pub lang: Language,
}

/// What a mail's commands came to.
pub(super) struct Applied {
    pub outcomes: Vec<Outcome>,
    pub first_error: Option<CommandError>,
    pub done: Done,
    pub after: AfterCommit,
    pub failures: Vec<NewFailure>,
    /// The mail held one command.
    pub alone: bool,
}

impl Server {
    /// Answers a mail inside its transaction `tx`: its commands applied
    /// (each whole or not at all) and its replies written.
    pub(super) async fn prepare(
        &self,
        read: &Read<'_>,
        tx: &mut MailTx,
    ) -> anyhow::Result<Prepared> {
        // Mail to a bounce address is a delivery report, never commands.
        let recipients = read.parsed.as_ref().map(|m| m.recipients.as_slice());
        if let Some(token) = verp::bounce_token(&self.config, recipients.unwrap_or_default()) {
            return self.bounce_report(read, tx, &token).await;
        }
        let (mail, sender) = match self.answerable(read) {
            Ok(found) => found,
            Err(not_answered) => return Ok(*not_answered),
        };
        // What the sender wrote, now that the server's mails it answers
        // (and so quotes) are known.
        let answered = self.read_as_answer(tx, mail, sender).await?;
        let mail = answered.as_ref().unwrap_or(mail);
        let now = store::now();
        // An accepted mail from an address that bounces makes it take
        // mail again.
        let mut notices = self.revive_sender(tx, &read.key, sender, now).await?;
        // Confirmed when the mail came, or by the mail itself: a player who
        // deletes their account or replaces the address is still answered
        // in full.
        let confirmed_before = store::owner_of(tx.conn().await?, sender).await?.is_some();
        let mut secrets = mail_secrets(&mail.subject, &mail.text);
        let reading = self.reading(tx, read, mail, sender, &mut secrets).await?;
        let applied = self
            .apply_commands(tx, mail, sender, &reading, &mut secrets, now)
            .await?;
        let owner = store::owner_of(tx.conn().await?, sender).await?;
        let confirmed = confirmed_before || owner.is_some();
        // A confirmed new address makes an unreachable player reachable.
        if let Some(userid) = &owner {
            notices.extend(self.reachable_again(tx, &read.key, userid, now).await?);
        }
        let (mut replies, disposition) = self
            .replies(
                tx, read, mail, sender, &secrets, &reading, &applied, confirmed, now,
            )
            .await?;
        replies.extend(notices);
        Ok(Prepared {
            sender: Some(sender.to_string()),
            subject: Some(stored_subject(&mail.subject, &secrets)),
            disposition,
            replies,
            failures: applied.failures,
            after: applied.after,
            not_answered: None,
        })
    }

    /// The mail and its sender, when it is to be answered; else what is
    /// recorded of it (loop protection, a forged or missing sender, a mail
    /// that cannot be read).
    fn answerable<'r>(&self, read: &'r Read) -> Result<(&'r ParsedMail, &'r str), Box<Prepared>> {
        let not_answered = |sender: Option<&str>, subject: Option<String>, reason: String| {
            Box::new(Prepared {
                sender: sender.map(str::to_string),
                subject,
                disposition: format!("not answered: {reason}"),
                replies: Vec::new(),
                failures: Vec::new(),
                after: AfterCommit::default(),
                not_answered: Some(reason),
            })
        };
        let m = match &read.parsed {
            Ok(m) => m,
            Err(e) => return Err(not_answered(None, None, e.to_string())),
        };
        let forged = || {
            unauthenticated(
                &m.authentication_results,
                &self.config.trusted_authserv_id,
                m.from.as_deref().unwrap_or_default(),
            )
        };
        match (m.no_reply.clone().or_else(forged), &m.from) {
            (None, Some(from)) => Ok((m, from.as_str())),
            (reason, _) => {
                let reason = reason.unwrap_or_else(|| "no sender address".into());
                let subject = stored_subject(&m.subject, &mail_secrets(&m.subject, ""));
                Err(not_answered(m.from.as_deref(), Some(subject), reason))
            }
        }
    }

    /// The command lines of a mail: those it holds; a confirmation token
    /// in the address it was sent to; for a reply to a board mail, its
    /// first line as the player's move; or a slip of a command word.
    async fn reading(
        &self,
        tx: &mut MailTx,
        read: &Read<'_>,
        mail: &ParsedMail,
        sender: &str,
        secrets: &mut Secrets,
    ) -> anyhow::Result<Reading> {
        let mut commands = mail.commands.clone();
        // A mail to the server's address with a confirmation token (a plain
        // reply to a confirmation mail) confirms, whatever its subject.
        if let Some(token) = mail
            .recipients
            .iter()
            .find_map(|r| self.config.address_token(r))
            .and_then(|t| t.strip_prefix("confirm-"))
        {
            let line = format!("confirm {}", token.to_ascii_lowercase());
            secrets.add_line(&line);
            if !commands.iter().any(|c| c.text.eq_ignore_ascii_case(&line)) {
                let confirm = CommandLine {
                    text: line,
                    comment: String::new(),
                    from_subject: false,
                };
                commands.insert(0, confirm);
                commands.truncate(MAX_COMMANDS);
            }
        }
        // A mail to a play token's address (a reply to a board mail): its
        // first line, unless it is a command, is the player's move.
        let lang = match store::languages::language_at(tx.conn().await?, sender).await? {
            Some(lang) => lang,
            None => mail.language,
        };
        let mut reading = Reading {
            commands,
            by_token: None,
            preamble: String::new(),
            first_error: None,
            lang,
        };
        if let Some(token) = reply_to_play::recipient_token(&self.config, &mail.recipients) {
            match reply_to_play::read(tx, mail, sender, token).await? {
                reply_to_play::ReplyPlay::Usual => {}
                reply_to_play::ReplyPlay::Refused(e) => {
                    // It may quote the mail's first line.
                    let e = e.map_texts(&|t| secrets.mask(t));
                    info!(error = %e, "reply to play refused");
                    reading.commands.clear();
                    reading.preamble = format!("{}\n", lang.text(&e));
                    reading.first_error = Some(CommandError::new(e));
                    return Ok(reading);
                }
                reply_to_play::ReplyPlay::Play(grant, line, command) => {
                    reading.commands.insert(0, command);
                    reading.commands.truncate(MAX_COMMANDS);
                    reading.by_token = Some((grant, line));
                }
            }
        }
        let none = reading.commands.is_empty() && mail.extra_commands.is_empty();
        if read.oversize {
            info!(limit = self.config.max_mail_bytes, "oversize mail");
            reading.commands.clear();
            let e = msg!("server-oversize", kib = self.config.max_mail_bytes / 1024);
            reading.preamble = format!("{}\n", lang.text(&e));
            reading.first_error = Some(CommandError::new(e));
        } else if none {
            // A subject (or first line) that starts with a slip of a
            // command word (`yinish move ...`) is answered with what it was
            // near.
            match mistyped_command(&mail.subject, &mail.own_text) {
                Some(line) => reading.commands.push(line),
                None => {
                    let e = msg!(
                        "server-no-command",
                        words = crate::commands::command_words().join(", "),
                    );
                    reading.preamble = format!("{}\n", lang.text(&e));
                    reading.first_error = Some(CommandError::new(e));
                }
            }
        }
        Ok(reading)
    }

    /// Applies the commands in order, each whole or not at all: a
    /// savepoint each when there are several; a lone refused command rolls
    /// the mail's changes back (the mail is then recorded alone).
    async fn apply_commands(
        &self,
        tx: &mut MailTx,
        mail: &ParsedMail,
        sender: &str,
        reading: &Reading,
        secrets: &mut Secrets,
        now: i64,
    ) -> anyhow::Result<Applied> {
        let lang = reading.lang;
        let mut applied = Applied {
            outcomes: Vec::new(),
            first_error: reading.first_error.clone(),
            done: Done::default(),
            after: AfterCommit::default(),
            failures: Vec::new(),
            alone: reading.commands.len() == 1 && mail.extra_commands.is_empty(),
        };
        for (i, cmd) in reading.commands.iter().enumerate() {
            // A reply to play: its first command is played under the grant.
            let by_token = reading.by_token.as_ref().filter(|_| i == 0);
            let granted = by_token.map(|(g, _)| (g.board, g.userid.clone()));
            let echo = match by_token {
                Some((g, line)) => t!(
                    lang,
                    "server-reply-echo",
                    line = secrets.mask(line),
                    user = &g.userid,
                    game = &g.game,
                    board = g.board,
                ),
                None => secrets.mask(&cmd.text),
            };
            let comment = secrets.mask(&cmd.comment);
            let mut learned = AfterCommit::default();
            tx.savepoint().await?;
            let outcome = match Command::parse(&cmd.text) {
                Err(e) => Err(e),
                Ok(command) => {
                    let mut ctx = Ctx {
                        db: tx,
                        sender,
                        lang,
                        comment: &comment,
                        auth: &self.auth,
                        domain: self.config.domain(),
                        after: &mut learned,
                        failures: &mut applied.failures,
                        config: &self.config,
                        now,
                        granted: granted.clone(),
                        confirmations_before: applied.done.confirmations.len()
                            + applied.done.unasked,
                    };
                    match command.apply(&mut ctx).await {
                        Ok(done) => Ok(done),
                        Err(ApplyError::User(e)) => Err(e),
                        Err(ApplyError::Internal(e)) => return Err(e),
                    }
                }
            };
            match outcome {
                Ok(done) => {
                    tx.release().await?;
                    applied.outcomes.push(Outcome {
                        echo,
                        result: done.reply.clone(),
                    });
                    applied.done.absorb(done);
                    applied.after.extend(learned);
                }
                Err(mut e) => {
                    tx.rollback_to_savepoint().await?;
                    // What a refused command leaves: its wrong passwords.
                    applied.after.failures.extend(learned.failures);
                    // Its words may have stood in the wrong order (a
                    // password where the user id goes): every argument is
                    // masked from here on, in the echo, the error, the
                    // stored subject and the original text. A reply to
                    // play has no password to misplace.
                    let echo = if granted.is_none() {
                        secrets.add_refused_line(&cmd.text);
                        secrets.mask(&cmd.text)
                    } else {
                        echo
                    };
                    e.message = e.message.map_texts(&|t| secrets.mask(t));
                    info!(command = ?echo, error = %e, "refused");
                    let error = secrets.mask(&lang.text(&e.message));
                    applied.outcomes.push(Outcome {
                        echo,
                        result: crate::tln!(lang, "refused", error = error),
                    });
                    applied.first_error.get_or_insert(e);
                }
            }
        }
        if !mail.extra_commands.is_empty() && !reading.commands.is_empty() {
            let count = mail.extra_commands.len();
            let e = msg!(
                "server-too-many-commands",
                max = MAX_COMMANDS,
                count = count
            );
            applied.outcomes.push(Outcome {
                echo: t!(lang, "server-more-command-lines", count = count),
                result: crate::tln!(lang, "refused", error = e.clone()),
            });
            applied.first_error.get_or_insert(CommandError::new(e));
        }
        Ok(applied)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: Language = Language::ENGLISH;

    /// The English of the reply's framing, as it was before catalogues.
    #[test]
    fn the_english_framing_is_unchanged() {
        assert_eq!(
            crate::tln!(EN, "server-oversize", kib = 1024),
            "Your mail is larger than 1024 KiB, so it was not read.\nSend your commands in a short plain-text mail.\n"
        );
        assert_eq!(
            crate::tln!(EN, "server-no-command", words = "signup, help"),
            "No command was found in your mail.\nA command is a line (or the subject) starting with signup, help;\nsend 'help' for the list.\n"
        );
        let e = msg!("server-too-many-commands", max = MAX_COMMANDS, count = 3);
        assert_eq!(
            crate::tln!(EN, "refused", error = e),
            format!(
                "Error: at most {MAX_COMMANDS} commands are read from one mail; these 3 lines were not read.\nSend them again in another mail.\n"
            )
        );
        assert_eq!(
            t!(EN, "server-more-command-lines", count = 3),
            "... 3 more command lines"
        );
        assert_eq!(
            t!(
                EN,
                "server-reply-echo",
                line = "e5",
                user = "bob",
                game = "yinsh",
                board = 101
            ),
            "e5 (a reply for bob on yinsh Board 101)"
        );
    }

    #[test]
    fn the_framing_speaks_french() {
        let fr = Language::from_code("fr").unwrap();
        let e = msg!("server-too-many-commands", max = 20, count = 1);
        assert_eq!(
            t!(fr, "refused", error = e),
            "Erreur : au plus 20 commandes sont lues dans un courriel ; la ligne suivante n'a pas été lue.\nRenvoyez-la dans un autre courriel."
        );
        assert_eq!(
            t!(fr, "server-more-command-lines", count = 2),
            "... 2 lignes de commande de plus"
        );
    }
}

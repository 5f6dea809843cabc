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

use tracing::{info, warn};

use super::{Attempt, Prepared, Read, Reply, Server, now_micros};
use crate::commands::{
    AfterCommit, ApplyError, Command, CommandError, Ctx, Done, Secrets, did_you_mean, reply_play,
};
use crate::mail::authres::unauthenticated;
use crate::mail::compose::{Draft, Written, build, reply_message_id, writable_address};
use crate::mail::parse::{CommandLine, MAX_COMMANDS, ParsedMail, clean_subject};
use crate::store::{self, MailTx, NewOutbox, Offline, StoredMail, accounts};

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
fn cut(text: &str, max: usize) -> &str {
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
struct Outcome {
    /// The command as written, secrets masked.
    echo: String,
    /// What became of it.
    result: String,
}

impl Server {
    /// Applies a mail's commands (from memory when `use_cache` and the
    /// positions are there) and builds its replies, inside `tx`, which
    /// begins when a command first needs the database.
    pub(super) async fn prepare(
        &self,
        read: &Read,
        mut tx: MailTx,
        use_cache: bool,
    ) -> anyhow::Result<Attempt> {
        let key = read.key.clone();
        let not_answered = |sender: Option<&str>, subject: Option<String>, reason: String| {
            Attempt::Ready(Box::new(Prepared {
                key: key.clone(),
                tx: MailTx::offline(),
                sender: sender.map(str::to_string),
                subject,
                disposition: format!("not answered: {reason}"),
                writes: Vec::new(),
                replies: Vec::new(),
                after: AfterCommit::default(),
                not_answered: Some(reason),
            }))
        };
        let (mail, sender) = match &read.parsed {
            Ok(m) => match (
                m.no_reply.clone().or_else(|| {
                    unauthenticated(
                        &m.authentication_results,
                        &self.config.trusted_authserv_id,
                        m.from.as_deref().unwrap_or_default(),
                    )
                }),
                &m.from,
            ) {
                (None, Some(from)) => (m, from.as_str()),
                (reason, _) => {
                    let reason = reason.unwrap_or_else(|| "no sender address".into());
                    let subject = stored_subject(&m.subject, &mail_secrets(&m.subject, ""));
                    return Ok(not_answered(m.from.as_deref(), Some(subject), reason));
                }
            },
            Err(e) => return Ok(not_answered(None, None, e.to_string())),
        };
        let now = store::now();
        let mut secrets = mail_secrets(&mail.subject, &mail.text);
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
                commands.insert(
                    0,
                    CommandLine {
                        text: line,
                        comment: String::new(),
                        from_subject: false,
                    },
                );
                commands.truncate(MAX_COMMANDS);
            }
        }
        // A mail to a play token's address (a reply to a board mail): its
        // first line, unless it is a command, is the player's move.
        let mut by_token = None;
        let mut token_error = None;
        if let Some(token) = reply_play::recipient_token(&self.config, &mail.recipients) {
            match reply_play::read(&mut tx, mail, sender, token).await {
                Err(e) if e.is::<Offline>() => return Ok(Attempt::Offline),
                Err(e) => return Err(e),
                Ok(reply_play::ReplyPlay::Usual) => {}
                Ok(reply_play::ReplyPlay::Refused(e)) => {
                    info!(error = ?e, "reply to play refused");
                    commands.clear();
                    token_error = Some(e);
                }
                Ok(reply_play::ReplyPlay::Play(grant, line, command)) => {
                    commands.insert(0, command);
                    commands.truncate(MAX_COMMANDS);
                    by_token = Some((grant, line));
                }
            }
        }
        // A mail with no command whose subject (or first line) starts with
        // a slip of a command word (`yinish move ...`, `yinsh mvoe ...`)
        // is answered with what it was near.
        if commands.is_empty()
            && mail.extra_commands.is_empty()
            && token_error.is_none()
            && let Some(line) = mistyped_command(&mail.subject, &mail.text)
        {
            commands.push(line);
        }
        let mut after = AfterCommit::default();
        let mut pending = Vec::new();
        let mut lasting = Vec::new();
        let mut outcomes: Vec<Outcome> = Vec::new();
        let mut first_error: Option<CommandError> = None;
        let mut done_all = Done::default();
        let mut preamble = String::new();
        if read.oversize {
            info!(limit = self.config.max_mail_bytes, "oversize mail");
            preamble = format!(
                "Your mail is larger than {} KiB, so it was not read.\nSend your commands in a short plain-text mail.\n",
                self.config.max_mail_bytes / 1024
            );
            first_error = Some(CommandError::new("oversize"));
        } else if let Some(e) = token_error {
            preamble = format!("{e}\n");
            first_error = Some(CommandError::new(e));
        } else if commands.is_empty() && mail.extra_commands.is_empty() {
            preamble = format!(
                "No command was found in your mail.\nA command is a line (or the subject) starting with {};\nsend 'help' for the list.\n",
                crate::commands::command_words().join(", "),
            );
            first_error = Some(CommandError::new("no command"));
        }
        // Each command is applied whole or not at all: a savepoint each
        // when there are several; a lone refused command rolls back the
        // whole transaction, which then records the mail alone.
        let commands = if read.oversize {
            &[][..]
        } else {
            &commands[..]
        };
        let alone = commands.len() == 1 && mail.extra_commands.is_empty();
        for (i, cmd) in commands.iter().enumerate() {
            // A reply to play: its first command is played under the grant.
            let granted_here = by_token
                .as_ref()
                .filter(|_| i == 0)
                .map(|(g, _)| (g.board, g.userid.clone()));
            let echo = match by_token.as_ref().filter(|_| i == 0) {
                Some((g, line)) => format!(
                    "{} (a reply for {} on {} Board {})",
                    secrets.mask(line),
                    g.userid,
                    g.game,
                    g.board
                ),
                None => secrets.mask(&cmd.text),
            };
            let comment = secrets.mask(&cmd.comment);
            let mut learned = AfterCommit::default();
            let outcome = match Command::parse(&cmd.text) {
                Err(e) => Err(e),
                Ok(command) => {
                    if !alone {
                        match tx.savepoint().await {
                            Err(e) if e.is::<Offline>() => return Ok(Attempt::Offline),
                            other => other?,
                        }
                    }
                    let mut ctx = Ctx {
                        db: &mut tx,
                        sender,
                        comment: &comment,
                        auth: &self.auth,
                        domain: self.config.domain(),
                        games: use_cache.then_some(&self.games),
                        earlier: &after.games,
                        after: &mut learned,
                        pending: &mut pending,
                        lasting: &mut lasting,
                        config: &self.config,
                        now,
                        granted: granted_here.clone(),
                        confirmations_before: done_all.confirmations.len() + done_all.unasked,
                    };
                    match command.apply(&mut ctx).await {
                        Ok(done) => {
                            if !alone {
                                store::flush(tx.conn().await?, &mut pending).await?;
                                tx.release().await?;
                            }
                            Ok(done)
                        }
                        Err(ApplyError::User(e)) => {
                            if alone {
                                tx.rollback().await?;
                            } else {
                                tx.rollback_to_savepoint().await?;
                            }
                            pending.clear();
                            Err(e)
                        }
                        Err(ApplyError::Internal(e)) if e.is::<Offline>() => {
                            return Ok(Attempt::Offline);
                        }
                        Err(ApplyError::Internal(e)) => return Err(e),
                    }
                }
            };
            match outcome {
                Ok(done) => {
                    outcomes.push(Outcome {
                        echo,
                        result: done.reply,
                    });
                    done_all.board_mails.extend(done.board_mails);
                    done_all.confirmations.extend(done.confirmations);
                    done_all.sender_token = done_all.sender_token.or(done.sender_token);
                    done_all.token_mails.extend(done.token_mails);
                    done_all.unasked += done.unasked;
                    after.extend(learned);
                }
                Err(mut e) => {
                    if learned.used_cache {
                        tx.rollback().await?;
                        return Ok(Attempt::Recheck);
                    }
                    // What a refused command leaves: its wrong passwords.
                    after.failures.extend(learned.failures);
                    // Its words may have stood in the wrong order (a
                    // password where the user id goes): every argument is
                    // masked from here on, in the echo, the error, the
                    // stored subject and the original text. A reply to
                    // play has no password to misplace.
                    let echo = if granted_here.is_none() {
                        secrets.add_refused_line(&cmd.text);
                        secrets.mask(&cmd.text)
                    } else {
                        echo
                    };
                    e.message = secrets.mask(&e.message);
                    info!(command = ?echo, error = ?e.message, "refused");
                    outcomes.push(Outcome {
                        echo,
                        result: format!("Error: {e}\n"),
                    });
                    first_error.get_or_insert(e);
                }
            }
        }
        if !mail.extra_commands.is_empty() && !read.oversize {
            outcomes.push(Outcome {
                echo: format!("... {} more command lines", mail.extra_commands.len()),
                result: format!(
                    "Error: at most {MAX_COMMANDS} commands are read from one mail; these {} lines were not read.\nSend them again in another mail.\n",
                    mail.extra_commands.len()
                ),
            });
            first_error.get_or_insert(CommandError::new("too many commands"));
        }

        let confirmed = self.confirmed(&mut tx, sender).await;
        let confirmed = match confirmed {
            Err(e) if e.is::<Offline>() => return Ok(Attempt::Offline),
            other => other?,
        };
        // (An address this mail took away is not remembered as confirmed.)
        if confirmed && !after.removed.iter().any(|a| a == sender) {
            after.confirmed.push(sender.to_string());
        }
        let mut drafts = Vec::new();
        // Board mails answer the mail that caused them, in their thread.
        let causing = mail.message_id.as_ref().map(|id| format!("<{id}>"));
        if let Some(id) = &causing {
            for d in &mut done_all.board_mails {
                d.in_reply_to = Some(id.clone());
                if !d.references.contains(id) {
                    d.references.push(id.clone());
                }
            }
        }
        // One mail per move: when the mail's one command succeeded and a
        // board mail of it goes to the sender's own address, that board
        // mail, with the command's result at its top, is the reply.
        let mover_mail = (alone
            && confirmed
            && first_error.is_none()
            && preamble.is_empty()
            && done_all.sender_token.is_none()
            && done_all.confirmations.is_empty()
            && done_all.token_mails.is_empty())
        .then(|| {
            done_all
                .board_mails
                .iter()
                .position(|d| d.html.is_some() && d.to.eq_ignore_ascii_case(sender))
        })
        .flatten();
        if let (Some(i), [outcome]) = (mover_mail, &outcomes[..]) {
            crate::commands::board::add_lead(&mut done_all.board_mails[i], &outcome.result);
        }
        let to_sender = self.reply_to_sender(
            mail,
            sender,
            &secrets,
            &preamble,
            &outcomes,
            first_error.as_ref(),
            done_all.sender_token.as_deref(),
            confirmed,
            !read.oversize,
        );
        let mut withheld = Vec::new();
        // Mail to addresses that are not confirmed: the sender's reply when
        // the sender has no confirmed address, and confirmations.
        let mut unconfirmed = Vec::new();
        let sender_holds_token = done_all.sender_token.is_some();
        if !confirmed {
            unconfirmed.push((to_sender, sender_holds_token));
        } else if mover_mail.is_none() || outcomes.len() != 1 {
            drafts.push((to_sender, sender_holds_token));
        }
        unconfirmed.extend(done_all.confirmations.into_iter().map(|d| (d, true)));
        for (d, holds_token) in unconfirmed {
            let earlier = drafts.iter().filter(|(e, _)| e.to == d.to).count() as i64;
            let sent = match accounts::mails_to_since(tx.conn().await?, &d.to, now - 86_400).await {
                Ok(n) => n,
                Err(e) if e.is::<Offline>() => return Ok(Attempt::Offline),
                Err(e) => return Err(e),
            };
            if sent + earlier < UNCONFIRMED_PER_DAY {
                drafts.push((d, holds_token));
            } else {
                withheld.push(d.to);
            }
        }
        // The board mail to the player to move carries a play token.
        for mut d in done_all.board_mails {
            let mut holds_token = false;
            if let Some((board, userid)) = d.play_token_for.take()
                && let Some((address, write)) = reply_play::held_back(&self.config, board, &userid)
            {
                // Stored with the mail's record: no database use here.
                pending.push(write);
                d.reply_to = Some(address);
                holds_token = true;
            }
            drafts.push((d, holds_token));
        }
        drafts.extend(done_all.token_mails.into_iter().map(|d| (d, true)));
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

        let stamp = now_micros();
        let mut replies = Vec::with_capacity(drafts.len());
        // An address the builder cannot write (one stored before sign-up
        // checked them) gets nothing; the rest of the mail goes on.
        drafts.retain(|(d, _)| {
            let ok = writable_address(&d.to);
            if !ok {
                warn!(to = ?d.to, "a reply to an address that cannot be written is dropped");
            }
            ok
        });
        for (seq, (d, holds_token)) in drafts.into_iter().enumerate() {
            let message_id = d
                .message_id
                .clone()
                .unwrap_or_else(|| reply_message_id(stamp, &key, seq, self.config.domain()));
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
        Ok(Attempt::Ready(Box::new(Prepared {
            key,
            tx,
            sender: Some(sender.to_string()),
            subject: Some(stored_subject(&mail.subject, &secrets)),
            disposition,
            writes: pending.into_iter().chain(lasting).collect(),
            replies,
            after,
            not_answered: None,
        })))
    }

    /// Whether `address` is a confirmed address of a player (from memory
    /// when known there).
    async fn confirmed(&self, tx: &mut MailTx, address: &str) -> anyhow::Result<bool> {
        if self.known.contains(address) {
            return Ok(true);
        }
        let owner = store::owner_of(tx.conn().await?, address).await?;
        Ok(owner.is_some())
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
                body.push_str(&o.echo);
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
                body.push_str("Original message follows:\n\n");
                body.push_str(&secrets.mask(original));
                if original.len() < mail.text.len() {
                    body.push_str("\n[... the rest of your mail is not shown]\n");
                }
            }
        } else if body.len() > MAX_SHORT_REPLY_BYTES {
            body.truncate(cut(&body, MAX_SHORT_REPLY_BYTES).len());
            body.push_str("\n[... cut: send 'help' from a confirmed address for more]\n");
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
            ..Default::default()
        }
    }
}

/// How a reply is stored: a board mail's play token set aside (see
/// [`reply_play::set_aside`]; the token is in the header, so a picture's
/// place after it moves back by what the mask saves), any other token left
/// in, to be masked once the mail is sent; and the mail packed as the
/// outbox keeps it.
pub fn stored_form(mut written: Written, holds_token: bool) -> (StoredMail, Option<String>) {
    let mut token = None;
    if holds_token {
        let before = written.raw.len();
        let (raw, t) = reply_play::set_aside(std::mem::take(&mut written.raw));
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

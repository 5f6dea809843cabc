//! `change password userid current new`,
//! `change address userid password address+`,
//! `change subjects userid password turn|board` and
//! `change language userid password LANG`.
//!
//! A new password works at once and the old one stops at once, also where
//! the server remembered it in memory.
//!
//! `change address` replaces the addresses without ever leaving the player
//! with no confirmed address while a new one waits: addresses named that
//! are confirmed for the player already stay confirmed, the others are
//! mailed confirmations; waiting addresses not named die. The confirmed
//! addresses not named are removed at once when at least one named address
//! is confirmed already; otherwise they keep getting mail until the first
//! new one is confirmed, and go then (`retiring_addresses`).

use super::context::Ctx;
use super::words::userid;
use crate::accounts::addresses::{addresses, list, mail_confirmations};
use crate::accounts::password::authenticate;
use crate::accounts::password::set_password_after;
use crate::applied::{ApplyError, CommandError, Done};
use crate::language::{Language, Msg};
use crate::store::accounts;
use crate::{msg, t};

/// The `change` commands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    Password {
        userid: String,
        current: String,
        new: String,
    },
    Address {
        userid: String,
        password: String,
        addresses: Vec<String>,
    },
    /// The subjects of the player's board mails: `turn` (pbmserv's, naming
    /// the player to move) or `board` (one subject for every mail of a
    /// board, which every mail program keeps as one conversation).
    Subjects {
        userid: String,
        password: String,
        style: &'static str,
    },
    /// The language of every mail the player receives.
    Language {
        userid: String,
        password: String,
        language: Language,
    },
}

const PASSWORD_FORM: &str = "change password userid current new";
const ADDRESS_FORM: &str = "change address userid password address [address ...]";
const SUBJECTS_FORM: &str = "change subjects userid password turn|board";
const LANGUAGE_FORM: &str = "change language userid password LANG";

/// Every language, one `code (name)` each: `en (English), fr (français)`.
fn languages() -> Msg {
    let all: Vec<String> = Language::all()
        .map(|l| format!("{} ({})", l.code(), t!(l, "language-name")))
        .collect();
    Msg::verbatim(all.join(", "))
}

impl Change {
    /// Reads the arguments (after `change`).
    pub fn parse(args: &[&str]) -> Result<Change, CommandError> {
        let what = args.first().map(|w| w.to_ascii_lowercase());
        match (what.as_deref(), &args[args.len().min(1)..]) {
            (Some("password"), [u, current, new]) => Ok(Change::Password {
                userid: userid(u).map_err(CommandError::new)?,
                current: current.to_string(),
                new: new.to_string(),
            }),
            (Some("password"), _) => {
                Err(CommandError::new(msg!("write-form", form = PASSWORD_FORM)))
            }
            (Some("address"), [u, p, addrs @ ..]) => Ok(Change::Address {
                userid: userid(u).map_err(CommandError::new)?,
                password: p.to_string(),
                addresses: addresses(addrs, ADDRESS_FORM)?,
            }),
            (Some("address"), _) => Err(CommandError::new(msg!("write-form", form = ADDRESS_FORM))),
            (Some("subjects"), [u, p, style]) => {
                let style = match style.to_ascii_lowercase().as_str() {
                    "turn" => "turn",
                    "board" => crate::store::ONE_SUBJECT,
                    _ => {
                        return Err(CommandError::new(msg!(
                            "accounts-change-not-a-subject-style",
                            style = *style,
                            form = SUBJECTS_FORM
                        )));
                    }
                };
                Ok(Change::Subjects {
                    userid: userid(u).map_err(CommandError::new)?,
                    password: p.to_string(),
                    style,
                })
            }
            (Some("subjects"), _) => {
                Err(CommandError::new(msg!("write-form", form = SUBJECTS_FORM)))
            }
            (Some("language"), [u, p, code]) => {
                let Some(language) = Language::from_code(code) else {
                    return Err(CommandError::new(msg!(
                        "accounts-change-unknown-language",
                        code = *code,
                        languages = languages(),
                        form = LANGUAGE_FORM
                    )));
                };
                Ok(Change::Language {
                    userid: userid(u).map_err(CommandError::new)?,
                    password: p.to_string(),
                    language,
                })
            }
            (Some("language"), _) => Err(CommandError::new(msg!(
                "accounts-change-language-form",
                form = LANGUAGE_FORM,
                languages = languages()
            ))),
            _ => Err(CommandError::new(msg!(
                "accounts-change-forms",
                password = PASSWORD_FORM,
                address = ADDRESS_FORM,
                subjects = SUBJECTS_FORM,
                language = LANGUAGE_FORM
            ))),
        }
    }

    /// The passwords the command carries.
    pub fn secrets(&self) -> Vec<&str> {
        match self {
            Change::Password { current, new, .. } => vec![current, new],
            Change::Address { password, .. }
            | Change::Subjects { password, .. }
            | Change::Language { password, .. } => vec![password],
        }
    }

    /// Applies the change.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        match self {
            Change::Password {
                userid,
                current,
                new,
            } => {
                authenticate(&mut ctx.asking(), &userid, &current).await?;
                let hash = ctx.auth.hash(&new).await?;
                accounts::set_password_hash(ctx.db.conn().await?, &userid, &hash).await?;
                set_password_after(&mut ctx.asking(), &userid, &new).await?;
                Ok(Done {
                    reply: crate::tln!(ctx.lang, "accounts-password-changed", user = &userid),
                    ..Default::default()
                })
            }
            Change::Address {
                userid,
                password,
                addresses,
            } => change_address(ctx, &userid, &password, addresses).await,
            Change::Subjects {
                userid,
                password,
                style,
            } => {
                authenticate(&mut ctx.asking(), &userid, &password).await?;
                crate::store::settings::set_subjects(ctx.db.conn().await?, &userid, style).await?;
                let reply = if style == crate::store::ONE_SUBJECT {
                    t!(ctx.lang, "accounts-subjects-board", user = &userid)
                } else {
                    t!(ctx.lang, "accounts-subjects-turn", user = &userid)
                };
                Ok(Done {
                    reply: format!("{reply}\n"),
                    ..Default::default()
                })
            }
            Change::Language {
                userid,
                password,
                language,
            } => {
                authenticate(&mut ctx.asking(), &userid, &password).await?;
                crate::store::languages::set_language(ctx.db.conn().await?, &userid, language)
                    .await?;
                // Told in the new language.
                Ok(Done {
                    reply: crate::tln!(
                        language,
                        "accounts-language-changed",
                        user = &userid,
                        code = language.code(),
                        name = t!(language, "language-name")
                    ),
                    ..Default::default()
                })
            }
        }
    }
}

async fn change_address(
    ctx: &mut Ctx<'_>,
    userid: &str,
    password: &str,
    named: Vec<String>,
) -> Result<Done, ApplyError> {
    authenticate(&mut ctx.asking(), userid, password).await?;
    let c = ctx.db.conn().await?;
    // Board mails went to the addresses being replaced: their play tokens
    // end (new board mails bring new ones).
    crate::store::strangers::end_play_tokens(c, userid).await?;
    let confirmed = accounts::addresses_of(c, userid).await?;
    let waiting = accounts::pending_of(c, userid).await?;
    for a in waiting.iter().filter(|a| !named.contains(a)) {
        accounts::drop_pending(c, userid, a).await?;
    }
    let kept: Vec<String> = named
        .iter()
        .filter(|a| confirmed.contains(a))
        .cloned()
        .collect();
    let new: Vec<String> = named
        .iter()
        .filter(|a| !confirmed.contains(a))
        .cloned()
        .collect();
    let old: Vec<String> = confirmed
        .iter()
        .filter(|a| !named.contains(a))
        .cloned()
        .collect();
    let mut done = Done::default();
    mail_confirmations(&mut ctx.asking(), userid, &new, &mut done).await?;
    let mut reply = String::new();
    let lang = ctx.lang;
    let now_confirmed = !kept.is_empty() || !ctx.config.confirm_addresses;
    if now_confirmed {
        let c = ctx.db.conn().await?;
        accounts::set_retiring(c, userid, &[]).await?;
        for a in &old {
            accounts::remove_address(c, userid, a).await?;
        }
        let mut have = kept.clone();
        if !ctx.config.confirm_addresses {
            have.extend(new.iter().cloned());
        }
        reply.push_str(&t!(
            lang,
            "accounts-addresses-now",
            user = userid,
            addresses = list(&have)
        ));
        reply.push('\n');
        if !old.is_empty() {
            reply.push_str(&t!(
                lang,
                "accounts-addresses-removed",
                addresses = old.join(", ")
            ));
            reply.push('\n');
        }
        if ctx.config.confirm_addresses && !new.is_empty() {
            reply.push_str(&t!(
                lang,
                "accounts-change-confirmation-mailed",
                addresses = new.join(", ")
            ));
            reply.push('\n');
        }
    } else {
        let c = ctx.db.conn().await?;
        accounts::set_retiring(c, userid, &old).await?;
        accounts::mark_replacing(c, userid, &new).await?;
        reply.push_str(&t!(
            lang,
            "accounts-change-address-waiting",
            addresses = new.join(", "),
            user = userid,
            old = list(&old)
        ));
        reply.push('\n');
    }
    done.reply = format!("{reply}{}", done.reply);
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse() {
        let c = Change::parse(&["password", "Alice", "old", "new"]).unwrap();
        assert_eq!(c.secrets(), ["old", "new"]);
        assert!(matches!(
            Change::parse(&["ADDRESS", "alice", "pw", "a@x.org"]),
            Ok(Change::Address { .. })
        ));
        assert!(Change::parse(&["password", "alice", "old"]).is_err());
        assert!(Change::parse(&["address", "alice", "pw"]).is_err());
        assert!(Change::parse(&["colour", "alice"]).is_err());
        let c = Change::parse(&["subjects", "alice", "pw", "Board"]).unwrap();
        assert_eq!(c.secrets(), ["pw"]);
        assert!(matches!(c, Change::Subjects { style: "board", .. }));
        assert!(Change::parse(&["subjects", "alice", "pw", "colour"]).is_err());
        assert!(Change::parse(&["subjects", "alice", "pw"]).is_err());
        assert!(Change::parse(&[]).is_err());
    }

    #[test]
    fn parse_language() {
        let c = Change::parse(&["Language", "Alice", "pw", "FR"]).unwrap();
        assert_eq!(c.secrets(), ["pw"]);
        let Change::Language {
            userid, language, ..
        } = c
        else {
            panic!("{c:?}");
        };
        assert_eq!(userid, "alice");
        assert_eq!(language.code(), "fr");
        assert!(matches!(
            Change::parse(&["language", "alice", "pw", "en"]),
            Ok(Change::Language {
                language: Language::ENGLISH,
                ..
            })
        ));
        // An unknown language: refused, naming every language.
        let e = Change::parse(&["language", "alice", "pw", "xx"]).unwrap_err();
        assert_eq!(
            e.message.to_string(),
            "'xx' is not a language of this server; write change language userid password LANG, with one of: en (English), fr (français)"
        );
        // LANG missing.
        let e = Change::parse(&["language", "alice", "pw"]).unwrap_err();
        assert_eq!(
            e.message.to_string(),
            "write change language userid password LANG, with one of: en (English), fr (français)"
        );
        assert!(Change::parse(&["language", "alice", "pw", "fr", "en"]).is_err());
    }
}

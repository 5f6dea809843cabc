//! The help texts, in the reader's language: every command with one line
//! each, each topic (a command word, `notation`, `robots`, `clocks`,
//! `ratings`, `accounts`, `password`, `language`), and each game's help
//! ([`games`]).

pub mod games;

use crate::language::{Language, Msg};
use crate::{msg, t};

/// Every topic that is not a game, in the order the refusal of an
/// unknown one lists them.
const TOPICS: &[&str] = &[
    "help",
    "list",
    "signup",
    "confirm",
    "add",
    "change",
    "forgot",
    "reset",
    "vacation",
    "signoff",
    "delete",
    "message",
    "all",
    "multiple",
    "challenge",
    "move",
    "resign",
    "propose",
    "undo",
    "accept",
    "reject",
    "show",
    "games",
    "history",
    "record",
    "standings",
    "ratings",
    "preview",
    "submit",
    "queue",
    "chat",
    "observe",
    "unobserve",
    "tournament",
    "tournaments",
    "seek",
    "seeks",
    "take",
    "unseek",
    "analyse",
    "analyze",
    "notation",
    "robots",
    "clocks",
    "accounts",
    "password",
    "language",
];

/// The message of a topic (a name of [`TOPICS`], lower case).
fn topic_msg(name: &str) -> Option<Msg> {
    Some(match name {
        "help" => msg!("help-topic-help"),
        "list" => msg!("help-topic-list"),
        "signup" => msg!("help-topic-signup"),
        "confirm" => msg!("help-topic-confirm"),
        "add" => msg!("help-topic-add"),
        "change" => msg!("help-topic-change"),
        "forgot" => msg!("help-topic-forgot"),
        "reset" => msg!("help-topic-reset"),
        "vacation" => msg!("help-topic-vacation"),
        "signoff" => msg!("help-topic-signoff"),
        "delete" => msg!("help-topic-delete"),
        "message" => msg!("help-topic-message"),
        "all" => msg!("help-topic-all"),
        "multiple" => msg!("help-topic-multiple"),
        "challenge" => msg!("help-topic-challenge"),
        "move" => msg!("help-topic-move"),
        "resign" => msg!("help-topic-resign"),
        "propose" => msg!("help-topic-propose"),
        "undo" => msg!("help-topic-undo"),
        "accept" => msg!("help-topic-accept"),
        "reject" => msg!("help-topic-reject"),
        "show" => msg!("help-topic-show"),
        "games" => msg!("help-topic-games"),
        "history" => msg!("help-topic-history"),
        "record" => msg!("help-topic-record"),
        "standings" => msg!("help-topic-standings"),
        "ratings" => msg!("help-topic-ratings"),
        "preview" => msg!("help-topic-preview"),
        "submit" => msg!("help-topic-submit"),
        "queue" => msg!("help-topic-queue"),
        "chat" => msg!("help-topic-chat"),
        "observe" => msg!("help-topic-observe"),
        "unobserve" => msg!("help-topic-unobserve"),
        "tournament" => msg!("help-topic-tournament"),
        "tournaments" => msg!("help-topic-tournaments"),
        "seek" | "seeks" | "take" | "unseek" => msg!("help-topic-seek"),
        "analyse" | "analyze" => msg!("help-topic-analyse"),
        "notation" => msg!("help-topic-notation"),
        "robots" => msg!("help-topic-robots"),
        "clocks" => msg!("help-topic-clocks"),
        "accounts" => msg!("help-topic-accounts"),
        "password" => msg!("help-topic-password"),
        "language" => msg!("help-topic-language", languages = languages()),
        _ => return None,
    })
}

/// `help robots`: the built-in robots, then the engines of the server's
/// configuration, one line each (its user id and its game).
pub fn robots(lang: Language, config: &crate::config::Config) -> String {
    let mut text = topic_in(lang, "robots").expect("a topic");
    let engines = &config.robots.engine;
    if !engines.is_empty() {
        let list: Vec<String> = engines
            .iter()
            .map(|e| format!("  {}  ({})", e.name, e.game))
            .collect();
        text.push_str(&crate::tln!(
            lang,
            "help-robots-engines",
            count = engines.len(),
            engines = list.join("\n"),
        ));
    }
    text
}

/// Every language, one line each: its code and its name in itself.
fn languages() -> String {
    Language::all()
        .map(|l| format!("  {}  {}", l.code(), t!(l, "language-name")))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The server's help text: every command, one line each.
pub fn commands(lang: Language) -> String {
    crate::tln!(lang, "help-commands")
}

/// The help text of one topic (not a game) in a language, if there is one.
pub fn topic_in(lang: Language, name: &str) -> Option<String> {
    let name = name.to_ascii_lowercase();
    // `yinsh move`: the topic is the command word after the game.
    let name = name.strip_prefix("game ").unwrap_or(&name);
    topic_msg(name).map(|m| format!("{}\n", lang.text(&m)))
}

/// Every topic name, in the order of [`TOPICS`].
pub fn topic_names() -> Vec<&'static str> {
    TOPICS.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::parse::{GAME_SUBCOMMANDS, SERVER_COMMANDS};

    /// The old help files, before the catalogues.
    const OLD_COMMANDS: &str = include_str!("../../tests/fixtures/help/commands.txt");
    const OLD_TOPICS: &str = include_str!("../../tests/fixtures/help/topics.txt");

    /// The old file's topics: name and text.
    fn old_topics() -> Vec<(&'static str, &'static str)> {
        OLD_TOPICS
            .split("## ")
            .skip(1)
            .filter_map(|s| s.split_once('\n').map(|(h, b)| (h.trim(), b)))
            .collect()
    }

    #[test]
    fn every_command_word_has_a_topic_and_a_line() {
        let help = commands(Language::ENGLISH);
        for w in SERVER_COMMANDS.iter().chain(GAME_SUBCOMMANDS.iter()) {
            assert!(
                topic_in(Language::ENGLISH, w).is_some(),
                "no help topic for '{w}'"
            );
            assert!(
                help.lines().any(|l| l
                    .split_whitespace()
                    .take(2)
                    .any(|x| x.eq_ignore_ascii_case(w))),
                "no line for '{w}' in the help text"
            );
        }
        for w in [
            "notation", "clocks", "ratings", "accounts", "password", "propose", "accept", "reject",
            "undo", "language",
        ] {
            assert!(
                topic_in(Language::ENGLISH, w).is_some(),
                "no help topic for '{w}'"
            );
        }
    }

    #[test]
    fn topics_are_whole() {
        let t = topic_in(Language::ENGLISH, "move").unwrap();
        assert!(t.starts_with("GAME move BOARD"), "{t}");
        assert!(
            topic_in(Language::ENGLISH, "Vacation")
                .unwrap()
                .contains("30 days")
        );
        assert!(
            topic_in(Language::ENGLISH, "game show")
                .unwrap()
                .starts_with("GAME show")
        );
        assert!(topic_in(Language::ENGLISH, "nothing").is_none());
    }

    #[test]
    fn every_topic_has_its_message_in_every_language() {
        for lang in Language::all() {
            for t in TOPICS {
                let text = topic_in(lang, t).unwrap_or_else(|| panic!("{t}"));
                assert!(text.len() > 40 && !text.contains("help-topic"), "{t}");
                assert!(text.ends_with('\n') && !text.ends_with("\n\n"), "{t}");
            }
            assert!(commands(lang).contains("change language userid password LANG"));
        }
    }

    #[test]
    fn the_english_help_is_the_one_of_before() {
        // The changes: the `change language` command and its topic, and
        // the tournaments' and the open challenges' commands and topics.
        let old = OLD_COMMANDS
            .replace("accounts, robots):\n", "accounts, robots,\nlanguage):\n")
            .replace(
                "turn|board  subjects of board mails\n",
                "turn|board  subjects of board mails\n  \
                 change language userid password LANG        the language of your mails\n",
            )
            .replace(
                "GAME unobserve BOARD userid password        stop them\n",
                "GAME unobserve BOARD userid password        stop them\n  \
                 GAME tournament create|join|leave|add|start|show|cancel NAME ...  round robins\n  \
                 GAME tournaments                            open and running tournaments\n  \
                 GAME seek userid password [-options] [-rating=LOW-HIGH] [-robot=DAYS]  open challenge\n  \
                 GAME seeks                                  the open challenges\n  \
                 GAME take SEEK userid password              take one: the board starts\n  \
                 GAME unseek SEEK userid password            withdraw yours\n  \
                 GAME analyse BOARD userid password          the robot's analysis of a finished board\n  \
                 GAME analyze BOARD userid password          the same\n",
            );
        assert_eq!(commands(Language::ENGLISH), old);
        let old = old_topics();
        let new = [
            "language",
            "tournament",
            "tournaments",
            "seek",
            "seeks",
            "take",
            "unseek",
            "analyse",
            "analyze",
        ];
        assert_eq!(
            old.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
            TOPICS
                .iter()
                .copied()
                .filter(|t| !new.contains(t))
                .collect::<Vec<_>>(),
        );
        for (name, text) in old {
            let text = match name {
                "help" => text.replace("accounts, password.", "accounts, password, language."),
                "preview" => text
                    .replace("BOARD MOVE ...", "BOARD[#N] MOVE ...")
                    .replace(
                        "stands now;\n",
                        "stands now\n    (with #N: from where it stood after move N, also on a finished board);\n",
                    ),
                "change" => format!(
                    "{text}change language userid password LANG\n    The language of every \
                     mail the server writes to you (default: en).\n    See: help language.\n"
                ),
                _ => text.to_string(),
            };
            assert_eq!(
                topic_in(Language::ENGLISH, name).unwrap(),
                text,
                "help {name}"
            );
        }
    }

    #[test]
    fn the_language_topic_lists_every_language_and_how_to_choose() {
        for lang in Language::all() {
            let text = topic_in(lang, "language").unwrap();
            for l in Language::all() {
                let line = format!("\n  {}  {}\n", l.code(), t!(l, "language-name"));
                assert!(text.contains(&line), "{line:?}: {text}");
            }
            assert!(
                text.contains("\n  change language userid password LANG\n"),
                "{text}"
            );
        }
        assert!(
            topic_in(Language::ENGLISH, "language")
                .unwrap()
                .contains("  fr  français\n")
        );
    }
}

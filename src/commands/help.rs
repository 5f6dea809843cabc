//! `help [topic ...]`: every command with one line each, or help on each
//! topic named (a command word, a game, or `notation`, `robots`,
//! `clocks`, `ratings`, `accounts`, `password`).

use super::{ApplyError, CommandError, Ctx, Done, did_you_mean, game_name};
use crate::games::new_game;

/// At most this many topics are answered in one help command.
const MAX_TOPICS: usize = 10;

/// `help [topic ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Help {
    /// Game or command names, lower case.
    pub topics: Vec<String>,
}

/// The server's help text: every command, one line each.
pub const HELP: &str = include_str!("help.txt");

/// The topics, each under a line `## name`.
const TOPICS: &str = include_str!("help_topics.txt");

/// The help text of one topic (not a game), if there is one.
pub fn topic(name: &str) -> Option<&'static str> {
    let name = name.to_ascii_lowercase();
    // `yinsh move`: the topic is the command word after the game.
    let name = name.strip_prefix("game ").unwrap_or(&name);
    let mut sections = TOPICS.split("## ").skip(1);
    sections.find_map(|s| {
        let (head, body) = s.split_once('\n')?;
        (head.trim() == name).then_some(body)
    })
}

/// Every topic name, in the order of the help file.
pub fn topic_names() -> Vec<&'static str> {
    TOPICS
        .split("## ")
        .skip(1)
        .filter_map(|s| s.split_once('\n').map(|(h, _)| h.trim()))
        .collect()
}

impl Help {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Help, CommandError> {
        if args.len() > MAX_TOPICS {
            return Err(CommandError::new(format!(
                "ask for at most {MAX_TOPICS} topics in one help command, e.g. help move show"
            )));
        }
        Ok(Help {
            topics: args.iter().map(|t| t.to_ascii_lowercase()).collect(),
        })
    }

    /// Answers with the text.
    pub async fn apply(self, _ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        if self.topics.is_empty() {
            return Ok(Done {
                reply: HELP.to_string(),
                ..Default::default()
            });
        }
        let mut reply = String::new();
        let mut unknown = Vec::new();
        for t in &self.topics {
            let text = match game_name(t) {
                Some(g) => new_game(g, &[]).ok().map(|g| g.help().to_string()),
                None => topic(t).map(str::to_string),
            };
            match text {
                Some(text) => {
                    if !reply.is_empty() {
                        reply.push('\n');
                    }
                    reply.push_str(&text);
                }
                None => unknown.push(t.as_str()),
            }
        }
        if !unknown.is_empty() {
            let hints: Vec<String> = unknown
                .iter()
                .map(|t| match suggestion(t) {
                    Some(s) => format!("'{t}' (did you mean '{s}'?)"),
                    None => format!("'{t}'"),
                })
                .collect();
            return Err(CommandError::new(format!(
                "there is no help on {}; topics are the games ({}) and: {}",
                hints.join(", "),
                crate::games::GAMES.join(", "),
                topic_names().join(", ")
            ))
            .into());
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

/// The topic a mistyped one is near.
fn suggestion(t: &str) -> Option<&'static str> {
    did_you_mean::command_word(t).or_else(|| did_you_mean::subcommand(t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::parse::{GAME_SUBCOMMANDS, SERVER_COMMANDS};

    #[test]
    fn every_command_word_has_a_topic_and_a_line() {
        for w in SERVER_COMMANDS.iter().chain(GAME_SUBCOMMANDS.iter()) {
            assert!(topic(w).is_some(), "no help topic for '{w}'");
            assert!(
                HELP.lines().any(|l| l
                    .split_whitespace()
                    .take(2)
                    .any(|x| x.eq_ignore_ascii_case(w))),
                "no line for '{w}' in the help text"
            );
        }
        for w in [
            "notation", "clocks", "ratings", "accounts", "password", "propose", "accept", "reject",
            "undo",
        ] {
            assert!(topic(w).is_some(), "no help topic for '{w}'");
        }
    }

    #[test]
    fn topics_are_whole() {
        let t = topic("move").unwrap();
        assert!(t.starts_with("GAME move BOARD"), "{t}");
        assert!(!t.contains("## "));
        assert!(topic("Vacation").unwrap().contains("30 days"));
        assert!(topic("nothing").is_none());
    }
}

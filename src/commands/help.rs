//! `help [topic ...]`: every command with one line each, or help on each
//! topic named (a command word, a game, or `notation`, `robots`,
//! `clocks`, `ratings`, `accounts`, `password`, `language`), in the
//! sender's language; the texts are in [`crate::help`].

use super::context::Ctx;
use super::did_you_mean;
use super::words::game_name;
use crate::applied::{ApplyError, CommandError, Done};
use crate::help::{commands, games, robots, topic_in, topic_names};
use crate::{msg, t};

/// At most this many topics are answered in one help command.
const MAX_TOPICS: usize = 10;

/// `help [topic ...]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Help {
    /// Game or command names, lower case.
    pub topics: Vec<String>,
}

impl Help {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Help, CommandError> {
        if args.len() > MAX_TOPICS {
            return Err(CommandError::new(msg!(
                "help-too-many-topics",
                max = MAX_TOPICS
            )));
        }
        Ok(Help {
            topics: args.iter().map(|t| t.to_ascii_lowercase()).collect(),
        })
    }

    /// Answers with the text, in the sender's language.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let lang = ctx.lang;
        if self.topics.is_empty() {
            return Ok(Done {
                reply: commands(lang),
                ..Default::default()
            });
        }
        let mut reply = String::new();
        let mut unknown = Vec::new();
        for t in &self.topics {
            let text = match game_name(t) {
                Some(g) => games::text(lang, g),
                None if t == "robots" => Some(robots(lang, ctx.config)),
                None => topic_in(lang, t),
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
                    Some(s) => t!(lang, "help-unknown-topic-near", topic = *t, near = s),
                    None => t!(lang, "help-unknown-topic", topic = *t),
                })
                .collect();
            return Err(CommandError::new(msg!(
                "help-no-such-topic",
                topics = hints.join(", "),
                games = crate::games::GAMES.join(", "),
                names = topic_names().join(", "),
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

    #[test]
    fn too_many_topics_are_refused() {
        let e = Help::parse(&["x"; 11]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "ask for at most 10 topics in one help command, e.g. help move show"
        );
    }
}

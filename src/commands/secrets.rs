//! Secrets of a mail: the passwords and tokens its command lines carry,
//! and masking them wherever they stand in a text (echoes, error messages,
//! comments, stored subjects, log lines).
//!
//! A command that parses names its secrets exactly. One that does not
//! parse may have its words in any order, so every argument of a command
//! that carries a secret counts as one (a board number in first place
//! excepted).

use std::collections::HashSet;

use super::Command;

/// What a secret is replaced with.
pub use crate::tokens::MASK;

/// Second words after a game name that carry no secret: the commands
/// without a password, and the words of the server's own subjects
/// (`yinsh Board 101 bob`, `yinsh error`), which replies quote.
const PUBLIC_GAME_COMMANDS: [&str; 12] = [
    "help",
    "challenge",
    "show",
    "games",
    "history",
    "standings",
    "ratings",
    "preview",
    "tournaments",
    "seeks",
    "board",
    "error",
];

/// The subcommand words of `GAME tournament` that come before a password.
const TOURNAMENT_WORDS: [&str; 5] = ["create", "join", "leave", "add", "start"];

/// Words a `move` command takes instead of a move: command words, never
/// masked in a refused command.
const VOTE_WORDS: [&str; 5] = ["accept", "reject", "propose", "undo", "resign"];

/// Whether a word of a refused command is public whatever its place: a
/// vote word, or a robot's user id.
fn public_word(w: &str) -> bool {
    VOTE_WORDS.iter().any(|v| v.eq_ignore_ascii_case(w))
        || crate::robots::Strength::from_user_id(&w.to_ascii_lowercase()).is_some()
}

/// Server commands that carry a secret, with the number of public words
/// after the command word (`change password ...`: `password` is no secret).
const SECRET_SERVER_COMMANDS: [(&str, usize); 9] = [
    ("signup", 0),
    ("confirm", 0),
    ("add", 0),
    ("change", 1),
    ("reset", 0),
    ("vacation", 0),
    ("signoff", 0),
    ("delete", 0),
    ("message", 0),
];

/// The secret words of a mail.
#[derive(Debug, Default, Clone)]
pub struct Secrets {
    words: HashSet<String>,
}

impl Secrets {
    /// Adds the secrets of one command line.
    pub fn add_line(&mut self, line: &str) {
        self.words.extend(secret_words(line));
    }

    /// Adds every argument of a command line that was refused: its words
    /// may have been in the wrong order (a password where the user id
    /// goes), so each one that could be a secret counts as one.
    pub fn add_refused_line(&mut self, line: &str) {
        let arguments = secret_arguments(line).into_iter().flatten();
        self.words.extend(arguments.filter(|w| !public_word(w)));
    }

    /// `text` with every secret replaced by [`MASK`], also when quoted or
    /// followed by punctuation. Linear in the length of `text`.
    pub fn mask(&self, text: &str) -> String {
        if self.words.is_empty() {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while !rest.is_empty() {
            let start = rest
                .find(|c: char| !c.is_whitespace())
                .unwrap_or(rest.len());
            out.push_str(&rest[..start]);
            rest = &rest[start..];
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            self.mask_word(&rest[..end], &mut out);
            rest = &rest[end..];
        }
        out
    }

    fn mask_word(&self, word: &str, out: &mut String) {
        if self.words.contains(word) {
            out.push_str(MASK);
            return;
        }
        for cut in [
            &['\'', '"'][..],
            &[
                '\'', '"', '(', ')', '[', ']', '<', '>', ',', '.', ';', ':', '!', '?', '`',
            ][..],
        ] {
            let core = word.trim_matches(cut);
            if !core.is_empty() && core.len() < word.len() && self.words.contains(core) {
                let at = word.find(core).unwrap_or(0);
                out.push_str(&word[..at]);
                out.push_str(MASK);
                out.push_str(&word[at + core.len()..]);
                return;
            }
        }
        out.push_str(word);
    }
}

impl Command {
    /// The command line as it may be shown back, with every password and
    /// token hidden (see [`Secrets`]).
    pub fn echo(line: &str) -> String {
        let mut s = Secrets::default();
        s.add_line(line);
        s.mask(&line.split_whitespace().collect::<Vec<_>>().join(" "))
    }
}

/// The secret words of one command line (see the module's comment).
pub fn secret_words(line: &str) -> Vec<String> {
    let Some(args) = secret_arguments(line) else {
        return Vec::new();
    };
    let words: Vec<&str> = line.split_whitespace().collect();
    // A mistyped command word (`yinish move 101 alice PASSWORD e5`) is
    // read as the word it is near, so that its echo hides the password.
    let parsed = match words
        .first()
        .and_then(|w| super::did_you_mean::command_word(&w.to_ascii_lowercase()))
    {
        Some(w) => Command::parse(&format!("{w} {}", words[1..].join(" "))),
        None => Command::parse(line),
    };
    match parsed {
        Ok(command) => command.secrets().into_iter().map(str::to_string).collect(),
        Err(_) => args,
    }
}

/// Every argument of a command line that carries a secret, in whatever
/// order its words stand: all words after the command words, a board
/// number in first place excepted. `None` for a line of a command that
/// carries no secret (or no command at all).
fn secret_arguments(line: &str) -> Option<Vec<String>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let written = words.first()?.to_ascii_lowercase();
    let first = super::did_you_mean::command_word(&written)
        .map(str::to_string)
        .unwrap_or(written.clone());
    // A word near a game's name is read as that name only when a game's
    // command word follows (`yinish move ...`), not in a sentence
    // (`Ring goes next to yours`).
    if first != written && super::game_name(&first).is_some() {
        let sub = words.get(1).map(|w| w.to_ascii_lowercase());
        let sub = sub.as_deref().unwrap_or("");
        if !crate::mail::parse::GAME_SUBCOMMANDS.contains(&sub)
            && super::did_you_mean::subcommand(sub).is_none()
        {
            return None;
        }
    }
    let server = SECRET_SERVER_COMMANDS.iter().find(|(w, _)| *w == first);
    let args = match server {
        Some((_, public)) => words.get(public + 1..).unwrap_or_default(),
        None if super::game_name(&first).is_some() => match words.get(1) {
            // `tournament show NAME` carries none; the other subcommand
            // words are public, and so is the NAME after them (as a board
            // number in first place is).
            Some(sub) if sub.eq_ignore_ascii_case("tournament") => match words.get(2) {
                Some(w) if w.eq_ignore_ascii_case("show") => return None,
                Some(w) if TOURNAMENT_WORDS.iter().any(|t| t.eq_ignore_ascii_case(w)) => {
                    words.get(4..).unwrap_or_default()
                }
                _ => &words[2..],
            },
            Some(sub)
                if !PUBLIC_GAME_COMMANDS
                    .iter()
                    .any(|p| p.eq_ignore_ascii_case(sub)) =>
            {
                &words[2..]
            }
            _ => return None,
        },
        None => return None,
    };
    let board_first = server.is_none()
        && args
            .first()
            .is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit()));
    Some(
        args.iter()
            .skip(usize::from(board_first))
            .map(|w| w.to_string())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn masked(line: &str, text: &str) -> String {
        let mut s = Secrets::default();
        s.add_line(line);
        s.mask(text)
    }

    #[test]
    fn exact_when_the_command_parses() {
        let l = "yinsh move 101 alice apw e5";
        assert_eq!(masked(l, l), "yinsh move 101 alice ******** e5");
        let l = "signup alice Secret!pw a@b.org";
        assert_eq!(masked(l, l), "signup alice ******** a@b.org");
        let l = "yinsh resign 101 bob bpw";
        assert_eq!(masked(l, l), "yinsh resign 101 bob ********");
        let l = "yinsh move 101 bob bpw resign";
        assert_eq!(masked(l, l), "yinsh move 101 bob ******** resign");
        let l = "confirm abcdefghij0123456789";
        assert_eq!(masked(l, l), "confirm ********");
    }

    #[test]
    fn every_argument_of_a_refused_line() {
        let mut s = Secrets::default();
        s.add_refused_line("yinsh move 101 Zq7bobpw bob f6");
        assert_eq!(
            s.mask("'Zq7bobpw' (bob, f6)"),
            "'********' (********, ********)"
        );
        let mut s = Secrets::default();
        s.add_refused_line("signup robot secret");
        assert_eq!(s.mask("robot secret"), "robot ********");
        let mut s = Secrets::default();
        s.add_refused_line("yinsh move 101 bob bpw accept");
        assert_eq!(s.mask("nothing to accept"), "nothing to accept");
        let mut s = Secrets::default();
        s.add_refused_line("yinsh challenge alice bob");
        assert_eq!(s.mask("alice bob"), "alice bob", "no secret in a challenge");
    }

    #[test]
    fn every_argument_when_it_does_not() {
        let l = "yinsh move bob bpw e6";
        assert_eq!(masked(l, l), "yinsh move ******** ******** ********");
        let l = "yinsh resign bob bpw";
        assert_eq!(masked(l, l), "yinsh resign ******** ********");
        let l = "yinsh mvoe 101 alice apw e5";
        assert_eq!(masked(l, l), "yinsh mvoe 101 ******** ******** ********");
        let l = "signup Secret!pw";
        assert_eq!(masked(l, l), "signup ********");
        let l = "change password alice";
        assert_eq!(masked(l, l), "change password ********");
        let l = "yinish move 101 alice apw e5";
        assert_eq!(masked(l, l), "yinish move 101 alice ******** e5");
        let l = "yinish mvoe 101 alice apw e5";
        assert!(!masked(l, l).contains("apw"));
        let l = "sigunp alice Secret!pw";
        assert_eq!(masked(l, l), "sigunp alice ********");
        // A sentence that starts with a word near a game's name is a
        // sentence (a player's comment).
        let l = "Ring goes next to yours, bob.";
        assert_eq!(masked(l, l), l);
        let l = "Rinn move 101 alice apw e5";
        assert!(!masked(l, l).contains("apw"));
        let l = "yinsh move 101 alice apw e5 extra";
        assert!(!masked(l, l).contains("apw"));
    }

    #[test]
    fn tournament_lines() {
        let l = "yinsh tournament join club alice apw";
        assert_eq!(masked(l, l), "yinsh tournament join club alice ********");
        let l = "yinsh tournament create club alice apw -blitz";
        assert_eq!(
            masked(l, l),
            "yinsh tournament create club alice ******** -blitz"
        );
        // Refused: every argument after the subcommand word and the name.
        let mut s = Secrets::default();
        s.add_refused_line("yinsh tournament join club apw alice");
        assert_eq!(
            s.mask("yinsh tournament join club apw alice"),
            "yinsh tournament join club ******** ********"
        );
        assert!(secret_words("yinsh tournament show club").is_empty());
        assert!(secret_words("yinsh tournaments").is_empty());
    }

    #[test]
    fn public_commands_have_none() {
        assert!(secret_words("yinsh show 101").is_empty());
        assert!(secret_words("yinsh challenge alice bob").is_empty());
        assert!(secret_words("help move").is_empty());
        assert!(secret_words("hello there").is_empty());
        assert!(secret_words("yinsh Board 101 bob").is_empty());
    }

    #[test]
    fn masked_wherever_they_stand() {
        let l = "yinsh move 101 alice Secret!pw e5";
        assert_eq!(
            masked(l, "'Secret!pw' is not a user id"),
            "'********' is not a user id"
        );
        assert_eq!(
            masked(l, "my password:\n  Secret!pw.\n"),
            "my password:\n  ********.\n"
        );
        assert_eq!(masked(l, "Secret!pwx stays"), "Secret!pwx stays");
    }
}

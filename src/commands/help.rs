//! `help [topic]`: the help text; a topic is a game name or a command.

use super::{ApplyError, CommandError, Ctx, Done};
use crate::games::new_game;

/// `help [topic]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Help {
    /// A game or command name.
    pub topic: Option<String>,
}

/// The server's help text.
pub const HELP: &str = include_str!("help.txt");

impl Help {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Help, CommandError> {
        match args {
            [] => Ok(Help { topic: None }),
            [t] => Ok(Help {
                topic: Some(t.to_ascii_lowercase()),
            }),
            _ => Err(CommandError::new(
                "write help, or help followed by one game or command name, e.g. help yinsh",
            )),
        }
    }

    /// Answers with the text.
    pub async fn apply(self, _ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let reply = match self.topic.as_deref() {
            None => HELP.to_string(),
            Some(t) => match new_game(t, &[]) {
                Ok(g) => g.help().to_string(),
                Err(_) => topic(t).ok_or_else(|| {
                    CommandError::new(format!(
                        "there is no help on '{t}'; topics are the games ({}) and the commands ({})",
                        crate::games::GAMES.join(", "),
                        TOPICS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
                    ))
                })?,
            },
        };
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

const TOPICS: [(&str, &str); 11] = [
    (
        "help",
        "help [topic]\n    This text, or help on one game or command.\n",
    ),
    ("list", "list\n    The games this server plays.\n"),
    (
        "signup",
        "signup userid password [address ...]\n    Registers you. The addresses default to the one you write from (at\n    most 3). Each is mailed a confirmation; your account can play once one\n    is confirmed, and lapses after 7 days when none is.\n    A user id is 2 to 16 letters, digits, '_' or '-', starting with a letter.\n",
    ),
    (
        "confirm",
        "confirm TOKEN\n    Confirms the address TOKEN was mailed to; answering the confirmation\n    mail does the same. An address gets no other mail until confirmed.\n",
    ),
    (
        "challenge",
        "GAME challenge [-options] userid1 userid2\n    Starts a new board at once; userid1 moves first. Send it from an\n    address of one of the two players. Options: yinsh -blitz; rin -size=N.\n",
    ),
    (
        "move",
        "GAME move BOARD userid password MOVE[#N]\n    Plays MOVE on the board. With #N the move is taken only as move\n    number N of the game. Lines after the command are a comment that\n    both players see.\n",
    ),
    (
        "resign",
        "GAME resign BOARD userid password\n    Resigns the game (also: GAME move BOARD userid password resign).\n",
    ),
    (
        "show",
        "GAME show BOARD[#N]\n    The board now, or after move N.\n",
    ),
    (
        "games",
        "GAME games userid [all|active|inactive|next]\n    That player's boards; next: where it is their turn. Default: active.\n",
    ),
    (
        "history",
        "GAME history\n    Finished boards of that game, newest first.\n",
    ),
    (
        "password",
        "Passwords are checked on every command that acts for a player,\nand stored only as a salted argon2 hash. After 5 wrong passwords in\n15 minutes, an account's password commands are refused for 15 minutes.\n",
    ),
];

fn topic(t: &str) -> Option<String> {
    TOPICS
        .iter()
        .find(|(n, _)| *n == t)
        .map(|(_, text)| text.to_string())
}

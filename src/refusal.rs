//! What a refused command tells the player, and why applying a command
//! stopped.

use crate::language::Msg;

/// A command that was refused: what was wrong and how to write it right,
/// written in the sender's language when the reply is. `game` and `board`
/// choose the error subject. Shown (`{}`) in English, for the log.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct CommandError {
    /// The game the command was about, if known.
    pub game: Option<String>,
    /// The board it was about, if known.
    pub board: Option<i64>,
    /// For the player.
    pub message: Msg,
}

impl CommandError {
    /// An error about no particular game.
    pub fn new(message: impl Into<Msg>) -> CommandError {
        CommandError {
            game: None,
            board: None,
            message: message.into(),
        }
    }
    /// An error about a game.
    pub fn game(game: &str, message: impl Into<Msg>) -> CommandError {
        CommandError {
            game: Some(game.to_string()),
            board: None,
            message: message.into(),
        }
    }
    /// An error about one board of a game.
    pub fn board(game: &str, board: i64, message: impl Into<Msg>) -> CommandError {
        CommandError {
            game: Some(game.to_string()),
            board: Some(board),
            message: message.into(),
        }
    }
    /// The subject of the error mail.
    pub fn subject(&self) -> String {
        match (&self.game, self.board) {
            (Some(g), Some(b)) => format!("{g} Board {b} Error"),
            (Some(g), None) => format!("{g} error"),
            _ => "error".into(),
        }
    }
}

/// Why applying a command stopped: the player's mistake, or a fault of the
/// server (which aborts the whole mail so it is tried again).
#[derive(Debug)]
pub enum ApplyError {
    /// Refused; nothing changed.
    User(CommandError),
    /// The database or another part of the server failed.
    Internal(anyhow::Error),
}

impl ApplyError {
    /// The error as a server fault (a refusal becomes one too).
    pub fn into_internal(self) -> anyhow::Error {
        match self {
            ApplyError::User(e) => anyhow::anyhow!("refused: {e}"),
            ApplyError::Internal(e) => e,
        }
    }
}

impl From<CommandError> for ApplyError {
    fn from(e: CommandError) -> Self {
        ApplyError::User(e)
    }
}

impl From<anyhow::Error> for ApplyError {
    fn from(e: anyhow::Error) -> Self {
        ApplyError::Internal(e)
    }
}

impl From<sqlx::Error> for ApplyError {
    fn from(e: sqlx::Error) -> Self {
        ApplyError::Internal(e.into())
    }
}

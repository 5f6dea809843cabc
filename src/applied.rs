//! What applying a mail's command gives: what it did ([`Done`]), what it
//! learned to remember once its mail commits ([`AfterCommit`]), or why it
//! was refused ([`CommandError`]) or stopped ([`ApplyError`]).

use crate::language::Msg;
use crate::mail::compose::Draft;

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

/// What a command did: its text for the sender's reply, and the board
/// mails it causes.
#[derive(Debug, Default)]
pub struct Done {
    /// The result, for the reply to the sender.
    pub reply: String,
    /// Board mails to the players (always to confirmed addresses).
    pub board_mails: Vec<Draft>,
    /// Confirmation mails to addresses not yet confirmed (other than the
    /// sender's).
    pub confirmations: Vec<Draft>,
    /// The token that confirms the sender's own address: the reply to the
    /// sender then is its confirmation mail.
    pub sender_token: Option<String>,
    /// Mails to confirmed addresses that carry a token (password resets):
    /// their stored copies are masked once sent.
    pub token_mails: Vec<Draft>,
    /// Addresses told as asked to confirm but not mailed (another player's
    /// already): they count toward the sender's limits as if mailed.
    pub unasked: usize,
}

impl Done {
    /// Adds the mails another command caused.
    pub fn absorb(&mut self, other: Done) {
        self.board_mails.extend(other.board_mails);
        self.confirmations.extend(other.confirmations);
        self.sender_token = self.sender_token.take().or(other.sender_token);
        self.token_mails.extend(other.token_mails);
        self.unasked += other.unasked;
    }
}

/// What a mail's commands learned, to be remembered only after their
/// transaction commits (a rolled-back command must leave no trace).
#[derive(Default)]
pub struct AfterCommit {
    /// Passwords set or checked: (userid, password).
    pub passwords: Vec<(String, String)>,
    /// Accounts given a wrong password.
    pub failures: Vec<String>,
    /// Accounts whose remembered password is to be forgotten (a changed
    /// password, a deleted account), before `passwords` are remembered.
    pub forget: Vec<String>,
}

impl AfterCommit {
    /// Adds what another command learned.
    pub fn extend(&mut self, other: AfterCommit) {
        self.passwords.extend(other.passwords);
        self.failures.extend(other.failures);
        self.forget.extend(other.forget);
    }
}

//! `list`: the games this server plays.

use super::{ApplyError, CommandError, Ctx, Done};
use crate::games::{GAMES, new_game};

/// `list`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct List;

impl List {
    /// Takes no arguments.
    pub fn parse(args: &[&str]) -> Result<List, CommandError> {
        if args.is_empty() {
            Ok(List)
        } else {
            Err(CommandError::new("list takes nothing after it"))
        }
    }

    /// Lists the games with their first help line.
    pub async fn apply(self, _ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let mut reply = String::from("Games played here:\n");
        for g in GAMES {
            let game = new_game(g, &[]).expect("every listed game starts");
            let title = game.help().lines().next().unwrap_or(g);
            reply.push_str(&format!("  {g:<8} {title}\n"));
        }
        reply.push_str("\nSend 'GAME help' (e.g. 'yinsh help') for the rules and notation.\n");
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

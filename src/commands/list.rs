//! `list [GAME]`: the games this server plays, or one game's running
//! boards (the longest waiting first).

use super::context::Ctx;
use super::words::game_name;
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::lists::board_line_in;
use crate::games::GAMES;
use crate::language::Language;
use crate::store;
use crate::{msg, t};

/// At most this many boards are listed.
pub const MAX_LISTED: i64 = 100;

/// `list [GAME]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct List {
    /// A game, for its running boards.
    pub game: Option<&'static str>,
}

/// The games this server plays, each with the first line of its help.
fn games(lang: Language) -> String {
    let mut reply = crate::tln!(lang, "help-list-games");
    for g in GAMES {
        let help = crate::help::games::text(lang, g).unwrap_or_default();
        let title = help.lines().next().unwrap_or(g);
        reply.push_str(&format!("  {g:<8} {title}\n"));
    }
    reply.push_str(&format!("\n{}\n", t!(lang, "help-list-footer")));
    reply
}

impl List {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<List, CommandError> {
        match args {
            [] => Ok(List { game: None }),
            [g] => match game_name(g) {
                Some(game) => Ok(List { game: Some(game) }),
                None => Err(CommandError::new(msg!(
                    "help-list-not-a-game",
                    game = *g,
                    games = GAMES.join(", "),
                ))),
            },
            _ => Err(CommandError::new(msg!("help-list-usage"))),
        }
    }

    /// Lists the games with their first help line, or a game's boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let lang = ctx.lang;
        let Some(game) = self.game else {
            return Ok(Done {
                reply: games(lang),
                ..Default::default()
            });
        };
        let (rows, count) = store::games::running(ctx.db.conn().await?, game, MAX_LISTED).await?;
        let mut reply = crate::tln!(lang, "help-list-running", game = game, count = count);
        if count > rows.len() as i64 {
            reply.push_str(&crate::tln!(lang, "help-list-longest", count = rows.len()));
        }
        for r in &rows {
            reply.push_str(&board_line_in(ctx.lang, r));
        }
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_in_english_as_before_and_in_french() {
        assert_eq!(
            games(Language::ENGLISH),
            "Games played here:\n  yinsh    YINSH on ringmail\n  rin      Rin on ringmail\n\n\
             Send 'GAME help' (e.g. 'yinsh help') for the rules and notation,\n\
             'list GAME' for its running boards.\n"
        );
        let fr = games(Language::from_code("fr").expect("French"));
        assert!(fr.contains("\n  yinsh    YINSH sur ringmail\n"), "{fr}");
    }

    #[test]
    fn refusals_as_before() {
        let e = List::parse(&["chess"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "'chess' is not a game played here (yinsh, rin); write list, or list GAME"
        );
        let e = List::parse(&["a", "b"]).unwrap_err();
        assert_eq!(e.to_string(), "write list, or list GAME (e.g. list yinsh)");
    }
}

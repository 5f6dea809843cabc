//! `GAME tournament show NAME`: the tournament's players, its boards and
//! their state, and the standings so far. Anyone may ask.

use super::entry::{form, name, named};
use crate::applied::{ApplyError, CommandError, Done};
use crate::board_mail::results::stored_result_msg;
use crate::commands::context::Ctx;
use crate::language::Language;
use crate::msg;
use crate::store::tournaments::{self, TournamentBoard, TournamentRow};
use crate::tournaments::report::{lines_of, table};

/// `GAME tournament show NAME`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShowTournament {
    pub game: &'static str,
    pub name: String,
}

impl ShowTournament {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<ShowTournament, CommandError> {
        let [n] = args else {
            return Err(CommandError::game(
                game,
                msg!("write-form", form = form(game, "show")),
            ));
        };
        Ok(ShowTournament {
            game,
            name: name(game, n)?,
        })
    }

    /// Answers with the tournament as it stands.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let tour = named(ctx, self.game, &self.name).await?;
        let c = ctx.db.conn().await?;
        let players = tournaments::players(&mut *c, tour.id).await?;
        let boards = tournaments::boards(c, tour.id).await?;
        Ok(Done {
            reply: text(ctx.lang, &tour, &players, &boards),
            ..Default::default()
        })
    }
}

/// The whole answer.
fn text(
    lang: Language,
    tour: &TournamentRow,
    players: &[String],
    boards: &[TournamentBoard],
) -> String {
    let mut out = crate::tln!(
        lang,
        "tournament-show-head",
        game = &tour.game,
        name = &tour.name,
        organiser = &tour.organiser,
        status = &tour.status,
        rounds = tour.rounds,
        min = tour.min_players,
        max = tour.max_players,
        options = tour.options_shown(),
        nag = tour.nag_days,
        forfeit = tour.forfeit_days
    );
    out.push('\n');
    out.push_str(&crate::tln!(
        lang,
        "tournament-show-players",
        count = players.len()
    ));
    for p in players {
        out.push_str(&format!("  {p}\n"));
    }
    if !boards.is_empty() {
        out.push('\n');
        out.push_str(&crate::tln!(
            lang,
            "tournament-show-boards",
            count = boards.len()
        ));
        for b in boards {
            out.push_str(&format!("  {}\n", board_line(lang, &tour.game, b)));
        }
        out.push('\n');
        out.push_str(&crate::tln!(lang, "tournament-standings-heading"));
        out.push_str(&table(lang, &lines_of(players, boards)));
    }
    out
}

/// One board: its number and players, and whose turn it is or how it
/// ended.
fn board_line(lang: Language, game: &str, b: &TournamentBoard) -> String {
    match (&b.result, &b.to_move) {
        (Some(result), _) => crate::t!(
            lang,
            "tournament-show-board-over",
            game = game,
            board = b.board,
            first = &b.player0,
            second = &b.player1,
            result = stored_result_msg(result)
        ),
        (None, to_move) => crate::t!(
            lang,
            "tournament-show-board-running",
            game = game,
            board = b.board,
            first = &b.player0,
            second = &b.player1,
            user = to_move.as_deref().unwrap_or("-")
        ),
    }
}

//! `GAME tournament start NAME userid password`: the organiser starts the
//! tournament when enough players are in. Every board of the round robin
//! ([`pairings`]) is created at once, as ordinary boards (clocks, votes,
//! ratings, observers as usual), and each player is mailed one list of
//! their boards, all in the mail's one transaction.
//!
//! Exactly once: the first write is the conditional change of the
//! tournament from `open` to `running`, and the start goes on only when
//! that changed one row. A second start (another mail, or another server
//! on the same Postgres database at the same instant, whose change waits
//! for the first and then fails and is tried again) finds it running and
//! is refused; a crash before the commit leaves nothing started.
//!
//! Players who signed off or were deleted while it was open are left out
//! at the start. Neither the organiser's limit of boards started a day nor
//! a player's limit of running boards against robots holds the start back
//! (the players entered the boards by joining, and the tournament's own
//! limits bound them: 16 players, each robot once); the boards against
//! robots count toward that limit for later challenges. Robots enter no challenge: their boards simply start,
//! and they move when it is their turn.

use super::entry::{Entry, still_playing};
use crate::applied::{ApplyError, Done};
use crate::board_mail::colour;
use crate::boards::start::{NewBoard, Started, start};
use crate::commands::context::Ctx;
use crate::language::Language;
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::robots;
use crate::store::tournaments::{self, Recipient, TournamentRow};
use crate::tournaments::pairings::pairings;

/// `GAME tournament start NAME userid password`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Start(pub Entry);

impl Start {
    /// Starts every board and mails each player their list.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let e = &self.0;
        e.authenticate(ctx).await?;
        let tour = e.organised(ctx).await?;
        if tour.status != "open" {
            return Err(e.refuse(msg!(
                "tournament-start-closed",
                game = e.game,
                name = &e.name
            )));
        }
        let players = still_playing(ctx, &tour).await?;
        if (players.len() as i64) < tour.min_players {
            return Err(e.refuse(msg!(
                "tournament-too-few",
                game = e.game,
                name = &e.name,
                count = players.len(),
                min = tour.min_players
            )));
        }
        if !has_a_person(ctx, &players).await? {
            return Err(e.refuse(msg!(
                "tournament-only-robots",
                game = e.game,
                name = &e.name
            )));
        }
        let c = ctx.db.conn().await?;
        if !tournaments::advance(&mut *c, tour.id, "open", "running", ctx.now).await? {
            return Err(e.refuse(msg!(
                "tournament-start-closed",
                game = e.game,
                name = &e.name
            )));
        }
        let mut boards = Vec::new();
        for [a, b] in pairings(players.len(), tour.rounds == 2) {
            boards.push(start_board(ctx, &tour, [&players[a], &players[b]]).await?);
        }
        let recipients = tournaments::recipients(ctx.db.conn().await?, &players).await?;
        let board_mails = recipients
            .iter()
            .filter_map(|r| list_mail(&tour, r, players.len(), &boards))
            .collect();
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "tournament-started",
                game = e.game,
                name = &e.name,
                boards = boards.len(),
                count = players.len()
            ),
            board_mails,
            ..Default::default()
        })
    }
}

/// Whether a person (not a robot) is among `players`: a tournament of
/// robots alone would have the server play boards nobody reads.
async fn has_a_person(ctx: &mut Ctx<'_>, players: &[String]) -> Result<bool, ApplyError> {
    let c = ctx.db.conn().await?;
    for p in players {
        if !robots::is_robot(&mut *c, p).await? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Creates one board of the tournament, `players` in seat order.
async fn start_board(
    ctx: &mut Ctx<'_>,
    tour: &TournamentRow,
    players: [&str; 2],
) -> Result<Started, ApplyError> {
    let opts: Vec<&str> = tour.options.split_whitespace().collect();
    let new = NewBoard {
        game: &tour.game,
        options: &opts,
        players,
        nag_days: tour.nag_days,
        forfeit_days: tour.forfeit_days,
        tournament: Some(&tour.name),
        created_by: None,
    };
    let c = ctx.db.conn().await?;
    let started = start(&mut *c, new, ctx.domain, ctx.now).await?;
    tournaments::link_board(c, started.row.board, tour.id).await?;
    Ok(started)
}

/// The mail that lists a player's boards (none to a robot, or to a player
/// without an address).
fn list_mail(
    tour: &TournamentRow,
    r: &Recipient,
    count: usize,
    boards: &[Started],
) -> Option<Draft> {
    let to = r.address.clone()?;
    let lang = r.language;
    let mine: Vec<&Started> = boards
        .iter()
        .filter(|b| b.row.players().contains(&r.userid.as_str()))
        .collect();
    let mut body = crate::tln!(
        lang,
        "tournament-your-boards",
        game = &tour.game,
        name = &tour.name,
        organiser = &tour.organiser,
        count = count,
        boards = boards.len(),
        mine = mine.len()
    );
    body.push('\n');
    for b in &mine {
        body.push_str(&format!("  {}\n", board_line(lang, b)));
    }
    body.push('\n');
    body.push_str(&crate::tln!(
        lang,
        "tournament-your-boards-footer",
        game = &tour.game,
        name = &tour.name,
        user = &r.userid
    ));
    Some(Draft {
        to,
        subject: format!("{} tournament {} started", tour.game, tour.name),
        body,
        language: Some(lang),
        ..Default::default()
    })
}

/// One board of the list: its number, the players with their colours,
/// who moves first.
fn board_line(lang: Language, b: &Started) -> String {
    let colours = b.game.colours();
    crate::t!(
        lang,
        "tournament-board-line",
        game = &b.row.game,
        board = b.row.board,
        first = &b.row.player0,
        first_colour = colour(colours[0]),
        second = &b.row.player1,
        second_colour = colour(colours[1]),
        to_move = b.row.to_move.as_deref().unwrap_or("-")
    )
}

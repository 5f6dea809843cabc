//! What a tournament's board ending does, inside the transaction that
//! ends it (a move, a resignation, an agreed draw, a loss on time): every
//! player of the tournament is mailed the standings; when it was the last
//! board, the final standings and the winner, and the tournament is
//! marked finished (once: a conditional update).

use sqlx::AnyConnection;

use crate::language::Msg;
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::tournaments::{self, TournamentRow};
use crate::tournaments::report::{lines_of, table, winners};

/// The standings mails after board `board` ended (none when it is no
/// tournament's); marks the tournament finished after its last board.
pub async fn board_finished(
    c: &mut AnyConnection,
    board: i64,
    t: i64,
) -> anyhow::Result<Vec<Draft>> {
    let Some(tour) = tournaments::of_board(&mut *c, board).await? else {
        return Ok(Vec::new());
    };
    tournaments::lock_id(&mut *c, tour.id).await?;
    let boards = tournaments::boards(&mut *c, tour.id).await?;
    let players = tournaments::players(&mut *c, tour.id).await?;
    let lines = lines_of(&players, &boards);
    let done = boards.iter().filter(|b| b.status == "over").count();
    let last = done == boards.len()
        && tournaments::advance(&mut *c, tour.id, "running", "finished", t).await?;
    let result = boards
        .iter()
        .find(|b| b.board == board)
        .and_then(|b| b.result.clone())
        .unwrap_or_default();
    let lead = if last {
        let won = winners(&lines);
        let winner = if won.len() == 1 {
            msg!("tournament-winner", user = won[0])
        } else {
            msg!("tournament-winners", users = won.join(", "))
        };
        msg!(
            "tournament-final",
            game = &tour.game,
            name = &tour.name,
            total = boards.len(),
            winner = winner
        )
    } else {
        msg!(
            "tournament-after-board",
            game = &tour.game,
            name = &tour.name,
            board = board,
            result = crate::board_mail::results::stored_result_msg(&result),
            done = done,
            total = boards.len()
        )
    };
    let subject = if last {
        format!("{} tournament {} final standings", tour.game, tour.name)
    } else {
        format!("{} tournament {} standings", tour.game, tour.name)
    };
    mail_players(c, &tour, &players, &subject, &lead, &lines).await
}

/// The standings mail, `lead` first, to each player of the tournament
/// with an address (robots have none), each in their language.
async fn mail_players(
    c: &mut AnyConnection,
    tour: &TournamentRow,
    players: &[String],
    subject: &str,
    lead: &Msg,
    lines: &[crate::tournaments::standings::Line],
) -> anyhow::Result<Vec<Draft>> {
    let recipients = tournaments::recipients(c, players).await?;
    Ok(recipients
        .into_iter()
        .filter_map(|r| {
            let lang = r.language;
            let body = format!(
                "{}\n\n{}\n{}{}\n",
                lang.text(lead),
                crate::t!(lang, "tournament-standings-heading"),
                table(lang, lines),
                crate::tln!(
                    lang,
                    "tournament-show-hint",
                    game = &tour.game,
                    name = &tour.name
                )
            );
            Some(Draft {
                to: r.address?,
                subject: subject.to_string(),
                body,
                language: Some(lang),
                ..Default::default()
            })
        })
        .collect())
}

//! Standings as mails show them: the tournament's finished boards read as
//! results, and the table written in the reader's language.

use super::standings::{Ending, Finished, Line, standings};
use crate::language::Language;
use crate::store::tournaments::TournamentBoard;
use crate::t;

/// The result of a finished board for the standings: its winner, or a
/// draw. A board void on time (its result names nobody) counts as won by
/// the player who did not run out of time: a round robin needs a result
/// on every board. `None` for a board still running.
pub fn ending(b: &TournamentBoard) -> Option<Ending> {
    if b.status != "over" {
        return None;
    }
    let seat = |user: &str| [&b.player0, &b.player1].iter().position(|p| *p == user);
    match b.result.as_deref()? {
        "draw" => Some(Ending::Draw),
        r => match r.strip_suffix(" wins") {
            Some(winner) => seat(winner).map(Ending::Win),
            None => seat(b.timed_out.as_deref()?).map(|s| Ending::Win(1 - s)),
        },
    }
}

/// The finished boards, as [`standings`] takes them.
pub fn finished(boards: &[TournamentBoard]) -> Vec<Finished> {
    boards
        .iter()
        .filter_map(|b| {
            Some(Finished {
                players: [b.player0.clone(), b.player1.clone()],
                result: ending(b)?,
            })
        })
        .collect()
}

/// The standings of `players` after the finished ones of `boards`.
pub fn lines_of(players: &[String], boards: &[TournamentBoard]) -> Vec<Line> {
    standings(players, &finished(boards))
}

/// `value / per` (per 2 or 4) written out with the decimals it needs, in
/// `lang` (2, 2.5, 2.75; the French decimal comma).
pub fn fraction(lang: Language, value: u32, per: u32) -> String {
    let whole = value / per;
    let rest = value % per;
    if rest == 0 {
        return whole.to_string();
    }
    // In hundredths: 50 for a half, 25 and 75 for quarters.
    let hundredths = rest * 100 / per;
    let digits = format!("{hundredths:02}");
    let digits = digits.trim_end_matches('0');
    format!("{whole}{}{digits}", t!(lang, "tournament-decimal-point"))
}

/// The table, one line a player, best first.
pub fn table(lang: Language, lines: &[Line]) -> String {
    lines
        .iter()
        .map(|l| {
            format!(
                "  {}\n",
                t!(
                    lang,
                    "tournament-standings-line",
                    place = l.place,
                    user = &l.player,
                    points = fraction(lang, l.half_points, 2),
                    sb = fraction(lang, l.sb_quarters, 4),
                    played = l.played,
                )
            )
        })
        .collect()
}

/// Who shares first place.
pub fn winners(lines: &[Line]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l.place == 1)
        .map(|l| l.player.as_str())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(result: Option<&str>, timed_out: Option<&str>) -> TournamentBoard {
        TournamentBoard {
            board: 101,
            player0: "ann".into(),
            player1: "bob".into(),
            status: if result.is_some() { "over" } else { "active" }.into(),
            result: result.map(str::to_string),
            to_move: None,
            timed_out: timed_out.map(str::to_string),
        }
    }

    #[test]
    fn results_read_from_boards() {
        assert_eq!(ending(&board(Some("bob wins"), None)), Some(Ending::Win(1)));
        assert_eq!(ending(&board(Some("draw"), None)), Some(Ending::Draw));
        assert_eq!(ending(&board(None, None)), None);
        // Void on time: the one who never moved loses the tournament board.
        assert_eq!(
            ending(&board(Some("void"), Some("ann"))),
            Some(Ending::Win(1))
        );
    }

    #[test]
    fn fractions_in_each_language() {
        let en = Language::ENGLISH;
        let fr = Language::from_code("fr").unwrap();
        assert_eq!(fraction(en, 4, 2), "2");
        assert_eq!(fraction(en, 5, 2), "2.5");
        assert_eq!(fraction(fr, 5, 2), "2,5");
        assert_eq!(fraction(en, 11, 4), "2.75");
        assert_eq!(fraction(en, 1, 4), "0.25");
        assert_eq!(fraction(en, 6, 4), "1.5");
    }
}

//! Reading the words that several commands share: game names, user ids,
//! board numbers, `BOARD userid password`, the players and filter of a
//! list of boards, and a challenge's clock options.

use crate::applied::CommandError;
use crate::board_mail::lists::Which;
use crate::language::Msg;
use crate::msg;
pub use crate::userid::userid;

/// The canonical name of a game word, if it is one.
pub fn game_name(word: &str) -> Option<&'static str> {
    crate::games::GAMES
        .iter()
        .copied()
        .find(|g| g.eq_ignore_ascii_case(word))
}

/// Reads a board number; `form` is the command's right form (a command
/// line, or a message when it has words of a language), for the error.
pub fn board_number(
    game: &str,
    word: &str,
    form: impl Into<crate::language::Arg>,
) -> Result<i64, CommandError> {
    word.parse::<i64>().ok().filter(|n| *n > 0).ok_or_else(|| {
        CommandError::game(
            game,
            crate::msg!("play-not-a-board-number", word = word, form = form),
        )
    })
}

/// Reads `BOARD` or `BOARD#N` (the board after its move N); `form` is
/// the command's right form, for the error.
pub fn board_after(
    game: &str,
    word: &str,
    form: impl Into<crate::language::Arg>,
) -> Result<(i64, Option<usize>), CommandError> {
    let (b, n) = match word.split_once('#') {
        Some((b, n)) => (b, Some(n)),
        None => (word, None),
    };
    let board = board_number(game, b, form)?;
    let after = match n {
        None => None,
        Some(n) => Some(n.parse::<usize>().map_err(|_| {
            CommandError::board(
                game,
                board,
                crate::msg!(
                    "play-not-a-move-number",
                    word = n,
                    game = game,
                    board = board
                ),
            )
        })?),
    };
    Ok((board, after))
}

/// Reads `BOARD userid password` (the arguments of most board commands);
/// `form` is the command's right form, for the error.
pub fn board_user_password_msg(
    game: &str,
    args: &[&str],
    form: crate::language::Msg,
) -> Result<(i64, String, String), CommandError> {
    let [b, u, p] = args else {
        return Err(CommandError::game(
            game,
            crate::msg!("write-form", form = form),
        ));
    };
    let board = board_number(game, b, form)?;
    let userid = userid(u).map_err(|e| CommandError::board(game, board, e))?;
    Ok((board, userid, p.to_string()))
}

/// At most this many players are listed by one command.
pub const MAX_PLAYERS: usize = 10;

/// Reads `userid ... [all|active|inactive|next]` (the filter last, active
/// when left out); `form` is the command's right form, for the error.
pub fn players_and_filter(
    game: &'static str,
    args: &[&str],
    form: &Msg,
) -> Result<(Vec<String>, Which), CommandError> {
    let (users, which) = match args.split_last() {
        Some((last, rest)) if Which::from_word(last).is_some() => {
            (rest, Which::from_word(last).unwrap_or(Which::Active))
        }
        _ => (args, Which::Active),
    };
    if users.len() > MAX_PLAYERS {
        return Err(CommandError::game(
            game,
            msg!(
                "play-too-many-players",
                count = MAX_PLAYERS,
                form = form.clone()
            ),
        ));
    }
    let userids = users
        .iter()
        .map(|u| {
            userid(u).map_err(|e| {
                CommandError::game(
                    game,
                    msg!("play-players-usage", error = e, form = form.clone()),
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((userids, which))
}

/// Reminder after this many days unless `-nag=` says otherwise.
pub const DEFAULT_NAG_DAYS: i64 = 7;

/// Loss on time after this many days unless `-forfeit=` says otherwise.
pub const DEFAULT_FORFEIT_DAYS: i64 = 21;

/// Takes the clock options (`-nag=DAYS`, `-forfeit=DAYS`) out of `options`;
/// returns (nag, forfeit) days, checked.
pub fn clock_options(options: &mut Vec<String>) -> Result<(i64, i64), Msg> {
    let mut nag = None;
    let mut forfeit = None;
    let mut rest = Vec::with_capacity(options.len());
    for o in options.drain(..) {
        let (name, slot, range) = if o == "-nag" || o.starts_with("-nag=") {
            ("nag", &mut nag, 1..=60)
        } else if o == "-forfeit" || o.starts_with("-forfeit=") {
            ("forfeit", &mut forfeit, 2..=365)
        } else {
            rest.push(o);
            continue;
        };
        let (lo, hi) = (*range.start(), *range.end());
        let form = msg!("play-clock-option-form", name = name, lo = lo, hi = hi);
        let Some(value) = o.split_once('=').map(|(_, v)| v) else {
            return Err(msg!(
                "play-clock-option-needs-days",
                option = &o,
                form = form
            ));
        };
        let days = value
            .parse::<i64>()
            .ok()
            .filter(|d| value.bytes().all(|b| b.is_ascii_digit()) && range.contains(d))
            .ok_or_else(|| msg!("play-not-a-clock-option", option = &o, form = form))?;
        if slot.replace(days).is_some() {
            return Err(msg!("play-clock-option-twice", name = name));
        }
    }
    *options = rest;
    let nag = nag.unwrap_or(DEFAULT_NAG_DAYS);
    let forfeit = forfeit.unwrap_or(DEFAULT_FORFEIT_DAYS);
    if nag >= forfeit {
        return Err(msg!(
            "play-nag-not-before-forfeit",
            nag = nag,
            forfeit = forfeit
        ));
    }
    Ok((nag, forfeit))
}

//! Open challenges (seeks.md): a player posts a seek for a board with any
//! opponent who fits, and the board starts when another player takes it,
//! when a new seek fits it (paired at once, the oldest fitting first), or,
//! when the seeker asked for it, when a robot takes it after some days.
//!
//! What the seek commands and the server's clock pass share: the rating
//! range ([`range`]), who fits whom ([`fits`], [`partner`]), the board a
//! seek starts ([`start_from`]) and the mail of a seek that lapsed
//! ([`lapse_mail`]). A seek changes only after its game's turn is taken
//! ([`crate::store::seeks::take_turn`]), so that it closes once, also with
//! several servers on one database.

pub mod range;

pub use range::Range;

use sqlx::AnyConnection;

use crate::board_mail::html::add_lead;
use crate::boards::start::{NewBoard, Started, start};
use crate::language::{Language, Msg};
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::seeks::{self, SeekRow};
use crate::store::{self, ratings};

/// Days a seek stays open before it lapses.
pub const OPEN_DAYS: i64 = 7;
/// Open seeks a player may have at once, of every game.
pub const OPEN_PER_PLAYER: i64 = 3;
/// The rating of a player without a finished game of that game.
pub const UNRATED: f64 = 1500.0;
/// Below this rating, `robot-easy` takes a seek instead of `robot`.
pub const EASY_BELOW: f64 = 1400.0;
/// The days after which a robot may take a seek: `-robot=DAYS`.
pub const ROBOT_DAYS: std::ops::RangeInclusive<i64> = 1..=7;
/// Seeks `GAME seeks` lists at most (oldest first).
pub const LISTED: i64 = 100;

const DAY: i64 = 86_400;

/// A player's rating in `game`, or [`UNRATED`].
pub async fn rating_of(c: &mut AnyConnection, game: &str, userid: &str) -> anyhow::Result<f64> {
    Ok(ratings::rating(c, game, userid)
        .await?
        .map_or(UNRATED, |r| r.rating))
}

/// A seek's rating range.
pub fn range_of(s: &SeekRow) -> Range {
    Range::from_columns(s.rating_low, s.rating_high, s.relative)
}

/// Whether `player` fits seek `s`'s rating range (a relative range is
/// around the seeker's rating now).
pub async fn fits(c: &mut AnyConnection, s: &SeekRow, player: &str) -> anyhow::Result<bool> {
    let range = range_of(s);
    if range == Range::Any {
        return Ok(true);
    }
    let own = rating_of(&mut *c, &s.game, &s.userid).await?;
    let other = rating_of(c, &s.game, player).await?;
    Ok(range.holds(own, other))
}

/// The oldest open seek of another player that `new` may be paired with:
/// the same game and board options, and each player's rating inside the
/// other's range.
pub async fn partner(c: &mut AnyConnection, new: &SeekRow) -> anyhow::Result<Option<SeekRow>> {
    for old in seeks::open_alike(&mut *c, new).await? {
        if fits(&mut *c, &old, &new.userid).await? && fits(&mut *c, new, &old.userid).await? {
            return Ok(Some(old));
        }
    }
    Ok(None)
}

/// The robot that takes a seek of a player rated `rating`.
pub fn robot_for(rating: f64) -> &'static str {
    if rating < EASY_BELOW {
        "robot-easy"
    } else {
        "robot"
    }
}

/// A seek's board options as replies show them: the game's options, then
/// the clock's when not the defaults (`-blitz -nag=3`), or `-`.
pub fn options_text(s: &SeekRow, default_nag: i64, default_forfeit: i64) -> String {
    let mut words: Vec<String> = s.options.split_whitespace().map(str::to_string).collect();
    if s.nag_days != default_nag {
        words.push(format!("-nag={}", s.nag_days));
    }
    if s.forfeit_days != default_forfeit {
        words.push(format!("-forfeit={}", s.forfeit_days));
    }
    if words.is_empty() {
        "-".into()
    } else {
        words.join(" ")
    }
}

/// How a seek came to start a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// A player took it.
    Taken,
    /// A new seek of the taker fitted it: that seek's number.
    Paired(i64),
    /// A robot took it after the seeker's days.
    Robot,
}

/// Starts the board of seek `s` with `taker` and closes the seek (and a
/// paired seek), at `now`; the seeker, who waited longer, moves first.
/// The new board's mails say it came from a seek. `created_by`: the
/// address whose mail started it (its boards a day are counted).
pub async fn start_from(
    c: &mut AnyConnection,
    s: &SeekRow,
    taker: &str,
    how: Start,
    created_by: Option<&str>,
    domain: &str,
    now: i64,
) -> anyhow::Result<(Started, Vec<Draft>)> {
    let options: Vec<&str> = s.options.split_whitespace().collect();
    let new = NewBoard {
        game: &s.game,
        options: &options,
        players: [&s.userid, taker],
        nag_days: s.nag_days,
        forfeit_days: s.forfeit_days,
        tournament: None,
        created_by,
    };
    let started = start(&mut *c, new, domain, now).await?;
    let board = Some(started.row.board);
    let (status, other) = match how {
        Start::Paired(other) => ("paired", Some(other)),
        Start::Robot | Start::Taken => ("taken", None),
    };
    let mut closed = seeks::close(&mut *c, s.id, status, now, board, Some(taker)).await?;
    if let Some(other) = other {
        closed &= seeks::close(&mut *c, other, status, now, board, Some(&s.userid)).await?;
    }
    anyhow::ensure!(
        closed,
        "seek {} closed while its game's turn was held",
        s.id
    );
    let lead = match how {
        Start::Paired(other) => msg!(
            "seek-board-paired",
            game = &s.game,
            first = &s.userid,
            older = s.id,
            second = taker,
            newer = other
        ),
        Start::Robot => msg!(
            "seek-board-robot",
            game = &s.game,
            seek = s.id,
            seeker = &s.userid,
            robot = taker,
            days = s.robot_days.unwrap_or_default()
        ),
        Start::Taken => msg!(
            "seek-board-taken",
            game = &s.game,
            seek = s.id,
            seeker = &s.userid,
            taker = taker
        ),
    };
    let mut drafts = started.mails(&mut *c, &[]).await?;
    for d in &mut drafts {
        let lang = d.language.unwrap_or(Language::ENGLISH);
        add_lead(d, &lang.text(&lead));
    }
    Ok((started, drafts))
}

/// The mail to the player of seek `s`, which lapsed after
/// [`OPEN_DAYS`] with nobody taking it; `None` when they have no address
/// that takes mail.
pub async fn lapse_mail(c: &mut AnyConnection, s: &SeekRow) -> anyhow::Result<Option<Draft>> {
    let [address, _] = store::first_addresses(&mut *c, [&s.userid, &s.userid]).await?;
    let Some(to) = address else {
        return Ok(None);
    };
    let lang = store::languages::language_of(&mut *c, &s.userid).await?;
    let body: Msg = msg!(
        "seek-lapsed",
        game = &s.game,
        seek = s.id,
        user = &s.userid,
        days = OPEN_DAYS
    );
    Ok(Some(Draft {
        to,
        subject: format!("{} seek {} lapsed", s.game, s.id),
        body: format!("{}\n", lang.text(&body)),
        language: Some(lang),
        ..Draft::default()
    }))
}

/// When seek `s` lapses.
pub fn lapses_at(s: &SeekRow) -> i64 {
    s.created_at + OPEN_DAYS * DAY
}

/// When a robot takes seek `s`, if it asked for one.
pub fn robot_at(s: &SeekRow) -> Option<i64> {
    s.robot_days.map(|d| s.created_at + d * DAY)
}

/// Ends every open seek of `userid` at `now` (they signed off, were
/// deleted, or cannot be reached by mail); the words that say so to them,
/// when there were any.
pub async fn end_all_of(
    c: &mut AnyConnection,
    userid: &str,
    now: i64,
) -> anyhow::Result<Option<Msg>> {
    let ended = seeks::end_all_of(c, userid, now).await?;
    Ok((ended > 0).then(|| msg!("seeks-ended", count = ended)))
}

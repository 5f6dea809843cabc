//! A board's life: loading a board by replaying its move log, who may act
//! on it, appending a move (and the queued moves it lets through), and a
//! game's end with its ratings ([`ratings`]), the void rule ([`void`]) and
//! a tournament's standings ([`tournament`]); the offers waiting on a
//! board ([`offers`]); and the mails of a loaded board (in `mails.rs`,
//! from [`crate::board_mail`]).

mod mails;
pub mod offers;
pub mod ratings;
pub mod start;
pub mod tournament;
pub mod void;

use crate::applied::{ApplyError, CommandError};
use crate::board_mail::results::{TIMEOUT, result_msg, result_text};
use crate::games::{AnyGame, new_game};
use crate::language::Msg;
use crate::mail::compose::Draft;
use crate::msg;
use crate::store::{self, GameRow, MoveRow};

/// A game with its log and its position after the whole log.
#[derive(Clone)]
pub struct Loaded {
    /// The game's row.
    pub row: GameRow,
    /// Its moves.
    pub moves: Vec<MoveRow>,
    /// The position.
    pub game: Box<dyn AnyGame>,
    /// The players' first addresses.
    pub addresses: [Option<String>; 2],
    /// Whether each player asked for one subject for every board mail.
    pub one_subject: [bool; 2],
    /// The language each player reads.
    pub languages: [crate::language::Language; 2],
    /// Observers with a confirmed address.
    pub observers: Vec<store::Observer>,
    /// Whether an offer or a queued move waits on the board (a move then
    /// looks at the database for them; without, a move needs only memory).
    pub waiting: bool,
}

impl Loaded {
    /// A board as the store holds it, its position replayed from its log.
    pub fn from_full(full: store::FullGame) -> anyhow::Result<Loaded> {
        Ok(Loaded {
            game: replay(&full.row, &full.moves, None)?,
            row: full.row,
            moves: full.moves,
            addresses: full.addresses,
            one_subject: full.one_subject,
            languages: full.languages,
            observers: full.observers,
            waiting: full.waiting,
        })
    }
}

/// Replays the first `upto` moves of a log (all when `None`).
pub fn replay(
    row: &GameRow,
    moves: &[MoveRow],
    upto: Option<usize>,
) -> anyhow::Result<Box<dyn AnyGame>> {
    let mut g = new_game(&row.game, &row.option_words())
        .map_err(|e| anyhow::anyhow!("board {} has bad options: {e}", row.board))?;
    for m in moves.iter().take(upto.unwrap_or(moves.len())) {
        play_logged(g.as_mut(), row, m).map_err(|e| {
            anyhow::anyhow!(
                "board {} move {} '{}' no longer replays: {e}",
                row.board,
                m.number,
                m.text
            )
        })?;
    }
    Ok(g)
}

/// Plays one line of a board's log: a move, or a resignation, an agreed
/// draw or a loss on time (replayed as a resignation of the seat whose
/// clock ran out).
pub fn play_logged(g: &mut dyn AnyGame, row: &GameRow, m: &MoveRow) -> Result<(), String> {
    let r = if m.text == "resign" || m.text == TIMEOUT {
        g.resign(seat_of(row, &m.userid).unwrap_or(0)).map(|_| ())
    } else if m.text == "draw" {
        g.agree_draw()
    } else {
        g.play_text(&m.text).map(|_| ())
    };
    r.map_err(|e| e.to_string())
}

/// Loads board `board` of game `game` (as earlier commands of the same
/// mail left it: they wrote into the same transaction), locked for the
/// rest of the transaction; a user error when there is none.
pub async fn load(db: &mut store::MailTx, game: &str, board: i64) -> Result<Loaded, ApplyError> {
    store::games::lock_board(db.conn().await?, board).await?;
    let found = store::full_game(db.conn().await?, board).await?;
    let Some(full) = found.filter(|f| f.row.game == game) else {
        return Err(CommandError::game(
            game,
            msg!("board-no-such-board", game = game, board = board),
        )
        .into());
    };
    Ok(Loaded::from_full(full)?)
}

/// The position of a loaded board after its move `n` (`BOARD#N`), with
/// the moves up to it; a refusal when the board has fewer moves.
pub fn after_move(loaded: &Loaded, n: usize) -> Result<(Box<dyn AnyGame>, &[MoveRow]), ApplyError> {
    if n > loaded.moves.len() {
        let (game, board) = (&loaded.row.game, loaded.row.board);
        return Err(CommandError::board(
            game,
            board,
            msg!(
                "play-no-such-move",
                board = board,
                count = loaded.moves.len(),
                number = n,
            ),
        )
        .into());
    }
    let g = replay(&loaded.row, &loaded.moves, Some(n))?;
    Ok((g, &loaded.moves[..n]))
}

/// The seat of a player on a board.
pub fn seat_of(row: &GameRow, userid: &str) -> Option<usize> {
    row.players().iter().position(|p| *p == userid)
}

/// The state to record after a change: whose turn it is, or the result.
pub fn state_of(row: &GameRow, game: &dyn AnyGame) -> (String, Option<String>, Option<String>) {
    match game.outcome() {
        Some(o) => ("over".into(), Some(result_text(row, o)), None),
        None => (
            "active".into(),
            None,
            game.to_move().map(|s| row.players()[s].to_string()),
        ),
    }
}

/// Records a move (or `resign`, or an agreed `draw`) that `loaded.game`
/// has just played: the log entry and the game's new state are written in
/// the mail's transaction, and the board mails to both players (and
/// copies to observers) are returned. A move that ends the game updates the players' ratings
/// with it.
///
/// When something waits on the board (`loaded.waiting`), the move also
/// declines every draw offer and undo request, and plays the move queued
/// for the next move number if it belongs to the player then to move (and
/// so on, as long as queued moves follow one another); a queued move that
/// is illegal then, or that belongs to a player not to move at that
/// number, is dropped and its player told by mail. One board mail shows
/// the board after the last of these moves, with each move's comment.
pub async fn append_move(
    db: &mut store::MailTx,
    now: i64,
    comment: &str,
    mut loaded: Loaded,
    userid: &str,
    text: &str,
) -> Result<Vec<Draft>, ApplyError> {
    let board = loaded.row.board;
    let mut comments = Vec::new();
    let mut notices = Vec::new();
    let (mut who, mut text) = (userid.to_string(), text.to_string());
    let mut comment = comment.trim().to_string();
    loop {
        record_move(db, now, &mut loaded, &who, &text, &comment).await?;
        if !comment.is_empty() {
            comments.push((who.clone(), comment.clone()));
        }
        if !loaded.waiting {
            break;
        }
        let c = db.conn().await?;
        store::boards::clear_offers(c, board).await?;
        if loaded.game.outcome().is_some() {
            break;
        }
        let number = loaded.moves.len() as i64 + 1;
        let subject = format!(
            "{} Board {board} queued move {number} dropped",
            loaded.row.game
        );
        // Every player's move queued for this number comes out; the one of
        // the player to move is played, the others are dropped with word.
        let mut mine = None;
        for q in store::boards::take_queued(c, board, number).await? {
            let Some(seat) = seat_of(&loaded.row, &q.userid) else {
                continue;
            };
            if loaded.game.to_move() == Some(seat) {
                mine = Some((q, seat));
            } else {
                let body = msg!(
                    "board-queued-not-yours",
                    number = number,
                    text = &q.text,
                    game = &loaded.row.game,
                    board = board
                );
                notices.extend(loaded.notice_line_to(seat, &subject, &body));
            }
        }
        let Some((q, seat)) = mine else {
            break;
        };
        match loaded.game.play_text(&q.text) {
            Ok(canonical) => {
                (who, text, comment) = (q.userid, canonical, q.comment.trim().to_string());
            }
            Err(e) => {
                let body = msg!(
                    "board-queued-illegal",
                    number = number,
                    text = &q.text,
                    game = &loaded.row.game,
                    board = board,
                    error = e.msg(),
                    command = format!(
                        "{} move {board} {} PASSWORD MOVE",
                        loaded.row.game, q.userid
                    )
                );
                notices.extend(loaded.notice_line_to(seat, &subject, &body));
                break;
            }
        }
    }
    if loaded.waiting {
        loaded.waiting = store::boards::waiting(db.conn().await?, board).await?;
    }
    let mut standings = Vec::new();
    if let Some(outcome) = loaded.game.outcome() {
        standings = ratings::game_over(db, now, &loaded.row, outcome).await?;
    }
    let mut mails = loaded.mails(&comments, false);
    mails.extend(notices);
    mails.extend(standings);
    Ok(mails)
}

/// Writes one log entry and the game's new state, and adds the entry to
/// `loaded.moves`.
async fn record_move(
    db: &mut store::MailTx,
    now: i64,
    loaded: &mut Loaded,
    userid: &str,
    text: &str,
    comment: &str,
) -> Result<(), ApplyError> {
    let entry = MoveRow {
        number: loaded.moves.len() as i64 + 1,
        userid: userid.to_string(),
        text: text.to_string(),
        comment: comment.to_string(),
    };
    let (status, result, to_move) = state_of(&loaded.row, loaded.game.as_ref());
    let c = db.conn().await?;
    let (result, to_move) = (result.as_deref(), to_move.as_deref());
    store::games::append_move(c, loaded.row.board, &entry, &status, result, to_move, now).await?;
    loaded.moves.push(entry);
    Ok(())
}

/// Checks that `userid` may act on this board with `password`; returns
/// their seat. A locked account is refused without a check; a wrong
/// password is recorded (also when the command is then refused).
pub async fn authorize(
    asking: &mut Asking<'_>,
    loaded: &Loaded,
    userid: &str,
    password: &str,
) -> Result<usize, ApplyError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    check_password_on(asking, loaded, userid, password).await?;
    seat_of(&loaded.row, userid).ok_or_else(|| {
        CommandError::board(
            game,
            board,
            msg!(
                "board-not-a-player",
                user = userid,
                board = board,
                first = &loaded.row.player0,
                second = &loaded.row.player1
            ),
        )
        .into()
    })
}

use crate::accounts::Asking;
use crate::accounts::password::check_password;

/// Refuses when the board is over; `what` says what cannot be done then.
pub fn ensure_running(loaded: &Loaded, what: Msg) -> Result<(), CommandError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    match loaded.game.outcome() {
        Some(o) => Err(CommandError::board(
            game,
            board,
            msg!(
                "board-is-over",
                board = board,
                result = result_msg(&loaded.row, o),
                what = what
            ),
        )),
        None => Ok(()),
    }
}

/// Refuses when it is not `seat`'s turn.
pub fn ensure_turn(loaded: &Loaded, seat: usize) -> Result<(), CommandError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    if loaded.game.to_move() == Some(seat) {
        return Ok(());
    }
    let message = match loaded.game.to_move() {
        Some(s) => msg!(
            "board-not-your-turn",
            board = board,
            user = loaded.row.players()[s]
        ),
        None => msg!("board-not-your-turn-nobody", board = board),
    };
    Err(CommandError::board(game, board, message))
}

/// Checks `password` for `userid` (who need not play on the board), with
/// the error about this board.
pub async fn check_password_on(
    asking: &mut Asking<'_>,
    loaded: &Loaded,
    userid: &str,
    password: &str,
) -> Result<(), ApplyError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    if granted(asking, board, userid) {
        return Ok(());
    }
    check_password(asking, userid, password)
        .await
        .map_err(|e| match e {
            ApplyError::User(e) => ApplyError::User(CommandError::board(game, board, e.message)),
            e => e,
        })
}

/// Whether a play token (a reply to a board mail) stands in for the
/// password of `userid` on `board`.
fn granted(asking: &Asking<'_>, board: i64, userid: &str) -> bool {
    asking
        .granted
        .is_some_and(|(b, u)| *b == board && u == userid)
}

//! A board's mail thread: each player's thread of a board hangs on its
//! `New GAME Board N` mail, and every later mail of the board answers it.

use crate::mail::compose::Draft;
use crate::store::GameRow;

/// The Message-ID of the `New GAME Board N` mail to the player in
/// `seat`, the root of that player's thread of the board: the board's
/// `thread_id` with `-0` or `-1` added to its local part
/// (`<yinsh-board-101.T.N.P.S-0@domain>`). Every later mail of the board to
/// that player has it in `References`.
pub fn thread_root(row: &GameRow, seat: usize) -> String {
    let id = row.thread_id.trim();
    let bare = id.strip_prefix('<').unwrap_or(id);
    let bare = bare.strip_suffix('>').unwrap_or(bare);
    match bare.rsplit_once('@') {
        Some((local, domain)) => format!("<{local}-{seat}@{domain}>"),
        None => format!("<{bare}-{seat}>"),
    }
}

/// The `References` of a mail of the board to the player in `seat` (or an
/// observer, `None`): the board's `thread_id`, shared by the whole game,
/// then the player's root ([`thread_root`]).
pub fn thread_references(row: &GameRow, seat: Option<usize>) -> Vec<String> {
    let mut refs = vec![row.thread_id.clone()];
    refs.extend(seat.map(|s| thread_root(row, s)));
    refs
}

/// A mail in the board's thread, answering the root of the recipient's
/// thread (the server, or the command's mail, may set what it answers).
pub fn thread_draft(
    row: &GameRow,
    seat: Option<usize>,
    to: &str,
    subject: &str,
    body: String,
) -> Draft {
    let references = thread_references(row, seat);
    Draft {
        to: to.to_string(),
        subject: subject.to_string(),
        body,
        in_reply_to: references.last().cloned(),
        references,
        ..Default::default()
    }
}

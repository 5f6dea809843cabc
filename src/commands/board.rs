//! What the board commands share: loading a game by replaying its move log,
//! the board mail text, and the board mails themselves.

use super::{ApplyError, CommandError};
use crate::games::{AnyGame, Outcome, new_game};
use crate::mail::compose::{Draft, InlineImage, InlinePng};
use crate::store::{self, GameRow, MoveRow};
use sha2::Digest;

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
    /// Observers with a confirmed address: (userid, first address).
    pub observers: Vec<(String, String)>,
    /// Whether an offer or a queued move waits on the board (a move then
    /// looks at the database for them; without, a move needs only memory).
    pub waiting: bool,
}

impl Loaded {
    /// The board mails after a change: to both players, and a copy to
    /// each observer marked as such (all showing one picture).
    pub fn mails(&self, comments: &[(String, String)], new: bool) -> Vec<Draft> {
        board_drafts(
            &self.addresses,
            &self.observers,
            &self.row,
            &self.moves,
            self.game.as_ref(),
            comments,
            new,
        )
    }

    /// A mail to both players (not to observers) in the board's thread.
    pub fn notice(&self, subject: &str, body: &str) -> Vec<Draft> {
        (0..2)
            .flat_map(|seat| self.notice_to(seat, subject, body))
            .collect()
    }

    /// A mail to the player in `seat` alone, in the board's thread.
    pub fn notice_to(&self, seat: usize, subject: &str, body: &str) -> Vec<Draft> {
        self.addresses[seat]
            .iter()
            .map(|to| thread_draft(&self.row, Some(seat), to, subject, body.to_string()))
            .collect()
    }
}

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

/// The first line of an observer's copy of a board mail.
pub fn observer_line(row: &GameRow, observer: &str) -> String {
    format!(
        "You are observing {game} Board {board} (unobserve: {game} unobserve {board} {observer} PASSWORD).",
        game = row.game,
        board = row.board
    )
}

/// The log entry of a loss on time, written by the clock runner under the
/// player whose clock ran out.
pub const TIMEOUT: &str = "timeout";

/// The summary line of a board's clock.
pub fn clock_line(row: &GameRow) -> String {
    format!(
        "  clock: reminder after {} days, loss after {}\n",
        row.nag_days, row.forfeit_days
    )
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
        // A loss on time is replayed as a resignation of the seat whose
        // clock ran out.
        let r = if m.text == "resign" || m.text == TIMEOUT {
            let seat = seat_of(row, &m.userid).unwrap_or(0);
            g.resign(seat).map(|_| ())
        } else if m.text == "draw" {
            g.agree_draw()
        } else {
            g.play_text(&m.text).map(|_| ())
        };
        r.map_err(|e| {
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

/// Loads board `board` of game `game` (as earlier commands of the same
/// mail left it: they wrote into the same transaction), locked for the
/// rest of the transaction; a user error when there is none.
pub async fn load(ctx: &mut super::Ctx<'_>, game: &str, board: i64) -> Result<Loaded, ApplyError> {
    store::games::lock_board(ctx.db.conn().await?, board).await?;
    let found = store::full_game(ctx.db.conn().await?, board).await?;
    let Some(full) = found.filter(|f| f.row.game == game) else {
        return Err(CommandError::game(game, format!("there is no {game} board {board}")).into());
    };
    let game = replay(&full.row, &full.moves, None)?;
    Ok(Loaded {
        row: full.row,
        moves: full.moves,
        game,
        addresses: full.addresses,
        observers: full.observers,
        waiting: full.waiting,
    })
}

/// The seat of a player on a board.
pub fn seat_of(row: &GameRow, userid: &str) -> Option<usize> {
    row.players().iter().position(|p| *p == userid)
}

/// `alice wins` or `draw`, or `void` for a board void on time (see
/// [`super::void`]).
pub fn result_text(row: &GameRow, outcome: Outcome) -> String {
    if super::void::is_void(row) {
        return super::void::VOID.into();
    }
    match outcome {
        Outcome::Win(s) => format!("{} wins", row.players()[s]),
        Outcome::Draw => "draw".into(),
    }
}

/// The subject of a board mail.
pub fn board_subject(row: &GameRow, game: &dyn AnyGame, new: bool) -> String {
    let base = format!("{} Board {}", row.game, row.board);
    match (game.outcome(), game.to_move()) {
        (Some(o), _) => format!("{base} over: {}", result_text(row, o)),
        (None, Some(s)) if new => format!("New {base} {}", row.players()[s]),
        (None, Some(s)) => format!("{base} {}", row.players()[s]),
        (None, None) => base,
    }
}

/// The board mail body: summary, players and colours, numbered moves, the
/// board and status lines, then new comments after a line of 60 `*`.
pub fn board_text(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
) -> String {
    board_text_for(row, moves, game, comments, false)
}

/// The lines board mails add after the status lines: the last move, the
/// game's progress (YINSH placement), and with `to_move` (the mail to the
/// player to move) the command that moves, password and move left to fill
/// in, with the `#N` guard of the next move.
pub fn extra_lines(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    to_move: bool,
) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(m) = moves.last() {
        lines.push(format!(
            "Last move: {} {} (move {})",
            m.userid, m.text, m.number
        ));
    }
    lines.extend(game.progress_lines(row.players()));
    if to_move
        && game.outcome().is_none()
        && let Some(seat) = game.to_move()
    {
        lines.push(format!(
            "To move, reply with your move, or send: {} move {} {} PASSWORD <move>#{}",
            row.game,
            row.board,
            row.players()[seat],
            moves.len() + 1
        ));
    }
    lines
}

/// The board mail body, with the command that moves when `to_move` (the
/// mail to the player to move).
pub fn board_text_for(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    to_move: bool,
) -> String {
    let mut out = format!("Summary of {} Board {}\n\n", row.game, row.board);
    let colours = game.colours();
    let symbols = game.symbols();
    for (seat, player) in row.players().iter().enumerate() {
        out.push_str(&format!(
            "  {} ({}): {}\n",
            colours[seat], symbols[seat], player
        ));
    }
    if !row.options.is_empty() {
        out.push_str(&format!("  options: {}\n", row.options));
    }
    out.push_str(&clock_line(row));
    out.push('\n');
    if moves.is_empty() {
        out.push_str("No moves yet.\n");
    } else {
        out.push_str("Moves:\n");
        for m in moves {
            out.push_str(&format!("{:>4}. {:<16} {}\n", m.number, m.userid, m.text));
        }
    }
    out.push('\n');
    out.push_str(&super::void::render(row, moves, game));
    for line in extra_lines(row, moves, game, to_move) {
        out.push_str(&line);
        out.push('\n');
    }
    if !comments.is_empty() {
        out.push('\n');
        out.push_str(&"*".repeat(60));
        out.push('\n');
        for (who, text) in comments {
            out.push_str(&format!("{who} writes:\n{}\n", text.trim_end()));
        }
    }
    out
}

/// Board mails to both players (at their first addresses) after a change.
pub fn board_mails(
    addresses: &[Option<String>; 2],
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    new: bool,
) -> Vec<Draft> {
    board_drafts(addresses, &[], row, moves, game, comments, new)
}

/// The `alt` text, and the file name, of a board's picture.
fn picture_names(row: &GameRow) -> (String, String) {
    (
        format!("{} Board {}", row.game, row.board),
        format!("board-{}.png", row.board),
    )
}

/// The picture of the position for the mails of one board change, shared
/// by them all; drawn when they are delivered (see
/// [`crate::picture::Recipe`]). The move on the log's last line is marked.
pub fn board_picture(row: &GameRow, moves: &[MoveRow], game: &dyn AnyGame) -> InlineImage {
    let last_line = moves.last().map(|m| m.text.as_str());
    let (recipe, size) = crate::picture::Recipe::with_size(game, last_line);
    let recipe = recipe.to_bytes();
    let domain = row
        .thread_id
        .trim_end_matches('>')
        .rsplit_once('@')
        .map_or("ringmail", |(_, d)| d);
    // The digest tells apart positions of one move number (an undo, then
    // another move).
    let digest = sha2::Sha256::digest(&recipe);
    let tag: String = digest[..4].iter().map(|b| format!("{b:02x}")).collect();
    InlineImage {
        content_id: format!("board-{}-{}.{tag}@{domain}", row.board, moves.len()),
        filename: picture_names(row).1,
        size,
        png: InlinePng::Later(std::sync::Arc::new(recipe)),
    }
}

/// The board mails of one change: to both players (the one to move with
/// the command that moves), and a copy to each of `observers` marked as
/// such; text and HTML, all showing one picture drawn once. A new board's
/// mail to each player is the root of that player's thread (its
/// Message-ID is [`thread_root`]).
pub fn board_drafts(
    addresses: &[Option<String>; 2],
    observers: &[(String, String)],
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    new: bool,
) -> Vec<Draft> {
    let subject = board_subject(row, game, new);
    let picture = board_picture(row, moves, game);
    let to_move = game.outcome().is_none().then(|| game.to_move()).flatten();
    let mail = |seat: Option<usize>, to: &str, lead: Option<String>| {
        let mover = seat.is_some() && seat == to_move;
        let mut body = board_text_for(row, moves, game, comments, mover);
        let html = board_html(
            row,
            moves,
            game,
            comments,
            mover,
            lead.as_deref(),
            Some(&picture),
        );
        if let Some(lead) = &lead {
            body = format!("{lead}\n\n{body}");
        }
        let mut d = thread_draft(row, seat, to, &subject, body);
        if new && let Some(seat) = seat {
            d.message_id = Some(thread_root(row, seat));
            d.references.pop();
            d.in_reply_to = d.references.last().cloned();
        }
        d.html = Some(html);
        d.inline_png = Some(picture.clone());
        // The player to move may play by replying (a play token's Reply-To).
        if mover && let Some(seat) = seat {
            d.play_token_for = Some((row.board, row.players()[seat].to_string()));
        }
        d
    };
    let mut mails: Vec<Draft> = addresses
        .iter()
        .enumerate()
        .filter_map(|(seat, to)| to.as_ref().map(|to| mail(Some(seat), to, None)))
        .collect();
    mails.extend(
        observers
            .iter()
            .map(|(userid, to)| mail(None, to, Some(observer_line(row, userid)))),
    );
    mails
}

/// `text` with `& < > " '` escaped for HTML.
pub fn html_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Where the result of the sender's command goes in a board mail's HTML
/// (see [`add_lead`]).
const HTML_LEAD: &str = "<body>\n";

/// Puts `text` (a command's result) at the top of a board mail, in its
/// text part and its HTML part.
pub fn add_lead(draft: &mut Draft, text: &str) {
    let text = text.trim_end();
    draft.body = format!("{text}\n\n{}", draft.body);
    if let Some(html) = &mut draft.html
        && let Some(at) = html.find(HTML_LEAD)
    {
        let para = format!(
            "<p><b>{}</b></p>\n",
            html_escape(text).replace('\n', "<br>\n")
        );
        html.insert_str(at + HTML_LEAD.len(), &para);
    }
}

/// The HTML part of a board mail: the summary and players, the moves, the
/// picture, the lines added after the status lines, the ASCII board (with
/// its status lines) as a fallback, then the comments; everything the
/// players wrote escaped.
pub fn board_html(
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    to_move: bool,
    lead: Option<&str>,
    picture: Option<&InlineImage>,
) -> String {
    let e = html_escape;
    let title = e(&format!("Summary of {} Board {}", row.game, row.board));
    let mut out = String::with_capacity(4096 + moves.len() * 64);
    out.push_str("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str(&format!("<title>{title}</title>\n</head>\n{HTML_LEAD}"));
    if let Some(lead) = lead {
        out.push_str(&format!("<p>{}</p>\n", e(lead)));
    }
    out.push_str(&format!("<h3>{title}</h3>\n<ul>\n"));
    let colours = game.colours();
    let symbols = game.symbols();
    for (seat, player) in row.players().iter().enumerate() {
        out.push_str(&format!(
            "<li>{} ({}): {}</li>\n",
            e(colours[seat]),
            e(&symbols[seat].to_string()),
            e(player)
        ));
    }
    if !row.options.is_empty() {
        out.push_str(&format!("<li>options: {}</li>\n", e(&row.options)));
    }
    out.push_str(&format!("<li>{}</li>\n</ul>\n", e(clock_line(row).trim())));
    if let Some(p) = picture {
        let (w, h) = p.size;
        let size = format!(" width=\"{w}\" height=\"{h}\"");
        out.push_str(&format!(
            "<p><img src=\"cid:{}\" alt=\"{}\"{size} style=\"max-width:100%;height:auto\"></p>\n",
            e(&p.content_id),
            e(&picture_names(row).0)
        ));
    }
    let extra = extra_lines(row, moves, game, to_move);
    if !extra.is_empty() {
        out.push_str("<p>\n");
        for line in &extra {
            out.push_str(&e(line));
            out.push_str("<br>\n");
        }
        out.push_str("</p>\n");
    }
    // The picture and its lines come first (what a player looks at), the
    // moves after them.
    if moves.is_empty() {
        out.push_str("<p>No moves yet.</p>\n");
    } else {
        out.push_str("<p>Moves:</p>\n<ol>\n");
        for m in moves {
            out.push_str(&format!(
                "<li value=\"{}\">{} {}</li>\n",
                m.number,
                e(&m.userid),
                e(&m.text)
            ));
        }
        out.push_str("</ol>\n");
    }
    out.push_str("<pre>\n");
    out.push_str(&e(&super::void::render(row, moves, game)));
    out.push_str("</pre>\n");
    if !comments.is_empty() {
        out.push_str("<hr>\n");
        for (who, text) in comments {
            out.push_str(&format!(
                "<p>{} writes:</p>\n<pre>{}</pre>\n",
                e(who),
                e(text.trim_end())
            ));
        }
    }
    out.push_str("</body>\n</html>\n");
    out
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
/// has just played: the log entry and the game's new state are held back
/// to travel with the mail's record, the position is kept for after the
/// commit, and the board mails to both players (and copies to observers)
/// are returned. A move that ends the game updates the players' ratings
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
    ctx: &mut super::Ctx<'_>,
    mut loaded: Loaded,
    userid: &str,
    text: &str,
) -> Result<Vec<Draft>, ApplyError> {
    let board = loaded.row.board;
    let mut comments = Vec::new();
    let mut notices = Vec::new();
    let (mut who, mut text) = (userid.to_string(), text.to_string());
    let mut comment = ctx.comment.trim().to_string();
    loop {
        record_move(ctx, &mut loaded, &who, &text, &comment).await?;
        if !comment.is_empty() {
            comments.push((who.clone(), comment.clone()));
        }
        if !loaded.waiting {
            break;
        }
        let c = ctx.db.conn().await?;
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
                let body = format!(
                    "Your queued move {number} '{}' on {} Board {board} was dropped: move {number} is not yours to play.\n",
                    q.text, loaded.row.game
                );
                notices.extend(loaded.notice_to(seat, &subject, &body));
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
                let body = format!(
                    "Your queued move {number} '{}' on {} Board {board} was dropped: {e}\nIt is your turn now; send your move with: {} move {board} {} PASSWORD MOVE\n",
                    q.text, loaded.row.game, loaded.row.game, q.userid
                );
                notices.extend(loaded.notice_to(seat, &subject, &body));
                break;
            }
        }
    }
    if loaded.waiting {
        loaded.waiting = store::boards::waiting(ctx.db.conn().await?, board).await?;
    }
    if let Some(outcome) = loaded.game.outcome() {
        super::elo::game_over(ctx, &loaded.row, outcome).await?;
    }
    let mut mails = loaded.mails(&comments, false);
    mails.extend(notices);
    Ok(mails)
}

/// Writes one log entry and the game's new state, and adds the entry to
/// `loaded.moves`.
async fn record_move(
    ctx: &mut super::Ctx<'_>,
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
    let c = ctx.db.conn().await?;
    let (result, to_move) = (result.as_deref(), to_move.as_deref());
    store::games::append_move(
        c,
        loaded.row.board,
        &entry,
        &status,
        result,
        to_move,
        ctx.now,
    )
    .await?;
    loaded.moves.push(entry);
    Ok(())
}

/// Checks that `userid` may act on this board with `password`; returns
/// their seat. A locked account is refused without a check; a wrong
/// password is recorded (also when the command is then refused).
pub async fn authorize(
    ctx: &mut super::Ctx<'_>,
    loaded: &Loaded,
    userid: &str,
    password: &str,
) -> Result<usize, ApplyError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    check_password_on(ctx, loaded, userid, password).await?;
    seat_of(&loaded.row, userid).ok_or_else(|| {
        CommandError::board(
            game,
            board,
            format!(
                "'{userid}' does not play on board {board} ({} plays {})",
                loaded.row.player0, loaded.row.player1
            ),
        )
        .into()
    })
}

pub use super::password::check_password;

/// Reads `BOARD userid password` (the arguments of most board commands);
/// `form` is the command's right form, for the error.
pub fn board_user_password(
    game: &str,
    args: &[&str],
    form: &str,
) -> Result<(i64, String, String), CommandError> {
    let [b, u, p] = args else {
        return Err(CommandError::game(game, format!("write {form}")));
    };
    let board = super::board_number(game, b, form)?;
    let userid = super::userid(u).map_err(|e| CommandError::board(game, board, e))?;
    Ok((board, userid, p.to_string()))
}

/// Refuses when the board is over.
pub fn ensure_running(loaded: &Loaded, what: &str) -> Result<(), CommandError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    match loaded.game.outcome() {
        Some(o) => Err(CommandError::board(
            game,
            board,
            format!(
                "board {board} is over ({}); {what}",
                result_text(&loaded.row, o)
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
    let other = loaded
        .game
        .to_move()
        .map_or("nobody", |s| loaded.row.players()[s]);
    Err(CommandError::board(
        game,
        board,
        format!("it is not your turn on board {board}: {other} is to move"),
    ))
}

/// Checks `password` for `userid` (who need not play on the board), with
/// the error about this board.
pub async fn check_password_on(
    ctx: &mut super::Ctx<'_>,
    loaded: &Loaded,
    userid: &str,
    password: &str,
) -> Result<(), ApplyError> {
    let (game, board) = (loaded.row.game.as_str(), loaded.row.board);
    if granted(ctx, board, userid) {
        return Ok(());
    }
    check_password(ctx, userid, password)
        .await
        .map_err(|e| match e {
            ApplyError::User(e) => ApplyError::User(CommandError::board(game, board, e.message)),
            e => e,
        })
}

/// Whether a play token (a reply to a board mail) stands in for the
/// password of `userid` on `board`.
fn granted(ctx: &super::Ctx<'_>, board: i64, userid: &str) -> bool {
    ctx.granted
        .as_ref()
        .is_some_and(|(b, u)| *b == board && u == userid)
}

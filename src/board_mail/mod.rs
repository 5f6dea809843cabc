//! A board's mails: the subject, the pbmserv text (board, status lines,
//! comments), the HTML part with the picture, and the drafts to each
//! player and observer.

pub mod glance;
pub mod html;
pub mod lists;
pub mod results;
pub mod text;
pub mod thread;

pub use text::{
    board_text_in, clock_line_in, colour, colour_msg, extra_lines_in, observer_line_in, player_msg,
};

use crate::board_mail::glance::{Change, Glance};
use crate::board_mail::html::board_html_in;
use crate::games::AnyGame;
use crate::language::Language;
use crate::mail::compose::{Draft, InlineImage, InlinePng};
use crate::store::{GameRow, MoveRow, Observer};
use results::result_text;
use sha2::Digest;
use thread::{thread_draft, thread_root};

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

/// The one subject of every mail of a board for a player who asked for it
/// (`change subjects ... board`): `yinsh Board 101: alice vs bob`.
pub fn one_subject(row: &GameRow) -> String {
    let [a, b] = row.players();
    format!("{} Board {}: {a} vs {b}", row.game, row.board)
}

/// Board mails to both players (at their first addresses) after a change.
#[allow(clippy::too_many_arguments)]
pub fn board_mails(
    addresses: &[Option<String>; 2],
    one_subject: [bool; 2],
    languages: [Language; 2],
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    new: bool,
) -> Vec<Draft> {
    let change = if new { Change::Started } else { Change::Played };
    board_drafts(
        addresses,
        one_subject,
        languages,
        &[],
        row,
        moves,
        game,
        comments,
        change,
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
        size,
        png: InlinePng::Later(std::sync::Arc::new(recipe)),
    }
}

/// The board mails of one change: to both players (the one to move with
/// the command that moves), and a copy to each of `observers` marked as
/// such; text and HTML, all showing one picture drawn once. A new board's
/// mail to each player is the root of that player's thread (its
/// Message-ID is [`thread_root`]).
#[allow(clippy::too_many_arguments)]
pub fn board_drafts(
    addresses: &[Option<String>; 2],
    one_subject: [bool; 2],
    languages: [Language; 2],
    observers: &[Observer],
    row: &GameRow,
    moves: &[MoveRow],
    game: &dyn AnyGame,
    comments: &[(String, String)],
    change: Change<'_>,
) -> Vec<Draft> {
    let new = matches!(change, Change::Started);
    let turn_subject = board_subject(row, game, new);
    let board_wide = self::one_subject(row);
    let picture = board_picture(row, moves, game);
    let to_move = game.outcome().is_none().then(|| game.to_move()).flatten();
    let mail = |seat: Option<usize>, to: &str, one: bool, lang: Language, lead: Option<String>| {
        let subject = if one { &board_wide } else { &turn_subject };
        let mover = seat.is_some() && seat == to_move;
        let glance = Glance::new(lang, row, moves, game, comments, seat, change);
        let mut body = format!(
            "{}\n{}",
            glance.text(),
            board_text_in(lang, row, moves, game, comments, mover)
        );
        let html = board_html_in(
            lang,
            row,
            moves,
            game,
            comments,
            lead.as_deref(),
            &glance,
            &picture,
        );
        if let Some(lead) = &lead {
            body = format!("{lead}\n\n{body}");
        }
        let mut d = thread_draft(row, seat, to, subject, body);
        d.language = Some(lang);
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
        .filter_map(|(seat, to)| {
            to.as_ref()
                .map(|to| mail(Some(seat), to, one_subject[seat], languages[seat], None))
        })
        .collect();
    mails.extend(observers.iter().map(|o| {
        let lead = observer_line_in(o.language, row, &o.userid);
        mail(None, &o.address, o.one_subject, o.language, Some(lead))
    }));
    mails
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board_mail::html::{add_reply_link, html_escape};
    use crate::games::new_game;

    fn row() -> GameRow {
        GameRow {
            board: 101,
            game: "yinsh".into(),
            options: String::new(),
            player0: "alice".into(),
            player1: "bob".into(),
            status: "active".into(),
            result: None,
            to_move: None,
            thread_id: "<yinsh-board-101.1.2.3.4@games.org>".into(),
            created_at: 0,
            updated_at: 0,
            nag_days: 1,
            forfeit_days: 21,
            tournament: None,
        }
    }

    /// A YINSH game after `plies` moves, with its log.
    fn position(plies: usize) -> (Box<dyn AnyGame>, Vec<MoveRow>) {
        let mut g = new_game("yinsh", &[]).unwrap();
        let mut moves = Vec::new();
        for number in 1..=plies {
            let legal = g.legal_move_texts();
            let mv = legal[number * 7 % 11 % legal.len()].clone();
            let text = g.play_text(&mv).unwrap();
            moves.push(MoveRow {
                number: number as i64,
                userid: ["alice", "bob"][(number + 1) % 2].into(),
                text,
                comment: String::new(),
            });
        }
        (g, moves)
    }

    /// The `<pre>` block of a board mail's HTML: the ASCII board and its
    /// status lines.
    fn pre(html: &str) -> &str {
        let start = html.find("<pre").unwrap();
        let end = html.find("</pre>").unwrap();
        &html[start..end]
    }

    #[test]
    fn a_tournament_board_names_its_tournament_in_text_and_html() {
        let (g, moves) = position(4);
        let addresses = [Some("a@x.test".to_string()), Some("b@x.test".to_string())];
        let mut tournament = row();
        tournament.tournament = Some("club".into());
        for (lang, line) in [
            (
                Language::ENGLISH,
                "tournament: club (standings: yinsh tournament show club)",
            ),
            (
                Language::from_code("fr").unwrap(),
                "tournoi : club (classement : yinsh tournament show club)",
            ),
        ] {
            let drafts = board_drafts(
                &addresses,
                [false; 2],
                [lang; 2],
                &[],
                &tournament,
                &moves,
                g.as_ref(),
                &[],
                Change::Played,
            );
            for d in &drafts {
                assert!(d.body.contains(&format!("  {line}\n")), "{}", d.body);
                let html = d.html.as_deref().unwrap();
                assert!(html.contains(&format!("<li>{line}</li>")), "{html}");
            }
        }
        // A board of no tournament says nothing of one.
        let plain = board_drafts(
            &addresses,
            [false; 2],
            [Language::ENGLISH; 2],
            &[],
            &row(),
            &moves,
            g.as_ref(),
            &[],
            Change::Played,
        );
        assert!(!plain[0].body.contains("tournament"));
    }

    #[test]
    fn a_french_player_reads_the_board_mail_in_french_with_the_same_board() {
        let (g, moves) = position(30);
        let mover = g.to_move().unwrap();
        let comments = [("alice".to_string(), "Bien joué.".to_string())];
        let addresses = [Some("a@x.test".to_string()), Some("b@x.test".to_string())];
        let drafts = |lang: Language| {
            board_drafts(
                &addresses,
                [false; 2],
                [lang; 2],
                &[],
                &row(),
                &moves,
                g.as_ref(),
                &comments,
                Change::Played,
            )
        };
        let french = Language::from_code("fr").unwrap();
        let (fr, en) = (drafts(french), drafts(Language::ENGLISH));
        let board = g.ascii_board();
        for seat in 0..2 {
            let (f, e) = (&fr[seat], &en[seat]);
            // Subjects stay English.
            assert_eq!(f.subject, e.subject);
            // The text part: the same ASCII board, French words around it.
            assert!(f.body.contains(&board) && e.body.contains(&board));
            for words in [
                "Résumé de la partie 101 de yinsh\n",
                "  blanc (o) : alice\n",
                "  pendule : rappel après 1 jour, défaite au temps après 21 jours\n",
                "Coups :\n",
                "Anneaux retirés : o (alice) 0, x (bob) 0\n",
                "Dernier coup : ",
                "Symboles : (o) (x) anneaux, o x marqueurs\n",
                "alice écrit :\nBien joué.\n",
                "alice écrit : Bien joué.\n",
            ] {
                assert!(f.body.contains(words), "{words:?} in:\n{}", f.body);
            }
            for words in [
                "Summary of",
                "Moves:",
                "writes:",
                "Rings removed",
                "Symbols:",
            ] {
                assert!(!f.body.contains(words), "{words:?} in:\n{}", f.body);
                assert!(e.body.contains(words), "{words:?} in:\n{}", e.body);
            }
            // The HTML part: French words, the same board in its box.
            let (fh, eh) = (f.html.as_deref().unwrap(), e.html.as_deref().unwrap());
            assert!(fh.contains("<title>R&#xe9;sum&#xe9; de la partie 101 de yinsh</title>"));
            assert!(fh.contains("<p>Coups :</p>"));
            assert!(fh.contains("<p>alice &#xe9;crit :</p>"));
            assert!(!fh.contains("Summary of") && !fh.contains("writes"));
            let board_html = html_escape(&board);
            assert!(pre(fh).contains(&board_html) && pre(eh).contains(&board_html));
        }
        // The glance of the player to move, and the link to reply by.
        let (f, e) = (&fr[mover], &en[mover]);
        assert!(f.body.contains("À vous de jouer."), "{}", f.body);
        assert!(
            f.body
                .contains("Pour jouer, répondez avec votre coup, ou envoyez : yinsh move 101")
        );
        assert!(e.body.contains("Your move."));
        let (mut f, mut e) = (f.clone(), e.clone());
        add_reply_link(&mut f, "play@x.test");
        add_reply_link(&mut e, "play@x.test");
        let (fh, eh) = (f.html.unwrap(), e.html.unwrap());
        assert!(fh.contains(">R&#xe9;pondre avec votre coup</a>"), "{fh}");
        assert!(eh.contains(">Reply with your move</a>"), "{eh}");
        assert!(!fh.contains("<!--") && !eh.contains("<!--"));
        // The player not to move reads who is.
        let other = ["alice", "bob"][1 - mover];
        let waiting = &fr[1 - mover];
        assert!(!waiting.body.contains("À vous de jouer"));
        assert!(
            waiting
                .body
                .contains(&format!("À {} de jouer.", ["alice", "bob"][mover])),
            "{other}: {}",
            waiting.body
        );
    }

    #[test]
    fn english_is_what_it_was() {
        let (g, moves) = position(5);
        let text = board_text_in(Language::ENGLISH, &row(), &moves, g.as_ref(), &[], true);
        assert_eq!(
            text,
            board_text_in(Language::ENGLISH, &row(), &moves, g.as_ref(), &[], true)
        );
        assert!(text.contains("  white (o): alice\n"));
        assert!(text.contains("  clock: reminder after 1 days, loss after 21\n"));
        // The board and its status lines as the game writes them in
        // English, then the lines after them.
        let after = format!("\n{}Last move: alice ", g.render(["alice", "bob"]));
        assert!(text.contains(&after), "{text}");
        assert!(
            text.contains("Rings placed: o 3 of 5, x 2 of 5\n"),
            "{text}"
        );
        assert!(text.contains("Symbols: (o) (x) rings, o x markers\n"));
    }

    #[test]
    fn a_refusal_from_the_rules_is_written_in_each_language() {
        let french = Language::from_code("fr").unwrap();
        let mut g = new_game("yinsh", &[]).unwrap();
        let e = g.play_text("e5 f6").unwrap_err();
        assert_eq!(
            e.to_string(),
            "'e5 f6' is not a move: a move has no spaces; join its parts with ':' or ';', e.g. i8-f5:xg5-g9xa5"
        );
        assert_eq!(Language::ENGLISH.text(&e.msg()), e.to_string());
        assert!(
            french
                .text(&e.msg())
                .starts_with("« e5 f6 » n'est pas un coup : ")
        );
        let e = g.play_text("").unwrap_err();
        assert!(
            french
                .text(&e.msg())
                .starts_with("le coup est vide : écrivez un point")
        );
        let e = new_game("chess", &[]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no game called 'chess'; this server plays yinsh and rin"
        );
        assert!(
            french
                .text(&e.msg())
                .ends_with("ce serveur propose yinsh et rin")
        );
        let e = new_game("rin", &["-size=9"]).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("-size=9: the board size must be an even number from 8 to 20")
        );
    }
}

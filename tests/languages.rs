//! Every mail in its reader's language: a board between a French and an
//! English player, each reading its mails, errors and help in their own
//! language with the same board, notation and subjects; the reply to a
//! stranger in the language its mail's headers ask for; and a clock's or
//! bounce notice in the language of the player it goes to (its subject in
//! English).

use crate::support;

use ringmail::games::new_game;
use support::reports::{board_with_alice_to_move, bob_bounces};
use support::{BLITZ_WIN, Bed, Out, SERVER, move_mail};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const DAY: i64 = 86_400;

/// The one mail among `outs` to `to`.
fn to<'a>(outs: &'a [Out], to: &str) -> &'a Out {
    let mut found = outs.iter().filter(|o| o.to == to);
    let out = found
        .next()
        .unwrap_or_else(|| panic!("no mail to {to}: {outs:#?}"));
    assert!(found.next().is_none(), "two mails to {to}: {outs:#?}");
    out
}

/// bob reads French, alice English: alice challenges bob to a blitz
/// board and wins it. Every board mail, the error bob makes on the way
/// and the help he asks for are in his language, alice's in hers; both
/// see the same ASCII board and subjects.
#[tokio::test]
async fn a_french_and_an_english_player_each_read_their_own_language() {
    let mut bed = Bed::new("lang-game").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    let outs = bed.round(BOB, "change language bob bpw fr", "").await;
    assert!(to(&outs, BOB).body.contains("Désormais"), "{outs:#?}");

    let outs = bed
        .round(ALICE, "yinsh challenge -blitz alice bob", "")
        .await;
    let (alice, bob) = (to(&outs, ALICE), to(&outs, BOB));
    assert_eq!(alice.subject, "New yinsh Board 101 alice");
    assert_eq!(bob.subject, alice.subject);
    assert!(
        alice.body.contains("Summary of yinsh Board 101\n"),
        "{}",
        alice.body
    );
    assert!(alice.body.contains("Your move."), "{}", alice.body);
    assert!(
        bob.body.contains("Résumé de la partie 101 de yinsh\n"),
        "{}",
        bob.body
    );
    assert!(bob.body.contains("À alice de jouer."), "{}", bob.body);
    for english in ["Summary of", "to move", "Moves:", "No moves yet"] {
        assert!(!bob.body.contains(english), "{english}: {}", bob.body);
    }
    let empty = new_game("yinsh", &["-blitz"]).unwrap().ascii_board();
    assert!(alice.body.contains(&empty) && bob.body.contains(&empty));

    // carol watches in French too.
    const CAROL: &str = "carol@players.test";
    bed.signup(CAROL, "carol", "cpw").await;
    bed.round(CAROL, "change language carol cpw fr", "").await;
    let outs = bed.round(CAROL, "yinsh observe 101 carol cpw", "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");

    let moves: Vec<&str> = BLITZ_WIN.split(' ').collect();
    for (i, mv) in moves.iter().enumerate() {
        let (from, subject) = move_mail(i, 101, mv);
        let outs = bed.round(from, &subject, "").await;
        let (alice, bob) = (to(&outs, ALICE), to(&outs, BOB));
        assert_eq!(alice.subject, bob.subject, "{outs:#?}");
        let carol = to(&outs, CAROL);
        assert!(
            carol
                .body
                .starts_with("Vous observez la partie 101 de yinsh"),
            "{}",
            carol.body
        );
        if i + 1 < moves.len() && i % 2 == 0 {
            // alice moved: bob reads what she played, in French.
            let played = format!("alice a joué {mv} (coup {})", i + 1);
            assert!(bob.body.contains(&played), "{}", bob.body);
            assert!(bob.body.contains("À vous de jouer."), "{}", bob.body);
        } else if i + 1 < moves.len() {
            let played = format!("bob played {mv} (move {})", i + 1);
            assert!(alice.body.contains(&played), "{}", alice.body);
            assert!(alice.body.contains("Your move."), "{}", alice.body);
        }
        if i == 4 {
            // A move bob cannot make: his error, the rules' refusal in
            // it too, is French; its subject is as it was.
            let outs = bed.round(BOB, "yinsh move 101 bob bpw z99", "").await;
            let error = to(&outs, BOB);
            assert_eq!(error.subject, "yinsh Board 101 Error");
            assert!(error.body.contains("Erreur : "), "{}", error.body);
            assert!(
                error.body.contains("n'est pas sur le plateau"),
                "{}",
                error.body
            );
            assert!(!error.body.contains("Error: "), "{}", error.body);
        }
    }
    let outs = bed.new_mail();
    assert!(outs.is_empty(), "{outs:#?}");
    let final_board = {
        let mut g = new_game("yinsh", &["-blitz"]).unwrap();
        for mv in &moves {
            g.play_text(mv).unwrap();
        }
        g.ascii_board()
    };
    bed.send(ALICE, "yinsh show 101", "");
    bed.send(BOB, "yinsh show 101", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    let (alice, bob) = (to(&outs, ALICE), to(&outs, BOB));
    assert!(alice.body.contains(&final_board) && bob.body.contains(&final_board));
    assert!(
        alice.body.contains("Game over: alice wins"),
        "{}",
        alice.body
    );
    assert!(
        bob.body.contains("Partie terminée : alice gagne"),
        "{}",
        bob.body
    );

    let outs = bed.round(BOB, "help language", "").await;
    let help = &to(&outs, BOB).body;
    assert!(help.contains("\n  en  English\n  fr  français\n"), "{help}");
    assert!(
        help.contains("change language userid password LANG"),
        "{help}"
    );
    assert!(
        help.contains("Le serveur vous écrit dans votre langue"),
        "{help}"
    );
}

/// One mail with `change language` and then a refused command: the
/// change answers in the new language, the refusal after it in the
/// language the mail came in with; the next mail is all in the new one.
#[tokio::test]
async fn a_language_change_answers_in_the_new_language_and_the_rest_of_the_mail_in_the_old() {
    let mut bed = Bed::new("lang-change").await;
    bed.signup(ALICE, "alice", "apw").await;
    let outs = bed
        .round(
            ALICE,
            "commands",
            "change language alice apw fr\nyinsh show 999\n",
        )
        .await;
    let body = &to(&outs, ALICE).body;
    assert!(
        body.contains("Désormais, les courriels pour alice"),
        "{body}"
    );
    assert!(body.contains("Error: "), "{body}");
    assert!(!body.contains("Erreur : "), "{body}");
    let outs = bed.round(ALICE, "yinsh show 999", "").await;
    let body = &to(&outs, ALICE).body;
    assert!(body.contains("Erreur : "), "{body}");
}

/// A mail with no command from `from`, with `headers` added.
fn no_command_mail(from: &str, id: usize, headers: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {SERVER}\r\nSubject: hello\r\nMessage-ID: <lang.{id}@else.test>\r\n{headers}\r\nHow are you?\r\n"
    )
    .into_bytes()
}

#[tokio::test]
async fn a_stranger_is_answered_in_the_language_its_mail_asks_for() {
    let mut bed = Bed::new("lang-stranger").await;
    for (i, (from, headers, french)) in [
        ("one@else.test", "Content-Language: fr\r\n", true),
        ("two@else.test", "Accept-Language: fr-FR,fr;q=0.9\r\n", true),
        ("three@else.test", "", false),
        ("four@else.test", "Accept-Language: de, en;q=0.5\r\n", false),
    ]
    .into_iter()
    .enumerate()
    {
        bed.put(&no_command_mail(from, i, headers));
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 1, "{outs:#?}");
        assert_eq!(outs[0].to, from);
        // The subject stays English.
        assert_eq!(outs[0].subject, "error");
        let body = &outs[0].body;
        if french {
            assert!(
                body.starts_with("Aucune commande n'a été trouvée dans votre courriel.\n"),
                "{headers}: {body}"
            );
            assert!(body.contains("envoyez 'help'"), "{body}");
            assert!(!body.contains("No command was found"), "{body}");
        } else {
            assert!(
                body.starts_with(
                    "No command was found in your mail.\nA command is a line (or the subject) starting with "
                ),
                "{headers}: {body}"
            );
            assert!(body.contains(";\nsend 'help' for the list.\n"), "{body}");
        }
    }
}

#[tokio::test]
async fn a_reminder_is_written_in_the_language_of_its_recipient() {
    let mut bed = Bed::new("lang-reminder").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    sqlx::query("UPDATE players SET language = 'fr' WHERE userid = 'bob'")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.send(ALICE, "yinsh challenge alice bob", "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    sqlx::query("UPDATE games SET updated_at = updated_at - $1 WHERE board = 101")
        .bind(8 * DAY)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, BOB);
    assert_eq!(outs[0].subject, "yinsh Board 101 bob: your move (reminder)");
    let body = &outs[0].body;
    assert!(
        body.starts_with(
            "bob, c'est à vous de jouer dans la partie 101 de yinsh, qui attend votre coup depuis 8 jours.\n"
        ),
        "{body}"
    );
    assert!(
        body.contains("vous perdez au temps dans 13 jours"),
        "{body}"
    );
    assert!(!body.contains("it is your move"), "{body}");
}

#[tokio::test]
async fn a_bounce_notice_is_written_in_the_language_of_the_opponent() {
    let (mut bed, to_bob) = board_with_alice_to_move("lang-bounce").await;
    sqlx::query("UPDATE players SET language = 'fr' WHERE userid = 'alice'")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    let outs = bob_bounces(&mut bed, &to_bob).await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, ALICE);
    assert_eq!(
        outs[0].subject,
        "yinsh Board 101: bob cannot be reached by mail"
    );
    let body = &outs[0].body;
    assert!(
        body.starts_with("bob n'est plus joignable par courriel : "),
        "{body}"
    );
    assert!(
        body.contains("La pendule de bob dans la partie 101 de yinsh est arrêtée"),
        "{body}"
    );
    // Why, in French words.
    assert!(
        body.contains("(l'adresse n'existe pas ou est fermée, 5.1.1)"),
        "{body}"
    );
    // Bob writes again: alice is told, in French.
    let outs = bed.round(BOB, "yinsh show 101", "").await;
    let notice = outs
        .iter()
        .find(|o| o.to == ALICE)
        .unwrap_or_else(|| panic!("{outs:#?}"));
    assert_eq!(
        notice.subject,
        "yinsh Board 101: bob can be reached by mail again"
    );
    assert_eq!(
        notice.body,
        "bob est de nouveau joignable par courriel : sa pendule dans la partie 101 de yinsh repart dès maintenant.\n"
    );
}

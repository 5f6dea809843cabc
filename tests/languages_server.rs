//! The server's own texts in the reader's language: the reply to a
//! stranger in the language its mail's headers ask for, and a clock's
//! or bounce notice in the language of the player it goes to (its
//! subject in English).

use crate::support;

use support::reports::{Said, report};
use support::{Bed, SERVER};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const DAY: i64 = 86_400;

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
    let mut bed = Bed::new("lang-bounce").await;
    bed.two_players_and_a_board().await;
    sqlx::query("UPDATE players SET language = 'fr' WHERE userid = 'alice'")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.round(ALICE, "yinsh move 101 alice apw e5", "").await;
    let outs = bed.round(BOB, "yinsh move 101 bob bpw e6", "").await;
    let to_bob = outs
        .into_iter()
        .find(|o| o.to == BOB)
        .expect("bob's board mail");
    let bounce_address = to_bob.return_path.clone().expect("a Return-Path");
    bed.put(&report(&to_bob, &bounce_address, BOB, Said::Failed));
    bed.run_once().await;
    let outs = bed.new_mail();
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

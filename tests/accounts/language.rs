//! `change language`, and a stranger who signs up in French.

use super::*;

/// The language alice reads, as stored.
async fn language(bed: &Bed, userid: &str) -> String {
    sqlx::query_scalar("SELECT language FROM players WHERE userid = $1")
        .bind(userid)
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

/// `change language`: the reply is in the new language, and so is every
/// later mail to the player (errors, messages from others); an unknown
/// language changes nothing and lists the languages.
#[tokio::test]
async fn change_language_to_french() {
    let mut bed = Bed::new("acc-language").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    assert_eq!(language(&bed, "alice").await, "en");
    let outs = bed.round(ALICE, "change language alice apw fr", "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    ok(
        &outs,
        ALICE,
        "Désormais, les courriels pour alice sont écrits en français (fr).",
    );
    assert_eq!(language(&bed, "alice").await, "fr");
    // An error is written in French.
    let outs = bed
        .round(ALICE, "change password alice wrong new", "")
        .await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].subject.contains("rror"), "{:?}", outs[0]);
    assert!(
        outs[0].body.contains("mot de passe incorrect pour «"),
        "{}",
        outs[0].body
    );
    assert!(!outs[0].body.contains("wrong password"), "{}", outs[0].body);
    // A message from bob reaches alice in French, bob's reply in English.
    let outs = bed.round(BOB, "message bob bpw alice", "salut").await;
    let to_alice = outs.iter().find(|o| o.to == ALICE).expect("to alice");
    assert_eq!(to_alice.subject, "Message from bob");
    assert!(
        to_alice.body.starts_with("bob vous écrit :\n\nsalut\n"),
        "{}",
        to_alice.body
    );
    assert!(
        to_alice.body.contains("\n  message alice PASSWORD bob\n"),
        "{}",
        to_alice.body
    );
    ok(&outs, BOB, "Your message went to alice.");
    // An unknown language changes nothing and names every language.
    let e = refused(
        &mut bed,
        ALICE,
        "change language alice apw xx",
        "",
        "n'est pas une langue de ce serveur",
    )
    .await;
    assert!(e.body.contains("en (English), fr (français)"), "{}", e.body);
    assert_eq!(language(&bed, "alice").await, "fr");
    // And back to English.
    let outs = bed.round(ALICE, "change language alice apw EN", "").await;
    ok(
        &outs,
        ALICE,
        "From now on, the mails to alice are written in English (en).",
    );
    assert_eq!(language(&bed, "alice").await, "en");
}

/// A stranger whose mail asks for French signs up in French and keeps
/// reading French: the confirmation, and the answer to the confirm.
#[tokio::test]
async fn a_french_stranger_signs_up_in_french() {
    let mut bed = Bed::new("acc-fr-signup").await;
    let mut raw = b"Content-Language: fr\r\n".to_vec();
    raw.extend(bed.mail(ALICE, "signup alice apw", ""));
    bed.put(&raw);
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    let c = &outs[0];
    assert!(c.subject.starts_with("confirm "), "{c:?}");
    assert!(c.body.starts_with("Bienvenue, alice."), "{}", c.body);
    assert!(c.body.contains(&format!("\n{}\n", c.subject)), "{}", c.body);
    assert_eq!(language(&bed, "alice").await, "fr");
    // A plain reply (no language header) is answered in French.
    let outs = bed.round(ALICE, &format!("Re: {}", c.subject), "").await;
    ok(
        &outs,
        ALICE,
        "L'adresse alice@players.test est confirmée pour alice.",
    );
}

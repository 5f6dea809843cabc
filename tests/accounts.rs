//! The account commands by mail: add, change password/address, forgot and
//! reset, vacation, signoff, delete, message, all show, multiple.

use crate::support;

use sqlx::Row;
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

/// `game_state` plus the account tables these commands change.
async fn state(bed: &Bed) -> String {
    let mut out = bed.game_state().await;
    let pool = bed.server.store().pool();
    for sql in [
        "SELECT 'player ' || userid || ' ' || COALESCE(CAST(retired_at AS TEXT), '-') || ' ' || COALESCE(CAST(deleted_at AS TEXT), '-') FROM players ORDER BY userid",
        "SELECT 'pending ' || address || ' ' || userid FROM pending_addresses ORDER BY address, userid",
        "SELECT 'reset ' || userid || ' ' || token_hash FROM reset_tokens ORDER BY userid, token_hash",
        "SELECT 'vacation ' || userid || ' ' || starts_at || ' ' || ends_at FROM vacations ORDER BY userid, starts_at",
        "SELECT 'sent ' || userid || ' ' || recipient FROM messages_sent ORDER BY userid, recipient",
    ] {
        for r in sqlx::query(sql).fetch_all(pool).await.unwrap() {
            out.push_str(&r.get::<String, _>(0));
            out.push('\n');
        }
    }
    out
}

async fn three(bed: &mut Bed) {
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.signup(CAROL, "carol", "cpw").await;
}

/// Sends a mail that must be refused and change nothing; returns the one
/// error reply.
async fn refused(bed: &mut Bed, from: &str, subject: &str, body: &str, why: &str) -> Out {
    let before = state(bed).await;
    let outs = bed.round(from, subject, body).await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, from);
    assert!(
        outs[0].subject.to_lowercase().contains("error"),
        "{:?}",
        outs[0]
    );
    assert!(
        outs[0].body.contains(why),
        "wanted '{why}' in:\n{}",
        outs[0].body
    );
    assert_eq!(before, state(bed).await, "a refusal changes nothing");
    outs[0].clone()
}

fn ok(outs: &[Out], from: &str, says: &str) {
    assert_eq!(outs[0].to, from, "{outs:#?}");
    assert!(!outs[0].subject.contains("rror"), "{:?}", outs[0]);
    assert!(
        outs[0].body.contains(says),
        "wanted '{says}' in:\n{}",
        outs[0].body
    );
}

fn token_in(body: &str, after: &str) -> String {
    let at = body
        .find(after)
        .unwrap_or_else(|| panic!("'{after}' in {body}"))
        + after.len();
    body[at..].split_whitespace().next().unwrap().to_string()
}

#[tokio::test]
async fn add_addresses_with_confirmation() {
    let mut bed = Bed::new("acc-add").await;
    three(&mut bed).await;
    refused(
        &mut bed,
        ALICE,
        "add alice nope a2@players.test",
        "",
        "wrong password",
    )
    .await;
    // Another player's address: answered as a free one is (nothing tells
    // who owns it), and its owner gets nothing.
    let before = state(&bed).await;
    let outs = bed.round(ALICE, "add alice apw bob@players.test", "").await;
    ok(
        &outs,
        ALICE,
        "A confirmation was mailed to bob@players.test",
    );
    assert!(!outs.iter().any(|o| o.to == BOB), "{outs:#?}");
    assert!(!outs[0].body.contains("'bob'"), "{outs:#?}");
    assert_eq!(before, state(&bed).await);
    refused(
        &mut bed,
        ALICE,
        "add alice apw a2@players.test a3@players.test a4@players.test",
        "",
        "at most 3",
    )
    .await;
    let outs = bed.round(ALICE, "add alice apw a2@players.test", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    ok(&outs, ALICE, "A confirmation was mailed to a2@players.test");
    assert!(!outs[0].body.contains("apw"));
    assert_eq!(outs[1].to, "a2@players.test");
    assert!(outs[1].subject.starts_with("confirm "));
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM pending_addresses WHERE userid = 'alice'")
            .await,
        1
    );
    // Not confirmed yet: no mail but the confirmation.
    let confirm = format!("Re: {}", outs[1].subject);
    let outs = bed.round("a2@players.test", &confirm, "").await;
    ok(&outs, "a2@players.test", "is confirmed for alice");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid = 'alice'")
            .await,
        2
    );
    // Two more would make four.
    refused(
        &mut bed,
        ALICE,
        "add alice apw a3@players.test a4@players.test",
        "",
        "at most 3",
    )
    .await;
}

#[tokio::test]
async fn change_password_stops_the_old_one_at_once() {
    let mut bed = Bed::new("acc-pw").await;
    three(&mut bed).await;
    // The old password is remembered in memory now.
    let outs = bed.round(ALICE, "yinsh challenge alice bob", "").await;
    ok(&outs, ALICE, "Board 101 is started");
    refused(
        &mut bed,
        ALICE,
        "change password alice nope new1",
        "",
        "wrong password",
    )
    .await;
    let outs = bed.round(ALICE, "change password alice apw new1", "").await;
    assert_eq!(outs.len(), 1);
    ok(&outs, ALICE, "password of alice is changed");
    assert!(
        !outs[0].body.contains("new1") && !outs[0].body.contains("apw"),
        "{}",
        outs[0].body
    );
    let store = bed.server.store();
    let last: i64 = sqlx::query_scalar("SELECT MAX(id) FROM outbox")
        .fetch_one(store.pool())
        .await
        .unwrap();
    let body = store.outbox_bodies(&[last]).await.unwrap();
    let stored = String::from_utf8_lossy(&body[0].raw).into_owned();
    assert!(
        !stored.contains("new1"),
        "stored reply masks the new password"
    );
    // Same server, warm cache: the old password no longer works.
    refused(
        &mut bed,
        ALICE,
        "yinsh resign 101 alice apw",
        "",
        "wrong password",
    )
    .await;
    let outs = bed.round(ALICE, "yinsh resign 101 alice new1", "").await;
    // A board mail to each; Alice's carries the result of her resign.
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert!(outs.iter().all(|o| o.subject.contains("over: bob wins")));
    assert!(outs[0].body.starts_with("alice resigned yinsh Board 101."));
}

#[tokio::test]
async fn change_address_keeps_the_old_ones_until_a_new_one_is_confirmed() {
    let mut bed = Bed::new("acc-addr").await;
    three(&mut bed).await;
    // Another player's address: answered as a free one is, and nothing is
    // mailed to it.
    let outs = bed
        .round(ALICE, "change address alice apw carol@players.test", "")
        .await;
    ok(
        &outs,
        ALICE,
        "A confirmation was mailed to carol@players.test",
    );
    assert!(!outs.iter().any(|o| o.to == CAROL), "{outs:#?}");
    assert!(!outs[0].body.contains("'carol'"), "{outs:#?}");
    refused(
        &mut bed,
        ALICE,
        "change address alice bad new@players.test",
        "",
        "wrong password",
    )
    .await;
    let outs = bed
        .round(ALICE, "change address alice apw new@players.test", "")
        .await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    ok(&outs, ALICE, "still goes to alice@players.test");
    assert_eq!(outs[1].to, "new@players.test");
    // The old one still works while the new one waits.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE address = 'alice@players.test'")
            .await,
        1
    );
    let confirm = format!("Re: {}", outs[1].subject);
    let outs = bed.round("new@players.test", &confirm, "").await;
    ok(&outs, "new@players.test", "is confirmed for alice");
    // The confirmation of the new address took the old one away.
    ok(
        &outs,
        "new@players.test",
        "The addresses it replaces are removed: alice@players.test",
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid = 'alice'")
            .await,
        1
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE address = 'new@players.test'")
            .await,
        1
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM retiring_addresses").await,
        0
    );
    // The old address is no player's now: it may no longer act for alice.
    let outs = bed.round(ALICE, "yinsh challenge alice bob", "").await;
    assert!(outs.iter().all(|o| o.to == ALICE), "{outs:#?}");
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);
    // Named again with one of them confirmed: the rest go at once.
    let outs = bed
        .round(
            "new@players.test",
            "change address alice apw new@players.test other@players.test",
            "",
        )
        .await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let outs = bed
        .round(
            "new@players.test",
            "change address alice apw new@players.test",
            "",
        )
        .await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM pending_addresses WHERE userid = 'alice'")
            .await,
        0
    );
}

#[tokio::test]
async fn forgot_and_reset_end_to_end() {
    let mut bed = Bed::new("acc-reset").await;
    three(&mut bed).await;
    // Anyone may ask; the token goes only to alice's confirmed address.
    let stranger = "mallory@evil.test";
    let outs = bed.round(stranger, "forgot alice", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(outs[0].to, stranger);
    assert!(!outs[0].body.contains(ALICE), "{}", outs[0].body);
    let mail = outs.iter().find(|o| o.to == ALICE).expect("mail to alice");
    assert_eq!(mail.subject, "Password reset for alice");
    let token = token_in(&mail.body, "reset alice ");
    assert!(token.len() >= 16, "{token}");
    assert!(!outs[0].body.contains(&token));
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM reset_tokens WHERE token_hash LIKE '%' AND length(token_hash) = 64").await,
        1
    );
    // A wrong token is refused and counts as a wrong password.
    let e = refused_lasting(&mut bed, CAROL, "reset alice abcdefghijklmnopqrst newpw").await;
    assert!(e.body.contains("wrong, used or expired"), "{}", e.body);
    // The right one from any sender.
    let outs = bed
        .round("eve@evil.test", &format!("reset alice {token} newpw"), "")
        .await;
    ok(&outs, "eve@evil.test", "password of alice is set");
    assert!(!outs[0].body.contains(&token) && !outs[0].body.contains("newpw"));
    refused(&mut bed, ALICE, "signoff alice apw", "", "wrong password").await;
    // Used: refused again.
    let e = refused_lasting(&mut bed, CAROL, &format!("reset alice {token} other")).await;
    assert!(e.body.contains("wrong, used or expired"));
    let outs = bed.round(ALICE, "signoff alice newpw", "").await;
    ok(&outs, ALICE, "has signed off");
    // Rate limit: three reset mails a day per account (one sent above).
    for _ in 0..2 {
        let outs = bed.round(CAROL, "forgot alice", "").await;
        assert_eq!(outs.len(), 2, "{outs:#?}");
        assert_eq!(outs[1].to, ALICE);
    }
    refused(
        &mut bed,
        CAROL,
        "forgot alice",
        "",
        "at most 3 reset tokens a day",
    )
    .await;
    let outs = bed.round(CAROL, "forgot bob", "").await;
    assert_eq!(outs.len(), 2, "another account is not limited by alice's");
}

/// A refused command that leaves only its wrong-password record.
async fn refused_lasting(bed: &mut Bed, from: &str, subject: &str) -> Out {
    let before = state(bed).await;
    let failures = bed.count("SELECT COUNT(*) FROM auth_failures").await;
    let outs = bed.round(from, subject, "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].subject.to_lowercase().contains("error"));
    assert_eq!(before, state(bed).await);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM auth_failures").await,
        failures + 1
    );
    outs[0].clone()
}

#[tokio::test]
async fn vacation_allowance() {
    let mut bed = Bed::new("acc-vac").await;
    three(&mut bed).await;
    refused(&mut bed, ALICE, "vacation alice apw 31", "", "from 1 to 30").await;
    refused(
        &mut bed,
        ALICE,
        "vacation alice bad 10",
        "",
        "wrong password",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "vacation alice apw off",
        "",
        "no vacation running",
    )
    .await;
    let outs = bed.round(ALICE, "vacation alice apw 10", "").await;
    ok(&outs, ALICE, "is on vacation until ");
    assert!(
        outs[0].body.contains("20 vacation days are left"),
        "{}",
        outs[0].body
    );
    assert_eq!(
        bed.count(
            "SELECT COUNT(*) FROM vacations WHERE userid = 'alice' AND ends_at - starts_at = 864000"
        )
        .await,
        1
    );
    refused(
        &mut bed,
        ALICE,
        "vacation alice apw 25",
        "",
        "20 vacation days left",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "vacation alice apw 5",
        "",
        "first end it with",
    )
    .await;
    let outs = bed.round(ALICE, "vacation alice apw off", "").await;
    ok(&outs, ALICE, "vacation of alice is over");
    assert_eq!(
        bed.count(
            "SELECT COUNT(*) FROM vacations WHERE userid = 'alice' AND ends_at > starts_at + 60"
        )
        .await,
        0
    );
}

#[tokio::test]
async fn signoff_then_no_challenge() {
    let mut bed = Bed::new("acc-signoff").await;
    three(&mut bed).await;
    let outs = bed.round(ALICE, "yinsh challenge alice bob", "").await;
    ok(&outs, ALICE, "started");
    refused(&mut bed, BOB, "signoff bob apw", "", "wrong password").await;
    let outs = bed.round(BOB, "signoff bob bpw", "").await;
    assert_eq!(outs.len(), 1);
    ok(&outs, BOB, "has signed off");
    refused(
        &mut bed,
        ALICE,
        "rin challenge alice bob",
        "",
        "'bob' has signed off and cannot be challenged",
    )
    .await;
    refused(&mut bed, BOB, "signoff bob bpw", "", "signed off already").await;
    // The running game goes on.
    let outs = bed.round(BOB, "yinsh resign 101 bob bpw", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert!(outs[1].body.starts_with("bob resigned yinsh Board 101."));
}

#[tokio::test]
async fn delete_only_without_running_boards() {
    let mut bed = Bed::new("acc-delete").await;
    three(&mut bed).await;
    bed.round(ALICE, "yinsh challenge alice bob", "").await;
    refused(
        &mut bed,
        BOB,
        "delete bob bpw",
        "",
        "still plays on board 101",
    )
    .await;
    refused(&mut bed, BOB, "delete bob nope", "", "wrong password").await;
    bed.round(BOB, "yinsh resign 101 bob bpw", "").await;
    let outs = bed.round(BOB, "delete bob bpw", "").await;
    ok(&outs, BOB, "The account bob is deleted");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid = 'bob'")
            .await,
        0
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM players WHERE userid = 'bob' AND password_hash = '' AND deleted_at IS NOT NULL").await, 1);
    // The board keeps the name; the account can do nothing; the id stays taken.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE player1 = 'bob'")
            .await,
        1
    );
    refused(
        &mut bed,
        ALICE,
        "yinsh challenge alice bob",
        "",
        "'bob' has deleted their account",
    )
    .await;
    refused(&mut bed, CAROL, "signup bob x", "", "never given out again").await;
    refused(&mut bed, CAROL, "vacation bob bpw 3", "", "was deleted").await;
    refused(
        &mut bed,
        CAROL,
        "message carol cpw bob",
        "hi",
        // A refused command's arguments are masked (they may be in the
        // wrong order, a password among them).
        "no longer a player '********'",
    )
    .await;
    refused(&mut bed, CAROL, "forgot bob", "", "was deleted").await;
}

#[tokio::test]
async fn message_reaches_without_address_or_password() {
    let mut bed = Bed::new("acc-msg").await;
    three(&mut bed).await;
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob",
        "",
        "the message is empty",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob nobody",
        "Hi",
        "there is no player '********'",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "message alice nope bob",
        "Hi",
        "wrong password",
    )
    .await;
    // Unconfirmed recipient.
    bed.round("dave@players.test", "signup dave dpw", "").await;
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob dave",
        "Hi",
        "'********' has no confirmed address",
    )
    .await;
    let outs = bed
        .round(
            ALICE,
            "message alice apw bob carol",
            "Shall we play?\nAlice",
        )
        .await;
    assert_eq!(outs.len(), 3, "{outs:#?}");
    ok(&outs, ALICE, "Your message went to bob, carol");
    for (o, to, who) in [(&outs[1], BOB, "bob"), (&outs[2], CAROL, "carol")] {
        assert_eq!(o.to, to);
        assert_eq!(o.subject, "Message from alice");
        assert!(o.body.contains("Shall we play?\nAlice"), "{}", o.body);
        assert!(
            o.body.contains(&format!("message {who} PASSWORD alice")),
            "{}",
            o.body
        );
        assert!(
            !o.body.contains(ALICE) && !o.body.contains("apw"),
            "{}",
            o.body
        );
    }
    // 2 sent; 18 more, then the 21st is refused.
    for i in 0..18 {
        let to = if i % 2 == 0 { "bob" } else { "carol" };
        let outs = bed
            .round(ALICE, &format!("message alice apw {to}"), "again")
            .await;
        assert_eq!(outs.len(), 2, "{outs:#?}");
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM messages_sent WHERE userid = 'alice'")
            .await,
        20
    );
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob",
        "one more",
        "0 left today",
    )
    .await;
}

#[tokio::test]
async fn all_show_and_multiple() {
    let mut bed = Bed::new("acc-all").await;
    three(&mut bed).await;
    bed.round(ALICE, "yinsh challenge alice bob", "").await;
    bed.round(CAROL, "rin challenge carol alice", "").await;
    bed.round(CAROL, "yinsh challenge bob carol", "").await;
    bed.round(BOB, "yinsh resign 103 bob bpw", "").await;
    let outs = bed.round(BOB, "all show alice", "").await;
    ok(&outs, BOB, "Boards of alice (all): 2");
    assert!(
        outs[0]
            .body
            .contains("yinsh    101  against bob  your turn"),
        "{}",
        outs[0].body
    );
    assert!(
        outs[0]
            .body
            .contains("rin      102  against carol  carol to move"),
        "{}",
        outs[0].body
    );
    let outs = bed.round(BOB, "all show alice next", "").await;
    ok(&outs, BOB, "Boards of alice (next): 1");
    let outs = bed.round(BOB, "all show bob active", "").await;
    ok(&outs, BOB, "Boards of bob (active): 1");
    let outs = bed.round(BOB, "all show bob", "").await;
    assert!(
        outs[0].body.contains("over: carol wins"),
        "{}",
        outs[0].body
    );
    refused(
        &mut bed,
        BOB,
        "all show nobody",
        "",
        "there is no player 'nobody'",
    )
    .await;
    refused(
        &mut bed,
        BOB,
        "all show bob later",
        "",
        "write all show userid",
    )
    .await;
    let outs = bed.round(BOB, "multiple", "").await;
    ok(&outs, BOB, "several commands in one mail always work");
}

/// A sign-up's reply is itself the confirmation of the sender's address: it
/// says so, and names as mailed only the other addresses.
#[tokio::test]
async fn the_sign_up_reply_is_the_confirmation_of_the_senders_address() {
    let mut bed = Bed::new("signup-own").await;
    let outs = bed.round(ALICE, "signup alice apw", "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].subject.starts_with("confirm "), "{:?}", outs[0]);
    let body = &outs[0].body;
    assert!(
        body.starts_with(
            "Welcome, alice. This mail asks you to confirm your address, as it says below.\n"
        ),
        "{body}"
    );
    assert!(!body.contains("was mailed"), "{body}");
    let outs = bed
        .round(BOB, "signup bob bpw bob@players.test b2@players.test", "")
        .await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let reply = outs.iter().find(|o| o.to == BOB).unwrap();
    assert!(
        reply.body.starts_with(
            "Welcome, bob. This mail asks you to confirm your address, as it says below. A confirmation was mailed to b2@players.test.\n"
        ),
        "{}",
        reply.body
    );
}

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

//! What a stranger cannot do: play by an old board mail's token, pass for
//! a player with a forged `From`, learn who owns an address, lock a player
//! out, make the server mail third parties in bulk, or take a name that
//! speaks for the server. Each test is a way in that once worked, sent as
//! mail through `serve --once`.

use crate::support;

use ringmail::games::new_game;
use support::reply::{first_move, reply, reply_to, start, to};
use support::{Bed, Out, RECEIVER, SERVER};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const MALLORY: &str = "mallory@evil.test";
const NOBODY: &str = "nobody@else.test";

/// Sends alice's first move as a reply to `token_address` from `from`;
/// returns the replies and whether the move was played.
async fn reply_plays(
    bed: &mut Bed,
    from: &str,
    token_address: &str,
    board: &Out,
) -> (Vec<Out>, bool) {
    let before = bed.game_state().await;
    let g = new_game("yinsh", &[]).unwrap();
    reply(bed, from, token_address, board, &first_move(g.as_ref()));
    bed.run_once().await;
    let outs = bed.new_mail();
    let played = bed.game_state().await != before;
    (outs, played)
}

/// The token of the first confirmation mail among `outs` to `to`.
fn confirmation_token(outs: &[Out], to: &str) -> String {
    let c = outs
        .iter()
        .find(|o| o.to == to && o.subject.starts_with("confirm "))
        .unwrap_or_else(|| panic!("no confirmation to {to}: {outs:#?}"));
    c.subject["confirm ".len()..].to_string()
}

#[tokio::test]
async fn a_play_token_ends_when_the_password_changes() {
    let (mut bed, boards) = start("token-password").await;
    let token = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let outs = bed.round(ALICE, "change password alice apw apw2", "").await;
    assert!(outs[0].body.contains("is changed"), "{outs:#?}");
    let (outs, played) = reply_plays(&mut bed, ALICE, &token, to(&boards, ALICE)).await;
    assert!(!played, "{outs:#?}");
    assert!(
        outs[0].body.contains("unknown, or its board is over"),
        "{outs:#?}"
    );
    // Her new password plays.
    let g = new_game("yinsh", &[]).unwrap();
    let mv = first_move(g.as_ref());
    let outs = bed
        .round(ALICE, &format!("yinsh move 101 alice apw2 {mv}"), "")
        .await;
    assert!(outs[0].body.contains("accepted"), "{outs:#?}");
}

#[tokio::test]
async fn a_play_token_ends_with_a_reset() {
    let (mut bed, boards) = start("token-reset").await;
    let token = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let outs = bed.round(ALICE, "forgot alice", "").await;
    let mail = outs
        .iter()
        .find(|o| o.subject == "Password reset for alice")
        .unwrap_or_else(|| panic!("{outs:#?}"));
    let line = mail
        .body
        .lines()
        .find(|l| l.trim_start().starts_with("reset alice "))
        .unwrap();
    let reset_token = line.split_whitespace().nth(2).unwrap();
    let outs = bed
        .round(ALICE, &format!("reset alice {reset_token} apw3"), "")
        .await;
    assert!(outs[0].body.contains("is set"), "{outs:#?}");
    let (outs, played) = reply_plays(&mut bed, ALICE, &token, to(&boards, ALICE)).await;
    assert!(!played, "{outs:#?}");
}

#[tokio::test]
async fn a_play_token_ends_when_the_addresses_change() {
    let (mut bed, boards) = start("token-address").await;
    let token = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let new = "alice@new.test";
    let outs = bed
        .round(ALICE, &format!("change address alice apw {new}"), "")
        .await;
    let confirm = confirmation_token(&outs, new);
    bed.round(new, &format!("confirm {confirm}"), "").await;
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid = 'alice'")
            .await,
        1
    );
    // Neither the old address nor the new one plays by the old token.
    for from in [ALICE, new] {
        let (outs, played) = reply_plays(&mut bed, from, &token, to(&boards, ALICE)).await;
        assert!(!played, "{from}: {outs:#?}");
    }
}

#[tokio::test]
async fn a_play_token_ends_when_the_player_signs_off() {
    let (mut bed, boards) = start("token-signoff").await;
    let token = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let outs = bed.round(ALICE, "signoff alice apw", "").await;
    assert!(outs[0].body.contains("has signed off"), "{outs:#?}");
    let (outs, played) = reply_plays(&mut bed, ALICE, &token, to(&boards, ALICE)).await;
    assert!(!played, "{outs:#?}");
}

#[tokio::test]
async fn a_play_token_plays_only_in_a_mail_from_its_players_address() {
    let (mut bed, boards) = start("token-from").await;
    let token = reply_to(&bed, to(&boards, ALICE)).unwrap();
    // Whoever read her board mail, writing from elsewhere: refused.
    let (outs, played) = reply_plays(&mut bed, MALLORY, &token, to(&boards, ALICE)).await;
    assert!(!played, "{outs:#?}");
    assert!(
        outs[0]
            .body
            .contains("plays only when it comes from a confirmed address"),
        "{outs:#?}"
    );
    // Alice herself: played.
    let (outs, played) = reply_plays(&mut bed, ALICE, &token, to(&boards, ALICE)).await;
    assert!(played, "{outs:#?}");
}

/// A mail as the receiving system `RECEIVER` hands it on: `headers` (its
/// verdict, its `From` lines) then a challenge of alice's.
fn forged(n: u32, headers: &str) -> Vec<u8> {
    format!(
        "{headers}To: {SERVER}\r\nSubject: yinsh challenge bob alice\r\nMessage-ID: <forged.{n}@evil.test>\r\n\r\n"
    )
    .into_bytes()
}

#[tokio::test]
async fn a_from_the_receiving_system_does_not_vouch_for_is_not_believed() {
    let mut bed = Bed::with_config(
        "forged-from",
        &format!("trusted_authserv_id = \"{RECEIVER}\""),
    )
    .await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    // Two From headers: the verdict is mallory's, the server must not act
    // as bob.
    bed.put(&forged(
        1,
        &format!(
            "Authentication-Results: {RECEIVER}; dkim=pass header.d=evil.test; dmarc=pass header.from=evil.test\r\nFrom: {MALLORY}\r\nFrom: {BOB}\r\n"
        ),
    ));
    // One From of two addresses.
    bed.put(&forged(
        2,
        &format!(
            "Authentication-Results: {RECEIVER}; dmarc=pass header.from=players.test\r\nFrom: {BOB}, {MALLORY}\r\n"
        ),
    ));
    // bob's From, SPF fails for his domain, and the one signature that
    // passes is mallory's own domain's.
    bed.put(&forged(
        3,
        &format!(
            "Authentication-Results: {RECEIVER}; spf=fail smtp.mailfrom=players.test; dkim=pass header.d=evil.test; dmarc=none\r\nFrom: {BOB}\r\n"
        ),
    ));
    // No verdict of the receiving system at all.
    bed.put(&forged(4, &format!("From: {BOB}\r\n")));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty(), "none is answered");
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);
    let why: Vec<String> = sqlx::query_scalar(
        "SELECT disposition FROM inbound WHERE mail_key LIKE '<forged.%' ORDER BY mail_key",
    )
    .fetch_all(bed.server.store().pool())
    .await
    .unwrap();
    assert_eq!(why.len(), 4, "{why:?}");
    assert!(why[0].contains("2 From headers"), "{why:?}");
    assert!(why[1].contains("From header of 2 addresses"), "{why:?}");
    assert!(why[2].contains("SPF fails"), "{why:?}");
    assert!(why[3].contains("no Authentication-Results"), "{why:?}");
    // A signature of bob's own organizational domain is believed.
    bed.put(&forged(
        5,
        &format!(
            "Authentication-Results: {RECEIVER}; spf=fail smtp.mailfrom=players.test; dkim=pass header.d=mail.players.test\r\nFrom: {BOB}\r\n"
        ),
    ));
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 1);
}

#[tokio::test]
async fn two_from_headers_are_not_believed_even_unchecked() {
    let mut bed = Bed::new("two-from").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.put(&forged(1, &format!("From: {MALLORY}\r\nFrom: {BOB}\r\n")));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);
}

/// `text` with each `(from, to)` replaced, to compare two replies.
fn alike(text: &str, swaps: &[(&str, &str)]) -> String {
    swaps
        .iter()
        .fold(text.to_string(), |t, (from, to)| t.replace(from, to))
}

#[tokio::test]
async fn signup_add_and_change_address_tell_a_stranger_nothing_of_the_owner() {
    let mut bed = Bed::new("enumeration").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(MALLORY, "mallory", "mpw").await;
    let mails_to_alice = bed
        .count("SELECT COUNT(*) FROM outbox WHERE recipient = 'alice@players.test'")
        .await;
    // signup: a taken address and a free one, from two strangers.
    let taken = bed
        .round("s1@else.test", "signup victima pw1 alice@players.test", "")
        .await;
    let free = bed
        .round("s2@else.test", "signup victimb pw2 free@else.test", "")
        .await;
    let reply = |outs: &[Out], to: &str| {
        outs.iter()
            .find(|o| o.to == to)
            .unwrap_or_else(|| panic!("{outs:#?}"))
            .clone()
    };
    let (t, f) = (reply(&taken, "s1@else.test"), reply(&free, "s2@else.test"));
    assert_eq!(
        alike(&t.body, &[("victima", "V"), ("alice@players.test", "A")]),
        alike(&f.body, &[("victimb", "V"), ("free@else.test", "A")]),
    );
    assert_eq!(
        alike(&t.subject, &[("victima", "V"), ("alice@players.test", "A")]),
        alike(&f.subject, &[("victimb", "V"), ("free@else.test", "A")]),
    );
    assert!(!t.body.contains("'alice'"), "{}", t.body);
    // add and change address, from a player who is not the owner.
    for (command, other) in [
        ("add mallory mpw", "free2@else.test"),
        ("change address mallory mpw", "free3@else.test"),
    ] {
        let taken = bed
            .round(MALLORY, &format!("{command} alice@players.test"), "")
            .await;
        let free = bed.round(MALLORY, &format!("{command} {other}"), "").await;
        let (t, f) = (reply(&taken, MALLORY), reply(&free, MALLORY));
        assert_eq!(
            alike(&t.body, &[("alice@players.test", "A")]),
            alike(&f.body, &[(other, "A")]),
            "{command}"
        );
        assert!(!t.body.contains("'alice'"), "{}", t.body);
    }
    // The owner's address got nothing of it.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE recipient = 'alice@players.test'")
            .await,
        mails_to_alice
    );
    // The owner, writing from her address, learns it is hers.
    let outs = bed
        .round(ALICE, "signup alice2 pw alice@players.test", "")
        .await;
    assert!(
        outs[0]
            .body
            .contains("confirmed for your account 'alice' already"),
        "{outs:#?}"
    );
}

#[tokio::test]
async fn a_strangers_wrong_passwords_lock_out_the_stranger_not_the_player() {
    let mut bed = Bed::new("lockout-stranger").await;
    bed.signup(ALICE, "alice", "apw").await;
    let guesses: String = (0..5)
        .map(|i| format!("vacation alice wrong{i} 1\n"))
        .collect();
    let outs = bed.round(NOBODY, "", &guesses).await;
    assert_eq!(outs.len(), 1);
    // Alice, from her own address, is not locked out.
    let outs = bed.round(ALICE, "vacation alice apw 1", "").await;
    assert!(outs[0].body.contains("is on vacation"), "{outs:#?}");
    // The guesser is, even with the right password.
    let outs = bed.round(NOBODY, "vacation alice apw off", "").await;
    assert!(outs[0].body.contains("from nobody@else.test"), "{outs:#?}");
    // Another stranger's address is not.
    let outs = bed
        .round("other@else.test", "vacation alice apw off", "")
        .await;
    assert!(outs[0].body.contains("is over"), "{outs:#?}");
}

#[tokio::test]
async fn guessing_from_many_addresses_closes_the_account_to_strangers_for_the_day() {
    let mut bed = Bed::new("lockout-many").await;
    bed.signup(ALICE, "alice", "apw").await;
    for i in 0..20 {
        bed.send(
            &format!("guess{i}@else.test"),
            &format!("vacation alice wrong{i} 1"),
            "",
        );
    }
    bed.run_once().await;
    bed.new_mail();
    let outs = bed
        .round("guess99@else.test", "vacation alice apw 1", "")
        .await;
    assert!(outs[0].body.contains("until the day is over"), "{outs:#?}");
    // The owner is not affected.
    let outs = bed.round(ALICE, "vacation alice apw 1", "").await;
    assert!(outs[0].body.contains("is on vacation"), "{outs:#?}");
}

#[tokio::test]
async fn a_reset_and_a_reply_by_token_pass_any_lockout() {
    let (mut bed, boards) = start("lockout-reset").await;
    let token = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let guesses: String = (0..5)
        .map(|i| format!("vacation alice wrong{i} 1\n"))
        .collect();
    bed.round(ALICE, "", &guesses).await;
    let outs = bed.round(ALICE, "vacation alice apw 1", "").await;
    assert!(
        outs[0].body.contains("too many wrong passwords"),
        "{outs:#?}"
    );
    // A reply by token carries no password: it plays.
    let (outs, played) = reply_plays(&mut bed, ALICE, &token, to(&boards, ALICE)).await;
    assert!(played, "{outs:#?}");
    // A reset with a valid token works, and so does the new password.
    let outs = bed.round(ALICE, "forgot alice", "").await;
    let line = outs
        .iter()
        .flat_map(|o| o.body.lines())
        .find(|l| l.trim_start().starts_with("reset alice "))
        .unwrap_or_else(|| panic!("{outs:#?}"))
        .to_string();
    let reset_token = line.split_whitespace().nth(2).unwrap();
    let outs = bed
        .round(ALICE, &format!("reset alice {reset_token} fresh9"), "")
        .await;
    assert!(outs[0].body.contains("is set"), "{outs:#?}");
    let outs = bed.round(ALICE, "vacation alice fresh9 1", "").await;
    assert!(outs[0].body.contains("is on vacation"), "{outs:#?}");
}

#[tokio::test]
async fn a_strangers_mail_mails_at_most_one_third_party_and_reserves_one_id_a_day() {
    let mut bed = Bed::new("amplification").await;
    let lines: String = (0..20)
        .map(|n| format!("signup sq{n} pw x{n}a@third.test x{n}b@fourth.test x{n}c@fifth.test\n"))
        .collect();
    bed.round(NOBODY, "", &lines).await;
    let third_parties = bed
        .count("SELECT COUNT(*) FROM outbox WHERE recipient <> 'nobody@else.test'")
        .await;
    assert!(third_parties <= 1, "{third_parties} mails to third parties");
    assert!(
        bed.count("SELECT COUNT(*) FROM players WHERE robot = 0")
            .await
            <= 1
    );
    // One user id a day, each with one confirmation besides the reply.
    let outs = bed
        .round("n2@else.test", "signup sqa pw y@third.test", "")
        .await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let outs = bed
        .round("n2@else.test", "signup sqb pw z@third.test", "")
        .await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(
        outs[0].body.contains("at most 1 user id a day"),
        "{outs:#?}"
    );
}

#[tokio::test]
async fn a_confirmed_sender_asks_at_most_three_addresses_a_mail_and_ten_a_day() {
    let mut bed = Bed::new("amplification-confirmed").await;
    bed.signup(MALLORY, "mallory", "mpw").await;
    let lines: String = (0..4)
        .map(|n| format!("signup mq{n} pw m{n}@third.test\n"))
        .collect();
    let outs = bed.round(MALLORY, "", &lines).await;
    let to_third = |outs: &[Out]| outs.iter().filter(|o| o.to != MALLORY).count();
    assert_eq!(to_third(&outs), 3, "{outs:#?}");
    assert!(
        outs.iter()
            .any(|o| o.body.contains("at most 3 other addresses"))
    );
    // Ten a day: two more mails of two make seven, three more single
    // ones ten, and the next is refused.
    for day in 0..2 {
        let outs = bed
            .round(
                MALLORY,
                &format!("change address mallory mpw {MALLORY} d{day}a@t.test d{day}b@t.test"),
                "",
            )
            .await;
        assert_eq!(to_third(&outs), 2, "{outs:#?}");
    }
    let sent = bed
        .count("SELECT COUNT(*) FROM outbox WHERE recipient <> 'mallory@evil.test'")
        .await;
    assert_eq!(sent, 7);
    for n in 0..4 {
        bed.round(MALLORY, &format!("signup mr{n} pw r{n}@third.test"), "")
            .await;
    }
    let sent = bed
        .count("SELECT COUNT(*) FROM outbox WHERE recipient <> 'mallory@evil.test'")
        .await;
    assert_eq!(sent, 10);
    let outs = bed.round(MALLORY, "signup ms pw s@third.test", "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].body.contains("the most a day"), "{outs:#?}");
}

#[tokio::test]
async fn names_that_speak_for_the_server_cannot_be_signed_up() {
    let mut bed = Bed::new("reserved").await;
    for id in [
        "games",
        "postmaster",
        "abuse",
        "mailer-daemon",
        "noreply",
        "root",
        "admin",
    ] {
        let outs = bed
            .round(&format!("{id}x@else.test"), &format!("signup {id} pw"), "")
            .await;
        assert!(
            outs[0].body.contains("is kept for the server"),
            "{id}: {outs:#?}"
        );
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM players WHERE robot = 0")
            .await,
        0
    );
}

#[tokio::test]
async fn a_password_in_the_user_ids_place_is_never_repeated() {
    let (mut bed, _) = start("swapped").await;
    let outs = bed.round(BOB, "yinsh move 101 Zq7bobpw bob f6", "").await;
    for o in &outs {
        let all = format!("{}\n{}", o.subject, o.body).to_lowercase();
        assert!(!all.contains("zq7bobpw"), "{o:#?}");
    }
    assert!(outs[0].body.contains("Error"), "{outs:#?}");
    let rows: Vec<String> =
        sqlx::query_scalar("SELECT COALESCE(subject, '') FROM inbound ORDER BY id")
            .fetch_all(bed.server.store().pool())
            .await
            .unwrap();
    assert!(
        !rows.iter().any(|r| r.to_lowercase().contains("zq7bobpw")),
        "{rows:?}"
    );
    let stored: Vec<Vec<u8>> = sqlx::query_scalar("SELECT raw FROM outbox_body")
        .fetch_all(bed.server.store().pool())
        .await
        .unwrap();
    for raw in stored {
        let raw = ringmail::store::unpack(&raw).unwrap_or(raw);
        let text = String::from_utf8_lossy(&raw).to_lowercase();
        assert!(!text.contains("zq7bobpw"), "{text}");
    }
}

//! Bounces by mail (spec/bounces.md), with the file transport and `.eml`
//! reports: every mail's own envelope sender, a hard bounce that stops an
//! unreachable player's clocks and tells the opponent once, the loss after
//! 30 days unreachable, a player who keeps playing at another address,
//! reviving (by mail and by hand), and reports that must change nothing.
//! Time is moved by moving the stored times back.

use crate::support;

use support::reports::{Said, board_with_alice_to_move, bob_bounces, bounce_address, report};
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const BOB_TOO: &str = "bob@elsewhere.test";
const DAY: i64 = 86_400;

/// Moves every stored time of board 101 and of the unreachable spells
/// `seconds` into the past.
async fn age(bed: &Bed, seconds: i64) {
    let pool = bed.server.store().pool();
    for sql in [
        "UPDATE games SET updated_at = updated_at - $1 WHERE board = 101",
        "UPDATE vacations SET starts_at = starts_at - $1 WHERE kind = 'unreachable'",
    ] {
        sqlx::query(sql).bind(seconds).execute(pool).await.unwrap();
    }
}

async fn bouncing(bed: &Bed) -> i64 {
    bed.count("SELECT COUNT(*) FROM bouncing_addresses").await
}

#[tokio::test]
async fn every_mail_leaves_with_its_own_envelope_sender() {
    let mut bed = Bed::new("verp").await;
    let outs = bed.two_players_and_a_board().await;
    let mut senders: Vec<String> = outs.iter().map(bounce_address).collect();
    for s in &senders {
        let token = s
            .strip_prefix("games+bounce-")
            .and_then(|t| t.strip_suffix("@ringmail.test"))
            .unwrap();
        assert_eq!(token.len(), 20, "{s}");
        assert!(
            token
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        );
    }
    senders.sort();
    senders.dedup();
    assert_eq!(senders.len(), outs.len(), "one envelope sender per mail");
    // Once sent, only the token's hash is kept.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE bounce_token IS NOT NULL AND status = 'sent'")
            .await,
        0
    );
    assert!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE bounce_hash IS NOT NULL")
            .await
            >= 2
    );
}

#[tokio::test]
async fn an_unreachable_player_s_clock_stops_the_opponent_is_told_once_and_the_loss_comes_after_30_days()
 {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-hard").await;
    let to = bounce_address(&to_bob);
    bed.put(&report(&to_bob, &to, BOB, Said::Failed));
    bed.run_once().await;
    // One notice, to alice; nothing to bob, no answer to the report.
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, ALICE);
    assert_eq!(
        outs[0].subject,
        "yinsh Board 101: bob cannot be reached by mail"
    );
    assert!(
        outs[0].body.contains("clock on yinsh Board 101 is stopped"),
        "{}",
        outs[0].body
    );
    assert!(
        !outs[0].body.contains(BOB),
        "bob's address stays his: {}",
        outs[0].body
    );
    assert_eq!(bouncing(&bed).await, 1);
    // The same report again, and another report on bob: nothing more.
    bed.put(&report(&to_bob, &to, BOB, Said::Failed));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    // Alice moves: her reply, and no mail to bob.
    let outs = bed.round(ALICE, "yinsh move 101 alice apw e4", "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, ALICE);
    // Bob's clock stands still: no reminder, no loss at 22 days.
    age(&bed, 22 * DAY).await;
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(bed.count("SELECT COUNT(*) FROM clock_events").await, 0);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'active'")
            .await,
        1
    );
    // 30 days unreachable: bob loses on time, alice is told, once.
    age(&bed, 9 * DAY).await;
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, ALICE);
    assert!(
        outs[0]
            .body
            .contains("bob could not be reached by mail for 30 days"),
        "{}",
        outs[0].body
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE result = 'alice wins'")
            .await,
        1
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM ratings").await, 2, "rated");
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM clock_events WHERE kind = 'unreachable'")
            .await,
        1
    );
}

#[tokio::test]
async fn writing_again_revives_and_the_opponent_is_told() {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-revive").await;
    assert_eq!(bob_bounces(&mut bed, &to_bob).await.len(), 1);
    // Bob writes from the bouncing address: it takes mail again.
    let outs = bed.round(BOB, "yinsh show 101", "").await;
    let to_alice: Vec<&Out> = outs.iter().filter(|o| o.to == ALICE).collect();
    assert_eq!(to_alice.len(), 1, "{outs:#?}");
    assert_eq!(
        to_alice[0].subject,
        "yinsh Board 101: bob can be reached by mail again"
    );
    assert!(
        outs.iter().any(|o| o.to == BOB),
        "bob gets his reply: {outs:#?}"
    );
    assert_eq!(bouncing(&bed).await, 0);
    assert_eq!(
        bed.count(
            "SELECT COUNT(*) FROM vacations WHERE kind = 'unreachable' AND ends_at > 4000000000"
        )
        .await,
        0,
        "the spell is over"
    );
    // Alice's move reaches bob again.
    let outs = bed.round(ALICE, "yinsh move 101 alice apw e4", "").await;
    assert!(outs.iter().any(|o| o.to == BOB), "{outs:#?}");
    // Unreachable spells use no vacation days.
    let outs = bed.round(BOB, "vacation bob bpw 10", "").await;
    assert!(!outs[0].body.contains("Error"), "{}", outs[0].body);
}

/// Bob confirms a second address, then a board mail to his first one
/// bounces: he is told at the second, his clock runs on, and his board
/// mail goes there. (The bouncing mail is written after bob last wrote
/// from the first address; a report on an older one would be out of date.)
#[tokio::test]
async fn a_player_with_another_address_keeps_playing_there() {
    let (mut bed, _) = board_with_alice_to_move("bounce-other").await;
    let outs = bed.round(BOB, &format!("add bob bpw {BOB_TOO}"), "").await;
    let confirm = outs
        .iter()
        .find(|o| o.to == BOB_TOO)
        .expect("a confirmation");
    bed.round(BOB_TOO, &confirm.subject, "").await;
    let outs = bed.round(ALICE, "yinsh move 101 alice apw e4", "").await;
    let to_bob = outs
        .into_iter()
        .find(|o| o.to == BOB)
        .expect("bob's board mail at his first address");
    let outs = bob_bounces(&mut bed, &to_bob).await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, BOB_TOO);
    assert_eq!(outs[0].subject, format!("Mail to {BOB} bounces"));
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM vacations").await,
        0,
        "no clock stops"
    );
    // Bob plays from his other address, and alice's answer goes there.
    let outs = bed.round(BOB_TOO, "yinsh move 101 bob bpw e7", "").await;
    assert!(!outs[0].body.contains("Error"), "{}", outs[0].body);
    let outs = bed.round(ALICE, "yinsh move 101 alice apw e3", "").await;
    let to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
    assert_eq!(to, [ALICE, BOB_TOO], "{outs:#?}");
}

#[tokio::test]
async fn reports_that_name_no_mail_of_theirs_change_nothing() {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-forged").await;
    let to = bounce_address(&to_bob);
    let other = bed.round(ALICE, "yinsh show 101", "").await.remove(0);
    let forged = [
        // A token the server never gave.
        report(
            &to_bob,
            "games+bounce-aaaaaaaaaaaaaaaaaaaa@ringmail.test",
            BOB,
            Said::Failed,
        ),
        // The token of bob's mail, naming another recipient.
        report(&to_bob, &to, ALICE, Said::Failed),
        // The token of alice's mail, naming bob.
        report(&to_bob, &bounce_address(&other), BOB, Said::Failed),
        // An auto-reply sent to the bounce address.
        format!(
            "From: {BOB}\r\nTo: {to}\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\n\
             Message-ID: <ooo.1@players.test>\r\n\r\nI am away until Monday.\r\n"
        )
        .into_bytes(),
    ];
    for raw in &forged {
        bed.put(raw);
        bed.run_once().await;
        assert!(bed.new_mail().is_empty());
        assert_eq!(bouncing(&bed).await, 0);
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM inbound WHERE disposition LIKE 'not answered:%report%'")
            .await,
        forged.len() as i64
    );
    // A delayed report is counted, and changes nothing else.
    bed.put(&report(&to_bob, &to, BOB, Said::Delayed));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(bouncing(&bed).await, 0);
    assert_eq!(bed.count("SELECT MAX(delays) FROM outbox").await, 1);
}

#[tokio::test]
async fn the_operator_lists_bouncing_addresses_and_revives_one_by_hand() {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-cli").await;
    bob_bounces(&mut bed, &to_bob).await;
    let database = support::database_for(&bed.dir);
    let outbound = format!("file:{}/outbox", bed.dir.display());
    let run = |args: &[&str]| {
        let out = support::cli::command(args)
            .env("RINGMAIL_DATABASE", &database)
            .env("RINGMAIL_OUTBOUND", &outbound)
            .env("RINGMAIL_ADDRESS", support::SERVER)
            .output()
            .unwrap();
        (
            out.status.code(),
            support::cli::text(&out.stdout),
            support::cli::text(&out.stderr),
        )
    };
    let (code, listed, _) = run(&["mail", "bounced"]);
    assert_eq!(code, Some(0));
    assert!(
        listed.contains(BOB) && listed.contains("player bob"),
        "{listed}"
    );
    assert!(
        listed.contains("status 5.1.1")
            && listed.contains("the address does not exist or is closed")
            && !listed.contains("User unknown"),
        "{listed}"
    );
    let (code, _, err) = run(&["mail", "revive", ALICE]);
    assert_eq!(code, Some(1));
    assert!(err.contains("does not bounce"), "{err}");
    let (code, said, _) = run(&["mail", "revive", BOB]);
    assert_eq!(code, Some(0), "{said}");
    assert_eq!(bouncing(&bed).await, 0);
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, ALICE);
    assert_eq!(
        outs[0].subject,
        "yinsh Board 101: bob can be reached by mail again"
    );
    let (_, listed, _) = run(&["mail", "bounced"]);
    assert!(listed.contains("No address bounces"), "{listed}");
}

/// Two servers on one database take reports on bob's address at the same
/// instant (the same report to both, and a report on another of his
/// mails), and a report read again after a crash (processed, never taken
/// out of the inbox): one notice, and at 30 days one loss, all the same.
#[tokio::test]
async fn every_notice_is_made_once_by_two_servers_and_after_a_crash() {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-once").await;
    let earlier = bed
        .round(ALICE, "yinsh show 101", "")
        .await
        .into_iter()
        .next()
        .unwrap();
    // A second mail to bob: the reply to his own `show`.
    let to_bob_too = bed.round(BOB, "yinsh show 101", "").await.remove(0);
    assert_eq!(to_bob_too.to, BOB);
    assert_ne!(earlier.to, BOB);
    let other = ringmail::server::Server::open(bed.server.config().clone())
        .await
        .unwrap();
    let first = report(&to_bob, &bounce_address(&to_bob), BOB, Said::Failed);
    let second = report(&to_bob_too, &bounce_address(&to_bob_too), BOB, Said::Failed);
    let (a, b, c) = tokio::join!(
        bed.server.process(&first, false),
        other.process(&first, false),
        other.process(&second, false),
    );
    for r in [a, b, c] {
        r.unwrap();
    }
    // Read again after a crash that came between its commit and its
    // leaving the inbox.
    let again = bed.server.process(&second, false).await.unwrap();
    assert_eq!(again, ringmail::server::Processed::Duplicate);
    bed.server.deliver_until_idle().await.unwrap();
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(
        outs[0].subject,
        "yinsh Board 101: bob cannot be reached by mail"
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM vacations WHERE kind = 'unreachable'")
            .await,
        1
    );
    // 30 days on, both servers run their clocks at once: one loss.
    age(&bed, 31 * DAY).await;
    let (a, b) = tokio::join!(bed.server.run_clocks(), other.run_clocks());
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a.losses + b.losses, 1);
    bed.server.deliver_until_idle().await.unwrap();
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, ALICE);
}

/// Unreachable bob asks, from a friend's address, to add a new address of
/// his, and confirms it from there: he can be reached again, and alice is
/// told; his mail goes to the new address.
#[tokio::test]
async fn confirming_a_new_address_makes_an_unreachable_player_reachable() {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-confirm").await;
    assert_eq!(bob_bounces(&mut bed, &to_bob).await.len(), 1);
    let outs = bed
        .round("friend@players.test", &format!("add bob bpw {BOB_TOO}"), "")
        .await;
    assert!(outs.iter().all(|o| o.to != BOB), "{outs:#?}");
    let confirm = outs
        .iter()
        .find(|o| o.to == BOB_TOO)
        .expect("a confirmation");
    let outs = bed.round(BOB_TOO, &confirm.subject, "").await;
    let told: Vec<&Out> = outs.iter().filter(|o| o.to == ALICE).collect();
    assert_eq!(told.len(), 1, "{outs:#?}");
    assert_eq!(
        told[0].subject,
        "yinsh Board 101: bob can be reached by mail again"
    );
    assert_eq!(bouncing(&bed).await, 1, "the old address still bounces");
    let outs = bed.round(ALICE, "yinsh move 101 alice apw e4", "").await;
    let to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
    assert_eq!(to, [ALICE, BOB_TOO], "{outs:#?}");
}

/// A report counts only while it can be true: on a mail of the last 7
/// days, written after its address last wrote to the server.
#[tokio::test]
async fn an_out_of_date_report_changes_nothing() {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-late").await;
    let to = bounce_address(&to_bob);
    // Bob writes after the mail (written, say, a minute before): his
    // address worked since.
    sqlx::query("UPDATE outbox SET created_at = created_at - 60 WHERE message_id = $1")
        .bind(&to_bob.message_id)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.round(BOB, "yinsh show 101", "").await;
    bed.put(&report(&to_bob, &to, BOB, Said::Failed));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(bouncing(&bed).await, 0);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM inbound WHERE disposition LIKE '%out of date%'")
            .await,
        1
    );
    // A report on a mail of 8 days ago: its token is forgotten.
    let outs = bed.round(ALICE, "yinsh move 101 alice apw e4", "").await;
    let newer = outs.into_iter().find(|o| o.to == BOB).unwrap();
    sqlx::query("UPDATE outbox SET created_at = created_at - $1 WHERE message_id = $2")
        .bind(8 * DAY)
        .bind(&newer.message_id)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.put(&report(&newer, &bounce_address(&newer), BOB, Said::Failed));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(bouncing(&bed).await, 0);
}

/// Unreachable bob's new address is confirmed by a mail from a third
/// address: the clocks' next pass finds him reachable, runs his clocks
/// again and tells alice; a vacation asked while he was unreachable was
/// refused.
#[tokio::test]
async fn an_address_confirmed_from_elsewhere_ends_the_unreachable_spell() {
    let (mut bed, to_bob) = board_with_alice_to_move("bounce-elsewhere").await;
    assert_eq!(bob_bounces(&mut bed, &to_bob).await.len(), 1);
    let friend = "friend@players.test";
    let outs = bed.round(friend, "vacation bob bpw 5", "").await;
    assert!(
        outs[0].body.contains("cannot be reached by mail"),
        "{}",
        outs[0].body
    );
    let outs = bed
        .round(friend, &format!("add bob bpw {BOB_TOO}"), "")
        .await;
    let confirm = outs
        .iter()
        .find(|o| o.to == BOB_TOO)
        .expect("a confirmation");
    let token = confirm
        .subject
        .strip_prefix("confirm ")
        .unwrap()
        .to_string();
    bed.round(friend, &format!("confirm {token}"), "").await;
    // The clocks' next pass.
    bed.run_once().await;
    let outs = bed.new_mail();
    let told: Vec<&Out> = outs.iter().filter(|o| o.to == ALICE).collect();
    assert_eq!(told.len(), 1, "{outs:#?}");
    assert_eq!(
        told[0].subject,
        "yinsh Board 101: bob can be reached by mail again"
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM vacations WHERE kind = 'vacation'")
            .await,
        0
    );
    bed.run_once().await;
    assert!(bed.new_mail().is_empty(), "told once");
}

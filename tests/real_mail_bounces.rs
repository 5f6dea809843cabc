//! A bounce through a real relay: bob's address dies mid-game on the mail
//! bed (Postfix refuses it as an unknown user and mails its own delivery
//! report to the board mail's envelope sender, `games+bounce-TOKEN@`, which
//! it hands to the game account by the `+` delimiter). The server reads the
//! report: bob gets nothing more, alice one notice, bob's clock stops (no
//! reminder or loss at 22 days, the loss at 30), `ringmail mail bounced`
//! lists him, forged reports change nothing, and bob writing again revives
//! him. Later steps run `ringmail serve --once` with `RINGMAIL_NOW`.

use crate::support;

use support::bed::MailBed;
use support::real_game::{ALICE, BOB, BedConfig, run_server, sign_up_and_challenge};
use support::reports::{Said, report};

const DAY: i64 = 86_400;

/// `ringmail ARGS` on the bed, its clock at `now` + `days` (when given):
/// exit code and standard output.
fn ringmail(bed: &MailBed, args: &[&str], days: Option<i64>) -> (Option<i32>, String) {
    let config = bed.config();
    let mut c = support::cli::command(args);
    c.env("RINGMAIL_ADDRESS", &config.address)
        .env("RINGMAIL_DATABASE", &config.database)
        .env("RINGMAIL_INBOUND", &config.inbound)
        .env("RINGMAIL_OUTBOUND", &config.outbound);
    if let Some(days) = days {
        c.env("RINGMAIL_NOW", rfc3339(now() + days * DAY));
    }
    let out = c.output().unwrap();
    let stdout = support::cli::text(&out.stdout);
    assert!(
        out.status.success() || args[0] == "mail",
        "ringmail {args:?}: {}",
        support::cli::text(&out.stderr)
    );
    (out.status.code(), stdout)
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// `2026-11-25T10:00:00Z`.
fn rfc3339(t: i64) -> String {
    let text = ringmail::language::utc_text(t);
    // `2026-11-25 10:00 UTC` to RFC 3339.
    let (date, rest) = text.split_once(' ').unwrap();
    let hm = rest.trim_end_matches(" UTC");
    format!("{date}T{hm}:00Z")
}

/// A count from the bed's database.
async fn count(bed: &MailBed, sql: &'static str) -> i64 {
    let pool = sqlx::SqlitePool::connect(&bed.config().database)
        .await
        .unwrap();
    let n = sqlx::query_scalar(sql).fetch_one(&pool).await.unwrap();
    pool.close().await;
    n
}

/// Mails sent to bob so far.
async fn sent_to_bob(bed: &MailBed) -> i64 {
    count(
        bed,
        "SELECT COUNT(*) FROM outbox WHERE recipient = 'bob@ringmail.test' AND status = 'sent'",
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_address_dies_mid_game() {
    let bed = MailBed::start("bounces");
    let running = run_server(&bed).await;
    let (mut alice, mut bob, mut g, _, _) = sign_up_and_challenge(&bed).await;
    // Alice places a ring; both get the board.
    let mv = g.legal_move_texts()[0].clone();
    bed.send(ALICE, &format!("yinsh move 101 alice apw {mv}"), "")
        .await;
    g.play_text(&mv).unwrap();
    alice.expect(1).await;
    bob.expect(1).await;

    // Bob's address dies; he places a ring, and his board mail bounces.
    bed.set_address_dead(BOB, true);
    let mv = g.legal_move_texts()[0].clone();
    bed.send(BOB, &format!("yinsh move 101 bob bpw {mv}"), "")
        .await;
    g.play_text(&mv).unwrap();
    // Alice: bob's move, and one notice.
    let outs = alice.expect(2).await;
    let notices: Vec<_> = outs
        .iter()
        .filter(|o| o.subject == "yinsh Board 101: bob cannot be reached by mail")
        .collect();
    assert_eq!(notices.len(), 1, "{outs:#?}");
    assert!(notices[0].body.contains("5.1.1"), "{}", notices[0].body);
    let to_alice = outs
        .iter()
        .find(|o| o.subject != notices[0].subject)
        .unwrap()
        .clone();
    running.stop().await;
    let sent = sent_to_bob(&bed).await;
    let (_, listed) = ringmail(&bed, &["mail", "bounced"], None);
    assert!(
        listed.contains(BOB) && listed.contains("player bob"),
        "{listed}"
    );
    assert!(listed.contains("status 5.1.1"), "{listed}");
    assert!(
        listed.contains("the address does not exist or is closed"),
        "{listed}"
    );

    // Forged reports: a token the server never gave, and the token of
    // alice's mail naming bob. Nothing changes, nobody is mailed.
    let alice_token = to_alice.return_path.clone().expect("a Return-Path");
    assert!(alice_token.starts_with("games+bounce-"), "{alice_token}");
    for to in [
        "games+bounce-zzzzzzzzzzzzzzzzzzzz@ringmail.test".to_string(),
        alice_token,
    ] {
        bed.send_raw_to(
            "mailer-daemon@players.test",
            &to,
            &report(&to_alice, &to, BOB, Said::Failed),
        )
        .await;
    }
    // Alice moves: her reply only.
    let mv = g.legal_move_texts()[0].clone();
    bed.send(ALICE, &format!("yinsh move 101 alice apw {mv}"), "")
        .await;
    g.play_text(&mv).unwrap();
    wait_for_inbound(&bed, 3).await;
    alice.expect(1).await;
    assert_eq!(
        count(&bed, "SELECT COUNT(*) FROM bouncing_addresses").await,
        1
    );
    assert_eq!(sent_to_bob(&bed).await, sent, "bob gets nothing more");
    assert_eq!(
        count(
            &bed,
            "SELECT COUNT(*) FROM inbound WHERE disposition LIKE '%report%naming%'"
        )
        .await
            + count(
                &bed,
                "SELECT COUNT(*) FROM inbound WHERE disposition LIKE '%another recipient%'"
            )
            .await,
        2,
        "both forged reports recorded"
    );

    // Bob's clock stands still: nothing at 22 days.
    ringmail(&bed, &["serve", "--once"], Some(22));
    assert_eq!(count(&bed, "SELECT COUNT(*) FROM clock_events").await, 0);
    // At 31 days bob loses on time; alice gets the final board.
    ringmail(&bed, &["serve", "--once"], Some(31));
    let outs = alice.expect(1).await;
    assert!(
        outs[0]
            .body
            .contains("bob could not be reached by mail for 30 days"),
        "{}",
        outs[0].body
    );
    assert_eq!(
        count(
            &bed,
            "SELECT COUNT(*) FROM games WHERE result = 'alice wins'"
        )
        .await,
        1
    );
    assert_eq!(sent_to_bob(&bed).await, sent, "bob gets nothing more");

    // Bob's mailbox lives again, and he writes: his address takes mail.
    bed.set_address_dead(BOB, false);
    bed.send(BOB, "yinsh show 101", "").await;
    ringmail(&bed, &["serve", "--once"], None);
    let shown = bob.expect(1).await;
    assert!(
        shown[0].body.contains("Summary of yinsh Board 101"),
        "{shown:?}"
    );
    let (_, listed) = ringmail(&bed, &["mail", "bounced"], None);
    assert!(listed.contains("No address bounces"), "{listed}");
}

/// Waits until the server's loop (or the next `serve --once`) has read
/// `n` more mails than now: runs `serve --once` until then.
async fn wait_for_inbound(bed: &MailBed, n: i64) {
    let before = count(bed, "SELECT COUNT(*) FROM inbound").await;
    for _ in 0..40 {
        ringmail(bed, &["serve", "--once"], None);
        if count(bed, "SELECT COUNT(*) FROM inbound").await >= before + n {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
    panic!("the bed's mails did not all come in");
}

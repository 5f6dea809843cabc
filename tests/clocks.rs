//! Clocks by mail: reminders to the player to move, losses on time, boards
//! void on time (lost by a player who never moved on them), the vacation
//! that stops a clock, and the `-nag=` / `-forfeit=` options. Time is
//! moved by moving the board's stored times back.

use crate::support;

use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const MALLORY: &str = "mallory@players.test";
const DAY: i64 = 86_400;

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// Alice and Bob signed up, board 101 started (with `options`), and Alice's
/// first move played: Bob is to move.
async fn board_with_bob_to_move(name: &str, options: &str) -> Bed {
    let mut bed = Bed::new(name).await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.send(ALICE, &format!("yinsh challenge {options} alice bob"), "");
    bed.run_once().await;
    let outs = bed.new_mail();
    // One board mail each; Alice's is the reply to her challenge.
    assert_eq!(outs.len(), 2, "{outs:#?}");
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(outs[0].subject, "yinsh Board 101 bob");
    assert_eq!(outs[1].subject, "yinsh Board 101 bob");
    bed
}

/// Bob places a ring and Alice another: Bob, who has moved on board 101,
/// is to move again.
async fn bob_moves_once(bed: &mut Bed) {
    for (from, command) in [
        (BOB, "yinsh move 101 bob bpw e6"),
        (ALICE, "yinsh move 101 alice apw e4"),
    ] {
        bed.send(from, command, "");
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 2, "{command}: {outs:#?}");
        assert!(!outs[0].subject.contains("rror"), "{:?}", outs[0]);
    }
}

/// Moves board 101's last change `seconds` into the past.
async fn age(bed: &Bed, seconds: i64) {
    sqlx::query("UPDATE games SET updated_at = updated_at - $1 WHERE board = 101")
        .bind(seconds)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
}

fn one_reminder(outs: &[Out], to: &str, player: &str) -> String {
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, to);
    assert_eq!(
        outs[0].subject,
        format!("yinsh Board 101 {player}: your move (reminder)")
    );
    assert!(
        outs[0].body.contains("Summary of yinsh Board 101"),
        "{}",
        outs[0].body
    );
    // In the player's thread of the board: the game's entry, then the
    // root (the Message-ID of the player's New board mail).
    let seat = if player == "alice" { 0 } else { 1 };
    assert_eq!(outs[0].references.len(), 2, "{:?}", outs[0]);
    assert!(outs[0].references[1].ends_with(&format!("-{seat}@ringmail.test>")));
    assert_eq!(outs[0].in_reply_to.as_ref(), Some(&outs[0].references[1]));
    outs[0].body.clone()
}

#[tokio::test]
async fn a_board_left_a_week_reminds_the_player_to_move_once_per_period() {
    let mut bed = board_with_bob_to_move("clock-nag", "").await;
    // Within the first week: nothing.
    age(&bed, 6 * DAY).await;
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    age(&bed, 2 * DAY).await;
    bed.run_once().await;
    let body = one_reminder(&bed.new_mail(), BOB, "bob");
    assert!(body.contains("You lose on time in 13 days"), "{body}");
    assert!(body.contains("yinsh move 101 bob PASSWORD"), "{body}");
    assert!(
        body.contains("clock: reminder after 7 days, loss after 21"),
        "{body}"
    );
    // A second look sends nothing more.
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(bed.server.run_clocks().await.unwrap().reminders, 0);
    // After 15 days, the second reminder.
    age(&bed, 7 * DAY).await;
    bed.run_once().await;
    let body = one_reminder(&bed.new_mail(), BOB, "bob");
    assert!(body.contains("You lose on time in 6 days"), "{body}");
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM clock_events WHERE kind = 'nag'")
            .await,
        2
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'active'")
            .await,
        1
    );
    // A move restarts the clock: Alice is to move, and not reminded yet.
    bed.send(BOB, "yinsh move 101 bob bpw e6", "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    age(&bed, 8 * DAY).await;
    bed.run_once().await;
    one_reminder(&bed.new_mail(), ALICE, "alice");
}

/// Bob has moved on the board, so running out of time is a rated loss.
#[tokio::test]
async fn a_board_left_three_weeks_is_lost_on_time() {
    let mut bed = board_with_bob_to_move("clock-loss", "").await;
    bob_moves_once(&mut bed).await;
    age(&bed, 22 * DAY).await;
    let run = bed.server.run_clocks().await.unwrap();
    assert_eq!((run.reminders, run.losses, run.voids), (0, 1, 0));
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
    assert_eq!(to, [ALICE, BOB]);
    for o in &outs {
        assert_eq!(
            o.subject,
            "yinsh Board 101 over: alice wins (bob ran out of time)"
        );
        assert!(o.body.contains("bob ran out of time"), "{}", o.body);
        assert!(o.body.contains("timeout"), "{}", o.body);
        assert!(o.body.contains("Game over: alice wins"), "{}", o.body);
        assert!(!o.body.contains("void"), "{}", o.body);
        assert_eq!(o.references.len(), 2);
    }
    assert_eq!(outs[0].references[0], outs[1].references[0]);
    assert!(outs[0].references[1].ends_with("-0@ringmail.test>"));
    assert!(outs[1].references[1].ends_with("-1@ringmail.test>"));
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'over' AND result = 'alice wins' AND to_move IS NULL")
            .await,
        1
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM moves WHERE board = 101 AND number = 4 AND userid = 'bob' AND text = 'timeout'")
            .await,
        1
    );
    let ratings: Vec<(String, f64, i64, i64)> = sqlx::query_as(
        "SELECT userid, rating, wins, losses FROM ratings WHERE game = 'yinsh' ORDER BY userid",
    )
    .fetch_all(bed.server.store().pool())
    .await
    .unwrap();
    assert_eq!(ratings.len(), 2);
    assert_eq!(
        (ratings[0].0.as_str(), ratings[0].2, ratings[0].3),
        ("alice", 1, 0)
    );
    assert!((ratings[0].1 - 1516.0).abs() < 0.01, "{ratings:?}");
    assert_eq!(
        (ratings[1].0.as_str(), ratings[1].2, ratings[1].3),
        ("bob", 0, 1)
    );
    assert!((ratings[1].1 - 1484.0).abs() < 0.01, "{ratings:?}");
    // Nothing more, however often the clocks look.
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    // A move afterwards is refused (the position in memory was replaced).
    let before = bed.game_state().await;
    bed.send(BOB, "yinsh move 101 bob bpw e6", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, BOB);
    assert_eq!(outs[0].subject, "yinsh Board 101 Error");
    assert_eq!(bed.game_state().await, before);
    // The finished board replays from its log.
    bed.send(ALICE, "yinsh show 101", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(!outs[0].subject.contains("Error"), "{:?}", outs[0]);
    assert!(outs[0].body.contains("timeout"), "{}", outs[0].body);
}

#[tokio::test]
async fn a_player_on_vacation_is_neither_reminded_nor_lost_on_time() {
    let mut bed = board_with_bob_to_move("clock-vacation", "").await;
    age(&bed, 22 * DAY).await;
    let t = now();
    // Bob's vacation began 20 days ago and runs on.
    sqlx::query("INSERT INTO vacations (userid, starts_at, ends_at) VALUES ('bob', $1, $2)")
        .bind(t - 20 * DAY)
        .bind(t + 5 * DAY)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'active'")
            .await,
        1
    );
    // It ended ten days ago, after ten days: twelve days count, a reminder
    // and no loss.
    sqlx::query("UPDATE vacations SET ends_at = $1 WHERE userid = 'bob'")
        .bind(t - 10 * DAY)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.run_once().await;
    let body = one_reminder(&bed.new_mail(), BOB, "bob");
    assert!(body.contains("You lose on time in 9 days"), "{body}");
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'active'")
            .await,
        1
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM ratings").await, 0);
    // A vacation of Alice (not to move) changes nothing for Bob's clock.
    sqlx::query("INSERT INTO vacations (userid, starts_at, ends_at) VALUES ('alice', $1, $2)")
        .bind(t - 30 * DAY)
        .bind(t + 30 * DAY)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    age(&bed, 10 * DAY).await;
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    // Bob never moved on the board: it ends void.
    assert_eq!(
        outs[0].subject,
        "yinsh Board 101 over: void (bob never moved)"
    );
}

#[tokio::test]
async fn clock_options_are_honoured_and_bad_ones_refused() {
    let mut bed = Bed::new("clock-options").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    for (bad, says) in [
        ("-nag=0", "-nag=DAYS"),
        ("-nag=1.5", "-nag=DAYS"),
        ("-forfeit=400", "-forfeit=DAYS"),
        ("-nag=5 -forfeit=5", "before the loss"),
        ("-nag=30", "before the loss"),
        ("-nag", "needs a number of days"),
        ("-nag=2 -nag=3", "given twice"),
    ] {
        bed.send(ALICE, &format!("yinsh challenge {bad} alice bob"), "");
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 1, "{bad}: {outs:#?}");
        assert_eq!(outs[0].subject, "yinsh error", "{bad}");
        assert!(outs[0].body.contains(says), "{bad}: {}", outs[0].body);
    }
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);
    bed.send(
        ALICE,
        "yinsh challenge -blitz -nag=2 -forfeit=5 alice bob",
        "",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert!(
        outs[0]
            .body
            .contains("clock: reminder after 2 days, loss after 5"),
        "{}",
        outs[0].body
    );
    assert!(
        outs[1]
            .body
            .contains("clock: reminder after 2 days, loss after 5"),
        "{}",
        outs[1].body
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE nag_days = 2 AND forfeit_days = 5 AND options = '-blitz'")
            .await,
        1
    );
    age(&bed, 3 * DAY).await;
    bed.run_once().await;
    let body = one_reminder(&bed.new_mail(), ALICE, "alice");
    assert!(body.contains("You lose on time in 2 days"), "{body}");
    age(&bed, 3 * DAY).await;
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    // Alice never moved on the board: it ends void.
    assert_eq!(
        outs[0].subject,
        "yinsh Board 101 over: void (alice never moved)"
    );
}

/// The real binary, with its clock set by `RINGMAIL_NOW` 8 days after the
/// board's last move: `serve --once` sends the one reminder.
#[tokio::test]
async fn serve_once_with_a_fixed_clock_sends_the_reminder() {
    let mut bed = board_with_bob_to_move("clock-binary", "").await;
    // 2026-01-01T00:00:00Z.
    sqlx::query("UPDATE games SET updated_at = 1767225600 WHERE board = 101")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.serve_once_at("2026-01-07T12:00:00Z");
    let outs = bed.new_mail();
    assert!(outs.is_empty(), "not yet a week: {outs:#?}");
    bed.serve_once_at("2026-01-09T00:00:00Z");
    let body = one_reminder(&bed.new_mail(), BOB, "bob");
    assert!(body.contains("You lose on time in 13 days"), "{body}");
    bed.serve_once_at("2026-01-09T00:00:00Z");
    assert!(bed.new_mail().is_empty());
    assert_eq!(bed.count("SELECT COUNT(*) FROM clock_events").await, 1);
}

/// Two servers on one database look at the same due board at once: one
/// reminder and one end on time (void: Bob never moved), never two.
#[tokio::test]
async fn two_servers_send_each_event_once() {
    let mut bed = board_with_bob_to_move("clock-two", "").await;
    let other = ringmail::server::Server::open(bed.server.config().clone())
        .await
        .unwrap();
    age(&bed, 8 * DAY).await;
    let (a, b) = tokio::join!(bed.server.run_clocks(), other.run_clocks());
    assert_eq!(a.unwrap().reminders + b.unwrap().reminders, 1);
    age(&bed, 14 * DAY).await;
    let (a, b) = tokio::join!(bed.server.run_clocks(), other.run_clocks());
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a.voids + b.voids, 1);
    assert_eq!(a.losses + b.losses, 0);
    assert_eq!(a.reminders + b.reminders, 0);
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 3, "{outs:#?}");
    assert_eq!(outs[0].subject, "yinsh Board 101 bob: your move (reminder)");
    assert_eq!(bed.count("SELECT COUNT(*) FROM ratings").await, 0);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM moves WHERE text = 'timeout'")
            .await,
        1
    );
}

/// Mallory cannot farm rating points from Bob: five boards she starts
/// against him at once (Bob to move, a loss after two days) all end void
/// when he never moves. Both players are told why; no rating or standing
/// changes, and the lists and the boards say void.
#[tokio::test]
async fn boards_lost_by_a_player_who_never_moved_end_void() {
    let mut bed = Bed::new("clock-void").await;
    bed.signup(MALLORY, "mallory", "mpw").await;
    bed.signup(BOB, "bob", "bpw").await;
    for _ in 0..5 {
        bed.send(MALLORY, "yinsh challenge -nag=1 -forfeit=2 bob mallory", "");
    }
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 10);
    sqlx::query("UPDATE games SET updated_at = updated_at - $1")
        .bind(2 * DAY + 3600)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    let run = bed.server.run_clocks().await.unwrap();
    assert_eq!((run.reminders, run.losses, run.voids), (0, 0, 5));
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 10, "{outs:#?}");
    for board in 101..=105 {
        let subject = format!("yinsh Board {board} over: void (bob never moved)");
        let mails: Vec<_> = outs.iter().filter(|o| o.subject == subject).collect();
        let to: Vec<&str> = mails.iter().map(|o| o.to.as_str()).collect();
        assert_eq!(to, [BOB, MALLORY], "{subject}: {outs:#?}");
        let why = format!(
            "Board {board} is void: bob ran out of time without ever moving on it, \
             so nobody wins and ratings do not change."
        );
        for o in mails {
            assert!(o.body.starts_with(&why), "{}", o.body);
            assert!(
                o.body.contains("Game over: void (bob never moved)"),
                "{}",
                o.body
            );
            assert!(!o.body.contains("wins\n"), "{}", o.body);
        }
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'over' AND result = 'void' AND to_move IS NULL")
            .await,
        5
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM ratings").await, 0);
    // Each end recorded once: looking again does nothing.
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM clock_events WHERE kind = 'forfeit'")
            .await,
        5
    );
    for (command, says, not) in [
        ("yinsh ratings", "No finished boards yet", "mallory"),
        ("yinsh standings", "No finished boards yet", "mallory"),
        ("yinsh history", "  101  bob vs mallory  void\n", "wins"),
        (
            "yinsh show 101",
            "Game over: void (bob never moved)",
            "wins",
        ),
        ("yinsh show mallory all", "over: void", "wins"),
    ] {
        bed.send(MALLORY, command, "");
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 1, "{command}: {outs:#?}");
        assert!(
            !outs[0].subject.contains("rror"),
            "{command}: {:?}",
            outs[0]
        );
        assert!(outs[0].body.contains(says), "{command}: {}", outs[0].body);
        assert!(!outs[0].body.contains(not), "{command}: {}", outs[0].body);
    }
    // The board is over: a late move is refused.
    bed.send(BOB, "yinsh move 101 bob bpw e5", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(
        outs[0].body.contains("board 101 is over (void)"),
        "{}",
        outs[0].body
    );
}

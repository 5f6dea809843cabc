//! Votes: a draw offered and accepted, declined by a move or by
//! `reject`, and an undo accepted or declined.

use super::*;

#[tokio::test]
async fn a_draw_offered_and_accepted_ends_the_board_drawn() {
    let mut t = Table::new("draw-accept").await;
    t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    t.play().await;
    // Refusals before any offer.
    t.refused(BOB, "yinsh move 101 bob bpw accept", "nothing to accept")
        .await;
    t.refused(BOB, "yinsh move 101 bob bpw reject", "nothing to reject")
        .await;
    let outs = t
        .send(ALICE, "yinsh move 101 alice apw propose", "Shall we?")
        .await;
    assert_eq!(to(&outs), [ALICE, ALICE, BOB], "{outs:#?}");
    assert!(outs[0].body.contains("You offered bob a draw"));
    for o in &outs[1..] {
        assert_eq!(o.subject, "yinsh Board 101 draw offered by alice");
        assert!(o.body.contains("yinsh move 101 bob PASSWORD accept"));
        assert!(o.body.contains("alice writes:\nShall we?"));
    }
    // Refusals while it waits: the offerer answering, a second offer,
    // someone else, a wrong password.
    t.refused(ALICE, "yinsh move 101 alice apw accept", "your own")
        .await;
    t.refused(ALICE, "yinsh move 101 alice apw reject", "your own")
        .await;
    t.refused(ALICE, "yinsh move 101 alice apw propose", "still waits")
        .await;
    t.refused(BOB, "yinsh move 101 bob bpw propose", "answer it first")
        .await;
    t.refused(CAROL, "yinsh move 101 carol cpw accept", "does not play")
        .await;
    t.refused(BOB, "yinsh move 101 bob nope accept", "wrong password")
        .await;
    let outs = t.send(BOB, "yinsh move 101 bob bpw accept", "").await;
    assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
    assert!(
        outs[1].body.starts_with("The draw is accepted") || outs[1].body.contains("is over, drawn")
    );
    assert!(!outs[0].body.contains("is over, drawn"));
    for o in &outs {
        assert_eq!(o.subject, "yinsh Board 101 over: draw");
        assert!(o.body.contains("Game over"), "{}", o.body);
    }
    assert!(
        outs[2]
            .body
            .starts_with("You are observing yinsh Board 101")
    );
    let (status, result): (String, String) =
        sqlx::query_as("SELECT status, result FROM games WHERE board = 101")
            .fetch_one(t.bed.server.store().pool())
            .await
            .unwrap();
    assert_eq!((status.as_str(), result.as_str()), ("over", "draw"));
    assert_eq!(
        t.bed
            .count("SELECT COUNT(*) FROM moves WHERE board = 101 AND number = 2 AND text = 'draw' AND userid = 'bob'")
            .await,
        1
    );
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    // Over: no more offers, moves or answers.
    t.refused(ALICE, "yinsh move 101 alice apw propose", "is over")
        .await;
    t.refused(BOB, "yinsh move 101 bob bpw accept", "is over")
        .await;
    // The drawn board replays from the log (`show` reads the database).
    let outs = t.send(CAROL, "yinsh show 101", "").await;
    assert!(outs[0].body.contains("Game over: draw"), "{}", outs[0].body);
}

#[tokio::test]
async fn any_move_declines_an_offer_and_reject_declines_it() {
    let mut t = Table::new("draw-decline").await;
    t.send(ALICE, "yinsh move 101 alice apw propose", "").await;
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 1);
    t.play().await; // alice moves
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    t.refused(BOB, "yinsh move 101 bob bpw accept", "nothing to accept")
        .await;
    // bob offers, alice rejects: both are told.
    t.send(BOB, "yinsh move 101 bob bpw propose", "").await;
    let outs = t.send(ALICE, "yinsh move 101 alice apw reject", "").await;
    assert_eq!(to(&outs), [ALICE, ALICE, BOB], "{outs:#?}");
    for o in &outs[1..] {
        assert_eq!(o.subject, "yinsh Board 101 draw offer declined by alice");
    }
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    assert_eq!(t.moves().await, 1);
    // Bad arguments.
    t.refused(
        BOB,
        "yinsh move 101 bob",
        "yinsh move BOARD userid password MOVE",
    )
    .await;
    t.refused(
        BOB,
        "yinsh move 999 bob bpw propose",
        "there is no yinsh board 999",
    )
    .await;
}

#[tokio::test]
async fn an_accepted_undo_takes_the_move_back() {
    let mut t = Table::new("undo").await;
    t.refused(ALICE, "yinsh move 101 alice apw undo", "no move")
        .await;
    t.play().await; // 1 alice
    t.play().await; // 2 bob
    t.play().await; // 3 alice
    t.play().await; // 4 bob
    // alice's last move (3) is followed by one move of bob's: allowed.
    let outs = t.send(ALICE, "yinsh move 101 alice apw undo", "oops").await;
    assert_eq!(to(&outs), [ALICE, ALICE, BOB], "{outs:#?}");
    assert!(
        outs[1].body.contains("moves 3 to 4 would be removed"),
        "{}",
        outs[1].body
    );
    t.refused(ALICE, "yinsh move 101 alice apw accept", "your own")
        .await;
    let outs = t.send(BOB, "yinsh move 101 bob bpw accept", "").await;
    assert_eq!(to(&outs), [ALICE, BOB, ALICE, BOB], "{outs:#?}");
    assert!(outs[0].subject.contains("undo accepted by bob"));
    assert!(outs[1].subject.contains("undo accepted by bob"));
    assert_eq!(t.moves().await, 2);
    // The board mails show the position after move 2, alice to move.
    let mut g = new_game("yinsh", &[]).unwrap();
    let log: Vec<String> =
        sqlx::query_scalar("SELECT text FROM moves WHERE board = 101 ORDER BY number")
            .fetch_all(t.bed.server.store().pool())
            .await
            .unwrap();
    for m in &log {
        g.play_text(m).unwrap();
    }
    for o in &outs[2..] {
        assert_eq!(o.subject, "yinsh Board 101 alice");
        assert!(o.body.contains(&g.render(["alice", "bob"])), "{}", o.body);
    }
    t.g = g;
    // Play goes on from there (the cache was replaced).
    t.play().await;
    assert_eq!(t.moves().await, 3);
    // Nothing waits any more: a move after the undo declines nothing.
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
}

#[tokio::test]
async fn a_move_declines_an_undo_and_a_finished_board_takes_none() {
    let mut t = Table::new("undo-declined").await;
    t.play().await; // 1 alice
    t.play().await; // 2 bob
    let outs = t.send(BOB, "yinsh move 101 bob bpw undo", "").await;
    assert!(
        outs[0].body.contains("take back move 2"),
        "{}",
        outs[0].body
    );
    t.play().await; // 3 alice: declines it
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    t.refused(
        ALICE,
        "yinsh move 101 alice apw accept",
        "nothing to accept",
    )
    .await;
    t.send(ALICE, "yinsh resign 101 alice apw", "").await;
    t.refused(BOB, "yinsh move 101 bob bpw undo", "is over")
        .await;
}

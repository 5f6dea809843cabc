//! Moves by other routes: `preview`, `submit` then `confirm`, queued
//! moves, and commands that follow a move in the same mail.

use super::*;

#[tokio::test]
async fn preview_shows_the_board_after_the_moves_and_stores_nothing() {
    let mut t = Table::new("preview").await;
    let before = t.state().await;
    let m1 = t.legal(3);
    let mut g = t.g.clone();
    g.play_text(&m1).unwrap();
    let m2 = g.legal_move_texts()[5].clone();
    g.play_text(&m2).unwrap();
    let outs = t
        .send(BOB, &format!("yinsh preview 101 {m1} {m2}"), "")
        .await;
    assert_eq!(to(&outs), [BOB]);
    assert!(!outs[0].subject.contains("rror"));
    assert!(
        outs[0].body.contains(&g.render(["alice", "bob"])),
        "{}",
        outs[0].body
    );
    assert!(outs[0].body.contains("nothing is stored"));
    assert_eq!(t.state().await, before);
    // An illegal move says which and why.
    let o = t
        .refused(BOB, &format!("yinsh preview 101 {m1} {m1}"), "move 2")
        .await;
    assert!(o.body.contains(&format!("'{m1}'")), "{}", o.body);
    t.refused(BOB, "yinsh preview 101", "no move to preview")
        .await;
    let many = vec![m1.as_str(); 41].join(" ");
    t.refused(BOB, &format!("yinsh preview 101 {many}"), "at most 40")
        .await;
    t.refused(BOB, "yinsh preview 999 e5", "no yinsh board 999")
        .await;
}

#[tokio::test]
async fn submit_then_confirm_plays_the_move() {
    let mut t = Table::new("submit").await;
    let m1 = t.legal(2);
    t.refused(
        BOB,
        &format!("yinsh submit 101 bob bpw {m1}"),
        "not your turn",
    )
    .await;
    t.refused(
        ALICE,
        &format!("yinsh submit 101 alice nope {m1}"),
        "wrong password",
    )
    .await;
    t.refused(ALICE, "yinsh submit 101 alice apw zz99", "is not accepted")
        .await;
    t.refused(ALICE, "yinsh submit 101 alice apw", "yinsh submit BOARD")
        .await;
    t.refused(ALICE, "yinsh confirm 101 alice apw", "no submitted move")
        .await;
    // A first submission, replaced by a second.
    t.send(
        ALICE,
        &format!("yinsh submit 101 alice apw {}", t.legal(0)),
        "",
    )
    .await;
    let outs = t
        .send(ALICE, &format!("yinsh submit 101 alice apw {m1}"), "")
        .await;
    assert_eq!(to(&outs), [ALICE], "only the sender hears of a submission");
    let mut g = t.g.clone();
    g.play_text(&m1).unwrap();
    assert!(outs[0].body.contains(&g.render(["alice", "bob"])));
    assert!(outs[0].body.contains("yinsh confirm 101 alice PASSWORD"));
    assert_eq!(t.moves().await, 0);
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM submitted").await, 1);
    let outs = t.send(ALICE, "yinsh confirm 101 alice apw", "").await;
    assert_eq!(to(&outs), [ALICE, BOB], "{outs:#?}");
    assert!(
        outs[0]
            .body
            .starts_with("Move 1 on yinsh Board 101 accepted")
    );
    assert!(!outs[1].body.contains("accepted"));
    assert_eq!(outs[0].subject, "yinsh Board 101 bob");
    t.g = g;
    assert_eq!(t.moves().await, 1);
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM submitted").await, 0);
    // bob submits move 2, then plays another move himself: the board
    // moved, his later confirm is refused.
    t.send(BOB, &format!("yinsh submit 101 bob bpw {}", t.legal(1)), "")
        .await;
    t.play().await; // 2 bob, by move
    t.play().await; // 3 alice
    t.refused(BOB, "yinsh confirm 101 bob bpw", "was for move 2")
        .await;
}

#[tokio::test]
async fn a_queued_move_is_played_when_its_turn_comes() {
    let mut t = Table::new("queue").await;
    t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    let m1 = t.legal(0);
    let mut g = t.g.clone();
    g.play_text(&m1).unwrap();
    let m2 = g.legal_move_texts()[0].clone();
    // Refusals: alice's own turn now, a move already played, too far.
    t.refused(
        ALICE,
        &format!("yinsh queue 101 alice apw {m1}"),
        "yours to play now",
    )
    .await;
    t.refused(
        BOB,
        &format!("yinsh queue 101 bob bpw {m2}#1"),
        "alice's to play",
    )
    .await;
    t.refused(
        BOB,
        &format!("yinsh queue 101 bob bpw {m2}#99"),
        "at most 20",
    )
    .await;
    t.refused(
        BOB,
        &format!("yinsh queue 101 bob nope {m2}"),
        "wrong password",
    )
    .await;
    t.refused(
        CAROL,
        &format!("yinsh queue 101 carol cpw {m2}"),
        "does not play",
    )
    .await;
    t.refused(BOB, &format!("yinsh queue 101 bob bpw {m2}#x"), "#12")
        .await;
    let outs = t
        .send(BOB, &format!("yinsh queue 101 bob bpw {m2}"), "ready")
        .await;
    assert_eq!(to(&outs), [BOB], "{outs:#?}");
    assert!(
        outs[0]
            .body
            .contains(&format!("Queued '{m2}' as your move 2")),
        "{}",
        outs[0].body
    );
    // alice moves: bob's queued reply follows in the same round.
    let outs = t
        .send(ALICE, &format!("yinsh move 101 alice apw {m1}"), "")
        .await;
    assert_eq!(t.moves().await, 2);
    assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
    for o in &outs {
        assert_eq!(o.subject, "yinsh Board 101 alice");
        assert!(
            o.body.contains(&g.render(["alice", "bob"])) || {
                let mut h = g.clone();
                h.play_text(&m2).unwrap();
                o.body.contains(&h.render(["alice", "bob"]))
            }
        );
        assert!(o.body.contains("bob writes:\nready"), "{}", o.body);
    }
    g.play_text(&m2).unwrap();
    assert!(outs[0].body.contains(&g.render(["alice", "bob"])));
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM queued").await, 0);
    t.g = g;
    // An illegal queued move: bob queues the point alice is about to take.
    let m3 = t.legal(0);
    t.send(BOB, &format!("yinsh queue 101 bob bpw {m3}"), "")
        .await;
    let outs = t
        .send(ALICE, &format!("yinsh move 101 alice apw {m3}"), "")
        .await;
    t.g.play_text(&m3).unwrap();
    assert_eq!(t.moves().await, 3);
    assert_eq!(to(&outs), [ALICE, BOB, CAROL, BOB], "{outs:#?}");
    assert_eq!(outs[0].subject, "yinsh Board 101 bob");
    assert!(
        outs[0]
            .body
            .starts_with("Move 3 on yinsh Board 101 accepted")
    );
    assert_eq!(outs[3].subject, "yinsh Board 101 queued move 4 dropped");
    assert!(
        outs[3].body.contains(&format!("'{m3}'")),
        "{}",
        outs[3].body
    );
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM queued").await, 0);
    // And bob plays on by hand.
    t.play().await;
    assert_eq!(t.moves().await, 4);
}

#[tokio::test]
async fn commands_after_a_move_in_the_same_mail_see_that_move() {
    let mut t = Table::new("same-mail").await;
    t.play().await; // 1 alice, so that the board is in memory
    let m2 = t.legal(0);
    let outs = t
        .send(
            BOB,
            "two",
            &format!("yinsh move 101 bob bpw {m2}\nyinsh move 101 bob bpw undo\n"),
        )
        .await;
    assert!(
        outs[0].body.contains("take back move 2"),
        "{}",
        outs[0].body
    );
    let outs = t.send(ALICE, "yinsh move 101 alice apw accept", "").await;
    assert!(
        outs[0].body.contains("move 2 is removed"),
        "{}",
        outs[0].body
    );
    assert_eq!(t.moves().await, 1);
    // bob plays again from the position after move 1.
    t.play().await;
    assert_eq!(t.moves().await, 2);
}

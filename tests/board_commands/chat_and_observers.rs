//! Chat, which reaches the opponent and observers only, and observers,
//! who get every board mail until they stop.

use super::*;

#[tokio::test]
async fn chat_reaches_the_opponent_and_observers_only() {
    let mut t = Table::new("chat").await;
    t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    let outs = t
        .send(ALICE, "yinsh chat 101 alice apw", "Good luck, bob!")
        .await;
    assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
    assert!(
        outs[0].body.contains("goes to bob, carol"),
        "{}",
        outs[0].body
    );
    for o in &outs[1..] {
        assert_eq!(o.subject, "yinsh Board 101 chat from alice");
        assert!(o.body.contains("Good luck, bob!"));
        assert!(!o.body.contains(ALICE), "no address shown: {}", o.body);
        assert!(!o.body.contains("apw"));
    }
    assert!(
        outs[2]
            .body
            .starts_with("You are observing yinsh Board 101")
    );
    // Body commands: the lines below are the chat.
    let outs = t
        .send(BOB, "hi", "yinsh chat 101 bob bpw\nThanks!\nYou too.\n")
        .await;
    assert_eq!(to(&outs), [BOB, ALICE, CAROL], "{outs:#?}");
    assert!(outs[1].body.contains("Thanks!\nYou too."));
    // Refusals.
    t.refused(ALICE, "yinsh chat 101 alice apw", "the chat is empty")
        .await;
    t.refused(ALICE, "yinsh chat 101 alice nope", "wrong password")
        .await;
    t.refused(
        ALICE,
        "yinsh chat 101 alice",
        "yinsh chat BOARD userid password",
    )
    .await;
    // The daily limit: alice has reached 2 recipients; 9 more chats of 2
    // each make 20, the tenth is refused.
    let body: String = (0..10)
        .map(|i| format!("yinsh chat 101 alice apw\nline {i}\n"))
        .collect();
    let outs = t.send(ALICE, "chats", &body).await;
    assert_eq!(outs.len(), 1 + 9 * 2, "{outs:#?}");
    assert!(
        outs[0].body.contains("at most 20 recipients a day"),
        "{}",
        outs[0].body
    );
    assert_eq!(
        t.bed
            .count("SELECT COUNT(*) FROM messages_sent WHERE userid = 'alice'")
            .await,
        20
    );
}

#[tokio::test]
async fn observers_get_every_board_mail_marked_until_they_stop() {
    let mut t = Table::new("observe").await;
    t.refused(ALICE, "yinsh observe 101 alice apw", "plays on board 101")
        .await;
    t.refused(CAROL, "yinsh observe 101 carol nope", "wrong password")
        .await;
    t.refused(
        CAROL,
        "yinsh observe 101 carol",
        "yinsh observe BOARD userid password",
    )
    .await;
    t.refused(CAROL, "yinsh unobserve 101 carol cpw", "does not observe")
        .await;
    let outs = t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    assert_eq!(to(&outs), [CAROL]);
    assert!(outs[0].body.contains("You now observe yinsh Board 101"));
    assert!(outs[0].body.contains("Summary of yinsh Board 101"));
    t.refused(CAROL, "yinsh observe 101 carol cpw", "already")
        .await;
    for _ in 0..3 {
        let outs = t.play().await;
        assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
        let c = &outs[2];
        assert_eq!(c.subject, outs[1].subject);
        // The observer sees what the mover sees, without the result.
        let mover = outs.iter().find(|o| o.body.starts_with("Move ")).unwrap();
        let mover_body = mover.body.split_once("\n\n").unwrap().1;
        assert!(c.body.ends_with(mover_body), "{}\n{mover_body}", c.body);
        assert!(!c.body.contains("To move, reply"));
        assert!(c.body.starts_with(
            "You are observing yinsh Board 101 (unobserve: yinsh unobserve 101 carol PASSWORD)."
        ));
        assert!(!c.body.contains(ALICE) && !c.body.contains(BOB));
    }
    // Offers are for the players alone.
    let outs = t.send(BOB, "yinsh move 101 bob bpw propose", "").await;
    assert_eq!(to(&outs), [BOB, ALICE, BOB]);
    let outs = t.send(CAROL, "yinsh unobserve 101 carol cpw", "").await;
    assert_eq!(to(&outs), [CAROL]);
    assert!(outs[0].body.contains("no longer observe"));
    let outs = t.play().await;
    assert_eq!(to(&outs), [ALICE, BOB], "{outs:#?}");
    // A finished board cannot be observed.
    t.send(ALICE, "yinsh resign 101 alice apw", "").await;
    t.refused(CAROL, "yinsh observe 101 carol cpw", "is over")
        .await;
}

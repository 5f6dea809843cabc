//! Reply to play: the board mail to the player to move carries a
//! `Reply-To` with a play token, and a plain reply to it plays its first
//! line without a password.

use crate::support;

use ringmail::games::new_game;
use support::reply::{first_move, reply, reply_to, start, to};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

#[tokio::test]
async fn a_move_by_reply_needs_no_password_and_ignores_the_quote() {
    let (mut bed, boards) = start("reply-move").await;
    let mut g = new_game("yinsh", &[]).unwrap();
    assert_eq!(g.to_move(), Some(0), "alice places first");
    let token_address = reply_to(&bed, to(&boards, ALICE)).expect("alice's mail has a Reply-To");
    assert!(
        token_address.starts_with("games+play-") && token_address.ends_with("@ringmail.test"),
        "{token_address}"
    );
    assert_eq!(reply_to(&bed, to(&boards, BOB)), None, "bob is not to move");
    // The quoted board mail holds a command with a password: never read.
    let mut board = to(&boards, ALICE).clone();
    board.body.push_str("yinsh resign 101 alice apw\n");
    let mv = first_move(g.as_ref());
    reply(
        &bed,
        ALICE,
        &token_address,
        &board,
        &format!("{mv}\r\nHere I go."),
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs[0].to, ALICE);
    assert!(
        outs[0].body.contains("Move 1 on yinsh Board 101 accepted"),
        "{:#?}",
        outs[0]
    );
    assert!(!outs[0].body.contains("apw"), "{}", outs[0].body);
    g.play_text(&mv).unwrap();
    let state = bed.game_state().await;
    assert!(
        state.contains(&format!("101 1 alice {mv} Here I go.")),
        "{state}"
    );
    assert!(
        state.contains("101 yinsh  alice bob active - bob"),
        "{state}"
    );
    // Now bob's mail carries a token, alice's does not.
    let bobs = reply_to(&bed, to(&outs, BOB)).expect("bob's mail has a Reply-To");
    assert_ne!(bobs, token_address);
    assert_eq!(reply_to(&bed, to(&outs, ALICE)), None);
    // bob moves by reply too, with a `#N` guard.
    let mv = first_move(g.as_ref());
    reply(&bed, BOB, &bobs, to(&outs, BOB), &format!("{mv} #2"));
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        to(&outs, BOB)
            .body
            .contains("Move 2 on yinsh Board 101 accepted"),
        "{outs:#?}"
    );
    // A reply whose first line is a full command is read as usual.
    reply(&bed, BOB, &bobs, to(&outs, BOB), "yinsh show 101");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs[0].body.contains("Summary of yinsh Board 101"),
        "{:#?}",
        outs[0]
    );
    assert!(!outs[0].subject.contains("Error"), "{:#?}", outs[0]);
}

#[tokio::test]
async fn a_token_plays_only_for_its_player_and_board() {
    let (mut bed, boards) = start("reply-other").await;
    let g = new_game("yinsh", &[]).unwrap();
    let alices = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let mv = first_move(g.as_ref());
    reply(&bed, ALICE, &alices, to(&boards, ALICE), &mv);
    bed.run_once().await;
    bed.new_mail();
    let before = bed.game_state().await;
    // alice's token again: not her turn; from bob's address: refused, a
    // token plays only in a mail from its player's own addresses.
    for (from, why) in [
        (ALICE, "it is not your turn"),
        (
            BOB,
            "plays only when it comes from a confirmed address of the player",
        ),
    ] {
        let mut g2 = new_game("yinsh", &[]).unwrap();
        g2.play_text(&mv).unwrap();
        reply(
            &bed,
            from,
            &alices,
            to(&boards, ALICE),
            &first_move(g2.as_ref()),
        );
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 1, "{outs:#?}");
        assert!(outs[0].body.contains(why), "{:#?}", outs[0]);
        assert_eq!(bed.game_state().await, before);
    }
    // A second board, bob to move: alice's token of board 101 reaches
    // board 101 alone.
    bed.send(BOB, "yinsh challenge bob alice", "");
    bed.run_once().await;
    let second = bed.new_mail();
    assert_eq!(reply_to(&bed, to(&second, ALICE)), None);
    let bobs_102 = reply_to(&bed, to(&second, BOB)).unwrap();
    let before = bed.game_state().await;
    reply(&bed, ALICE, &alices, to(&boards, ALICE), "propose");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(outs[0].body.contains("Board 101"), "{:#?}", outs[0]);
    assert!(
        !outs.iter().any(|o| o.body.contains("Board 102")),
        "{outs:#?}"
    );
    assert_eq!(bed.game_state().await, before);
    // bob's token of board 102 plays for bob on 102 only.
    let mut g102 = new_game("yinsh", &[]).unwrap();
    let mv102 = first_move(g102.as_ref());
    reply(&bed, BOB, &bobs_102, to(&second, BOB), &mv102);
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs[0].body.contains("Move 1 on yinsh Board 102 accepted"),
        "{:#?}",
        outs[0]
    );
    g102.play_text(&mv102).unwrap();
    let state = bed.game_state().await;
    assert!(state.contains(&format!("102 1 bob {mv102}")), "{state}");
    assert!(!state.contains("101 2 "), "{state}");
    // A made-up token.
    let before = bed.game_state().await;
    let forged = "games+play-abcdefghijklmnopqrst@ringmail.test";
    reply(&bed, BOB, forged, to(&boards, BOB), "resign");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(
        outs[0].body.contains("unknown, or its board is over"),
        "{:#?}",
        outs[0]
    );
    assert_eq!(bed.game_state().await, before);
    // A first line that is no move.
    reply(
        &bed,
        ALICE,
        &alices,
        to(&boards, ALICE),
        "thanks for the game",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(
        outs[0].body.contains("is not one: nothing was played"),
        "{:#?}",
        outs[0]
    );
    assert_eq!(bed.game_state().await, before);
    // A first line that is a slip of a command with a password: the
    // refusal quotes it with the password masked.
    reply(
        &bed,
        ALICE,
        &alices,
        to(&boards, ALICE),
        "yinish move 101 alice apw e5",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(
        outs[0].body.contains("yinish move 101 alice ********"),
        "{:#?}",
        outs[0]
    );
    assert!(!outs[0].body.contains("apw"), "{:#?}", outs[0]);
    assert_eq!(bed.game_state().await, before);
}

#[tokio::test]
async fn resign_by_reply_ends_the_board_and_its_tokens() {
    let (mut bed, boards) = start("reply-resign").await;
    let alices = reply_to(&bed, to(&boards, ALICE)).unwrap();
    reply(
        &bed,
        ALICE,
        &alices,
        to(&boards, ALICE),
        "resign\r\nGood game.",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs[0].body.contains("alice resigned yinsh Board 101"),
        "{:#?}",
        outs[0]
    );
    let board = to(&outs, BOB);
    assert_eq!(board.subject, "yinsh Board 101 over: bob wins");
    assert_eq!(reply_to(&bed, board), None, "no token on a finished board");
    assert_eq!(bed.count("SELECT COUNT(*) FROM play_tokens").await, 0);
    let before = bed.game_state().await;
    // The old token is refused.
    reply(&bed, ALICE, &alices, to(&boards, ALICE), "undo");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].subject.contains("rror"), "{:#?}", outs[0]);
    assert!(
        outs[0].body.contains("unknown, or its board is over"),
        "{:#?}",
        outs[0]
    );
    assert_eq!(bed.game_state().await, before);
}

#[tokio::test]
async fn a_reminder_carries_a_token_and_a_loss_on_time_ends_them() {
    let (mut bed, boards) = start("reply-clock").await;
    let g = new_game("yinsh", &[]).unwrap();
    let alices = reply_to(&bed, to(&boards, ALICE)).unwrap();
    let mv = first_move(g.as_ref());
    reply(&bed, ALICE, &alices, to(&boards, ALICE), &mv);
    bed.run_once().await;
    bed.new_mail();
    let age = |days: i64| {
        sqlx::query("UPDATE games SET updated_at = updated_at - $1 WHERE board = 101")
            .bind(days * 86_400)
            .execute(bed.server.store().pool())
    };
    age(8).await.unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].subject.ends_with("(reminder)"), "{:#?}", outs[0]);
    assert!(
        outs[0]
            .body
            .contains("To move, reply with your move, or send:")
    );
    let token = reply_to(&bed, &outs[0]).expect("the reminder has a Reply-To");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE holds_token = 1")
            .await,
        0,
        "masked once sent"
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM play_tokens").await, 3);
    // Three weeks: bob runs out of time (never having moved, the board
    // ends void), and every token of the board goes.
    let age = |days: i64| {
        sqlx::query("UPDATE games SET updated_at = updated_at - $1 WHERE board = 101")
            .bind(days * 86_400)
            .execute(bed.server.store().pool())
    };
    age(20).await.unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs.iter().any(|o| o.subject.contains("over: void")),
        "{outs:#?}"
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM play_tokens").await, 0);
    let before = bed.game_state().await;
    reply(&bed, BOB, &token, &outs[0], "resign");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs[0].body.contains("unknown, or its board is over"),
        "{:#?}",
        outs[0]
    );
    assert_eq!(bed.game_state().await, before);
}

//! Games against the robots: the robots on a new server, a whole game
//! against `robot`, the robot in the first seat, and the robots' user ids,
//! which nobody signs up or acts as.

use super::*;

#[tokio::test]
async fn the_robots_exist_on_a_new_server_and_a_pass_with_nothing_to_do_does_nothing() {
    let mut bed = Bed::new("robots-exist").await;
    assert_eq!(
        bed.count(
            "SELECT COUNT(*) FROM players WHERE robot = 1 AND password_hash = ''
               AND userid IN ('robot', 'robot-easy')"
        )
        .await,
        2
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid LIKE 'robot%'")
            .await,
        0
    );
    assert_eq!(bed.server.run_robots().await.unwrap(), RobotRun::default());
    assert!(bed.new_mail().is_empty());
    // A sign-up much later does not take them for lapsed sign-ups.
    sqlx::query("UPDATE players SET created_at = 0")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.signup(ALICE, "alice", "apw").await;
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM players WHERE robot = 1")
            .await,
        2
    );
    bed.send(ALICE, "help robots", "");
    bed.run_once().await;
    let help = bed.new_mail();
    assert!(
        help[0].body.contains("yinsh challenge -blitz alice robot"),
        "{help:?}"
    );
    assert!(help[0].body.contains("robot-easy"), "{help:?}");
    // A board where a person is to move is none of the robots' business.
    bed.send(ALICE, "yinsh challenge alice robot", "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 1);
    let before = bed.game_state().await;
    assert_eq!(bed.server.run_robots().await.unwrap(), RobotRun::default());
    assert_eq!(before, bed.game_state().await);
    assert!(bed.new_mail().is_empty());
}

#[tokio::test]
async fn a_whole_game_by_mail_against_the_robot() {
    let mut bed = bed_with_alice("robots-game", SMALL).await;
    bed.send(ALICE, "yinsh challenge -blitz alice robot", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    // One board mail, to Alice alone: the robot has no address.
    assert_eq!(subjects(&outs), ["New yinsh Board 101 alice"]);
    assert!(outs[0].body.contains("robot"), "{}", outs[0].body);
    let mut round = 0usize;
    let mut all = outs;
    loop {
        let g = position(&bed, 101, "yinsh", &["-blitz"]).await;
        if g.outcome().is_some() {
            break;
        }
        assert_eq!(g.to_move(), Some(0), "after each round it is Alice's turn");
        let legal = g.legal_move_texts();
        let mv = &legal[round.wrapping_mul(2_654_435_761) % legal.len()];
        let n = g.moves_played() + 1;
        bed.send(ALICE, &format!("yinsh move 101 alice apw {mv}#{n}"), "");
        bed.run_once().await;
        let outs = bed.new_mail();
        let after = position(&bed, 101, "yinsh", &["-blitz"]).await;
        let robot_moved = after.moves_played() == n + 1;
        // Alice's reply is her board mail; the robot's move is another.
        let want = if robot_moved { 2 } else { 1 };
        assert_eq!(outs.len(), want, "round {round}: {outs:#?}");
        assert!(
            outs[0]
                .body
                .contains(&format!("Move {n} on yinsh Board 101 accepted"))
        );
        if robot_moved {
            let last = bed.moves(101).await.pop().unwrap();
            assert_eq!(last.0, "robot");
            assert!(outs[1].body.contains(&last.1), "{}", outs[1].body);
            assert!(outs[1].reply_to.is_some() || after.outcome().is_some());
        } else {
            assert!(
                after.outcome().is_some(),
                "the robot moves unless it is over"
            );
        }
        all.extend(outs);
        round += 1;
        assert!(round < 100, "a blitz game ends");
    }
    // Every mail went to Alice; nothing is left to send.
    assert!(all.iter().all(|o| o.to == ALICE), "{all:#?}");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'")
            .await,
        0
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE recipient <> 'alice@players.test'")
            .await,
        0
    );
    // The robot's moves are in the log once each, alternating with Alice's.
    let moves = bed.moves(101).await;
    for (i, (who, _)) in moves.iter().enumerate() {
        assert_eq!(who, if i % 2 == 0 { "alice" } else { "robot" }, "{moves:?}");
    }
    let robot_mails = bed
        .count("SELECT COUNT(*) FROM outbox WHERE inbound_id IS NULL")
        .await;
    assert_eq!(
        robot_mails as usize,
        moves.iter().filter(|m| m.0 == "robot").count()
    );
    // The result, and the ratings of both.
    let (st, result, to_move) = status(&bed, 101).await;
    assert_eq!((st.as_str(), to_move), ("over", None));
    let result = result.unwrap();
    assert!(all.last().unwrap().subject.contains(" over: "), "{all:#?}");
    let rated: Vec<(String, f64, i64, i64)> = sqlx::query_as(
        "SELECT userid, rating, wins, losses FROM ratings WHERE game = 'yinsh' ORDER BY userid",
    )
    .fetch_all(bed.server.store().pool())
    .await
    .unwrap();
    assert_eq!(rated.len(), 2, "{rated:?}");
    assert_eq!(
        (rated[0].0.as_str(), rated[1].0.as_str()),
        ("alice", "robot")
    );
    let robot_won = result == "robot wins";
    assert_eq!(rated[1].2, robot_won as i64, "{rated:?} {result}");
    assert_eq!(rated[1].1 > 1500.0, robot_won, "{rated:?}");
    // The robot stands in the lists like anyone.
    bed.send(ALICE, "yinsh ratings", "");
    bed.send(ALICE, "yinsh standings", "");
    bed.run_once().await;
    let lists = bed.new_mail();
    assert_eq!(lists.len(), 2);
    for l in &lists {
        assert!(l.body.contains("robot"), "{}", l.body);
        assert!(l.body.contains("alice"), "{}", l.body);
    }
}

#[tokio::test]
async fn the_robot_moves_first_when_it_is_challenged_to_the_first_seat() {
    let mut bed = bed_with_alice("robots-first", SMALL).await;
    bed.send(ALICE, "rin challenge -size=8 robot-easy alice", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    // The new board, then the robot's first stone at once.
    let mut got = subjects(&outs);
    got.sort();
    assert_eq!(got, ["New rin Board 101 robot-easy", "rin Board 101 alice"]);
    assert!(outs.iter().all(|o| o.to == ALICE));
    let moves = bed.moves(101).await;
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].0, "robot-easy");
    // Alice's double turn, then the robot's.
    let mut g = position(&bed, 101, "rin", &["-size=8"]).await;
    let first = g.legal_move_texts()[0].clone();
    g.play_text(&first).unwrap();
    let mv = format!("{first};{}", g.legal_move_texts()[0]);
    bed.send(ALICE, &format!("rin move 101 alice apw {mv}"), "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    let moves = bed.moves(101).await;
    assert_eq!(moves.len(), 3, "{moves:?}");
    assert_eq!(moves[2].0, "robot-easy");
    // The same game again gives the same robot moves: a playout budget
    // and a seed from the board and the move.
    let mut again = bed_with_alice("robots-first-again", SMALL).await;
    again.send(ALICE, "rin challenge -size=8 robot-easy alice", "");
    again.run_once().await;
    again.send(ALICE, &format!("rin move 101 alice apw {mv}"), "");
    again.run_once().await;
    assert_eq!(again.moves(101).await, moves);
}

#[tokio::test]
async fn nobody_signs_up_or_acts_as_a_robot() {
    let mut bed = bed_with_alice("robots-refuse", SMALL).await;
    for id in ["robot", "Robot-Easy", "ROBOT"] {
        bed.send("eve@players.test", &format!("signup {id} secret"), "");
    }
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 3, "{outs:#?}");
    for o in &outs {
        assert_eq!(o.subject, "error");
        assert!(o.body.contains("robot players"), "{}", o.body);
        assert!(o.body.contains("cannot be signed up"), "{}", o.body);
    }
    bed.send(ALICE, "yinsh challenge alice robot", "");
    bed.run_once().await;
    bed.new_mail();
    let before = bed.game_state().await;
    // A command for the robot with a guessed password: the usual refusal.
    bed.send(ALICE, "yinsh move 101 robot guess e5", "");
    bed.send(ALICE, "yinsh move 101 robot secret resign", "");
    bed.send(ALICE, "change password robot secret other", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 3, "{outs:#?}");
    for o in &outs {
        assert!(o.body.contains("wrong password for 'robot'"), "{}", o.body);
    }
    assert_eq!(before, bed.game_state().await);
    // Robots read no messages: left out, or the message refused.
    bed.signup("bob@players.test", "bob", "bpw").await;
    bed.send(ALICE, "message alice apw robot", "Hello, robot.");
    bed.send(ALICE, "message alice apw robot-easy bob", "Hello, all.");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 3, "{outs:#?}");
    assert_eq!(outs[0].subject, "error");
    assert!(
        outs[0]
            .body
            .contains("robot is a robot player and reads no messages")
    );
    assert!(
        outs[1].body.contains("Your message went to bob"),
        "{}",
        outs[1].body
    );
    assert!(outs[1].body.contains("robot-easy is a robot player"));
    assert_eq!(
        (outs[2].to.as_str(), outs[2].subject.as_str()),
        ("bob@players.test", "Message from alice")
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE recipient NOT LIKE '%@players.test'")
            .await,
        0
    );
}

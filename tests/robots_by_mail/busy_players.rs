//! Players with many boards against the robots: at most three running,
//! and other players' boards served in turn with theirs.

use super::*;

#[tokio::test]
async fn a_player_has_at_most_three_running_boards_against_robots() {
    assert_eq!(ROBOT_BOARDS_PER_PLAYER, 3);
    let mut bed = Bed::with_config("robots-at-most-three", SMALL).await;
    bed.signup(CAROL, "carol", "cpw").await;
    bed.signup(DAVE, "dave", "dpw").await;
    // One mail asks for five boards against the robots: three are started.
    bed.send(
        CAROL,
        "boards",
        "rin challenge -size=8 robot carol\n\
         yinsh challenge carol robot-easy\n\
         rin challenge -size=8 carol robot\n\
         rin challenge -size=20 robot carol\n\
         yinsh challenge robot-easy carol\n",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    let reply = outs
        .iter()
        .find(|o| o.body.contains("Board 101 is started"))
        .unwrap();
    assert!(
        reply.body.contains("Board 103 is started"),
        "{}",
        reply.body
    );
    assert!(!reply.body.contains("Board 104"), "{}", reply.body);
    assert_eq!(
        reply
            .body
            .matches("carol already plays 3 running boards against robots")
            .count(),
        2,
        "{}",
        reply.body
    );
    assert!(reply.body.contains("finish one first"), "{}", reply.body);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'active'")
            .await,
        3
    );
    // A fourth in a mail of its own: refused, nothing changed.
    let before = bed.game_state().await;
    bed.send(CAROL, "yinsh challenge -blitz robot carol", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, CAROL);
    assert!(
        outs[0].body.contains(
            "carol already plays 3 running boards against robots, the most one may; finish one first"
        ),
        "{}",
        outs[0].body
    );
    assert_eq!(before, bed.game_state().await);
    // Boards against people are not bounded so.
    bed.send(CAROL, "yinsh challenge carol dave", "");
    bed.run_once().await;
    assert!(bed.new_mail()[0].body.contains("Board 104 is started"));
    // A board against a robot finished, another may start.
    assert_eq!(status(&bed, 101).await.2.as_deref(), Some("carol"));
    bed.send(CAROL, "rin move 101 carol cpw resign", "");
    bed.send(CAROL, "yinsh challenge -blitz robot carol", "");
    bed.run_once().await;
    assert_eq!(status(&bed, 101).await.0, "over");
    assert_eq!(status(&bed, 105).await.0, "active");
    // Dave's own three are his to have.
    bed.send(DAVE, "board", "rin challenge -size=8 robot dave\nrin challenge -size=8 robot-easy dave\nyinsh challenge dave robot\n");
    bed.run_once().await;
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE status = 'active' AND (player0 = 'dave' OR player1 = 'dave')").await,
        4
    );
}

#[tokio::test]
async fn another_player_s_first_robot_move_waits_for_one_board_of_a_busy_player() {
    let mut bed = Bed::with_config("robots-in-turn", SMALL).await;
    bed.signup(CAROL, "carol", "cpw").await;
    bed.signup(DAVE, "dave", "dpw").await;
    // Carol's three boards are due, then Dave's one.
    process(&bed, CAROL, "boards", CAROL_S_BOARDS).await;
    process(&bed, DAVE, "rin challenge -size=8 robot dave", "").await;
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE to_move = 'robot'")
            .await,
        4
    );
    // One pass makes the four moves: Carol's longest waiting board, then
    // Dave's, then Carol's others.
    assert_eq!(
        bed.server.run_robots().await.unwrap(),
        RobotRun {
            moves: 4,
            answers: 0,
            analyses: 0,
        }
    );
    assert_eq!(
        robot_moves_for(&bed).await,
        ["carol", "dave", "carol", "carol"]
    );
}

#[tokio::test]
async fn a_board_due_during_a_pass_goes_before_a_busy_player_s_second_board() {
    // Moves by time, long enough for Dave's challenge to be processed
    // while the robot thinks on Carol's first board.
    let mut bed = Bed::with_config("robots-in-turn-later", "[robots]\nthink_ms = 1500\n").await;
    bed.signup(CAROL, "carol", "cpw").await;
    bed.signup(DAVE, "dave", "dpw").await;
    process(&bed, CAROL, "boards", CAROL_S_BOARDS).await;
    let dave_challenges = async {
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        process(&bed, DAVE, "rin challenge -size=8 robot dave", "").await;
        // The robot was still thinking on Carol's first board.
        robot_moves_for(&bed).await
    };
    let (run, made_before) = tokio::join!(bed.server.run_robots(), dave_challenges);
    assert!(
        made_before.is_empty(),
        "Dave's board was due only after the robot's first think: {made_before:?}"
    );
    // Dave's board, due during the pass, was taken in it, right after the
    // board the robot was thinking on: Dave's first move waited for one
    // think of Carol's, not three.
    assert_eq!(
        run.unwrap(),
        RobotRun {
            moves: 4,
            answers: 0,
            analyses: 0,
        }
    );
    assert_eq!(
        robot_moves_for(&bed).await,
        ["carol", "dave", "carol", "carol"]
    );
}

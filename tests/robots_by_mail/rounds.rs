//! Robot moves in rounds: one move a board a round, a queued move played
//! after the robot's, and two robots thinking at once.

use super::*;

#[tokio::test]
async fn a_round_moves_each_robot_board_once() {
    let mut bed = Bed::with_config("robots-round", SMALL).await;
    // Two robots on one board (no mail can start one: a challenge comes
    // from a player's address): one move a round, none mailed.
    sqlx::query(
        "INSERT INTO games (board, game, options, player0, player1, status, to_move, thread_id, created_at, updated_at)
         VALUES (101, 'yinsh', '', 'robot', 'robot-easy', 'active', 'robot', '<t@x>',
                 $1, $1)",
    )
    .bind(ringmail::store::now())
    .execute(bed.server.store().pool())
    .await
    .unwrap();
    for n in 1..=3 {
        bed.run_once().await;
        assert_eq!(bed.moves(101).await.len(), n);
    }
    let moves = bed.moves(101).await;
    assert_eq!(
        moves.iter().map(|m| m.0.as_str()).collect::<Vec<_>>(),
        ["robot", "robot-easy", "robot"]
    );
    assert!(bed.new_mail().is_empty());
    // One pass outside a round moves again.
    assert_eq!(
        bed.server.run_robots().await.unwrap(),
        RobotRun {
            moves: 1,
            answers: 0,
            analyses: 0,
        }
    );
}

#[tokio::test]
async fn a_queued_move_is_played_after_the_robot_s_move_and_the_robot_answers_next_round() {
    let mut bed = bed_with_alice("robots-queue", SMALL).await;
    bed.send(
        ALICE,
        "board",
        "yinsh challenge alice robot\nyinsh move 101 alice apw e5\nyinsh queue 101 alice apw a2#3\n",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(outs.iter().all(|o| o.to == ALICE));
    // The robot's move 2 made Alice's queued move 3 due: one board mail
    // shows both. The robot has moved on this board in this round.
    let moves = bed.moves(101).await;
    let who: Vec<&str> = moves.iter().map(|m| m.0.as_str()).collect();
    assert_eq!(who, ["alice", "robot", "alice"], "{moves:?}");
    assert_eq!(moves[2].1, "a2");
    assert_eq!(status(&bed, 101).await.2.as_deref(), Some("robot"));
    let robot_mail: Vec<&Out> = outs
        .iter()
        .filter(|o| o.subject == "yinsh Board 101 robot" && o.body.contains("3. alice"))
        .collect();
    assert_eq!(robot_mail.len(), 1, "{outs:#?}");
    // The next round: the robot's move 4.
    bed.run_once().await;
    assert_eq!(bed.moves(101).await.len(), 4);
    let outs = bed.new_mail();
    assert_eq!(subjects(&outs), ["yinsh Board 101 alice"]);
}

#[tokio::test]
async fn robots_thinking_two_at_once_move_on_each_board_once() {
    let config = "[robots]\nplayouts = 30\nthreads = 2\n";
    let mut bed = Bed::with_config("robots-two-at-once", config).await;
    bed.signup(CAROL, "carol", "cpw").await;
    bed.signup(DAVE, "dave", "dpw").await;
    process(&bed, CAROL, "boards", CAROL_S_BOARDS).await;
    process(&bed, DAVE, "rin challenge -size=8 robot dave", "").await;
    assert_eq!(
        bed.server.run_robots().await.unwrap(),
        RobotRun {
            moves: 4,
            answers: 0,
            analyses: 0,
        }
    );
    for board in 101..=104 {
        assert_eq!(bed.moves(board).await.len(), 1, "board {board}");
    }
    let mut to = robot_moves_for(&bed).await;
    to.sort();
    assert_eq!(to, ["carol", "carol", "carol", "dave"]);
    assert_eq!(bed.server.run_robots().await.unwrap(), RobotRun::default());
}

//! The robot's answers to votes: a draw it judges won declined, one it
//! judges even or lost accepted, and every undo declined.

use super::*;

#[tokio::test]
async fn the_robot_declines_a_draw_it_judges_won_and_every_undo() {
    let mut bed = bed_with_alice("robots-votes", "[robots]\nplayouts = 300\n").await;
    // A fresh YINSH position with the robot to move: ahead, by its
    // judgement. It answers the offer, then moves.
    bed.send(
        ALICE,
        "board",
        "yinsh challenge robot alice\nyinsh move 101 alice apw propose\n",
    );
    bed.run_once().await;
    let mut outs = bed.new_mail();
    outs.sort_by_key(|o| o.subject.clone());
    // The reply, the new board, the offer's notice, the robot's answer and
    // its move: all to Alice.
    assert_eq!(
        subjects(&outs),
        [
            "New yinsh Board 101 robot",
            "Re: board",
            "yinsh Board 101 alice",
            "yinsh Board 101 draw offer declined by robot",
            "yinsh Board 101 draw offered by alice",
        ],
        "{outs:#?}"
    );
    assert!(outs.iter().all(|o| o.to == ALICE));
    assert!(
        outs[3].body.contains(
            "robot declined the draw offer of alice on yinsh Board 101; the game goes on."
        ),
        "{}",
        outs[3].body
    );
    assert_eq!(bed.moves(101).await.len(), 1);
    assert_eq!(bed.count("SELECT COUNT(*) FROM offers").await, 0);
    assert_eq!(status(&bed, 101).await.0, "active");
    // Alice moves, the robot answers; Alice asks to take her move back.
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    assert_eq!(bed.moves(101).await.len(), 3);
    bed.send(ALICE, "yinsh move 101 alice apw undo", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(
        subjects(&outs),
        [
            "Re: yinsh move 101 alice ******** undo",
            "yinsh Board 101 undo asked by alice",
            "yinsh Board 101 request to take back a move declined by robot",
        ],
        "{outs:#?}"
    );
    assert_eq!(bed.moves(101).await.len(), 3, "nothing taken back");
    assert_eq!(bed.count("SELECT COUNT(*) FROM offers").await, 0);
    // No robot proposes anything, and no robot is left with something to do.
    assert_eq!(bed.server.run_robots().await.unwrap(), RobotRun::default());
    assert_eq!(status(&bed, 101).await.2.as_deref(), Some("alice"));
}

#[tokio::test]
async fn the_robot_accepts_a_draw_it_judges_even_or_lost() {
    let mut bed = bed_with_alice("robots-draw", "[robots]\nplayouts = 300\n").await;
    // The second player in a fresh YINSH position: not ahead, by the
    // robot's judgement.
    bed.send(ALICE, "yinsh challenge alice robot", "");
    bed.run_once().await;
    bed.new_mail();
    bed.send(ALICE, "yinsh move 101 alice apw propose", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(
        subjects(&outs),
        [
            "Re: yinsh move 101 alice ******** propose",
            "yinsh Board 101 draw offered by alice",
            "yinsh Board 101 over: draw",
        ],
        "{outs:#?}"
    );
    assert!(outs.iter().all(|o| o.to == ALICE));
    assert_eq!(
        bed.moves(101).await,
        [("robot".to_string(), "draw".to_string())]
    );
    assert_eq!(status(&bed, 101).await.1.as_deref(), Some("draw"));
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM ratings WHERE draws = 1 AND rating = 1500")
            .await,
        2
    );
}

//! The robot players by mail, through `serve --once` rounds on a Maildir
//! and a file outbox: a whole game against `robot`, the robot in either
//! seat, its answers to draw offers and undo requests, the user ids that
//! nobody can sign up or act for, a round's bound on robot moves, the
//! bound on a player's boards against robots, and the players served in
//! turn. (The robot's move across a killed server is in
//! `robots_restart.rs`.)

use crate::support;

use ringmail::boards::start::ROBOT_BOARDS_PER_PLAYER;
use ringmail::games::{AnyGame, new_game};
use ringmail::server::{Processed, RobotRun};
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const CAROL: &str = "carol@players.test";
const DAVE: &str = "dave@players.test";

/// A small playout budget: quick, and the same game every run.
const SMALL: &str = "[robots]\nplayouts = 30\n";

async fn bed_with_alice(name: &str, config: &str) -> Bed {
    let mut bed = Bed::with_config(name, config).await;
    bed.signup(ALICE, "alice", "apw").await;
    bed
}

/// The position of a board after its whole log.
async fn position(bed: &Bed, board: i64, game: &str, options: &[&str]) -> Box<dyn AnyGame> {
    let mut g = new_game(game, options).unwrap();
    for (_, text) in bed.moves(board).await {
        g.play_text(&text).unwrap();
    }
    g
}

async fn status(bed: &Bed, board: i64) -> (String, Option<String>, Option<String>) {
    sqlx::query_as("SELECT status, result, to_move FROM games WHERE board = $1")
        .bind(board)
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

fn subjects(outs: &[Out]) -> Vec<&str> {
    outs.iter().map(|o| o.subject.as_str()).collect()
}

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

/// The players the robots' moves were mailed to, in the order the moves
/// were made (a robot's move mails its board to the other player).
async fn robot_moves_for(bed: &Bed) -> Vec<String> {
    sqlx::query_scalar("SELECT recipient FROM outbox WHERE inbound_id IS NULL ORDER BY id")
        .fetch_all(bed.server.store().pool())
        .await
        .unwrap()
        .into_iter()
        .map(|to: String| to.trim_end_matches("@players.test").to_string())
        .collect()
}

/// Processes one mail, without the robots playing after it.
async fn process(bed: &Bed, from: &str, subject: &str, body: &str) {
    let processed = bed
        .server
        .process(&bed.mail(from, subject, body), false)
        .await
        .unwrap();
    assert!(
        matches!(processed, Processed::Answered { .. }),
        "{processed:?}"
    );
}

/// Carol's three boards against `robot`, the robot to move on each.
const CAROL_S_BOARDS: &str = "rin challenge -size=8 robot carol\n\
                              rin challenge -size=8 robot carol\n\
                              yinsh challenge robot carol\n";

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

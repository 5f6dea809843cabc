//! Robots in a tournament play their boards with no challenge to accept;
//! boards lost on time end a tournament (a void one lost, in the
//! tournament, by the player who never moved), and a player who signed
//! off keeps their results.

use crate::support;

use ringmail::games::new_game;
use support::{Bed, Out};

use super::{PLAYERS, address, bed_with, password, reply_to, says, tournament_boards};

#[tokio::test]
async fn robots_in_a_tournament_play_their_boards() {
    let config = "[robots]\nplayouts = 30\n";
    let mut bed = bed_with("tournament-robots", config, &["alice"]).await;
    says(
        &mut bed,
        "alice",
        "rin tournament create bots alice apw -size=8",
    )
    .await;
    says(&mut bed, "alice", "rin tournament join bots alice apw").await;
    for robot in ["robot", "robot-easy"] {
        let outs = says(
            &mut bed,
            "alice",
            &format!("rin tournament add bots alice apw {robot}"),
        )
        .await;
        assert!(
            reply_to(&outs, "alice")
                .body
                .contains(&format!("{robot} is in the rin tournament bots"))
        );
    }
    // A player cannot be added; a robot cannot join by itself.
    let outs = says(&mut bed, "alice", "rin tournament add bots alice apw alice").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("is not one of the server's robots")
    );
    let outs = says(&mut bed, "alice", "rin tournament start bots alice apw").await;
    // Single round robin: three boards; a list mail to alice alone.
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("3 boards among 3 players"),
        "{outs:#?}"
    );
    let boards = tournament_boards(&bed).await;
    assert_eq!(boards.len(), 3);
    // The board between the two robots is played to its end (no
    // challenge to accept), and alice is mailed the standings.
    let robots_board = boards
        .iter()
        .find(|(_, a, b)| a != "alice" && b != "alice")
        .unwrap()
        .0;
    let mut all = outs.clone();
    // One robot move a board a round.
    for _ in 0..100 {
        let over: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE board = $1 AND status = 'over'")
                .bind(robots_board)
                .fetch_one(bed.server.store().pool())
                .await
                .unwrap();
        if over == 1 {
            break;
        }
        bed.run_once().await;
        all.extend(bed.new_mail());
    }
    assert!(
        all.iter()
            .any(|o| o.to == address("alice") && o.subject == "rin tournament bots standings"),
        "{all:#?}"
    );
    assert_eq!(
        all.iter()
            .filter(|o| o.subject == "rin tournament bots started")
            .count(),
        1
    );
    // On alice's boards the robot moved when it was its turn: after
    // alice's first move (or at once, where the robot plays first).
    for (b, p0, _) in boards.iter().filter(|(b, _, _)| *b != robots_board) {
        if p0 == "alice" {
            assert_eq!(moves(&bed, *b).await, 0);
            let mut g = new_game("rin", &["-size=8"]).unwrap();
            let mv = g.legal_move_texts()[0].clone();
            g.play_text(&mv).unwrap();
            says(&mut bed, "alice", &format!("rin move {b} alice apw {mv}")).await;
            assert_eq!(moves(&bed, *b).await, 2);
        } else {
            assert_eq!(moves(&bed, *b).await, 1);
        }
    }
}

/// Moves in the log of `board`.
async fn moves(bed: &Bed, board: i64) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE board = $1")
        .bind(board)
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

#[tokio::test]
async fn boards_lost_on_time_finish_the_tournament_and_a_player_who_signed_off_keeps_results() {
    let mut bed = bed_with("tournament-clocks", "", &PLAYERS).await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament create clk alice apw -single -nag=1 -forfeit=2",
    )
    .await;
    for p in PLAYERS {
        says(
            &mut bed,
            p,
            &format!("yinsh tournament join clk {p} {}", password(p)),
        )
        .await;
    }
    says(&mut bed, "alice", "yinsh tournament start clk alice apw").await;
    let boards = tournament_boards(&bed).await;
    let seats = |b: &(i64, String, String)| (b.1.clone(), b.2.clone());
    assert_eq!(
        boards.iter().map(seats).collect::<Vec<_>>(),
        [
            ("alice".to_string(), "bob".to_string()),
            ("carol".into(), "alice".into()),
            ("bob".into(), "carol".into())
        ]
    );
    let (ab, ca) = (boards[0].0, boards[1].0);
    // alice and bob each move once, then bob resigns and signs off.
    let mut g = new_game("yinsh", &[]).unwrap();
    for user in ["alice", "bob"] {
        let mv = g.legal_move_texts()[0].clone();
        g.play_text(&mv).unwrap();
        let line = format!("yinsh move {ab} {user} {} {mv}", password(user));
        says(&mut bed, user, &line).await;
    }
    let outs = says(&mut bed, "bob", &format!("yinsh resign {ab} bob bpw")).await;
    assert_eq!(
        outs.iter()
            .filter(|o| o.subject == "yinsh tournament clk standings")
            .count(),
        3,
        "{outs:#?}"
    );
    says(&mut bed, "bob", "signoff bob bpw").await;
    // carol moves once on her board against alice; nobody else moves.
    let mv = new_game("yinsh", &[]).unwrap().legal_move_texts()[0].clone();
    says(
        &mut bed,
        "carol",
        &format!("yinsh move {ca} carol cpw {mv}"),
    )
    .await;
    // Three days later both boards are lost on time by players who never
    // moved on them: void, and in the tournament lost by them.
    sqlx::query("UPDATE games SET updated_at = updated_at - $1")
        .bind(3 * 86_400)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    let run = bed.server.run_clocks().await.unwrap();
    assert_eq!(run.voids, 2, "{run:?}");
    bed.run_once().await;
    let outs = bed.new_mail();
    let finals: Vec<&Out> = outs
        .iter()
        .filter(|o| o.subject == "yinsh tournament clk final standings")
        .collect();
    // bob signed off: he keeps his results and his mail.
    assert_eq!(finals.len(), 3, "{outs:#?}");
    let body = &finals[0].body;
    for line in [
        "the winner is carol",
        "1. carol: 2 pt, Sonneborn-Berger 1, 2 boards played",
        "2. alice: 1 pt, Sonneborn-Berger 0, 2 boards played",
        "3. bob: 0 pt, Sonneborn-Berger 0, 2 boards played",
    ] {
        assert!(body.contains(line), "{line}:\n{body}");
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM tournaments WHERE status = 'finished'")
            .await,
        1
    );
}

#[tokio::test]
async fn an_engine_plays_its_boards_in_a_tournament_of_its_game_only() {
    // An engine from elsewhere: `ringmail robot` after one playout.
    let config = format!(
        "[robots]\nplayouts = 30\n[[robots.engine]]\nname = \"rinbot\"\ngame = \"rin\"\n\
         command = [\"{}\", \"robot\", \"rin\", \"{{options}}\", \"--playouts\", \"1\", \"{{record}}\"]\n\
         think_ms = 2000\n",
        support::cli::BIN
    );
    let mut bed = bed_with("tournament-engine", &config, &["alice"]).await;
    says(&mut bed, "alice", "yinsh tournament create other alice apw").await;
    super::refused(
        &mut bed,
        "alice",
        "yinsh tournament add other alice apw rinbot",
        "plays only rin",
    )
    .await;
    says(
        &mut bed,
        "alice",
        "rin tournament create bots alice apw -size=8 -players=2-16",
    )
    .await;
    for robot in ["rinbot", "robot-easy"] {
        let outs = says(
            &mut bed,
            "alice",
            &format!("rin tournament add bots alice apw {robot}"),
        )
        .await;
        assert!(
            reply_to(&outs, "alice")
                .body
                .contains(&format!("{robot} is in the rin tournament bots")),
            "{outs:#?}"
        );
    }
    // Robots alone do not start; with alice in, they do.
    super::refused(
        &mut bed,
        "alice",
        "rin tournament start bots alice apw",
        "only robots have entered",
    )
    .await;
    says(&mut bed, "alice", "rin tournament join bots alice apw").await;
    says(&mut bed, "alice", "rin tournament start bots alice apw").await;
    let boards = tournament_boards(&bed).await;
    assert_eq!(boards.len(), 3);
    // Alice resigns hers; the two robots play theirs to its end by
    // themselves.
    for (board, ..) in boards.iter().filter(|b| b.1 == "alice" || b.2 == "alice") {
        says(&mut bed, "alice", &format!("rin resign {board} alice apw")).await;
    }
    let mut rounds = 0;
    while bed
        .count("SELECT COUNT(*) FROM tournaments WHERE name = 'bots' AND status = 'finished'")
        .await
        == 0
    {
        rounds += 1;
        assert!(rounds < 200, "the board ends");
        bed.run_once().await;
    }
    assert!(
        bed.count("SELECT COUNT(*) FROM moves WHERE userid = 'rinbot'")
            .await
            > 0
    );
    let outs = says(&mut bed, "alice", "rin tournament show bots").await;
    let show = &reply_to(&outs, "alice").body;
    assert!(
        show.contains("rinbot") && show.contains("robot-easy"),
        "{show}"
    );
}

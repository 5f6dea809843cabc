//! After the game (analysis.md), by mail and `serve --once`: a finished
//! blitz board where black blundered (move 18 lets white take a row and
//! win; made by hand from a game of the robot, `tests/fixtures/games/`)
//! is analysed and mailed with its chart and its numbers, the blunder
//! marked; the chart is a PNG within the limits whose curve is the JSON's
//! numbers; a repeat is answered from what was kept, with no search (the
//! robot's counters); a French reader gets it in French; a running board
//! is refused for everyone; only players and observers may ask, 3 a day;
//! and `ringmail analyse` on the command line.

use crate::support;

use ringmail::analysis::Analysis;
use ringmail::picture::chart::{CHART_WIDTH, CURVE};
use support::players::{address, bed_with, reply_to, says};
use support::{Bed, Out};

/// The blunder game: black's move 18 (e4-a4) lets white win at once.
const BLUNDER: &str = include_str!("fixtures/games/yinsh-blitz-blunder.txt");

/// Few playouts a position: enough to see a win in one.
const CONFIG: &str = "[robots]\nanalysis_playouts = 400\n";

/// The requests and the analyses kept, as text.
const STATE: [&str; 2] = [
    "SELECT board || ' ' || userid || ' ' || COALESCE(mailed_at, 0) FROM analysis_requests ORDER BY id",
    "SELECT board || ' ' || playouts FROM analyses ORDER BY board",
];

/// Alice (white) and bob on blitz board 101, carol observing it; with
/// `moves` of the blunder game played, in one mail.
async fn board_of(name: &str, moves: usize) -> Bed {
    let mut bed = bed_with(name, CONFIG, &["alice", "bob", "carol", "dave"]).await;
    says(&mut bed, "alice", "yinsh challenge -blitz alice bob").await;
    says(&mut bed, "carol", "yinsh observe 101 carol cpw").await;
    let lines: Vec<String> = BLUNDER
        .lines()
        .take(moves)
        .enumerate()
        .map(|(i, mv)| {
            let (who, pw) = if i % 2 == 0 {
                ("alice", "apw")
            } else {
                ("bob", "bpw")
            };
            format!("yinsh move 101 {who} {pw} {mv}")
        })
        .collect();
    bed.round(&address("alice"), "moves", &lines.join("\n"))
        .await;
    assert_eq!(bed.moves(101).await.len(), moves);
    bed
}

/// The analysis mail among `outs`, to `user`.
fn analysis_to<'a>(outs: &'a [Out], user: &str) -> &'a Out {
    let mails: Vec<&Out> = outs
        .iter()
        .filter(|o| o.to == address(user) && o.subject == "yinsh Board 101 analysis")
        .collect();
    assert_eq!(mails.len(), 1, "{outs:#?}");
    mails[0]
}

fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    assert_eq!(info.color_type, png::ColorType::Rgb);
    (info.width, info.height, buf)
}

#[tokio::test]
async fn a_finished_board_is_mailed_its_analysis_with_the_blunder_marked() {
    let mut bed = board_of("analysis-blunder", 19).await;
    let outs = says(&mut bed, "bob", "yinsh analyse 101 bob bpw").await;
    let reply = &reply_to(&outs, "bob").body;
    assert!(
        reply.contains("The robot will analyse yinsh Board 101 (20 positions) after the robots' moves waiting: expect it by mail within about 1 minute."),
        "{reply}"
    );
    // In the same round, after the inbox: the robot's turn.
    let mail = analysis_to(&outs, "bob");
    assert!(
        mail.body.starts_with("The robot's analysis of yinsh Board 101: alice (white) against bob (black); alice wins."),
        "{}",
        mail.body
    );
    let files = bed.attachments(mail);
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["yinsh-101-analysis.png", "yinsh-101-analysis.json"]);

    // The numbers: one object a move.
    let json = String::from_utf8(files[1].1.clone()).unwrap();
    let numbers: Vec<serde_json::Value> = serde_json::from_str(&json).unwrap();
    assert_eq!(numbers.len(), 19);
    for (i, n) in numbers.iter().enumerate() {
        for key in ["move", "player", "before", "after", "best"] {
            assert!(n.get(key).is_some(), "move {}: no {key}: {n}", i + 1);
        }
    }
    let blunder = &numbers[17];
    assert_eq!(
        (blunder["move"].as_str(), blunder["player"].as_str()),
        (Some("e4-a4"), Some("bob"))
    );
    assert!(blunder["after"].as_f64().unwrap() < 0.05, "{blunder}");
    assert!(blunder["best"].is_string(), "{blunder}");

    // The blunder is marked, in the table with the robot's move and the
    // command that shows it on the board.
    let a = Analysis::from_json("yinsh", &json).unwrap();
    let marked: Vec<usize> = a.marked().iter().map(|m| m.number).collect();
    assert!(marked.contains(&18), "{marked:?}");
    let best = blunder["best"].as_str().unwrap();
    let row = mail
        .body
        .lines()
        .find(|l| l.contains(" e4-a4 "))
        .unwrap_or_else(|| panic!("no line of the blunder: {}", mail.body));
    assert!(row.contains(" 18 bob ") && row.ends_with(best), "{row}");
    let preview = format!("on the board: yinsh preview 101#17 {best}");
    assert!(mail.body.contains(&preview), "{}", mail.body);
    let shown = says(&mut bed, "bob", &preview["on the board: ".len()..]).await;
    assert!(
        reply_to(&shown, "bob")
            .body
            .contains("Summary of yinsh Board 101"),
        "{shown:#?}"
    );

    // The chart: a PNG of its size, within the limits, drawn from the
    // JSON's numbers, its curve through every one of them.
    let png = &files[0].1;
    let (w, h, rgb) = decode(png);
    assert!(w <= 800 && w == CHART_WIDTH && h > 0, "{w}x{h}");
    assert!(png.len() < 60 * 1024, "{} bytes", png.len());
    let chart = a.chart();
    assert_eq!(
        &chart.png(),
        png,
        "the chart is drawn from the JSON's numbers"
    );
    let white = a.white();
    assert_eq!(white.len(), 20);
    assert_eq!(white[19], 1.0, "white won");
    for (i, &v) in white.iter().enumerate() {
        if chart.marked.iter().any(|m| m.0 == i) || chart.removals.contains(&i) {
            continue;
        }
        let (x, y) = chart.point(i, v as f32);
        let at = 3 * (y.round() as usize * w as usize + x.round() as usize);
        assert_eq!(rgb[at..at + 3], CURVE, "position {i} ({v})");
    }
    assert_eq!(bed.server.analysis_counters().0, 1);
}

#[tokio::test]
async fn a_repeat_uses_no_search_and_a_french_reader_gets_it_in_french() {
    let mut bed = board_of("analysis-repeat", 19).await;
    says(&mut bed, "bob", "yinsh analyse 101 bob bpw").await;
    let searched = bed.server.analysis_counters();
    assert_eq!(searched.0, 1);
    assert!(searched.1 >= 19 * 400, "{searched:?}");
    says(&mut bed, "alice", "change language alice apw fr").await;
    let outs = says(&mut bed, "alice", "yinsh analyze 101 alice apw").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("L'analyse de la partie 101 de yinsh a déjà été faite : elle vous est envoyée maintenant."),
        "{outs:#?}"
    );
    let mail = analysis_to(&outs, "alice");
    assert!(
        mail.body.starts_with("L'analyse par le robot de la partie 101 de yinsh : alice (blanc) contre bob (noir) ; alice gagne."),
        "{}",
        mail.body
    );
    assert!(mail.body.contains("le coup du robot"), "{}", mail.body);
    assert_eq!(bed.server.analysis_counters(), searched, "no search");
    // The observer too, and the same numbers.
    let outs = says(&mut bed, "carol", "yinsh analyse 101 carol cpw").await;
    let to_carol = bed.attachments(analysis_to(&outs, "carol"));
    let to_alice = bed.attachments(mail);
    assert_eq!(to_carol, to_alice);
    assert_eq!(bed.server.analysis_counters(), searched, "no search");
}

#[tokio::test]
async fn a_running_board_is_refused_for_everyone() {
    let mut bed = board_of("analysis-running", 12).await;
    for (who, line) in [
        ("alice", "yinsh analyse 101 alice apw"),
        ("bob", "yinsh analyse 101 bob bpw"),
        ("carol", "yinsh analyse 101 carol cpw"),
        ("dave", "yinsh analyse 101 dave dpw"),
        ("bob", "yinsh analyse 101 bob wrong"),
    ] {
        support::players::refused(&mut bed, who, line, "is still being played", &STATE).await;
    }
    let outs = bed
        .round(
            "mallory@elsewhere.test",
            "yinsh analyse 101 alice guess",
            "",
        )
        .await;
    assert!(outs[0].body.contains("is still being played"), "{outs:#?}");
    assert_eq!(bed.count("SELECT COUNT(*) FROM analysis_requests").await, 0);
    assert_eq!(bed.server.analysis_counters().0, 0);
}

#[tokio::test]
async fn only_players_and_observers_ask_and_three_a_day() {
    let mut bed = board_of("analysis-limits", 19).await;
    for (who, line, why) in [
        (
            "dave",
            "yinsh analyse 101 dave dpw",
            "only the players and the observers of yinsh Board 101 may ask for its analysis",
        ),
        (
            "bob",
            "yinsh analyse 102 bob bpw",
            "there is no yinsh board 102",
        ),
        (
            "bob",
            "rin analyse 101 bob bpw",
            "there is no rin board 101",
        ),
        (
            "bob",
            "yinsh analyse 101 bob",
            "write yinsh analyse BOARD userid password",
        ),
    ] {
        support::players::refused(&mut bed, who, line, why, &STATE).await;
    }
    for _ in 0..3 {
        let outs = says(&mut bed, "alice", "yinsh analyse 101 alice apw").await;
        analysis_to(&outs, "alice");
    }
    support::players::refused(
        &mut bed,
        "alice",
        "yinsh analyse 101 alice apw",
        "has asked for 3 analyses today, the most a player may",
        &STATE,
    )
    .await;
    assert_eq!(bed.server.analysis_counters().0, 1);
}

#[test]
fn the_command_line_analyses_a_record() {
    let dir = support::cli::temp("analyse-cli");
    let record = dir.join("game.txt");
    std::fs::write(&record, BLUNDER).unwrap();
    let chart = dir.join("chart.png");
    let args = |more: &[&str]| {
        let mut v = vec!["analyse", "yinsh", "--blitz", "--playouts", "400"];
        v.extend_from_slice(more);
        v.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    let run = |more: &[&str]| {
        let a = args(more);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        support::cli::command(&a).output().unwrap()
    };
    let record_arg = record.to_str().unwrap();
    let out = run(&["--chart", chart.to_str().unwrap(), record_arg]);
    assert!(out.status.success(), "{}", support::cli::text(&out.stderr));
    let table = support::cli::text(&out.stdout);
    let row = table
        .lines()
        .find(|l| l.contains(" e4-a4 "))
        .unwrap_or_default();
    assert!(row.contains(" 18 black "), "{table}");
    let (w, _, _) = decode(&std::fs::read(&chart).unwrap());
    assert_eq!(w, CHART_WIDTH);
    let out = run(&["--json", record_arg]);
    assert!(out.status.success());
    let a = Analysis::from_json("yinsh", &support::cli::text(&out.stdout)).unwrap();
    assert_eq!(a.moves.len(), 19);
    // The same seed and budget: the same numbers, the same chart.
    assert_eq!(a.chart().png(), std::fs::read(&chart).unwrap());
    // A record that does not replay: exit 2, the move named.
    std::fs::write(&record, "e5\ne5\n").unwrap();
    let out = run(&[record_arg]);
    assert_eq!(out.status.code(), Some(2));
    assert!(support::cli::text(&out.stderr).contains("move 2"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_board_claimed_by_another_server_is_left_alone_until_the_claim_runs_out() {
    let mut bed = board_of("analysis-claim", 19).await;
    let raw = bed.mail(&address("bob"), "yinsh analyse 101 bob bpw", "");
    bed.server.process(&raw, false).await.unwrap();
    // Another server claimed its search for the next hour.
    let pool = bed.server.store().pool().clone();
    let in_an_hour = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
        + 3600;
    sqlx::query("UPDATE analysis_requests SET claimed_until = $1")
        .bind(in_an_hour)
        .execute(&pool)
        .await
        .unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs.iter().all(|o| o.subject != "yinsh Board 101 analysis"),
        "{outs:#?}"
    );
    assert_eq!(bed.server.analysis_counters().0, 0);
    // Its server stopped: the claim runs out, and this one takes it up.
    sqlx::query("UPDATE analysis_requests SET claimed_until = 1")
        .execute(&pool)
        .await
        .unwrap();
    bed.run_once().await;
    analysis_to(&bed.new_mail(), "bob");
    assert_eq!(bed.server.analysis_counters().0, 1);
}

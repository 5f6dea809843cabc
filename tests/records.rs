//! Game records (spec/records.md): the record files of full YINSH games
//! whose every move the naive engine of `support/naive_yinsh.rs` checked.
//! The record replays (through `ringmail replay` itself) to the same final
//! position, the JSON is `replay --json`'s, and the GIF decodes: one frame
//! a move after the start, at most 480 px wide and 512 KB, its frames laid
//! over each other ending on the board picture of the final position.

use crate::support;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::games::{AnyGame, new_game};
use ringmail::picture::animation::MAX_GIF_BYTES;
use ringmail::picture::{indexed_of, picture};
use ringmail::records::record_files;
use ringmail::store::{GameRow, MoveRow};
use support::naive_yinsh::{Naive, Status};

/// A random full game, each move one the naive engine finds legal; its
/// log (as the server keeps it) and the engine's final position.
fn random_game(rng: &mut StdRng, blitz: bool) -> (Vec<MoveRow>, Box<dyn AnyGame>) {
    let mut naive = Naive::new(blitz);
    let mut game = new_game("yinsh", if blitz { &["-blitz"] } else { &[] }).unwrap();
    let mut log = Vec::new();
    while naive.game_status() == Status::InProgress && log.len() < 300 {
        let mut children = naive.children();
        let (mv, next) = children.swap_remove(rng.gen_range(0..children.len()));
        let seat = game.to_move().unwrap();
        assert_eq!(
            game.play_text(&mv).unwrap(),
            mv,
            "the engine plays it as the oracle"
        );
        log.push(MoveRow {
            number: log.len() as i64 + 1,
            userid: ["alice", "bob"][seat].to_string(),
            text: mv,
            comment: String::new(),
        });
        naive = next;
    }
    (log, game)
}

fn row(blitz: bool, result: Option<&str>) -> GameRow {
    GameRow {
        board: 101,
        game: "yinsh".into(),
        options: if blitz {
            "-blitz".into()
        } else {
            String::new()
        },
        player0: "alice".into(),
        player1: "bob".into(),
        status: if result.is_some() { "over" } else { "active" }.into(),
        result: result.map(str::to_string),
        to_move: None,
        thread_id: "<t@ringmail.test>".into(),
        created_at: 1_795_600_000,
        updated_at: 1_795_700_000,
        nag_days: 7,
        forfeit_days: 21,
        tournament: None,
    }
}

/// The GIF's frames laid over each other: the last picture shown, as
/// palette indices, and the number of frames.
fn last_picture(gif: &[u8]) -> (Vec<u8>, u16, u16, usize) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif).expect("the GIF decodes");
    let (w, h) = (decoder.width(), decoder.height());
    let mut canvas = vec![0u8; w as usize * h as usize];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames += 1;
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let at = (frame.top as usize + y) * w as usize + frame.left as usize + x;
                canvas[at] = frame.buffer[y * frame.width as usize + x];
            }
        }
    }
    (canvas, w, h, frames)
}

#[test]
fn records_of_checked_games_replay_and_animate_to_their_final_position() {
    let mut rng = StdRng::seed_from_u64(0x07ec_04d5);
    for (i, blitz) in [true, false, true].into_iter().enumerate() {
        let (mut log, game) = random_game(&mut rng, blitz);
        // The second game ends by a resignation instead.
        let resigned = i == 1 && game.to_move().is_some();
        if resigned {
            log.push(MoveRow {
                number: log.len() as i64 + 1,
                userid: "bob".into(),
                text: "resign".into(),
                comment: String::new(),
            });
        }
        let row = row(blitz, Some("alice wins"));
        let files = record_files(&row, &log).unwrap();
        assert_eq!(files.stem, "yinsh-101");
        assert!(
            files.text.starts_with("# yinsh Board 101\n"),
            "{}",
            files.text
        );
        assert!(
            files.text.contains("# white (o): alice\n"),
            "{}",
            files.text
        );
        if resigned {
            assert!(files.text.contains("# result: alice wins (bob resigned)\n"));
        }
        // `ringmail replay` reads the record as it is.
        let args: &[&str] = if blitz {
            &["replay", "yinsh", "--blitz"]
        } else {
            &["replay", "yinsh"]
        };
        let out = support::cli::run(args, &files.text);
        assert!(out.status.success(), "{}", support::cli::text(&out.stderr));
        assert_eq!(support::cli::text(&out.stdout), game.render(game.colours()));
        let mut json_args = args.to_vec();
        json_args.push("--json");
        let out = support::cli::run(&json_args, &files.text);
        assert_eq!(support::cli::text(&out.stdout), files.json);
        // The GIF: one frame a log line after the start, within bounds,
        // ending on the final board picture (unmarked after a resignation).
        assert!(
            files.gif.len() <= MAX_GIF_BYTES,
            "{} bytes",
            files.gif.len()
        );
        let (canvas, w, _, frames) = last_picture(&files.gif);
        assert!(w <= 480);
        assert_eq!(frames, log.len() + 1, "a frame a move, {} moves", log.len());
        let last_line = log.last().map(|m| m.text.as_str());
        let mut final_game = ringmail::boards::replay(&row, &log, None).unwrap();
        let (want, _, _) = indexed_of(&picture(final_game.as_mut(), last_line));
        assert!(canvas == want, "the last frame is the final board picture");
    }
}

#[test]
fn a_running_board_has_the_record_so_far() {
    let mut rng = StdRng::seed_from_u64(11);
    let (log, _) = random_game(&mut rng, true);
    let part = &log[..log.len() / 2];
    let mut row = row(true, None);
    row.to_move = Some("alice".into());
    let files = record_files(&row, part).unwrap();
    assert!(
        files.text.contains("# running: alice to move"),
        "{}",
        files.text
    );
    assert_eq!(
        files.text.lines().filter(|l| !l.starts_with('#')).count(),
        part.len()
    );
    let (_, _, _, frames) = last_picture(&files.gif);
    assert_eq!(frames, part.len() + 1);
}

/// A blitz board played to alice's win by mail; then `yinsh record 101`:
/// from a stranger, refused; from bob, a reply and a mail of its own with
/// the three files, which replay and decode.
#[tokio::test]
async fn a_record_by_mail_comes_with_its_three_files() {
    let mut bed = support::Bed::new("record-mail").await;
    bed.signup("alice@players.test", "alice", "apw").await;
    bed.signup("bob@players.test", "bob", "bpw").await;
    bed.round("alice@players.test", "yinsh challenge -blitz alice bob", "")
        .await;
    let moves: Vec<&str> = support::BLITZ_WIN.split_whitespace().collect();
    let mut last = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        let (from, subject) = support::move_mail(i, 101, mv);
        last = bed.round(from, &subject, "").await;
    }
    assert!(
        last.iter()
            .all(|o| o.body.contains("send yinsh record 101")),
        "the over board mails say how: {last:#?}"
    );
    let refused = bed
        .round("carol@players.test", "yinsh record 101", "")
        .await;
    assert_eq!(refused.len(), 1, "{refused:#?}");
    assert!(
        refused[0].body.contains("confirmed addresses only"),
        "{}",
        refused[0].body
    );
    let eleven: Vec<String> = (101..112).map(|b| b.to_string()).collect();
    let outs = bed
        .round(
            "bob@players.test",
            &format!("yinsh record {}", eleven.join(" ")),
            "",
        )
        .await;
    assert!(
        outs[0].body.contains("at most 10 boards"),
        "{}",
        outs[0].body
    );
    let outs = bed.round("bob@players.test", "yinsh record 101", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert!(
        outs[0].body.contains("come in a mail of their own"),
        "{}",
        outs[0].body
    );
    let mail = &outs[1];
    assert_eq!(mail.to, "bob@players.test");
    assert_eq!(mail.subject, "yinsh records: Board 101");
    let files = bed.attachments(mail);
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["yinsh-101.txt", "yinsh-101.json", "yinsh-101.gif"]);
    let text = String::from_utf8(files[0].1.clone()).unwrap();
    assert!(
        text.contains("# result: alice wins (played to the end)"),
        "{text}"
    );
    let out = support::cli::run(&["replay", "yinsh", "--blitz", "--json"], &text);
    assert!(out.status.success(), "{}", support::cli::text(&out.stderr));
    assert_eq!(out.stdout, files[1].1);
    let (_, w, _, frames) = last_picture(&files[2].1);
    assert!(w <= 480);
    assert_eq!(frames, moves.len() + 1);
}

/// `ringmail export DIR` writes the three files of every finished board,
/// and only those `--game` and `--since` keep.
#[tokio::test]
async fn export_writes_every_finished_board_s_files() {
    let mut bed = support::Bed::new("record-export").await;
    bed.signup("alice@players.test", "alice", "apw").await;
    bed.signup("bob@players.test", "bob", "bpw").await;
    for board in [101, 102] {
        bed.round("alice@players.test", "yinsh challenge -blitz alice bob", "")
            .await;
        for (i, mv) in support::BLITZ_WIN.split_whitespace().enumerate() {
            let (from, subject) = support::move_mail(i, board, mv);
            bed.round(from, &subject, "").await;
        }
    }
    // A third board, running: not exported.
    bed.round("alice@players.test", "yinsh challenge -blitz alice bob", "")
        .await;
    let database = support::database_for(&bed.dir);
    let export = |args: &[&str]| {
        let out = support::cli::command(args)
            .env("RINGMAIL_DATABASE", &database)
            .output()
            .unwrap();
        (
            out.status.code(),
            support::cli::text(&out.stdout),
            support::cli::text(&out.stderr),
        )
    };
    let dir = bed.dir.join("records");
    let (code, said, err) = export(&["export", dir.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(said.contains("2 boards exported"), "{said}");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "yinsh-101.gif",
            "yinsh-101.json",
            "yinsh-101.txt",
            "yinsh-102.gif",
            "yinsh-102.json",
            "yinsh-102.txt"
        ]
    );
    let text = std::fs::read_to_string(dir.join("yinsh-102.txt")).unwrap();
    let out = support::cli::run(&["replay", "yinsh", "--blitz", "--json"], &text);
    assert_eq!(
        out.stdout,
        std::fs::read(dir.join("yinsh-102.json")).unwrap()
    );
    for (args, boards) in [
        (vec!["--game", "rin"], "0 boards"),
        (vec!["--since", "2999-01-01"], "0 boards"),
        (vec!["--game", "yinsh", "--since", "2000-01-01"], "2 boards"),
    ] {
        let other = bed.dir.join("other");
        let mut all = vec!["export"];
        all.extend(args);
        all.push(other.to_str().unwrap());
        let (code, said, err) = export(&all);
        assert_eq!(code, Some(0), "{err}");
        assert!(said.contains(boards), "{all:?}: {said}");
        let _ = std::fs::remove_dir_all(&other);
    }
    let (code, _, err) = export(&["export", "--since", "yesterday", dir.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.contains("is not a day"), "{err}");
}

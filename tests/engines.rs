//! Engines from elsewhere, each move a run of an outside program: here
//! `ringmail robot` itself, one playout a move, as the protocol of
//! robots.md has it (the record file in, the move as the last line out).
//! Two such engines play whole games; every move they give is checked
//! by the rules before it is played.

use crate::support::cli::BIN;

use ringmail::engines::EngineConfig;
use ringmail::engines::think::engine_move;
use ringmail::games::new_game;

/// `ringmail robot GAME {options} --playouts 1 --seed SEED {record}`.
fn robot_engine(name: &str, game: &str, seed: u64) -> EngineConfig {
    let command = [BIN, "robot", game, "{options}", "--playouts", "1", "--seed"]
        .iter()
        .map(|s| s.to_string())
        .chain([seed.to_string(), "{record}".to_string()])
        .collect();
    let engine = EngineConfig {
        name: name.into(),
        game: game.into(),
        command,
        think_ms: 1000,
        memory_mib: 1024,
    };
    engine.check().expect("a usable entry");
    engine
}

/// Plays `game` with `options` between two engines to its end; returns
/// the number of moves.
async fn engines_play(game: &str, options: &[&str]) -> usize {
    let engines = [
        robot_engine("first", game, 1),
        robot_engine("second", game, 2),
    ];
    let opts: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    let mut position = new_game(game, options).unwrap();
    let mut record = String::new();
    let mut played = 0;
    while position.outcome().is_none() {
        assert!(played < 2000, "{game}: no end after {played} moves");
        let seat = position.to_move().expect("a player to move");
        let mv = engine_move(&engines[seat], &opts, &record, position.as_ref())
            .await
            .unwrap_or_else(|e| panic!("{game} move {}: {e}", played + 1));
        // The move given is legal here: the rules take it.
        position.play_text(&mv).expect("checked already");
        record.push_str(&mv);
        record.push('\n');
        played += 1;
    }
    played
}

#[tokio::test]
async fn two_engines_play_a_blitz_yinsh_game_to_its_end() {
    let moves = engines_play("yinsh", &["-blitz"]).await;
    assert!(moves >= 11, "{moves}");
}

#[tokio::test]
async fn two_engines_play_a_small_rin_game_to_its_end() {
    let moves = engines_play("rin", &["-size=8"]).await;
    assert!(moves >= 2, "{moves}");
}

/// The engines' part by mail: a whole game against an engine, and the
/// programs that fail (too slow, too big, garbage, a child left behind),
/// each killed or refused with its whole group, that resign after 3 tries.
mod by_mail {
    use std::path::{Path, PathBuf};

    use crate::support::cli::BIN;
    use crate::support::{Bed, Out};

    use ringmail::games::{AnyGame, new_game};
    use ringmail::server::FAILURES_BEFORE_RESIGNING;

    const ALICE: &str = "alice@players.test";
    const BOB: &str = "bob@players.test";

    /// A shell script in `dir`, executable: an engine program.
    fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = dir.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    /// A `[[robots.engine]]` entry running `program {options} {record}`.
    fn entry(name: &str, program: &Path, think_ms: u64, memory_mib: u64) -> String {
        format!(
            "[[robots.engine]]\nname = \"{name}\"\ngame = \"yinsh\"\n\
             command = [\"{}\", \"{{options}}\", \"{{record}}\"]\n\
             think_ms = {think_ms}\nmemory_mib = {memory_mib}\n",
            program.display()
        )
    }

    /// A bed with the engines `entries` gives, written in a folder of
    /// their own, and Alice signed up.
    async fn bed(name: &str, entries: impl Fn(&Path) -> String) -> (Bed, PathBuf) {
        let programs = crate::support::cli::temp(&format!("{name}-programs"));
        let config = format!("[robots]\nthreads = 4\n{}", entries(&programs));
        let mut bed = Bed::with_config(name, &config).await;
        bed.signup(ALICE, "alice", "apw").await;
        (bed, programs)
    }

    async fn position(bed: &Bed, board: i64) -> Box<dyn AnyGame> {
        let mut g = new_game("yinsh", &["-blitz"]).unwrap();
        for (_, text) in bed.moves(board).await {
            g.play_text(&text).unwrap();
        }
        g
    }

    async fn status(bed: &Bed, board: i64) -> (String, Option<String>) {
        sqlx::query_as("SELECT status, result FROM games WHERE board = $1")
            .bind(board)
            .fetch_one(bed.server.store().pool())
            .await
            .unwrap()
    }

    fn bodies(outs: &[Out]) -> String {
        outs.iter().map(|o| o.body.as_str()).collect()
    }

    #[tokio::test]
    async fn an_engine_plays_a_whole_game_by_mail() {
        // The engine: the move `ringmail robot` gives after one playout.
        let (mut bed, programs) = bed("engine-game", |dir| {
            let program = script(
                dir,
                "first-playout",
                &format!("exec \"{BIN}\" robot yinsh \"$@\" --playouts 1"),
            );
            entry("yngine", &program, 2000, 1024)
        })
        .await;
        bed.send(ALICE, "help robots", "");
        bed.run_once().await;
        let help = bodies(&bed.new_mail());
        assert!(help.contains("yngine  (yinsh)"), "{help}");
        // It plays yinsh only.
        bed.send(ALICE, "rin challenge alice yngine", "");
        bed.run_once().await;
        let refused = bodies(&bed.new_mail());
        assert!(refused.contains("plays only yinsh"), "{refused}");
        assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);
        // It accepts a challenge as a robot does, and is to move first.
        bed.send(ALICE, "yinsh challenge -blitz yngine alice", "");
        bed.run_once().await;
        let mut outs = bed.new_mail();
        let mut round = 0usize;
        loop {
            let g = position(&bed, 101).await;
            if g.outcome().is_some() {
                break;
            }
            let last = bed.moves(101).await.pop().expect("the engine moved");
            assert_eq!(last.0, "yngine");
            assert!(bodies(&outs).contains(&last.1), "{outs:#?}");
            assert_eq!(g.to_move(), Some(1), "after each round it is Alice's turn");
            if round == 1 {
                // It declines a draw offer and a request to take back a move.
                let played = bed.moves(101).await.len();
                bed.send(ALICE, "yinsh move 101 alice apw propose", "");
                bed.run_once().await;
                bed.send(ALICE, "yinsh move 101 alice apw undo", "");
                bed.run_once().await;
                let subjects: Vec<String> = bed.new_mail().into_iter().map(|o| o.subject).collect();
                for declined in [
                    "yinsh Board 101 draw offer declined by yngine",
                    "yinsh Board 101 request to take back a move declined by yngine",
                ] {
                    assert!(subjects.iter().any(|s| s == declined), "{subjects:?}");
                }
                assert_eq!(bed.count("SELECT COUNT(*) FROM offers").await, 0);
                assert_eq!(bed.moves(101).await.len(), played, "nothing taken back");
            }
            let legal = g.legal_move_texts();
            let mv = &legal[round.wrapping_mul(2_654_435_761) % legal.len()];
            let n = g.moves_played() + 1;
            bed.send(ALICE, &format!("yinsh move 101 alice apw {mv}#{n}"), "");
            bed.run_once().await;
            outs = bed.new_mail();
            round += 1;
            assert!(round < 100, "a blitz game ends");
        }
        // Every move is in the log once, the engine's and Alice's in turn,
        // and the game is rated.
        let moves = bed.moves(101).await;
        for (i, (who, _)) in moves.iter().enumerate() {
            assert_eq!(
                who,
                if i % 2 == 0 { "yngine" } else { "alice" },
                "{moves:?}"
            );
        }
        assert_eq!(status(&bed, 101).await.0, "over");
        assert_eq!(
            bed.count("SELECT COUNT(*) FROM ratings WHERE userid = 'yngine'")
                .await,
            1
        );
        std::fs::remove_dir_all(&programs).unwrap();
    }

    /// Processes alive (zombies aside) in any process group listed in
    /// `file` (each program writes its `$$`, its group, there).
    fn alive_in_groups(file: &Path) -> Vec<String> {
        let groups: Vec<String> = std::fs::read_to_string(file)
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect();
        assert!(!groups.is_empty(), "the program ran");
        let mut alive = Vec::new();
        for e in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(stat) = std::fs::read_to_string(e.path().join("stat")) else {
                continue;
            };
            let Some((_, rest)) = stat.rsplit_once(')') else {
                continue;
            };
            let f: Vec<&str> = rest.split_whitespace().collect();
            if f.first().is_some_and(|s| *s != "Z")
                && f.get(2).is_some_and(|g| groups.iter().any(|x| x == g))
            {
                alive.push(stat);
            }
        }
        alive
    }

    #[tokio::test]
    async fn failing_engines_are_killed_or_refused_and_resign_after_3_tries() {
        // Each writes its process group to a file, then fails its way.
        let failing = [
            ("sleeper", "sleep 30; echo e5", 100, 256),
            (
                "glutton",
                "x=$(head -c 200000000 /dev/zero | tr '\\0' a); echo e5",
                2000,
                64,
            ),
            ("babbler", "echo hello there", 2000, 256),
            (
                "forker",
                "sleep 300 >/dev/null 2>&1 & echo not-a-move",
                2000,
                256,
            ),
        ];
        let (mut bed, programs) = bed("engine-failures", |dir| {
            failing
                .iter()
                .map(|(name, body, think, mib)| {
                    let groups = dir.join(format!("{name}.groups"));
                    let body = format!("echo $$ >> \"{}\"\n{body}", groups.display());
                    entry(name, &script(dir, name, &body), *think, *mib)
                })
                .collect()
        })
        .await;
        // A board each, the engine to move (Alice plays three, the most
        // one may against robots; Bob the fourth).
        bed.signup(BOB, "bob", "bpw").await;
        let challenges: String = failing[..3]
            .iter()
            .map(|(name, ..)| format!("yinsh challenge -blitz {name} alice\n"))
            .collect();
        bed.send(ALICE, "challenges", &challenges);
        bed.send(BOB, "yinsh challenge -blitz forker bob", "");
        bed.run_once().await;
        let replies = bed.new_mail();
        assert_eq!(
            bed.count("SELECT COUNT(*) FROM games WHERE status = 'active'")
                .await,
            4,
            "{replies:#?}"
        );
        let before = bed.game_state().await;
        let mails = bed.count("SELECT COUNT(*) FROM outbox").await;
        // The round of the challenges asked each engine once already. The
        // tries between are made by a second server on the database (as a
        // restarted one would be): the count is the database's.
        let other = ringmail::server::Server::open(bed.server.config().clone())
            .await
            .unwrap();
        for pass in 2..FAILURES_BEFORE_RESIGNING {
            other.run_robots().await.unwrap();
            assert_eq!(
                before,
                bed.game_state().await,
                "pass {pass} changes nothing"
            );
            let after = bed.count("SELECT COUNT(*) FROM outbox").await;
            assert_eq!(mails, after, "pass {pass} mails nothing");
        }
        // The last try, in a round that also sends what it mails.
        bed.run_once().await;
        let outs = bed.new_mail();
        for (i, (name, ..)) in failing.iter().enumerate() {
            let board = 101 + i as i64;
            let (status, result) = status(&bed, board).await;
            assert_eq!(status, "over", "{name}");
            let winner = if *name == "forker" { "bob" } else { "alice" };
            assert_eq!(result, Some(format!("{winner} wins")), "{name}");
            assert_eq!(
                bed.moves(board).await,
                [(name.to_string(), "resign".to_string())]
            );
            // Each try ran, and left no process behind.
            let groups = programs.join(format!("{name}.groups"));
            let tries = std::fs::read_to_string(&groups).unwrap().lines().count();
            assert_eq!(tries as i64, FAILURES_BEFORE_RESIGNING, "{name}");
            let alive = alive_in_groups(&groups);
            assert!(alive.is_empty(), "{name}: {alive:?}");
        }
        // The players hear of each board's end.
        let mut to: Vec<&str> = outs.iter().map(|o| o.to.as_str()).collect();
        to.sort();
        assert_eq!(to, [ALICE, ALICE, ALICE, BOB], "{outs:#?}");
        std::fs::remove_dir_all(&programs).unwrap();
    }
}

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

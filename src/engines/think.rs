//! One move of an engine: the record so far written to a file of its
//! own (`tempfile`), the program run on it ([`super::run`]), and its answer checked by
//! the rules before anything takes it.

use crate::games::{AnyGame, MoveError};

use super::EngineConfig;
use super::run::{RunError, run};

/// Why an engine gave no move this time (each said in the log).
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The record file could not be written.
    #[error("the record file could not be written: {0}")]
    Record(#[from] std::io::Error),
    /// The run failed (its time, memory, output, exit or silence).
    #[error("{0}")]
    Run(RunError),
    /// It answered with something the rules refuse.
    #[error("answered {line:?}, which the rules refuse: {why}")]
    Illegal { line: String, why: MoveError },
}

/// The engine's move for the player to move in `position`, reached by
/// `record` (move lines as `replay` reads them) on a board with `options`
/// (`-blitz`): the move in its canonical form, legal there.
pub async fn engine_move(
    engine: &EngineConfig,
    options: &[String],
    record: &str,
    position: &dyn AnyGame,
) -> Result<String, EngineError> {
    // Made anew (never an existing file), and removed when dropped: also
    // when the move is given up halfway.
    let mut file = tempfile::Builder::new()
        .prefix(&format!("ringmail-engine-{}-", engine.name))
        .suffix(".txt")
        .tempfile()?;
    std::io::Write::write_all(&mut file, record.as_bytes())?;
    let ran = run(&engine.argv(file.path(), options), engine.limits()).await;
    drop(file);
    let line = ran.map_err(|(e, _)| EngineError::Run(e))?.last_line;
    let mut game = position.clone_box();
    match game.play_text(&line) {
        Ok(canonical) => Ok(canonical),
        Err(why) => Err(EngineError::Illegal { line, why }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_game;

    /// An engine that runs `script` under `sh` with the record's path as
    /// `$0`.
    fn engine(script: &str) -> EngineConfig {
        EngineConfig {
            name: "shengine".into(),
            game: "yinsh".into(),
            command: vec![
                "/bin/sh".into(),
                "-c".into(),
                script.into(),
                "{record}".into(),
            ],
            think_ms: 100,
            memory_mib: 256,
        }
    }

    #[tokio::test]
    async fn a_legal_answer_is_the_move_and_the_record_is_given() {
        let game = new_game("yinsh", &[]).unwrap();
        // It answers the record's first line, so it must have read it.
        let e = engine("test -f \"$0\" && head -n 1 \"$0\"");
        let mv = engine_move(&e, &[], "e5\n", game.as_ref()).await;
        assert_eq!(mv.expect("a move"), "e5");
        let mut after = game.clone_box();
        after.play_text("e5").unwrap();
        let taken = engine_move(&e, &[], "e5\n", after.as_ref()).await;
        assert!(
            matches!(taken, Err(EngineError::Illegal { .. })),
            "{taken:?}"
        );
    }

    #[tokio::test]
    async fn garbage_and_failures_are_refused_with_why() {
        let game = new_game("yinsh", &[]).unwrap();
        let e = engine("echo hello there");
        let err = engine_move(&e, &[], "", game.as_ref()).await.unwrap_err();
        assert!(err.to_string().contains("\"hello there\""), "{err}");
        let e = engine("exit 1");
        let err = engine_move(&e, &[], "", game.as_ref()).await.unwrap_err();
        assert!(matches!(err, EngineError::Run(RunError::Exit(_))), "{err}");
    }

    #[tokio::test]
    async fn the_record_file_is_gone_after_the_move() {
        let game = new_game("yinsh", &[]).unwrap();
        let e = EngineConfig {
            name: "gonecheck".into(),
            ..engine("ls \"$0\" >/dev/null && echo e5")
        };
        engine_move(&e, &[], "", game.as_ref())
            .await
            .expect("a move");
        let left = std::fs::read_dir(std::env::temp_dir())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with("ringmail-engine-gonecheck-")
            })
            .count();
        assert_eq!(left, 0);
    }
}

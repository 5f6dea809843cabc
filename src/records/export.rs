//! `ringmail export [--game GAME] [--since DATE] DIR`: the record files of
//! every finished board ([`super::record_files`]) written into a folder,
//! for an archive or a website.
//!
//! Boards are read a page at a time, by board number, and each is written
//! before the next is read: the memory an export holds is that of one page
//! of numbers and one board's files, whatever the number of boards. On a
//! terminal a progress bar (`indicatif`) shows how far it is; elsewhere
//! (a cron job, a test) it draws nothing.

use std::path::Path;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};

use crate::store::Store;
use crate::store::games::{count_finished, finished_after};

/// Board numbers read at once.
const PAGE: i64 = 100;

/// Which boards to export.
#[derive(Debug, Clone, Default)]
pub struct Export {
    /// Only boards of this game.
    pub game: Option<String>,
    /// Only boards that ended at or after this time (Unix seconds).
    pub since: Option<i64>,
}

impl Export {
    /// Writes the files of every finished board into `dir` (made when
    /// missing); the number of boards written, or an error naming the
    /// boards that could not be (the others are written all the same).
    pub async fn run(&self, store: &Store, dir: &Path) -> anyhow::Result<u64> {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        let (game, since) = (self.game.as_deref(), self.since.unwrap_or(0));
        let total = {
            let mut c = store.pool().acquire().await?;
            count_finished(&mut c, game, since).await?
        };
        let bar = ProgressBar::new(total as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} boards, {per_sec}, {eta} left")
                .expect("a valid template"),
        );
        let mut after = 0;
        let mut written = 0;
        let mut failed = Vec::new();
        loop {
            let page = {
                let mut c = store.pool().acquire().await?;
                finished_after(&mut c, game, since, after, PAGE).await?
            };
            let Some(&last) = page.last() else { break };
            for board in page {
                let full = {
                    let mut c = store.pool().acquire().await?;
                    crate::store::full_game(&mut c, board).await?
                };
                if let Some(full) = full {
                    // A board that cannot be written holds up no other;
                    // the export then ends in an error naming them.
                    match write_board(dir, &full.row, &full.moves) {
                        Ok(()) => written += 1,
                        Err(e) => {
                            bar.suspend(|| eprintln!("board {board}: {e:#}"));
                            failed.push(board);
                        }
                    }
                    bar.inc(1);
                }
            }
            after = last;
        }
        bar.finish_and_clear();
        anyhow::ensure!(
            failed.is_empty(),
            "{written} boards exported; {} could not be: {failed:?}",
            failed.len()
        );
        Ok(written)
    }
}

/// The three files of one board, each written whole under a temporary name
/// first, so that a reader never sees half a file.
fn write_board(
    dir: &Path,
    row: &crate::store::GameRow,
    moves: &[crate::store::MoveRow],
) -> anyhow::Result<()> {
    let files =
        super::record_files(row, moves).with_context(|| format!("board {}'s record", row.board))?;
    for (ext, bytes) in [
        ("txt", files.text.as_bytes()),
        ("json", files.json.as_bytes()),
        ("gif", files.gif.as_slice()),
    ] {
        let name = format!("{}.{ext}", files.stem);
        let tmp = dir.join(format!(".{name}.tmp"));
        std::fs::write(&tmp, bytes)
            .and_then(|_| std::fs::rename(&tmp, dir.join(&name)))
            .with_context(|| format!("cannot write {}", dir.join(&name).display()))?;
    }
    Ok(())
}

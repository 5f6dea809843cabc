//! What is kept between pictures: each kind of board drawn once, and on it
//! each piece at each point it has stood on, as the palette indices it
//! changes.
//!
//! What this buys: a picture is a copy of the empty board's indices, a few
//! hundred bytes copied per piece and the marks of the last move, instead
//! of rasterising the grid, the labels' glyphs and every piece again (about
//! a fifth of the time). The plain path it stands for is drawing the board
//! and the pieces with [`super::draw`] and indexing the result.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use tiny_skia::Pixmap;

use super::draw::{draw_board, draw_piece, outline};
use super::palette::{colour, index_area};
use super::plane::{Board, Shape, Tone};
use super::{Area, Layout, RING_RADIUS, STONE_RADIUS, around};

/// An empty board drawn: its layout, its pixels as palette indices, and
/// the pieces drawn on it so far.
pub(super) struct Drawn {
    pub layout: Layout,
    pub indexed: Vec<u8>,
    pieces: Mutex<HashMap<PieceKey, Arc<Patch>>>,
}

/// A piece at a place: shape, tone, and its centre in eighths of a pixel.
type PieceKey = (u8, u8, i32, i32);

/// The palette indices a piece changes on the empty board: runs of
/// (offset in the picture, length), and their indices one after another.
pub(super) struct Patch {
    runs: Vec<(u32, u32)>,
    indices: Vec<u8>,
}

impl Patch {
    /// Lays the piece onto a picture's indices.
    pub fn apply(&self, indexed: &mut [u8]) {
        let mut from = 0;
        for &(at, len) in &self.runs {
            let (at, len) = (at as usize, len as usize);
            indexed[at..at + len].copy_from_slice(&self.indices[from..from + len]);
            from += len;
        }
    }
}

/// Most pieces kept per board: every point of the largest board (Rin
/// 20 x 20) in each of its kinds, with room to spare.
const MAX_PIECES: usize = 4096;

impl Drawn {
    fn new(board: &Board, layout: Layout) -> Drawn {
        let pixmap = draw_board(board, &layout);
        let mut indexed = vec![0; pixmap.data().len() / 4];
        index_area(
            &pixmap,
            (0, 0),
            &mut indexed,
            layout.width as usize,
            [0, 0, i32::MAX, i32::MAX],
        );
        Drawn {
            layout,
            indexed,
            pieces: Mutex::new(HashMap::new()),
        }
    }

    /// The patch of a piece centred on pixel `at`, kept or drawn now.
    pub fn piece(&self, at: (f32, f32), shape: Shape, tone: Tone) -> Arc<Patch> {
        let key = (
            shape as u8,
            tone as u8,
            (at.0 * 8.0).round() as i32,
            (at.1 * 8.0).round() as i32,
        );
        if let Some(p) = lock(&self.pieces).get(&key) {
            return p.clone();
        }
        let patch = Arc::new(self.draw_piece(at, shape, tone));
        let mut pieces = lock(&self.pieces);
        if pieces.len() < MAX_PIECES {
            pieces.insert(key, patch.clone());
        }
        patch
    }

    /// Draws a piece on a copy of the board's pixels around it, and keeps
    /// the indices that changed.
    fn draw_piece(&self, at: (f32, f32), shape: Shape, tone: Tone) -> Patch {
        let Layout {
            scale,
            width,
            height,
            ..
        } = self.layout;
        let (w, h) = (width as i32, height as i32);
        let r = STONE_RADIUS.max(RING_RADIUS) * scale + outline(scale);
        let a: Area = around(at, r);
        let (x0, y0) = (a[0].clamp(0, w), a[1].clamp(0, h));
        let (x1, y1) = (a[2].clamp(0, w), a[3].clamp(0, h));
        let (aw, ah) = ((x1 - x0) as usize, (y1 - y0) as usize);
        let Some(mut region) = Pixmap::new(aw as u32, ah as u32) else {
            return Patch {
                runs: Vec::new(),
                indices: Vec::new(),
            };
        };
        // The board's pixels around it, in full colour again.
        for (y, row) in region.data_mut().chunks_exact_mut(4 * aw).enumerate() {
            let from = (y0 as usize + y) * width as usize + x0 as usize;
            for (px, &index) in row.chunks_exact_mut(4).zip(&self.indexed[from..from + aw]) {
                let [r, g, b] = colour(index);
                px.copy_from_slice(&[r, g, b, 255]);
            }
        }
        draw_piece(
            &mut region,
            (at.0 - x0 as f32, at.1 - y0 as f32),
            shape,
            tone,
            scale,
        );
        let mut drawn = self.indexed.clone();
        index_area(
            &region,
            (x0, y0),
            &mut drawn,
            width as usize,
            [x0, y0, x1, y1],
        );
        let mut patch = Patch {
            runs: Vec::new(),
            indices: Vec::new(),
        };
        for y in y0..y1 {
            let row = (y * w) as usize;
            let mut x = x0 as usize;
            while x < x1 as usize {
                if drawn[row + x] == self.indexed[row + x] {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < x1 as usize && drawn[row + x] != self.indexed[row + x] {
                    x += 1;
                }
                patch.runs.push(((row + start) as u32, (x - start) as u32));
                patch
                    .indices
                    .extend_from_slice(&drawn[row + start..row + x]);
            }
        }
        patch
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding the lock leaves a valid value.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Drawings of empty boards, by [`Board::key`]. Rasterising the grid's
/// lines and especially the labels' glyphs is most of the work of a
/// picture; keeping each kind of board (YINSH, each Rin size) drawn once
/// lets a picture start from a copy and draw only its pieces. Bounded: a
/// board of an unknown key beyond [`BoardCache::MAX`] is drawn but not
/// kept.
pub(super) struct BoardCache {
    boards: Mutex<Vec<(String, Arc<Drawn>)>>,
}

pub(super) static BOARDS: BoardCache = BoardCache {
    boards: Mutex::new(Vec::new()),
};

impl BoardCache {
    /// Most boards kept: YINSH and the seven Rin sizes fit.
    pub const MAX: usize = 16;

    /// The empty board drawn, from the cache or drawn now.
    pub fn get(&self, board: &Board) -> Arc<Drawn> {
        self.get_with::<std::convert::Infallible>(&board.key, || Ok(board.clone()))
            .unwrap_or_else(|never| match never {})
    }

    /// The board named `key` drawn, from the cache, or made by `board` and
    /// drawn now.
    pub fn get_with<E>(
        &self,
        key: &str,
        board: impl FnOnce() -> Result<Board, E>,
    ) -> Result<Arc<Drawn>, E> {
        if let Some((_, p)) = lock(&self.boards).iter().find(|(k, _)| k == key) {
            return Ok(p.clone());
        }
        let board = board()?;
        let drawn = Arc::new(Drawn::new(&board, Layout::of(&board)));
        let mut boards = lock(&self.boards);
        if boards.len() < Self::MAX && !boards.iter().any(|(k, _)| k == key) {
            boards.push((key.to_string(), drawn.clone()));
        }
        Ok(drawn)
    }

    /// How many boards are kept.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        lock(&self.boards).len()
    }
}

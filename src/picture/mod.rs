//! Board pictures: a PNG of any game's position, drawn by ringmail itself
//! (pure Rust), for the HTML part of board mails.
//!
//! A position's picture is first described as plain data ([`Picture`]:
//! grid, labels, pieces and last-move marks in the game's own plane; see
//! [`plane`]), by a module per game ([`yinsh`], [`rin`]) that reads the
//! position through the rules' accessors. The last move's marks come from
//! the game's log, not from the position: the log's last line, a move's
//! canonical text, is read back into the game's move type, and its marks
//! are a function of that move alone ([`yinsh::marks`], [`rin::marks`]).
//!
//! This module then lays that plane onto pixels ([`Layout`]), draws it
//! with `tiny-skia` and the embedded DejaVu Sans Bold font (`draw`), and
//! encodes an indexed PNG (`palette`). The board itself (grid,
//! coordinates, marked points) is drawn once per kind of board, and each
//! piece once per point it stands on (`cache`); a picture then copies
//! those and blends the last move's marks in (`marks`).

#[cfg(test)]
use std::sync::Arc;

use crate::games::AnyGame;

pub mod animation;
mod cache;
pub mod chart;
mod draw;
mod marks;
mod palette;
pub mod plane;
mod recipe;
pub mod rin;
pub mod yinsh;

pub use plane::{Board, Label, Mark, Picture, Piece, Shape, Tone, Xy};

#[cfg(test)]
use cache::BoardCache;
use cache::{BOARDS, Drawn};
use marks::Indexed;
use palette::encode;
pub use recipe::Recipe;

/// Width of every picture in pixels.
pub const WIDTH: u32 = 480;
/// Space around the board's outermost points and labels, in plane units.
const MARGIN: f32 = 0.7;

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The background.
pub const BACKGROUND: Rgb = [246, 238, 218];
/// Grid lines and marked points.
pub const GRID: Rgb = [88, 76, 62];
/// Coordinates.
pub const LABEL: Rgb = [40, 34, 28];
/// Light pieces (White).
pub const LIGHT: Rgb = [255, 255, 255];
/// Dark pieces (Black), and the outline of light pieces.
pub const DARK: Rgb = [28, 28, 32];
/// The last move's marks.
pub const LAST: Rgb = [214, 38, 38];

/// Ring: outer radius and thickness, in plane units.
const RING_RADIUS: f32 = 0.40;
const RING_WIDTH: f32 = 0.13;
/// Marker (YINSH disc) and stone (Rin) radius, in plane units.
const DISC_RADIUS: f32 = 0.27;
const STONE_RADIUS: f32 = 0.44;

/// How a board's plane maps onto pixels: pixel = (plane - origin) * scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// Pixels per plane unit (the distance between neighbouring points).
    pub scale: f32,
    /// The plane place drawn at pixel (0, 0).
    pub origin: Xy,
    /// Picture width in pixels ([`WIDTH`]).
    pub width: u32,
    /// Picture height in pixels.
    pub height: u32,
}

impl Layout {
    /// The layout of a board: [`WIDTH`] pixels wide, the board's bounding
    /// box with a margin of [`MARGIN`] units on every side.
    pub fn of(board: &Board) -> Layout {
        let w = board.max.x - board.min.x + 2.0 * MARGIN;
        let h = board.max.y - board.min.y + 2.0 * MARGIN;
        let scale = WIDTH as f32 / w;
        Layout {
            scale,
            origin: Xy::new(board.min.x - MARGIN, board.min.y - MARGIN),
            width: WIDTH,
            height: (h * scale).ceil() as u32,
        }
    }
    /// The pixel (x, y) a plane place is drawn at (fractional: the centre
    /// of a point lies between pixels).
    pub fn pixel(&self, at: Xy) -> (f32, f32) {
        (
            (at.x - self.origin.x) * self.scale,
            (at.y - self.origin.y) * self.scale,
        )
    }
}

/// The pixel a plane place of a picture is drawn at.
pub fn pixel_of(picture: &Picture, at: Xy) -> (f32, f32) {
    Layout::of(&picture.board).pixel(at)
}

/// The picture of a position, with the marks of the move on `last_line`,
/// the last line of the game's log as the log keeps it (a move's canonical
/// text). `None` (an empty log), and a line that is no move (`resign`,
/// `draw`, `timeout`), mark nothing.
pub fn picture(game: &dyn AnyGame, last_line: Option<&str>) -> Picture {
    let position = game.as_any();
    if let Some(y) = position.downcast_ref::<crate::games::yinsh::Yinsh>() {
        let last = last_line.and_then(|t| t.parse().ok());
        yinsh::picture(y, last.as_ref())
    } else if let Some(g) = position.downcast_ref::<crate::games::rin::Rin>() {
        let last = last_line.and_then(|t| t.parse().ok());
        rin::picture(g, last.as_ref())
    } else {
        panic!("there is no picture of a {} game", game.name())
    }
}

/// A PNG picture of the position, with the move on the log's last line
/// marked (see [`picture`]).
pub fn board_png(game: &dyn AnyGame, last_line: Option<&str>) -> Vec<u8> {
    png_of(&picture(game, last_line))
}

/// The PNG of a picture.
pub fn png_of(picture: &Picture) -> Vec<u8> {
    let board = BOARDS.get(&picture.board);
    png_on(&board, picture.tones, &picture.pieces, &picture.last)
}

/// The PNG of pieces and marks on a drawn board.
fn png_on(board: &Drawn, tones: [Tone; 2], pieces: &[Piece], last: &[Mark]) -> Vec<u8> {
    let indexed = indexed_on(board, tones, pieces, last);
    let layout = board.layout;
    let png = encode(
        &indexed,
        layout.width,
        layout.height,
        png::Compression::Fast,
    );
    if png.len() <= FAST_LIMIT {
        return png;
    }
    // A crowded board: compress harder (about 2/3 of the size, several
    // times the time) to stay well within the limit.
    encode(
        &indexed,
        layout.width,
        layout.height,
        png::Compression::Balanced,
    )
}

/// A picture as palette indices (one byte a pixel, see [`palette_rgb`]),
/// with its width and height.
pub fn indexed_of(picture: &Picture) -> (Vec<u8>, u32, u32) {
    let board = BOARDS.get(&picture.board);
    let pixels = indexed_on(&board, picture.tones, &picture.pieces, &picture.last);
    (pixels, board.layout.width, board.layout.height)
}

/// The palette of [`indexed_of`], as `r, g, b` bytes.
pub fn palette_rgb() -> Vec<u8> {
    palette::rgb_bytes()
}

/// Pieces and marks on a drawn board, as palette indices.
fn indexed_on(board: &Drawn, tones: [Tone; 2], pieces: &[Piece], last: &[Mark]) -> Vec<u8> {
    let layout = board.layout;
    let mut indexed = board.indexed.clone();
    let mut canvas = Indexed {
        pixels: &mut indexed,
        width: layout.width,
        height: layout.height,
    };
    let s = layout.scale;
    // Lines of the last move go under the pieces, so the pieces on them
    // stay readable.
    for m in last {
        if let Mark::Path { from, to } | Mark::Row { from, to } = *m {
            let w = if matches!(m, Mark::Path { .. }) {
                0.16
            } else {
                0.08
            };
            canvas.line(layout.pixel(from), layout.pixel(to), w * s);
        }
    }
    for p in pieces {
        let tone = tones[p.seat.min(1)];
        board
            .piece(layout.pixel(p.at), p.shape, tone)
            .apply(canvas.pixels);
    }
    for m in last {
        match *m {
            Mark::Placed(at) => canvas.circle(layout.pixel(at), 0.52 * s, (0.09 * s).max(2.5)),
            Mark::Removed(at) => {
                let (x, y) = layout.pixel(at);
                let d = 0.14 * s;
                canvas.line((x - d, y - d), (x + d, y + d), 0.07 * s);
                canvas.line((x - d, y + d), (x + d, y - d), 0.07 * s);
            }
            Mark::Path { .. } | Mark::Row { .. } => {}
        }
    }
    indexed
}

/// Largest PNG kept from the fast compression; the limit for board
/// pictures in mails is 60 KB.
const FAST_LIMIT: usize = 52 * 1024;

/// A rectangle of pixels: x0, y0 (inclusive), x1, y1 (exclusive),
/// unclipped.
type Area = [i32; 4];

/// The pixels a shape centred on `at` within `r` pixels may touch.
fn around(at: (f32, f32), r: f32) -> Area {
    [
        (at.0 - r).floor() as i32 - 1,
        (at.1 - r).floor() as i32 - 1,
        (at.0 + r).ceil() as i32 + 2,
        (at.1 + r).ceil() as i32 + 2,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_game;

    #[test]
    fn a_board_is_drawn_once_and_kept() {
        let g = new_game("rin", &["-size=10"]).unwrap();
        let p = picture(&*g, None);
        let a = BOARDS.get(&p.board);
        let b = BOARDS.get(&p.board);
        assert!(Arc::ptr_eq(&a, &b));
        assert!(BOARDS.len() <= BoardCache::MAX);
    }

    #[test]
    fn a_piece_is_drawn_once_and_kept() {
        let g = new_game("yinsh", &[]).unwrap();
        let p = picture(&*g, None);
        let b = BOARDS.get(&p.board);
        let at = b.layout.pixel(Xy::new(2.0, 1.0));
        let one = b.piece(at, Shape::Ring, Tone::Light);
        let two = b.piece(at, Shape::Ring, Tone::Light);
        assert!(Arc::ptr_eq(&one, &two));
        let other = b.piece(at, Shape::Ring, Tone::Dark);
        assert!(!Arc::ptr_eq(&one, &other));
    }

    #[test]
    fn every_picture_is_wide_enough_and_small() {
        for (name, opts) in [("yinsh", vec![]), ("rin", vec!["-size=8"]), ("rin", vec![])] {
            let g = new_game(name, &opts).unwrap();
            let png = board_png(&*g, None);
            assert!(png.starts_with(b"\x89PNG"));
            assert!(png.len() <= 60 * 1024, "{name}: {} bytes", png.len());
        }
    }

    #[test]
    fn every_game_has_a_picture_and_a_line_that_is_no_move_marks_nothing() {
        for (name, first) in [("yinsh", "e5"), ("rin", "3,6")] {
            assert!(crate::games::GAMES.contains(&name));
            let mut g = new_game(name, &[]).unwrap();
            let text = g.play_text(first).unwrap();
            assert_eq!(picture(&*g, Some(&text)).last.len(), 1, "{name}");
            assert!(picture(&*g, None).last.is_empty());
            let mut over = g.clone();
            over.resign(0).unwrap();
            for line in ["resign", "draw", "timeout"] {
                assert!(picture(&*over, Some(line)).last.is_empty(), "{name} {line}");
            }
        }
        assert_eq!(crate::games::GAMES.len(), 2);
    }

    #[test]
    fn the_harder_compression_is_smaller() {
        let g = new_game("yinsh", &[]).unwrap();
        let p = picture(&*g, None);
        let b = BOARDS.get(&p.board);
        let l = b.layout;
        let fast = encode(&b.indexed, l.width, l.height, png::Compression::Fast);
        let hard = encode(&b.indexed, l.width, l.height, png::Compression::Balanced);
        assert!(hard.len() < fast.len());
    }
}

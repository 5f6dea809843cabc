//! Board pictures: a PNG of any game's position, drawn by ringmail itself
//! (pure Rust), for the HTML part of board mails.
//!
//! A game describes its picture as plain data ([`Picture`]: grid, labels,
//! pieces and last-move marks in its own plane); this module lays that
//! plane onto pixels ([`Layout`]), draws it with `tiny-skia` and the
//! embedded DejaVu Sans Bold font, and encodes a PNG. The board itself
//! (grid, coordinates, marked points) is drawn once per kind of board and
//! kept in a [`BoardCache`]; each picture then only draws its pieces and
//! marks on a copy.

use std::sync::{Arc, LazyLock, Mutex};

use ab_glyph::{Font, FontRef, ScaleFont};
use tiny_skia::{Color, FillRule, LineCap, Paint, PathBuilder, Pixmap, Stroke, Transform};

use crate::games::AnyGame;
use crate::games::picture::{Board, Mark, Picture, Shape, Tone, Xy};

/// Width of every picture in pixels.
pub const WIDTH: u32 = 520;
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

/// The embedded font (DejaVu Sans Bold; licence in `assets/fonts`).
static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf"))
        .expect("the embedded font parses")
});

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

/// A PNG picture of the position, with its last move marked.
pub fn board_png(game: &dyn AnyGame) -> Vec<u8> {
    png_of(&game.picture())
}

/// The PNG of a picture.
pub fn png_of(picture: &Picture) -> Vec<u8> {
    let layout = Layout::of(&picture.board);
    let board = BOARDS.get(&picture.board, &layout);
    let mut pixmap = board.pixmap.clone();
    let mut dirty = Vec::with_capacity(picture.pieces.len() + picture.last.len());
    draw_position(&mut pixmap, &layout, picture, &mut dirty);
    // Only the pixels drawn over need mapping to the palette again.
    let mut indexed = board.indexed.clone();
    for area in dirty {
        index_area(&pixmap, &mut indexed, area);
    }
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

/// Largest PNG kept from the fast compression; the limit for board
/// pictures in mails is 60 KB.
const FAST_LIMIT: usize = 52 * 1024;

/// An empty board drawn: its pixels, and the same pixels as indices of
/// [`PALETTE`].
struct Drawn {
    pixmap: Pixmap,
    indexed: Vec<u8>,
}

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

/// The pixels a line from `a` to `b` of width `w` may touch.
fn along(a: (f32, f32), b: (f32, f32), w: f32) -> Area {
    let (p, q) = (around(a, w / 2.0), around(b, w / 2.0));
    [
        p[0].min(q[0]),
        p[1].min(q[1]),
        p[2].max(q[2]),
        p[3].max(q[3]),
    ]
}

/// Drawings of empty boards, by [`Board::key`]. Rasterising the grid's
/// lines and especially the labels' glyphs is most of the work of a
/// picture; keeping each kind of board (YINSH, each Rin size) drawn once
/// lets a picture start from a copy and draw only its pieces. Bounded: a
/// board of an unknown key beyond [`BoardCache::MAX`] is drawn but not
/// kept.
pub struct BoardCache {
    boards: Mutex<Vec<(String, Arc<Drawn>)>>,
}

static BOARDS: BoardCache = BoardCache {
    boards: Mutex::new(Vec::new()),
};

impl BoardCache {
    /// Most boards kept: YINSH and the seven Rin sizes fit.
    pub const MAX: usize = 16;

    /// The empty board drawn, from the cache or drawn now.
    fn get(&self, board: &Board, layout: &Layout) -> Arc<Drawn> {
        if let Some((_, p)) = self.lock().iter().find(|(k, _)| *k == board.key) {
            return p.clone();
        }
        let pixmap = draw_board(board, layout);
        let mut indexed = vec![0; pixmap.data().len() / 4];
        index_area(&pixmap, &mut indexed, [0, 0, i32::MAX, i32::MAX]);
        let drawn = Arc::new(Drawn { pixmap, indexed });
        let mut boards = self.lock();
        if boards.len() < Self::MAX && !boards.iter().any(|(k, _)| *k == board.key) {
            boards.push((board.key.clone(), drawn.clone()));
        }
        drawn
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(String, Arc<Drawn>)>> {
        // A panic while holding the lock leaves a valid vector.
        self.boards.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c[0], c[1], c[2], 255);
    p.anti_alias = true;
    p
}

fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        ..Stroke::default()
    }
}

fn line(pixmap: &mut Pixmap, a: (f32, f32), b: (f32, f32), width: f32, c: Rgb) {
    let mut pb = PathBuilder::new();
    pb.move_to(a.0, a.1);
    pb.line_to(b.0, b.1);
    if let Some(path) = pb.finish() {
        pixmap.stroke_path(
            &path,
            &paint(c),
            &stroke(width),
            Transform::identity(),
            None,
        );
    }
}

fn disc(pixmap: &mut Pixmap, at: (f32, f32), r: f32, c: Rgb) {
    if let Some(path) = PathBuilder::from_circle(at.0, at.1, r) {
        pixmap.fill_path(
            &path,
            &paint(c),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

fn circle(pixmap: &mut Pixmap, at: (f32, f32), r: f32, width: f32, c: Rgb) {
    if let Some(path) = PathBuilder::from_circle(at.0, at.1, r) {
        pixmap.stroke_path(
            &path,
            &paint(c),
            &stroke(width),
            Transform::identity(),
            None,
        );
    }
}

/// The empty board: background, grid, marked points and coordinates.
fn draw_board(board: &Board, layout: &Layout) -> Pixmap {
    let mut pixmap = Pixmap::new(layout.width, layout.height).expect("a picture has a size");
    pixmap.fill(Color::from_rgba8(
        BACKGROUND[0],
        BACKGROUND[1],
        BACKGROUND[2],
        255,
    ));
    let s = layout.scale;
    // At least 2 px, so the pixel under a point's centre is fully grid.
    let grid = (0.045 * s).max(2.0);
    for (a, b) in &board.lines {
        line(&mut pixmap, layout.pixel(*a), layout.pixel(*b), grid, GRID);
    }
    for d in &board.dots {
        disc(&mut pixmap, layout.pixel(*d), (0.12 * s).max(3.0), GRID);
    }
    let size = (0.5 * s).clamp(12.0, 20.0);
    for l in &board.labels {
        text(&mut pixmap, layout.pixel(l.at), &l.text, size, LABEL);
    }
    pixmap
}

/// Writes `s` centred on `at` (its ink's bounding box centred).
fn text(pixmap: &mut Pixmap, at: (f32, f32), s: &str, size: f32, c: Rgb) {
    let font = &*FONT;
    let scaled = font.as_scaled(size);
    let mut x = 0.0;
    let mut outlines = Vec::new();
    for ch in s.chars() {
        let mut g = scaled.scaled_glyph(ch);
        g.position = ab_glyph::point(x, 0.0);
        x += scaled.h_advance(g.id);
        if let Some(o) = font.outline_glyph(g) {
            outlines.push(o);
        }
    }
    let Some(first) = outlines.first() else {
        return;
    };
    let mut bounds = first.px_bounds();
    for o in &outlines {
        let b = o.px_bounds();
        bounds.min.x = bounds.min.x.min(b.min.x);
        bounds.min.y = bounds.min.y.min(b.min.y);
        bounds.max.x = bounds.max.x.max(b.max.x);
        bounds.max.y = bounds.max.y.max(b.max.y);
    }
    let dx = (at.0 - (bounds.min.x + bounds.max.x) / 2.0).round() as i32;
    let dy = (at.1 - (bounds.min.y + bounds.max.y) / 2.0).round() as i32;
    let (w, h) = (pixmap.width() as i32, pixmap.height() as i32);
    let data = pixmap.data_mut();
    for o in &outlines {
        let b = o.px_bounds();
        o.draw(|gx, gy, cov| {
            let px = b.min.x as i32 + gx as i32 + dx;
            let py = b.min.y as i32 + gy as i32 + dy;
            if px < 0 || py < 0 || px >= w || py >= h {
                return;
            }
            let i = 4 * (py * w + px) as usize;
            let cov = cov.clamp(0.0, 1.0);
            for k in 0..3 {
                let old = data[i + k] as f32;
                data[i + k] = (old + (c[k] as f32 - old) * cov).round() as u8;
            }
        });
    }
}

/// Pieces and the last move's marks, on a copy of the empty board.
/// Adds to `dirty` every area drawn on.
fn draw_position(pixmap: &mut Pixmap, layout: &Layout, picture: &Picture, dirty: &mut Vec<Area>) {
    let s = layout.scale;
    // Lines of the last move go under the pieces, so the pieces on them
    // stay readable.
    for m in &picture.last {
        match *m {
            Mark::Path { from, to } | Mark::Row { from, to } => {
                let w = if matches!(m, Mark::Path { .. }) {
                    0.16
                } else {
                    0.08
                } * s;
                let (a, b) = (layout.pixel(from), layout.pixel(to));
                line(pixmap, a, b, w, LAST);
                dirty.push(along(a, b, w));
            }
            Mark::Placed(_) | Mark::Removed(_) => {}
        }
    }
    for p in &picture.pieces {
        let at = layout.pixel(p.at);
        let (fill, edge) = match picture.tones[p.seat.min(1)] {
            Tone::Light => (LIGHT, DARK),
            Tone::Dark => (DARK, DARK),
        };
        let outline = (0.035 * s).max(1.2);
        dirty.push(around(at, STONE_RADIUS.max(RING_RADIUS) * s + outline));
        match p.shape {
            Shape::Ring => {
                let r = (RING_RADIUS - RING_WIDTH / 2.0) * s;
                circle(pixmap, at, r, RING_WIDTH * s + 2.0 * outline, edge);
                circle(pixmap, at, r, RING_WIDTH * s, fill);
            }
            Shape::Disc | Shape::Stone => {
                let r = if p.shape == Shape::Disc {
                    DISC_RADIUS
                } else {
                    STONE_RADIUS
                } * s;
                disc(pixmap, at, r, edge);
                disc(pixmap, at, r - outline, fill);
            }
        }
    }
    for m in &picture.last {
        match *m {
            Mark::Placed(at) => {
                let at = layout.pixel(at);
                circle(pixmap, at, 0.52 * s, (0.09 * s).max(2.5), LAST);
                dirty.push(around(at, 0.52 * s + (0.05 * s).max(1.5)));
            }
            Mark::Removed(at) => {
                let (x, y) = layout.pixel(at);
                let d = 0.14 * s;
                dirty.push(around((x, y), d + 0.05 * s));
                line(pixmap, (x - d, y - d), (x + d, y + d), 0.07 * s, LAST);
                line(pixmap, (x - d, y + d), (x + d, y - d), 0.07 * s, LAST);
            }
            Mark::Path { .. } | Mark::Row { .. } => {}
        }
    }
}

/// The colours a picture is drawn with; every pixel is one of them or an
/// antialiased blend of two.
const BASE: [Rgb; 6] = [BACKGROUND, GRID, LABEL, LIGHT, DARK, LAST];
/// Steps of a blend between two base colours in the palette.
const BLEND_STEPS: usize = 5;

/// The PNG palette: the base colours, then for each pair of them the
/// blends in between (6 + 15 * 4 = 66 colours).
static PALETTE: LazyLock<Vec<Rgb>> = LazyLock::new(|| {
    let mut v: Vec<Rgb> = BASE.to_vec();
    for (i, a) in BASE.iter().enumerate() {
        for b in &BASE[i + 1..] {
            for k in 1..BLEND_STEPS {
                let t = k as f32 / BLEND_STEPS as f32;
                let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
                v.push([mix(a[0], b[0]), mix(a[1], b[1]), mix(a[2], b[2])]);
            }
        }
    }
    debug_assert!(v.len() <= 256);
    v
});

/// The palette index nearest to each colour, by its 5 high bits per
/// channel: an indexed PNG is a third of the data of an RGB one and
/// compresses far better, and this table makes the mapping one lookup per
/// pixel.
static NEAREST: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let pal = &*PALETTE;
    (0..1usize << 15)
        .map(|key| {
            let c = [
                ((key >> 10) as u8) << 3 | 4,
                ((key >> 5 & 31) as u8) << 3 | 4,
                ((key & 31) as u8) << 3 | 4,
            ];
            let dist =
                |p: &Rgb| -> i32 { (0..3).map(|k| (p[k] as i32 - c[k] as i32).pow(2)).sum() };
            (0..pal.len())
                .min_by_key(|&i| dist(&pal[i]))
                .expect("a palette") as u8
        })
        .collect()
});

/// Maps the pixels of `area` (clipped to the picture) to palette indices.
fn index_area(pixmap: &Pixmap, indexed: &mut [u8], area: Area) {
    let nearest = &*NEAREST;
    let (w, h) = (pixmap.width() as i32, pixmap.height() as i32);
    let (x0, x1) = (area[0].clamp(0, w) as usize, area[2].clamp(0, w) as usize);
    let (y0, y1) = (area[1].clamp(0, h) as usize, area[3].clamp(0, h) as usize);
    let data = pixmap.data();
    for y in y0..y1 {
        let row = y * w as usize;
        for x in x0..x1 {
            let p = &data[4 * (row + x)..4 * (row + x) + 3];
            let key = (p[0] as usize >> 3) << 10 | (p[1] as usize >> 3) << 5 | p[2] as usize >> 3;
            indexed[row + x] = nearest[key];
        }
    }
}

/// Palette indices as an indexed PNG of [`PALETTE`].
fn encode(indexed: &[u8], width: u32, height: u32, compression: png::Compression) -> Vec<u8> {
    let palette: Vec<u8> = PALETTE.iter().flatten().copied().collect();
    let mut out = Vec::with_capacity(48 * 1024);
    let mut enc = png::Encoder::new(&mut out, width, height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette);
    enc.set_compression(compression);
    let mut writer = enc.write_header().expect("PNG header into memory");
    writer
        .write_image_data(indexed)
        .expect("PNG data into memory");
    writer.finish().expect("PNG end into memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_game;

    #[test]
    fn a_board_is_drawn_once_and_kept() {
        let g = new_game("rin", &["-size=10"]).unwrap();
        let p = g.picture();
        let l = Layout::of(&p.board);
        let a = BOARDS.get(&p.board, &l);
        let b = BOARDS.get(&p.board, &l);
        assert!(Arc::ptr_eq(&a, &b));
        assert!(BOARDS.lock().len() <= BoardCache::MAX);
    }

    #[test]
    fn every_picture_is_wide_enough_and_small() {
        for (name, opts) in [("yinsh", vec![]), ("rin", vec!["-size=8"]), ("rin", vec![])] {
            let g = new_game(name, &opts).unwrap();
            let png = board_png(&*g);
            assert!(png.starts_with(b"\x89PNG"));
            assert!(png.len() <= 60 * 1024, "{name}: {} bytes", png.len());
        }
    }

    #[test]
    fn the_harder_compression_is_smaller() {
        let g = new_game("yinsh", &[]).unwrap();
        let p = g.picture();
        let l = Layout::of(&p.board);
        let b = BOARDS.get(&p.board, &l);
        let fast = encode(&b.indexed, l.width, l.height, png::Compression::Fast);
        let hard = encode(&b.indexed, l.width, l.height, png::Compression::Balanced);
        assert!(hard.len() < fast.len());
    }
}

//! Drawing with `tiny-skia` in full colour: the empty board (grid, marked
//! points, coordinates in the embedded font) and single pieces.

use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, ScaleFont};
use tiny_skia::{Color, FillRule, LineCap, Paint, PathBuilder, Pixmap, Stroke, Transform};

use super::plane::{Board, Shape, Tone};
use super::{
    BACKGROUND, DARK, DISC_RADIUS, GRID, LABEL, LIGHT, Layout, RING_RADIUS, RING_WIDTH, Rgb,
    STONE_RADIUS,
};

/// The embedded font (DejaVu Sans Bold; licence in `assets/fonts`).
static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf"))
        .expect("the embedded font parses")
});

pub(super) fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c[0], c[1], c[2], 255);
    p.anti_alias = true;
    p
}

pub(super) fn stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        ..Stroke::default()
    }
}

pub(super) fn line(pixmap: &mut Pixmap, a: (f32, f32), b: (f32, f32), width: f32, c: Rgb) {
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

pub(super) fn disc(pixmap: &mut Pixmap, at: (f32, f32), r: f32, c: Rgb) {
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

pub(super) fn circle(pixmap: &mut Pixmap, at: (f32, f32), r: f32, width: f32, c: Rgb) {
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
pub(super) fn draw_board(board: &Board, layout: &Layout) -> Pixmap {
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
pub(super) fn text(pixmap: &mut Pixmap, at: (f32, f32), s: &str, size: f32, c: Rgb) {
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

/// The width of a piece's dark outline, in pixels.
pub(super) fn outline(scale: f32) -> f32 {
    (0.035 * scale).max(1.2)
}

/// Draws one piece centred on `at` (pixels of `pixmap`).
pub(super) fn draw_piece(pixmap: &mut Pixmap, at: (f32, f32), shape: Shape, tone: Tone, s: f32) {
    let (fill, edge) = match tone {
        Tone::Light => (LIGHT, DARK),
        Tone::Dark => (DARK, DARK),
    };
    let outline = outline(s);
    match shape {
        Shape::Ring => {
            let r = (RING_RADIUS - RING_WIDTH / 2.0) * s;
            circle(pixmap, at, r, RING_WIDTH * s + 2.0 * outline, edge);
            circle(pixmap, at, r, RING_WIDTH * s, fill);
        }
        Shape::Disc | Shape::Stone => {
            let r = if shape == Shape::Disc {
                DISC_RADIUS
            } else {
                STONE_RADIUS
            } * s;
            disc(pixmap, at, r, edge);
            disc(pixmap, at, r - outline, fill);
        }
    }
}

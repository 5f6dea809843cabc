//! The chart of a game's analysis (spec/analysis.md): White's chance to
//! win, 0 to 100%, against the move number; the placements shaded, each
//! ring removed marked with a ring, the marked moves with numbered discs.
//!
//! Drawn with the board pictures' own means (`tiny-skia` and the embedded
//! font, see [`super::draw`]) rather than a plotting crate: a chart of one
//! curve needs lines, discs and a few numbers, which those draw already,
//! and a plotting crate (`plotters` with its bitmap backend) would add a
//! second font stack and its image encoders for nothing more. It holds no
//! words: the mail that carries it says what it shows, in the reader's
//! language. 780 by 400 pixels, so that a phone showing it 390 pixels
//! wide halves it and its numbers stay 8 pixels high or more.

use tiny_skia::{FillRule, PathBuilder, Pixmap, Rect, Transform};

use super::Rgb;
use super::draw::{circle, disc, line, paint, stroke, text};

/// The chart's width in pixels.
pub const CHART_WIDTH: u32 = 780;
/// The chart's height in pixels.
pub const CHART_HEIGHT: u32 = 400;

/// The plot's edges in pixels: left, top, right, bottom.
const PLOT: (f32, f32, f32, f32) = (76.0, 20.0, 760.0, 352.0);
/// Numbers' size in pixels.
const FONT_SIZE: f32 = 20.0;

const BACKGROUND: Rgb = [255, 255, 255];
const PLOT_FILL: Rgb = [246, 246, 250];
const PLACEMENTS: Rgb = [226, 230, 240];
const GRID: Rgb = [200, 200, 210];
const HALF: Rgb = [150, 150, 165];
const LABEL: Rgb = [60, 60, 70];
/// Under the curve: White's share.
const WHITE_AREA: Rgb = [214, 220, 232];
/// The curve's colour.
pub const CURVE: Rgb = [30, 50, 110];
const REMOVAL: Rgb = [220, 140, 20];
const MARKED: Rgb = [200, 30, 30];

/// What the chart shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    /// White's chance to win at each position, 0 to 1: before the first
    /// move, then after each move (one more than the moves).
    pub white: Vec<f32>,
    /// The first moves of the game that were placements (shaded).
    pub placements: usize,
    /// The moves (numbered from 1) that removed a ring.
    pub removals: Vec<usize>,
    /// The marked moves (numbered from 1), each with its label.
    pub marked: Vec<(usize, u32)>,
}

impl Chart {
    /// The moves the chart spans (at least 1, so that a game of no moves
    /// still has an axis).
    fn span(&self) -> f32 {
        (self.white.len().saturating_sub(1)).max(1) as f32
    }

    /// The pixel of a chance (0 to 1, clamped) after move `i`.
    pub fn point(&self, i: usize, chance: f32) -> (f32, f32) {
        let (left, top, right, bottom) = PLOT;
        let x = left + (right - left) * i as f32 / self.span();
        let y = bottom - (bottom - top) * chance.clamp(0.0, 1.0);
        (x, y)
    }

    /// The chart as a PNG (8-bit RGB).
    pub fn png(&self) -> Vec<u8> {
        encode(&self.draw())
    }

    fn draw(&self) -> Pixmap {
        let mut p = Pixmap::new(CHART_WIDTH, CHART_HEIGHT).expect("a chart of a fixed size");
        let (left, top, right, bottom) = PLOT;
        fill(
            &mut p,
            (0.0, 0.0, CHART_WIDTH as f32, CHART_HEIGHT as f32),
            BACKGROUND,
        );
        fill(&mut p, PLOT, PLOT_FILL);
        if self.placements > 0 {
            let end = self
                .point(self.placements.min(self.white.len().saturating_sub(1)), 0.0)
                .0;
            fill(&mut p, (left, top, end, bottom), PLACEMENTS);
        }
        self.under_curve(&mut p);
        for (k, at) in [0.0, 0.25, 0.5, 0.75, 1.0].into_iter().enumerate() {
            let y = self.point(0, at).1;
            let colour = if k == 2 { HALF } else { GRID };
            line(
                &mut p,
                (left, y),
                (right, y),
                if k == 2 { 2.0 } else { 1.0 },
                colour,
            );
            let label = format!("{}%", (at * 100.0) as u32);
            text(&mut p, (left - 36.0, y), &label, FONT_SIZE, LABEL);
        }
        for i in self.ticks() {
            let (x, _) = self.point(i, 0.0);
            line(&mut p, (x, bottom), (x, bottom + 6.0), 1.5, LABEL);
            text(&mut p, (x, bottom + 22.0), &i.to_string(), FONT_SIZE, LABEL);
        }
        self.curve(&mut p);
        for &i in &self.removals {
            if let Some(&v) = self.white.get(i) {
                circle(&mut p, self.point(i, v), 8.0, 3.5, REMOVAL);
            }
        }
        for &(i, label) in &self.marked {
            if let Some(&v) = self.white.get(i) {
                let at = self.point(i, v);
                disc(&mut p, at, 13.0, MARKED);
                text(&mut p, at, &label.to_string(), 17.0, BACKGROUND);
            }
        }
        p
    }

    /// Move numbers on the axis: every 5th, 10th or 20th, by length.
    fn ticks(&self) -> Vec<usize> {
        let n = self.white.len().saturating_sub(1);
        let step = match n {
            0..=30 => 5,
            31..=100 => 10,
            _ => 20,
        };
        (0..=n).step_by(step).collect()
    }

    /// White's share, filled from the curve down to 0%.
    fn under_curve(&self, p: &mut Pixmap) {
        let Some(&first) = self.white.first() else {
            return;
        };
        let mut pb = PathBuilder::new();
        let (x0, bottom) = self.point(0, 0.0);
        pb.move_to(x0, bottom);
        let (x, y) = self.point(0, first);
        pb.line_to(x, y);
        for (i, &v) in self.white.iter().enumerate().skip(1) {
            let (x, y) = self.point(i, v);
            pb.line_to(x, y);
        }
        let (xn, _) = self.point(self.white.len() - 1, 0.0);
        pb.line_to(xn, bottom);
        pb.close();
        if let Some(path) = pb.finish() {
            p.fill_path(
                &path,
                &paint(WHITE_AREA),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    /// The curve through every position.
    fn curve(&self, p: &mut Pixmap) {
        let mut pb = PathBuilder::new();
        for (i, &v) in self.white.iter().enumerate() {
            let (x, y) = self.point(i, v);
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        if self.white.len() == 1 {
            let (x, y) = self.point(0, self.white[0]);
            pb.line_to(x + 0.5, y);
        }
        if let Some(path) = pb.finish() {
            p.stroke_path(
                &path,
                &paint(CURVE),
                &stroke(3.5),
                Transform::identity(),
                None,
            );
        }
    }
}

/// Fills a rectangle (left, top, right, bottom).
fn fill(p: &mut Pixmap, (l, t, r, b): (f32, f32, f32, f32), c: Rgb) {
    if let Some(rect) = Rect::from_ltrb(l, t, r, b) {
        p.fill_rect(rect, &paint(c), Transform::identity(), None);
    }
}

/// An opaque pixmap as an 8-bit RGB PNG.
fn encode(p: &Pixmap) -> Vec<u8> {
    let rgb: Vec<u8> = p
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    let mut out = Vec::with_capacity(32 * 1024);
    let mut enc = png::Encoder::new(&mut out, p.width(), p.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::High);
    let mut writer = enc.write_header().expect("PNG header into memory");
    writer.write_image_data(&rgb).expect("PNG data into memory");
    writer.finish().expect("PNG end into memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        buf.truncate(info.buffer_size());
        (info.width, info.height, buf)
    }

    fn sample() -> Chart {
        let white: Vec<f32> = (0..=40)
            .map(|i| 0.5 + 0.45 * ((i as f32) / 6.0).sin())
            .collect();
        Chart {
            white,
            placements: 10,
            removals: vec![25],
            marked: vec![(14, 1), (31, 2)],
        }
    }

    #[test]
    fn the_chart_is_a_small_png_of_its_size() {
        let png = sample().png();
        let (w, h, _) = decode(&png);
        assert_eq!((w, h), (CHART_WIDTH, CHART_HEIGHT));
        assert!(w <= 800);
        assert!(png.len() < 60 * 1024, "{} bytes", png.len());
    }

    #[test]
    fn the_curve_passes_through_every_position() {
        let chart = sample();
        let (w, _, rgb) = decode(&chart.png());
        let at = |x: f32, y: f32| {
            let i = 3 * (y.round() as usize * w as usize + x.round() as usize);
            [rgb[i], rgb[i + 1], rgb[i + 2]]
        };
        for (i, &v) in chart.white.iter().enumerate() {
            if chart.marked.iter().any(|m| m.0 == i) || chart.removals.contains(&i) {
                continue;
            }
            let (x, y) = chart.point(i, v);
            assert_eq!(at(x, y), CURVE, "position {i}: {v} at ({x}, {y})");
            // Well above or below, the curve is not there.
            let off = if v > 0.5 { y + 40.0 } else { y - 40.0 };
            assert_ne!(at(x, off), CURVE, "position {i}");
        }
        for &(i, _) in &chart.marked {
            let (x, y) = chart.point(i, chart.white[i]);
            let c = at(x + 11.0, y);
            assert_eq!(c, MARKED, "the disc of move {i}");
        }
    }

    #[test]
    fn short_and_empty_games_draw() {
        for white in [vec![0.5], vec![0.5, 1.0], vec![]] {
            let chart = Chart {
                white,
                placements: 0,
                removals: vec![],
                marked: vec![],
            };
            assert!(!chart.png().is_empty());
        }
    }
}

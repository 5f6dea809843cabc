//! The last move's marks, blended in [`LAST`](super::LAST) straight into a
//! picture's palette indices: each mark's shape is rasterised into a
//! coverage mask the size of its bounding box, then every covered pixel
//! takes the blend of its colour and the mark's.

use tiny_skia::{FillRule, Mask, Path, PathBuilder, Transform};

use super::draw::stroke;
use super::palette::over_last;

/// A picture's palette indices, `width` pixels a row.
pub(super) struct Indexed<'a> {
    pub pixels: &'a mut [u8],
    pub width: u32,
    pub height: u32,
}

impl Indexed<'_> {
    /// A line from `a` to `b`, `width` pixels wide, with round ends.
    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32) {
        let mut pb = PathBuilder::new();
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
        if let Some(path) = pb.finish().and_then(|p| p.stroke(&stroke(width), 1.0)) {
            self.fill(&path);
        }
    }

    /// A circle of radius `r` around `at`, drawn `width` pixels wide.
    pub fn circle(&mut self, at: (f32, f32), r: f32, width: f32) {
        if let Some(path) =
            PathBuilder::from_circle(at.0, at.1, r).and_then(|p| p.stroke(&stroke(width), 1.0))
        {
            self.fill(&path);
        }
    }

    fn fill(&mut self, path: &Path) {
        let b = path.bounds();
        let x0 = (b.left().floor() as i32 - 1).clamp(0, self.width as i32);
        let y0 = (b.top().floor() as i32 - 1).clamp(0, self.height as i32);
        let x1 = (b.right().ceil() as i32 + 1).clamp(0, self.width as i32);
        let y1 = (b.bottom().ceil() as i32 + 1).clamp(0, self.height as i32);
        let Some(mut mask) = Mask::new((x1 - x0) as u32, (y1 - y0) as u32) else {
            return;
        };
        mask.fill_path(
            path,
            FillRule::Winding,
            true,
            Transform::from_translate(-x0 as f32, -y0 as f32),
        );
        let mw = mask.width() as usize;
        for (my, row) in mask.data().chunks_exact(mw).enumerate() {
            let start = (y0 as usize + my) * self.width as usize + x0 as usize;
            for (p, &coverage) in self.pixels[start..start + mw].iter_mut().zip(row) {
                if coverage > 0 {
                    *p = over_last(*p, coverage);
                }
            }
        }
    }
}

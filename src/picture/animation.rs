//! An animated replay of a game as a GIF (spec/records.md): the board
//! pictures of the game, one frame a move with its marks, the start shown a
//! little and the final position held longer, looping.
//!
//! The frames share the board pictures' palette (16 colours) as the GIF's
//! global palette. After the first, each frame holds only the rectangle
//! where it differs from the one before (a move changes a few pieces), and
//! leaves the rest as it was. A GIF larger than [`MAX_GIF_BYTES`] is made
//! again from every second position, then every third, and so on, the
//! final position always kept.

use gif::{DisposalMethod, Encoder, Frame, Repeat};

use super::{Picture, indexed_of, palette_rgb};

/// The largest GIF of a game.
pub const MAX_GIF_BYTES: usize = 512 * 1024;

/// How long a frame shows, in hundredths of a second: the start, each
/// move, and the final position.
const FIRST_DELAY: u16 = 100;
const MOVE_DELAY: u16 = 70;
const LAST_DELAY: u16 = 500;

/// The GIF of a game's positions: `pictures` are the start, then the
/// position after each move. Returns the GIF and the positions it shows
/// (indices into `pictures`).
pub fn replay_gif(pictures: &[Picture]) -> anyhow::Result<(Vec<u8>, Vec<usize>)> {
    anyhow::ensure!(!pictures.is_empty(), "a game has at least its start");
    let mut step = 1;
    loop {
        let shown = every(pictures.len(), step);
        let gif = encode(pictures, &shown)?;
        if gif.len() <= MAX_GIF_BYTES || shown.len() <= 2 {
            return Ok((gif, shown));
        }
        step += 1;
    }
}

/// Every `step`-th of `n` positions from the first, and the last.
fn every(n: usize, step: usize) -> Vec<usize> {
    let mut shown: Vec<usize> = (0..n).step_by(step).collect();
    if shown.last() != Some(&(n - 1)) {
        shown.push(n - 1);
    }
    shown
}

/// The GIF of the positions `shown`; each frame is drawn when it is
/// written, so that only two are held at once.
fn encode(pictures: &[Picture], shown: &[usize]) -> anyhow::Result<Vec<u8>> {
    let (first, width, height) = indexed_of(&pictures[shown[0]]);
    let (w, h) = (u16::try_from(width)?, u16::try_from(height)?);
    let mut encoder = Encoder::new(Vec::new(), w, h, &palette_rgb())?;
    encoder.set_repeat(Repeat::Infinite)?;
    let mut before = first;
    for (k, &i) in shown.iter().enumerate() {
        let now = if k == 0 {
            before.clone()
        } else {
            indexed_of(&pictures[i]).0
        };
        let delay = match k {
            0 => FIRST_DELAY,
            k if k + 1 == shown.len() => LAST_DELAY,
            _ => MOVE_DELAY,
        };
        let area = if k == 0 {
            Area {
                left: 0,
                top: 0,
                width,
                height,
            }
        } else {
            changed(&before, &now, width, height)
        };
        let mut frame = Frame::from_indexed_pixels(
            area.width as u16,
            area.height as u16,
            area.cut(&now, width),
            None,
        );
        frame.left = area.left as u16;
        frame.top = area.top as u16;
        frame.delay = delay;
        frame.dispose = DisposalMethod::Keep;
        encoder.write_frame(&frame)?;
        before = now;
    }
    Ok(encoder.into_inner()?)
}

/// A rectangle of a picture, in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Area {
    left: u32,
    top: u32,
    width: u32,
    height: u32,
}

impl Area {
    /// The pixels of this rectangle of `pixels` (rows `width` long).
    fn cut(&self, pixels: &[u8], width: u32) -> Vec<u8> {
        let mut out = Vec::with_capacity((self.width * self.height) as usize);
        for y in self.top..self.top + self.height {
            let start = (y * width + self.left) as usize;
            out.extend_from_slice(&pixels[start..start + self.width as usize]);
        }
        out
    }
}

/// The smallest rectangle holding every pixel that differs between two
/// pictures of the same size; one pixel when none does.
fn changed(before: &[u8], now: &[u8], width: u32, height: u32) -> Area {
    let (mut x0, mut y0, mut x1, mut y1) = (width, height, 0, 0);
    for (i, (a, b)) in before.iter().zip(now).enumerate() {
        if a != b {
            let (x, y) = (i as u32 % width, i as u32 / width);
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
    }
    if x0 > x1 {
        return Area {
            left: 0,
            top: 0,
            width: 1,
            height: 1,
        };
    }
    Area {
        left: x0,
        top: y0,
        width: x1 - x0 + 1,
        height: y1 - y0 + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_keeps_the_last_position() {
        assert_eq!(every(5, 1), [0, 1, 2, 3, 4]);
        assert_eq!(every(5, 2), [0, 2, 4]);
        assert_eq!(every(6, 2), [0, 2, 4, 5]);
        assert_eq!(every(1, 3), [0]);
    }

    #[test]
    fn the_changed_area_bounds_every_change() {
        let before = vec![0u8; 20];
        let mut now = before.clone();
        now[6] = 1; // (1, 1) in a 5 x 4 picture
        now[13] = 1; // (3, 2)
        let area = changed(&before, &now, 5, 4);
        assert_eq!(
            area,
            Area {
                left: 1,
                top: 1,
                width: 3,
                height: 2
            }
        );
        assert_eq!(area.cut(&now, 5), [1, 0, 0, 0, 0, 1]);
        assert_eq!(changed(&before, &before, 5, 4).width, 1);
    }
}

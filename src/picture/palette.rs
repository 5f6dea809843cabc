//! The colours of a picture as palette indices: the palette, the mapping of
//! drawn pixels onto it, blending a colour over indexed pixels, and the
//! indexed PNG encoding.

use std::sync::LazyLock;

use tiny_skia::Pixmap;

use super::{Area, BACKGROUND, DARK, GRID, LABEL, LAST, LIGHT, Rgb};

/// The colours a picture is drawn with; every pixel is one of them or an
/// antialiased blend of two.
const BASE: [Rgb; 6] = [BACKGROUND, GRID, LABEL, LIGHT, DARK, LAST];

/// The blends between base colours that edges are drawn with, and how
/// many steps each has between its two ends: grid lines and dark outlines
/// on the background, the dark outline of a light piece, and the last
/// move's marks on the background. Labels are drawn in a colour close
/// enough to [`DARK`] to share its blends; the rarer blends (a piece's edge
/// over a grid line) take the nearest colour there is.
const BLENDS: [(Rgb, Rgb, usize); 4] = [
    (BACKGROUND, GRID, 3),
    (BACKGROUND, DARK, 3),
    (LIGHT, DARK, 2),
    (BACKGROUND, LAST, 2),
];

/// The PNG palette: the base colours, then the blends (6 + 10 = 16
/// colours, so that a pixel takes four bits: half the data to filter and
/// compress of one byte a pixel, and a smaller picture).
static PALETTE: LazyLock<Vec<Rgb>> = LazyLock::new(|| {
    let mut v: Vec<Rgb> = BASE.to_vec();
    for (a, b, steps) in BLENDS {
        for k in 1..=steps {
            v.push(mix(a, b, k as f32 / (steps + 1) as f32));
        }
    }
    debug_assert!(v.len() <= 16);
    v
});

/// The palette as `r, g, b` bytes.
pub(super) fn rgb_bytes() -> Vec<u8> {
    PALETTE.iter().flatten().copied().collect()
}

fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}

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

/// The colour of a palette index.
pub(super) fn colour(index: u8) -> Rgb {
    PALETTE.get(index as usize).copied().unwrap_or(BACKGROUND)
}

fn nearest(c: &[u8]) -> u8 {
    NEAREST[(c[0] as usize >> 3) << 10 | (c[1] as usize >> 3) << 5 | c[2] as usize >> 3]
}

/// Maps the pixels of `area` (clipped to the picture) of `pixmap` to
/// palette indices in `indexed`, a picture `width` pixels wide;
/// `pixmap`'s pixel (0, 0) is the picture's pixel `origin`.
pub(super) fn index_area(
    pixmap: &Pixmap,
    origin: (i32, i32),
    indexed: &mut [u8],
    width: usize,
    area: Area,
) {
    let (pw, ph) = (pixmap.width() as i32, pixmap.height() as i32);
    let x0 = area[0].max(origin.0) as usize;
    let x1 = area[2].min(origin.0 + pw) as usize;
    let y0 = area[1].max(origin.1) as usize;
    let y1 = area[3].min(origin.1 + ph) as usize;
    let data = pixmap.data();
    for y in y0..y1 {
        // The pixmap's pixel of the picture's pixel (x, y) is
        // `src + x`; `src` alone is below 0 when the pixmap starts right
        // of the picture's edge.
        let src = (y as i32 - origin.1) * pw - origin.0;
        for x in x0..x1 {
            let at = 4 * (src + x as i32) as usize;
            indexed[y * width + x] = nearest(&data[at..at + 3]);
        }
    }
}

/// Levels of coverage a blend tells apart.
pub(super) const LEVELS: usize = 16;

/// For each palette index, the index of [`LAST`] laid over it at each
/// coverage level (0 = not at all, [`LEVELS`] = fully): marks are blended
/// straight into indexed pixels.
static OVER_LAST: LazyLock<Vec<[u8; LEVELS + 1]>> = LazyLock::new(|| {
    PALETTE
        .iter()
        .map(|&c| {
            let mut row = [0; LEVELS + 1];
            for (level, slot) in row.iter_mut().enumerate() {
                *slot = nearest(&mix(c, LAST, level as f32 / LEVELS as f32));
            }
            row
        })
        .collect()
});

/// [`LAST`] laid over palette colour `index` with coverage `coverage`
/// (0..=255).
pub(super) fn over_last(index: u8, coverage: u8) -> u8 {
    let level = (coverage as usize * LEVELS + 127) / 255;
    OVER_LAST[index as usize][level]
}

/// Palette indices as an indexed PNG of the palette.
pub(super) fn encode(
    indexed: &[u8],
    width: u32,
    height: u32,
    compression: png::Compression,
) -> Vec<u8> {
    let palette: Vec<u8> = PALETTE.iter().flatten().copied().collect();
    let mut out = Vec::with_capacity(32 * 1024);
    let mut enc = png::Encoder::new(&mut out, width, height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Four);
    enc.set_palette(palette);
    enc.set_compression(compression);
    if matches!(compression, png::Compression::Fast) {
        // Each row against the one above: on these pictures as small as
        // the adaptive choice per row, in under half the time.
        enc.set_filter(png::Filter::Up);
    }
    let mut writer = enc.write_header().expect("PNG header into memory");
    writer
        .write_image_data(&packed(indexed, width as usize))
        .expect("PNG data into memory");
    writer.finish().expect("PNG end into memory");
    out
}

/// Palette indices (one a byte, each below 16) packed two a byte, each row
/// on whole bytes, as a four-bit PNG holds them.
fn packed(indexed: &[u8], width: usize) -> Vec<u8> {
    let row = width.div_ceil(2);
    let mut out = Vec::with_capacity(row * indexed.len() / width.max(1));
    for line in indexed.chunks_exact(width) {
        let pairs = line.chunks_exact(2);
        let last = pairs.remainder().first().map(|&p| p << 4);
        out.extend(pairs.map(|p| p[0] << 4 | (p[1] & 15)));
        out.extend(last);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blending_last_goes_from_the_colour_to_last() {
        let background = nearest(&BACKGROUND);
        let last = nearest(&LAST);
        assert_eq!(over_last(background, 0), background);
        assert_eq!(over_last(background, 255), last);
        let half = PALETTE[over_last(background, 128) as usize];
        assert!(half[1] < BACKGROUND[1] && half[1] > LAST[1]);
    }

    #[test]
    fn every_colour_fits_in_four_bits() {
        assert!(PALETTE.len() <= 16);
        assert!(NEAREST.iter().all(|&i| i < 16));
    }

    #[test]
    fn packing_puts_two_pixels_in_a_byte_and_pads_odd_rows() {
        assert_eq!(packed(&[1, 2, 3, 4], 4), [0x12, 0x34]);
        assert_eq!(packed(&[1, 2, 3, 4, 5, 6], 3), [0x12, 0x30, 0x45, 0x60]);
    }
}

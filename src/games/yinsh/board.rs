//! Board geometry: the 85 points as bits of a `u128`, and precomputed rays.
//!
//! A point (column c = 0..10 for a..k, row r = 1..11) has index
//! `c * 11 + (r - 1)`. The three line directions (0,1), (1,0) and (1,1) are
//! index steps of 1, 11 and 12. Stepping off the end of a column lands on a
//! point that is never on the board together with the point it came from,
//! so shifted bitboards need no extra masking to find lines.

use crate::language::Msg;
use crate::msg;

/// Bit set of points.
pub type Bits = u128;

/// A point, as its index 0..121.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pt(pub u8);

/// Lowest and highest row of each column a..k.
pub const COLUMN_ROWS: [(u8, u8); 11] = [
    (2, 5),
    (1, 7),
    (1, 8),
    (1, 9),
    (1, 10),
    (2, 10),
    (2, 11),
    (3, 11),
    (4, 11),
    (5, 11),
    (7, 10),
];

/// Number of points on the board.
pub const POINTS: u32 = 85;

const fn on_board(c: i32, r: i32) -> bool {
    if c < 0 || c > 10 {
        return false;
    }
    let (lo, hi) = COLUMN_ROWS[c as usize];
    r >= lo as i32 && r <= hi as i32
}

const fn build_valid() -> Bits {
    let mut b: Bits = 0;
    let mut c = 0;
    while c < 11 {
        let mut r = 1;
        while r <= 11 {
            if on_board(c, r) {
                b |= 1u128 << (c * 11 + r - 1);
            }
            r += 1;
        }
        c += 1;
    }
    b
}

/// All points of the board.
pub const VALID: Bits = build_valid();

/// The six directions as (column, row) steps: +row, +col, +both, and their
/// opposites.
pub const DIRS: [(i32, i32); 6] = [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1)];

/// The three line directions as index steps.
pub const LINE_STEPS: [u32; 3] = [1, 11, 12];

/// `RAYS[p][d]`: the points from `p` (exclusive) in direction `DIRS[d]`
/// until the edge, padded with 255; `RAY_LEN[p][d]` of them are real.
pub struct Rays {
    pub pts: [[[u8; 10]; 6]; 121],
    pub len: [[u8; 6]; 121],
}

const fn build_rays() -> Rays {
    let mut rays = Rays {
        pts: [[[255; 10]; 6]; 121],
        len: [[0; 6]; 121],
    };
    let mut c = 0;
    while c < 11 {
        let mut r = 1;
        while r <= 11 {
            if on_board(c, r) {
                let idx = (c * 11 + r - 1) as usize;
                let mut d = 0;
                while d < 6 {
                    let (dc, dr) = DIRS[d];
                    let (mut cc, mut rr) = (c + dc, r + dr);
                    let mut n = 0;
                    while on_board(cc, rr) {
                        rays.pts[idx][d][n] = (cc * 11 + rr - 1) as u8;
                        n += 1;
                        cc += dc;
                        rr += dr;
                    }
                    rays.len[idx][d] = n as u8;
                    d += 1;
                }
            }
            r += 1;
        }
        c += 1;
    }
    rays
}

/// Precomputed rays of every point.
pub static RAYS: Rays = build_rays();

impl Pt {
    /// The point at column `c` (0 = a) and row `r`, if it is on the board.
    pub fn at(c: i32, r: i32) -> Option<Pt> {
        on_board(c, r).then(|| Pt((c * 11 + r - 1) as u8))
    }
    /// Column, 0 = a.
    pub fn col(self) -> i32 {
        self.0 as i32 / 11
    }
    /// Row, 1-based.
    pub fn row(self) -> i32 {
        self.0 as i32 % 11 + 1
    }
    /// Its bit.
    pub fn bit(self) -> Bits {
        1u128 << self.0
    }
    /// Reads `e5` (case-insensitive; no leading zeros). `None` when it is
    /// not written as a point at all; `Some(Err)` when it names no point of
    /// the board.
    pub fn parse(s: &str) -> Option<Result<Pt, Msg>> {
        let b = s.as_bytes();
        if b.len() < 2 || b.len() > 3 {
            return None;
        }
        let letter = b[0].to_ascii_lowercase();
        if !letter.is_ascii_lowercase() || !b[1..].iter().all(u8::is_ascii_digit) || b[1] == b'0' {
            return None;
        }
        let row: i32 = s[1..].parse().ok()?;
        let c = (letter - b'a') as i32;
        Some(match Pt::at(c, row) {
            Some(p) => Ok(p),
            None if c <= 10 => {
                let (lo, hi) = COLUMN_ROWS[c as usize];
                Err(msg!(
                    "board-yinsh-off-column",
                    point = format!("{}{row}", letter as char),
                    column = letter as char,
                    low = lo,
                    high = hi
                ))
            }
            None => Err(msg!(
                "board-yinsh-off-columns",
                point = format!("{}{row}", letter as char)
            )),
        })
    }
    /// Every point of the board, by column then row.
    pub fn all() -> impl Iterator<Item = Pt> {
        bits(VALID)
    }
}

impl std::fmt::Display for Pt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", (b'a' + self.col() as u8) as char, self.row())
    }
}

/// The points of a bit set, lowest index first (by column, then row).
pub fn bits(mut b: Bits) -> impl Iterator<Item = Pt> {
    std::iter::from_fn(move || {
        if b == 0 {
            None
        } else {
            let i = b.trailing_zeros();
            b &= b - 1;
            Some(Pt(i as u8))
        }
    })
}

/// Start points of every 5-in-a-line window of `m` along index step `d`.
#[inline]
pub fn windows(m: Bits, d: u32) -> Bits {
    m & (m >> d) & (m >> (2 * d)) & (m >> (3 * d)) & (m >> (4 * d))
}

/// Whether `m` holds any 5 in a line.
#[inline]
pub fn has_row(m: Bits) -> bool {
    windows(m, 1) | windows(m, 11) | windows(m, 12) != 0
}

/// The five points of the window starting at index `start` with step `d`.
#[inline]
pub fn window_bits(start: u8, d: u32) -> Bits {
    let one = 1u128 << start;
    one | one << d | one << (2 * d) | one << (3 * d) | one << (4 * d)
}

/// Every row (5-window) in `m`: (start, step).
pub fn rows(m: Bits) -> impl Iterator<Item = (Pt, u32)> {
    LINE_STEPS
        .into_iter()
        .flat_map(move |d| bits(windows(m, d)).map(move |p| (p, d)))
}

/// The mirror of a point under one of the 12 symmetries of the board
/// (`k` in 0..12: rotation `k % 6` steps, reflected when `k >= 6`).
pub fn symmetry(p: Pt, k: usize) -> Pt {
    // Cube-like coordinates centred on f6: x = c - 5, y = r - 6; the three
    // axes are (1,0), (0,1) and (1,1). A rotation by 60 degrees maps
    // (x, y) -> (x - y, x).
    let (mut x, mut y) = (p.col() - 5, p.row() - 6);
    if k >= 6 {
        std::mem::swap(&mut x, &mut y);
    }
    for _ in 0..k % 6 {
        (x, y) = (x - y, x);
    }
    Pt::at(x + 5, y + 6).expect("symmetries map the board onto itself")
}

/// The points named in `names`, separated by spaces (`"c3 c4 c5"`), as a
/// bit set: how tests write the pieces of a hand-made position. Panics on
/// a name that is not a point.
#[cfg(test)]
pub(crate) fn points(names: &str) -> Bits {
    names
        .split_whitespace()
        .map(|p| Pt::parse(p).unwrap().unwrap().bit())
        .fold(0, |a, b| a | b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_has_85_points() {
        assert_eq!(VALID.count_ones(), POINTS);
        assert_eq!(Pt::all().count(), 85);
    }

    #[test]
    fn shifted_windows_never_wrap_between_columns() {
        // Any two board points one index step apart must be true neighbours.
        for p in Pt::all() {
            for d in LINE_STEPS {
                let q = p.0 as u32 + d;
                if q < 121 && VALID >> q & 1 == 1 {
                    let q = Pt(q as u8);
                    let (dc, dr) = (q.col() - p.col(), q.row() - p.row());
                    assert!(matches!((dc, dr), (0, 1) | (1, 0) | (1, 1)), "{p} {q}");
                }
            }
        }
    }

    #[test]
    fn parse_points() {
        assert_eq!(Pt::parse("E5"), Some(Ok(Pt::at(4, 5).unwrap())));
        assert_eq!(Pt::parse("k10").unwrap().unwrap().to_string(), "k10");
        assert!(Pt::parse("e05").is_none());
        assert!(Pt::parse("a1").unwrap().is_err());
        assert!(Pt::parse("z1").unwrap().is_err());
        assert!(Pt::parse("5e").is_none());
    }

    #[test]
    fn symmetries_are_bijections_that_keep_lines() {
        for k in 0..12 {
            let mut seen = 0u128;
            for p in Pt::all() {
                let q = symmetry(p, k);
                seen |= q.bit();
                for (dc, dr) in DIRS {
                    if let Some(n) = Pt::at(p.col() + dc, p.row() + dr) {
                        let (a, b) = (symmetry(n, k), q);
                        let d = (a.col() - b.col(), a.row() - b.row());
                        assert!(DIRS.contains(&d));
                    }
                }
            }
            assert_eq!(seen, VALID);
        }
        assert_eq!(symmetry(Pt::at(5, 6).unwrap(), 3), Pt::at(5, 6).unwrap());
    }
}

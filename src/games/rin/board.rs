//! The board as a padded grid of cells, and the ring fill.
//!
//! Every board size uses the same 22 x 22 grid: the playing points sit at
//! rows and columns 1..=N, everything else is off the board. The four
//! neighbours of a cell are then always at fixed offsets, and a flood fill
//! never needs a bounds check. A cell is one byte: its colour (empty, black,
//! white), whether it is off the board, whether it is an edge point, and a
//! scratch mark used while filling.

use std::fmt;

/// Width of the padded grid: the largest board plus a border on each side.
pub const W: usize = MAX_SIZE + 2;
/// Cells in the padded grid.
pub const CELLS: usize = W * W;
/// The smallest board side.
pub const MIN_SIZE: usize = 8;
/// The largest board side.
pub const MAX_SIZE: usize = 20;
/// The board side when a challenge gives none.
pub const DEFAULT_SIZE: usize = 16;
/// Playing points on the largest board.
const MAX_POINTS: usize = MAX_SIZE * MAX_SIZE;

/// An empty point.
pub const EMPTY: u8 = 0;
/// A black stone (seat 0).
pub const BLACK: u8 = 1;
/// A white stone (seat 1).
pub const WHITE: u8 = 2;
const COLOUR: u8 = 3;
const OFF: u8 = 4;
const EDGE: u8 = 8;
const MARK: u8 = 0x70;
const MARK_SHIFT: u32 = 4;

/// Offsets of the four neighbours along grid lines: up, left, right, down.
const DIRS: [isize; 4] = [-(W as isize), -1, 1, W as isize];

/// Offsets of the eight cells around a point, clockwise from the one
/// above: N, NE, E, SE, S, SW, W, NW. Cells next to each other in this
/// cycle are neighbours along a grid line.
const AROUND: [isize; 8] = {
    let w = W as isize;
    [-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1]
};

/// For each board size (8, 10, ... 20) and cell, the index into `DIRS` of
/// the direction to the nearest edge: searches try it first.
static NEAREST: [[u8; CELLS]; 7] = {
    let mut t = [[0u8; CELLS]; 7];
    let mut s = 0;
    while s < 7 {
        let n = MIN_SIZE + 2 * s;
        let mut r = 0;
        while r < n {
            let mut c = 0;
            while c < n {
                // Up, left, right, down: distances to each edge.
                let dist = [r, c, n - 1 - c, n - 1 - r];
                let mut best = 0;
                let mut d = 1;
                while d < 4 {
                    if dist[d] < dist[best] {
                        best = d;
                    }
                    d += 1;
                }
                t[s][index(r, c)] = best as u8;
                c += 1;
            }
            r += 1;
        }
        s += 1;
    }
    t
};

/// Search order of the neighbours given the nearest edge's direction: the
/// last one pushed is searched first.
const ORDER: [[isize; 4]; 4] = {
    let mut t = [[0; 4]; 4];
    let mut n = 0;
    while n < 4 {
        let opp = 3 - n;
        let (a, b) = if n == 0 || n == 3 { (1, 2) } else { (0, 3) };
        t[n] = [DIRS[opp], DIRS[a], DIRS[b], DIRS[n]];
        n += 1;
    }
    t
};

/// The regions that a stone may separate, seen only around the stone.
///
/// Indexed by the eight cells around the new stone (bit k set: cell
/// `AROUND[k]` is the mover's stone or off the board). The cells that are
/// not set form runs along the cycle, and the points of one run are joined
/// without passing the stone. Each entry lists one neighbour (an index into
/// `DIRS`) for every run that holds a neighbour along a grid line.
#[derive(Clone, Copy)]
struct Runs {
    n: u8,
    first: [u8; 4],
}

const RUNS: [Runs; 256] = {
    // Index into DIRS of the grid-line neighbours N, E, S, W.
    const DIR_OF: [u8; 8] = [0, 9, 2, 9, 3, 9, 1, 9];
    let mut t = [Runs {
        n: 0,
        first: [0; 4],
    }; 256];
    let mut m = 0;
    while m < 256 {
        if m == 0 {
            t[0] = Runs {
                n: 1,
                first: [0; 4],
            };
        } else {
            // Start just after a blocked cell, so no run wraps around.
            let mut b = 0;
            while m >> b & 1 == 0 {
                b += 1;
            }
            let mut runs = Runs {
                n: 0,
                first: [0; 4],
            };
            let mut in_run_dir: Option<u8> = None;
            let mut in_run = false;
            let mut i = 1;
            while i <= 8 {
                let k = (b + i) % 8;
                let free = m >> k & 1 == 0;
                if free {
                    in_run = true;
                    if in_run_dir.is_none() && k % 2 == 0 {
                        in_run_dir = Some(DIR_OF[k]);
                    }
                }
                if !free || i == 8 {
                    if in_run && let Some(d) = in_run_dir {
                        runs.first[runs.n as usize] = d;
                        runs.n += 1;
                    }
                    in_run = false;
                    in_run_dir = None;
                }
                i += 1;
            }
            t[m] = runs;
        }
        m += 1;
    }
    t
};

/// The cell index of a point.
#[inline]
pub const fn index(row: usize, col: usize) -> usize {
    (row + 1) * W + col + 1
}

/// The point of a cell index: (row, column).
#[inline]
pub const fn point(i: usize) -> (usize, usize) {
    (i / W - 1, i % W - 1)
}

#[inline]
fn step(i: usize, d: isize) -> usize {
    i.wrapping_add_signed(d)
}

/// The stones on a board of one size, with a count of each colour.
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    size: u8,
    cells: [u8; CELLS],
    /// Points that are empty, black, white.
    count: [u16; 3],
}

impl Board {
    /// An empty board. `size` must lie in `MIN_SIZE..=MAX_SIZE`.
    pub fn new(size: usize) -> Board {
        assert!((MIN_SIZE..=MAX_SIZE).contains(&size), "board size {size}");
        let mut cells = [OFF; CELLS];
        for r in 0..size {
            for c in 0..size {
                let edge = r == 0 || c == 0 || r == size - 1 || c == size - 1;
                cells[index(r, c)] = if edge { EDGE } else { EMPTY };
            }
        }
        Board {
            size: size as u8,
            cells,
            count: [(size * size) as u16, 0, 0],
        }
    }

    /// The side of the board.
    #[inline]
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// Whether (row, col) is a point of this board.
    #[inline]
    pub fn on_board(&self, row: usize, col: usize) -> bool {
        row < self.size() && col < self.size()
    }

    /// The colour on a cell: `EMPTY`, `BLACK` or `WHITE`.
    #[inline]
    pub fn colour(&self, i: usize) -> u8 {
        self.cells[i] & COLOUR
    }

    /// Whether a cell is an edge point (the safe zone).
    #[inline]
    pub fn is_edge(&self, i: usize) -> bool {
        self.cells[i] & EDGE != 0
    }

    /// How many points hold `colour` (`EMPTY` counts the empty points).
    #[inline]
    pub fn count(&self, colour: u8) -> usize {
        self.count[colour as usize] as usize
    }

    /// Puts a stone on a cell without filling anything (for building
    /// positions). The cell must be an empty point.
    pub fn set(&mut self, i: usize, colour: u8) {
        debug_assert!(self.cells[i] & (OFF | COLOUR) == 0);
        self.cells[i] |= colour;
        self.count[EMPTY as usize] -= 1;
        self.count[colour as usize] += 1;
    }

    /// Puts a stone of `colour` on the empty point `at`, then fills every
    /// ring it made: each connected set of points that are not `colour`,
    /// next to the new stone and holding no edge point, becomes `colour`.
    /// Returns how many points the rings filled.
    ///
    /// Only the regions next to the new stone can be closed by it: before
    /// the stone every region reached the edge (rings are filled as soon as
    /// they are made, and the opponent's stones only ever join regions).
    ///
    /// First a look at the eight cells around the stone: when its
    /// neighbours that are not `colour` stay joined around it and it is not
    /// an edge point, their region keeps the edge point it had, and nothing
    /// is enclosed. Otherwise each separated region is searched depth
    /// first, heading for the nearest edge, and the search stops at the
    /// first edge point. When a stone off the edge leaves all but the last
    /// region enclosed, the last one holds the old region's edge point and
    /// is not searched. A stone costs at most one visit of each point, and
    /// usually none.
    #[inline]
    pub fn place(&mut self, at: usize, colour: u8) -> usize {
        self.set(at, colour);
        let mut around = 0usize;
        for (k, &d) in AROUND.iter().enumerate() {
            let v = self.cells[step(at, d)];
            if v & OFF != 0 || v & COLOUR == colour {
                around |= 1 << k;
            }
        }
        let runs = RUNS[around];
        let edge = self.is_edge(at);
        if runs.n == 0 || (runs.n == 1 && !edge) {
            return 0;
        }
        self.fill_runs(at, colour, runs, edge)
    }

    /// Searches the regions of `runs` around the stone on `at` and fills
    /// the enclosed ones.
    fn fill_runs(&mut self, at: usize, colour: u8, runs: Runs, at_edge: bool) -> usize {
        let mut seen = [0u16; MAX_POINTS];
        let mut n_seen = 0;
        let mut stack = [0u16; MAX_POINTS];
        let mut filled = 0;
        let mut any_open = false;
        let nearest = &NEAREST[(self.size() - MIN_SIZE) / 2];
        for k in 0..runs.n as usize {
            let start = step(at, DIRS[runs.first[k] as usize]);
            let v = self.cells[start];
            if v & MARK != 0 {
                // In a region an earlier search found open.
                continue;
            }
            if v & COLOUR == colour {
                // Filled with an earlier region.
                continue;
            }
            if !at_edge && !any_open && k + 1 == runs.n as usize {
                // Every other region was enclosed: this one keeps the edge
                // point the region had before the stone.
                break;
            }
            let mark = ((k + 1) as u8) << MARK_SHIFT;
            let first = n_seen;
            self.cells[start] |= mark;
            seen[n_seen] = start as u16;
            n_seen += 1;
            let mut open = v & EDGE != 0;
            stack[0] = start as u16;
            let mut sp = if open { 0 } else { 1 };
            'search: while sp > 0 {
                sp -= 1;
                let p = stack[sp] as usize;
                for d in ORDER[nearest[p] as usize] {
                    let q = step(p, d);
                    let v = self.cells[q];
                    if v & OFF != 0 || v & COLOUR == colour {
                        continue;
                    }
                    match v & MARK {
                        0 => {
                            self.cells[q] = v | mark;
                            seen[n_seen] = q as u16;
                            n_seen += 1;
                            if v & EDGE != 0 {
                                open = true;
                                break 'search;
                            }
                            stack[sp] = q as u16;
                            sp += 1;
                        }
                        m if m == mark => {}
                        _ => {
                            // Joins a region an earlier search found open.
                            open = true;
                            break 'search;
                        }
                    }
                }
            }
            if open {
                any_open = true;
            } else {
                for &p in &seen[first..n_seen] {
                    let p = p as usize;
                    self.count[(self.cells[p] & COLOUR) as usize] -= 1;
                    self.cells[p] = (self.cells[p] & !(COLOUR | MARK)) | colour;
                }
                self.count[colour as usize] += (n_seen - first) as u16;
                filled += n_seen - first;
                n_seen = first;
            }
        }
        for &p in &seen[..n_seen] {
            self.cells[p as usize] &= !MARK;
        }
        filled
    }

    /// A cell of a region of points that are not `colour`, connected along
    /// grid lines and holding no edge point: a ring of `colour` that has not
    /// been filled. `None` in every position of a game played by the rules.
    pub fn unfilled_ring(&self, colour: u8) -> Option<usize> {
        let mut reached = [false; CELLS];
        let mut stack = Vec::with_capacity(MAX_POINTS);
        for (i, r) in reached.iter_mut().enumerate() {
            if self.is_edge(i) && self.colour(i) != colour {
                *r = true;
                stack.push(i);
            }
        }
        while let Some(p) = stack.pop() {
            for d in DIRS {
                let q = step(p, d);
                if self.cells[q] & OFF == 0 && self.colour(q) != colour && !reached[q] {
                    reached[q] = true;
                    stack.push(q);
                }
            }
        }
        (0..CELLS).find(|&i| self.cells[i] & OFF == 0 && self.colour(i) != colour && !reached[i])
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}x{}", self.size, self.size)?;
        for r in 0..self.size() {
            let row: String = (0..self.size())
                .map(|c| match self.colour(index(r, c)) {
                    BLACK => 'x',
                    WHITE => 'o',
                    _ => '.',
                })
                .collect();
            writeln!(f, "  {row}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Board {
        let mut b = Board::new(rows.len());
        for (r, line) in rows.iter().enumerate() {
            for (c, ch) in line.chars().enumerate() {
                match ch {
                    'x' => b.set(index(r, c), BLACK),
                    'o' => b.set(index(r, c), WHITE),
                    _ => {}
                }
            }
        }
        b
    }

    #[test]
    fn index_and_point_agree() {
        for r in 0..MAX_SIZE {
            for c in 0..MAX_SIZE {
                assert_eq!(point(index(r, c)), (r, c));
            }
        }
    }

    #[test]
    fn edge_points_are_the_safe_zone() {
        for size in (MIN_SIZE..=MAX_SIZE).step_by(2) {
            let b = Board::new(size);
            let edges = (0..CELLS).filter(|&i| b.is_edge(i)).count();
            assert_eq!(edges, 4 * size - 4);
            assert_eq!(b.count(EMPTY), size * size);
        }
    }

    #[test]
    fn two_rings_closed_by_one_stone() {
        // The stone at (3,3) closes the ring around (2,3) and the one
        // around (4,3) at once; the region to its left stays open.
        let mut b = board(&[
            "........", //
            "...x....", //
            "..x.x...", //
            "....x...", //
            "..x.x...", //
            "...x....", //
            "........", //
            "........", //
        ]);
        assert_eq!(b.unfilled_ring(BLACK), None);
        let filled = b.place(index(3, 3), BLACK);
        assert_eq!(filled, 2);
        assert_eq!(b.colour(index(2, 3)), BLACK);
        assert_eq!(b.colour(index(4, 3)), BLACK);
        assert_eq!(b.colour(index(3, 2)), EMPTY);
        assert_eq!(b.count(BLACK), 10);
        assert_eq!(b.count(EMPTY), 64 - 10);
        assert_eq!(b.unfilled_ring(BLACK), None);
        assert!(b.cells.iter().all(|&v| v & MARK == 0), "marks cleared");
    }

    #[test]
    fn a_stone_with_one_run_around_it_fills_nothing() {
        // Every neighbour of the stone that is not Black is joined to the
        // others around it, so no region is cut off.
        let mut b = board(&[
            "........", //
            "........", //
            "..xxx...", //
            "........", //
            "........", //
            "........", //
            "........", //
            "........", //
        ]);
        assert_eq!(b.place(index(3, 3), BLACK), 0);
        assert_eq!(RUNS[0b0000_0111].n, 1);
        // N and S free, E and W taken: two runs.
        assert_eq!(RUNS[0b1110_1110].n, 2);
        assert_eq!(RUNS[0b1111_1111].n, 0);
        // Only corners taken: one run of all four neighbours.
        assert_eq!(RUNS[0b1010_1010].n, 4);
        assert_eq!(RUNS[0b0101_0101].n, 0);
        assert_eq!(RUNS[0b0000_0000].n, 1);
    }

    #[test]
    fn the_run_table_agrees_with_counting() {
        for (m, &t) in RUNS.iter().enumerate() {
            let free = |k: usize| m >> (k % 8) & 1 == 0;
            // Label the cells of the cycle: neighbours in the cycle that
            // are both free share a label.
            let mut label: [usize; 8] = std::array::from_fn(|k| k);
            for _ in 0..8 {
                for k in 0..8 {
                    let j = (k + 1) % 8;
                    if free(k) && free(j) {
                        let l = label[k].min(label[j]);
                        label[k] = l;
                        label[j] = l;
                    }
                }
            }
            let mut runs: Vec<usize> = (0..8)
                .step_by(2)
                .filter(|&k| free(k))
                .map(|k| label[k])
                .collect();
            runs.sort();
            runs.dedup();
            assert_eq!(t.n as usize, runs.len(), "mask {m:08b}");
            // The listed neighbours are free and in different runs.
            let to_cycle = [0, 6, 2, 4]; // DIRS index -> cycle index
            let mut got: Vec<usize> = t.first[..t.n as usize]
                .iter()
                .map(|&d| {
                    let k = to_cycle[d as usize];
                    assert!(free(k), "mask {m:08b}");
                    assert_eq!(DIRS[d as usize], AROUND[k]);
                    label[k]
                })
                .collect();
            got.sort();
            got.dedup();
            assert_eq!(got, runs, "mask {m:08b}");
        }
    }
}

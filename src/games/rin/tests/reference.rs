//! Random games checked against a plain reference implementation of
//! the fill.

use super::*;

/// The rules written as plainly as possible: after each stone, every point
/// that is not the mover's and cannot reach an edge point through points
/// that are not the mover's becomes the mover's.
struct Reference {
    n: usize,
    cells: Vec<u8>,
    stones: usize,
}

impl Reference {
    fn new(n: usize) -> Reference {
        Reference {
            n,
            cells: vec![0; n * n],
            stones: 0,
        }
    }
    fn mover(&self) -> u8 {
        if self.stones == 0 {
            1
        } else {
            1 + ((self.stones - 1) / 2 + 1) as u8 % 2
        }
    }
    fn place(&mut self, r: usize, c: usize) {
        let n = self.n;
        let me = self.mover();
        assert_eq!(self.cells[r * n + c], 0);
        self.cells[r * n + c] = me;
        self.stones += 1;
        let mut reach = vec![false; n * n];
        let mut stack = vec![];
        for (i, (reached, &v)) in reach.iter_mut().zip(&self.cells).enumerate() {
            let (r, c) = (i / n, i % n);
            if (r == 0 || c == 0 || r == n - 1 || c == n - 1) && v != me {
                *reached = true;
                stack.push(i);
            }
        }
        while let Some(i) = stack.pop() {
            let (r, c) = (i / n, i % n);
            let mut nb = vec![];
            if r > 0 {
                nb.push(i - n);
            }
            if r + 1 < n {
                nb.push(i + n);
            }
            if c > 0 {
                nb.push(i - 1);
            }
            if c + 1 < n {
                nb.push(i + 1);
            }
            for j in nb {
                if !reach[j] && self.cells[j] != me {
                    reach[j] = true;
                    stack.push(j);
                }
            }
        }
        for (v, reached) in self.cells.iter_mut().zip(reach) {
            if !reached {
                *v = me;
            }
        }
    }
    fn empties(&self) -> Vec<(usize, usize)> {
        (0..self.n * self.n)
            .filter(|&i| self.cells[i] == 0)
            .map(|i| (i / self.n, i % self.n))
            .collect()
    }
    fn picture(&self) -> Vec<String> {
        self.cells
            .chunks(self.n)
            .map(|row| row.iter().map(|&v| ['.', 'x', 'o'][v as usize]).collect())
            .collect()
    }
}

#[test]
fn a_canonical_text_is_read_without_a_position() {
    let mv: Move = "3,6;4,7".parse().unwrap();
    assert_eq!(mv, Move::two(Pt::new(3, 6), Pt::new(4, 7)));
    assert_eq!(mv.to_string(), "3,6;4,7");
    assert_eq!("3,6:4,7".parse::<Move>(), Ok(mv));
    assert_eq!("19,0".parse::<Move>(), Ok(Move::one(Pt::new(19, 0))));
    for bad in ["1,2;3,4;5,6", "20,0", "resign", "draw", "timeout", ""] {
        assert!(
            matches!(bad.parse::<Move>(), Err(MoveError::Parse(_))),
            "{bad:?} should not read"
        );
    }
}

#[test]
fn random_games_agree_with_the_reference() {
    let mut rng = StdRng::seed_from_u64(20_100_401);
    for n in (8..=20).step_by(2) {
        for _ in 0..6 {
            let mut g = Rin::start(n).unwrap();
            let mut r = Reference::new(n);
            let mut lines = 0;
            while g.outcome().is_none() {
                let left = g.stones_left().unwrap();
                let e = r.empties();
                let (a_r, a_c) = e[rng.gen_range(0..e.len())];
                r.place(a_r, a_c);
                let mut text = format!("{a_r},{a_c}");
                if left == 2 && rng.gen_bool(0.7) {
                    let e = r.empties();
                    if !e.is_empty() {
                        let (b_r, b_c) = e[rng.gen_range(0..e.len())];
                        r.place(b_r, b_c);
                        text = format!("{text}:{b_r},{b_c}");
                    }
                }
                let mv = g.parse_move(&text).unwrap();
                play(&mut g, &text);
                // The canonical text, as a log keeps it, reads back into
                // the move played without the position.
                assert_eq!(g.move_text(&mv).parse::<Move>(), Ok(mv));
                lines += 1;
                assert_eq!(picture(&g), r.picture(), "after {text}");
                assert_eq!(g.moves_played(), lines);
                assert_eq!(g.unfilled_ring(0), None);
                assert_eq!(g.unfilled_ring(1), None);
                assert_eq!(g.count(0) + g.count(1) + g.empty_points(), n * n);
                if g.outcome().is_none() {
                    assert_eq!(g.to_move(), Some(r.mover() as usize - 1));
                    assert_eq!(g.legal_moves().len(), g.empty_points());
                }
            }
            assert_eq!(g.empty_points(), 0);
            assert_eq!(g.count(0) + g.count(1), n * n);
            let want = match g.count(0).cmp(&g.count(1)) {
                std::cmp::Ordering::Greater => Outcome::Win(0),
                std::cmp::Ordering::Less => Outcome::Win(1),
                std::cmp::Ordering::Equal => Outcome::Draw,
            };
            assert_eq!(g.outcome(), Some(want));
        }
    }
}

//! The YINSH board picture: the hexagonal grid with its letters and
//! numbers as the pbmserv board places them, rings, markers and the last
//! move (the ring's path, the rows and rings removed, or the placed ring).

use super::board::{COLUMN_ROWS, LINE_STEPS, Pt, VALID, bits};
use super::{Action, Removal, Yinsh};
use crate::games::picture::{Board, Label, Mark, Picture, Piece, Shape, Tone, Xy};

/// Half the square root of 3: the x distance between two columns.
const COLUMN_X: f32 = 0.866_025_4;

/// The plane place of column `c` (0 = a) and row `r`: rows go straight up,
/// and a column's points sit half a unit lower than the previous column's,
/// so the three line directions meet at 60 degrees.
fn xy(c: i32, r: i32) -> Xy {
    Xy::new(c as f32 * COLUMN_X, c as f32 * 0.5 - r as f32)
}

/// Where a point is drawn, in the plane of [`Yinsh`]'s pictures.
pub fn point_xy(p: Pt) -> Xy {
    xy(p.col(), p.row())
}

fn board() -> Board {
    let mut lines = Vec::new();
    let points: Vec<Xy> = bits(VALID).map(point_xy).collect();
    // Each maximal line: from a point whose predecessor is off the board,
    // as far as the board goes.
    for p in bits(VALID) {
        for step in LINE_STEPS {
            let (dc, dr) = match step {
                1 => (0, 1),
                11 => (1, 0),
                _ => (1, 1),
            };
            if Pt::at(p.col() - dc, p.row() - dr).is_some() {
                continue;
            }
            let (mut c, mut r) = (p.col(), p.row());
            while Pt::at(c + dc, r + dr).is_some() {
                c += dc;
                r += dr;
            }
            if (c, r) != (p.col(), p.row()) {
                lines.push((point_xy(p), xy(c, r)));
            }
        }
    }
    // Each coordinate one step beyond the end of its line: a letter below
    // its column's lowest point, a number before its row's first point
    // (the row's line runs up-left from there). Row 1's number goes one
    // step further, to stay clear of the letter a.
    let mut labels = Vec::new();
    for (c, letter) in (b'a'..=b'k').enumerate() {
        let c = c as i32;
        labels.push(Label {
            at: xy(c, COLUMN_ROWS[c as usize].0 as i32 - 1),
            text: (letter as char).to_string(),
        });
    }
    for r in 1..=11 {
        let first = (0..11)
            .find(|&c| Pt::at(c, r).is_some())
            .expect("every row has points");
        let c = if r == 1 { first - 2 } else { first - 1 };
        labels.push(Label {
            at: xy(c, r),
            text: r.to_string(),
        });
    }
    Board::new("yinsh".into(), lines, points, Vec::new(), labels)
}

fn removal_marks(r: &Removal, last: &mut Vec<Mark>) {
    let start = point_xy(r.start);
    let end = point_xy(r.end());
    last.push(Mark::Row {
        from: start,
        to: end,
    });
    for i in 0..5 {
        last.push(Mark::Removed(point_xy(Pt(r.start.0 + i * r.step))));
    }
    last.push(Mark::Removed(point_xy(r.ring)));
}

/// The picture of a position.
pub fn picture(y: &Yinsh) -> Picture {
    let mut pieces = Vec::new();
    for seat in 0..2 {
        for p in bits(y.markers(seat)) {
            pieces.push(Piece {
                at: point_xy(p),
                seat,
                shape: Shape::Disc,
            });
        }
        for p in bits(y.rings(seat)) {
            pieces.push(Piece {
                at: point_xy(p),
                seat,
                shape: Shape::Ring,
            });
        }
    }
    let mut last = Vec::new();
    if let Some(mv) = &y.last {
        for r in mv.pre() {
            removal_marks(r, &mut last);
        }
        match mv.action() {
            Action::Place(p) => last.push(Mark::Placed(point_xy(p))),
            Action::Ring { from, to } => {
                last.push(Mark::Path {
                    from: point_xy(from),
                    to: point_xy(to),
                });
                last.push(Mark::Placed(point_xy(from)));
            }
            Action::None | Action::Pass => {}
        }
        for r in mv.post() {
            removal_marks(r, &mut last);
        }
    }
    Picture {
        board: board(),
        tones: [Tone::Light, Tone::Dark],
        pieces,
        last,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;

    #[test]
    fn the_grid_has_every_point_and_the_labels_of_a_player() {
        let b = board();
        assert_eq!(b.points.len(), 85);
        // 11 columns, 11 rows and 11 diagonals; the corners-removed hexagon
        // has no line of a single point.
        assert_eq!(b.lines.len(), 33);
        assert_eq!(b.labels.len(), 22);
        assert_eq!(b.labels[0].text, "a");
        assert_eq!(b.labels[21].text, "11");
        // a and k sit symmetric about f6, the centre.
        let f6 = point_xy(Pt::at(5, 6).unwrap());
        let (a, k) = (b.labels[0].at, b.labels[10].at);
        assert!(((a.x + k.x) / 2.0 - f6.x).abs() < 1e-4);
        assert!((a.y - k.y).abs() < 1e-4);
    }

    #[test]
    fn the_last_move_is_marked_and_a_resignation_clears_it() {
        let mut y = Yinsh::start(false);
        assert!(picture(&y).last.is_empty());
        y.play_text("e5").unwrap();
        let e5 = point_xy(Pt::parse("e5").unwrap().unwrap());
        assert_eq!(picture(&y).last, vec![Mark::Placed(e5)]);
        for m in ["f6", "g7", "d4", "c3", "h8", "i9", "b2", "e7", "g5"] {
            y.play_text(m).unwrap();
        }
        y.play_text("e5-e6").unwrap();
        let e6 = point_xy(Pt::parse("e6").unwrap().unwrap());
        let p = picture(&y);
        assert_eq!(
            p.last,
            vec![Mark::Path { from: e5, to: e6 }, Mark::Placed(e5)]
        );
        assert_eq!(p.pieces.len(), 11);
        y.resign(1).unwrap();
        assert!(picture(&y).last.is_empty());
    }
}

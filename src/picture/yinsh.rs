//! The YINSH board picture: the hexagonal grid with its letters and
//! numbers as the pbmserv board places them, rings, markers and the last
//! move (the ring's path, the rows and rings removed, or the placed ring).

use super::plane::{Board, Label, Mark, Picture, Piece, Shape, Tone, Xy};
use crate::games::yinsh::board::{COLUMN_ROWS, LINE_STEPS, Pt, VALID, bits};
use crate::games::yinsh::{Action, Move, Removal, Yinsh};

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

/// The board of every YINSH picture.
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

/// The marks of a move: the rows removed before it, crossed out with
/// their rings; the placed ring, or the moved ring's path and the point it
/// left; the rows removed after it. A pass marks nothing.
pub fn marks(mv: &Move) -> Vec<Mark> {
    let mut last = Vec::new();
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
    last
}

/// The picture of a position, with the marks of `last`, the move that led
/// to it (`None` marks nothing).
pub fn picture(y: &Yinsh, last: Option<&Move>) -> Picture {
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
    Picture {
        board: board(),
        tones: [Tone::Light, Tone::Dark],
        pieces,
        last: last.map(marks).unwrap_or_default(),
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
    fn the_last_move_is_marked() {
        let at = |s: &str| point_xy(Pt::parse(s).unwrap().unwrap());
        let mut y = Yinsh::start(false);
        assert!(picture(&y, None).last.is_empty());
        let mv = y.parse_move("e5").unwrap();
        y.play(&mv).unwrap();
        assert_eq!(picture(&y, Some(&mv)).last, vec![Mark::Placed(at("e5"))]);
        for m in ["f6", "g7", "d4", "c3", "h8", "i9", "b2", "e7", "g5"] {
            y.play_text(m).unwrap();
        }
        let mv = y.parse_move("e5-e6").unwrap();
        y.play(&mv).unwrap();
        let p = picture(&y, Some(&mv));
        assert_eq!(
            p.last,
            vec![
                Mark::Path {
                    from: at("e5"),
                    to: at("e6")
                },
                Mark::Placed(at("e5"))
            ]
        );
        assert_eq!(p.pieces.len(), 11);
        assert!(picture(&y, None).last.is_empty());
    }

    #[test]
    fn removed_rows_are_marked_before_and_after_the_ring_move() {
        let at = |s: &str| point_xy(Pt::parse(s).unwrap().unwrap());
        let mv: Move = "xe2-e6xa2;f6-f7;xk7-g7xb1".parse().unwrap();
        let mut want = vec![Mark::Row {
            from: at("e2"),
            to: at("e6"),
        }];
        want.extend(["e2", "e3", "e4", "e5", "e6", "a2"].map(|p| Mark::Removed(at(p))));
        want.push(Mark::Path {
            from: at("f6"),
            to: at("f7"),
        });
        want.push(Mark::Placed(at("f6")));
        want.push(Mark::Row {
            from: at("g7"),
            to: at("k7"),
        });
        want.extend(["g7", "h7", "i7", "j7", "k7", "b1"].map(|p| Mark::Removed(at(p))));
        assert_eq!(marks(&mv), want);
        assert!(marks(&"pass".parse().unwrap()).is_empty());
    }
}

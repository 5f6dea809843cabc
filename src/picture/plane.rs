//! A picture of a position as plain data: what to draw and where, in the
//! game's own plane, with no pixels, colours or fonts. Each game's module
//! beside this one describes its positions so; the rest of
//! [`crate::picture`] turns that into a PNG.
//!
//! Plane coordinates: one unit is the distance between two neighbouring
//! points; x grows to the right and y grows downwards, as on a screen.

use crate::games::Seat;

/// A place in the game's plane.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Xy {
    /// Units to the right.
    pub x: f32,
    /// Units downwards.
    pub y: f32,
}

impl Xy {
    /// The place at (x, y).
    pub const fn new(x: f32, y: f32) -> Xy {
        Xy { x, y }
    }
}

/// How a seat's pieces look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Tone {
    /// White pieces (drawn white with a dark outline).
    Light,
    /// Black pieces.
    Dark,
}

/// The form of a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Shape {
    /// A YINSH ring: a thick circle with the point visible inside.
    Ring,
    /// A YINSH marker: a disc smaller than a ring.
    Disc,
    /// A Rin stone: a disc nearly as wide as the grid's spacing.
    Stone,
}

/// A piece on the board.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Piece {
    /// Its point.
    pub at: Xy,
    /// Its owner.
    pub seat: Seat,
    /// Its form.
    pub shape: Shape,
}

/// A coordinate written on the board, centred on its place.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    /// Where the text's centre goes.
    pub at: Xy,
    /// The text (`a`, `11`).
    pub text: String,
}

/// A mark of the last move, drawn over the pieces.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Mark {
    /// A ring's way from its old point to its new one.
    Path {
        /// Where it stood.
        from: Xy,
        /// Where it landed.
        to: Xy,
    },
    /// A removed row: the line from its first to its last point.
    Row {
        /// First point of the row.
        from: Xy,
        /// Last point of the row.
        to: Xy,
    },
    /// A point where a piece was put (placed ring or stone, moved ring's
    /// start).
    Placed(Xy),
    /// A point a piece was taken from (a removed marker or ring).
    Removed(Xy),
}

/// The part of a picture that depends only on the game and its options
/// (grid, coordinates, marked points), never on the position.
#[derive(Debug, Clone, PartialEq)]
pub struct Board {
    /// Names this board: pictures with equal keys have equal boards, so a
    /// drawing of the board may be kept and reused under this key.
    pub key: String,
    /// Grid lines from point to point.
    pub lines: Vec<(Xy, Xy)>,
    /// Every point of the grid.
    pub points: Vec<Xy>,
    /// Small marks on points that carry them (Rin's `+` points).
    pub dots: Vec<Xy>,
    /// Coordinates.
    pub labels: Vec<Label>,
    /// The top-left corner of everything above (labels' centres included).
    pub min: Xy,
    /// The bottom-right corner of everything above.
    pub max: Xy,
}

/// A picture of a position.
#[derive(Debug, Clone, PartialEq)]
pub struct Picture {
    /// The board.
    pub board: Board,
    /// How seat 0's and seat 1's pieces look.
    pub tones: [Tone; 2],
    /// The pieces.
    pub pieces: Vec<Piece>,
    /// The marks of the move on the log's last line (empty before the
    /// first move and after a line that changed nothing on the board: a
    /// pass, a resignation, an agreed draw, a loss on time).
    pub last: Vec<Mark>,
}

impl Board {
    /// A board named `key` from its lines, points, dots and labels; the
    /// bounding box is computed.
    pub fn new(
        key: String,
        lines: Vec<(Xy, Xy)>,
        points: Vec<Xy>,
        dots: Vec<Xy>,
        labels: Vec<Label>,
    ) -> Board {
        let mut min = Xy::new(f32::MAX, f32::MAX);
        let mut max = Xy::new(f32::MIN, f32::MIN);
        let all = points
            .iter()
            .chain(lines.iter().flat_map(|(a, b)| [a, b]))
            .chain(labels.iter().map(|l| &l.at));
        for p in all {
            min = Xy::new(min.x.min(p.x), min.y.min(p.y));
            max = Xy::new(max.x.max(p.x), max.y.max(p.y));
        }
        Board {
            key,
            lines,
            points,
            dots,
            labels,
            min,
            max,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounding_box_covers_points_and_labels() {
        let b = Board::new(
            "t".into(),
            vec![(Xy::new(0.0, 0.0), Xy::new(2.0, 0.0))],
            vec![Xy::new(0.0, 0.0), Xy::new(2.0, 0.0)],
            vec![],
            vec![Label {
                at: Xy::new(-1.0, 3.0),
                text: "a".into(),
            }],
        );
        assert_eq!(b.min, Xy::new(-1.0, 0.0));
        assert_eq!(b.max, Xy::new(2.0, 3.0));
    }
}

//! The Rin board picture: the square grid with row and column numbers, the
//! marked points of the 16 x 16 board, the stones and the stones of the
//! last line.

use super::plane::{Board, Label, Mark, Picture, Piece, Shape, Tone, Xy};
use crate::games::rin::{DOTS, Move, Pt, Rin};

/// Where a point is drawn, in the plane of [`Rin`]'s pictures: column
/// across, row down, one unit apart.
pub fn point_xy(p: Pt) -> Xy {
    Xy::new(p.col as f32, p.row as f32)
}

/// The board of the pictures of Rin on `n` x `n` points.
fn board(n: usize) -> Board {
    let last = (n - 1) as f32;
    let mut lines = Vec::with_capacity(2 * n);
    // Numbers on all four sides, so a point far from the top-left corner
    // is as easy to name.
    let mut labels = Vec::with_capacity(4 * n);
    for i in 0..n {
        let f = i as f32;
        lines.push((Xy::new(0.0, f), Xy::new(last, f)));
        lines.push((Xy::new(f, 0.0), Xy::new(f, last)));
        labels.push(Label {
            at: Xy::new(f, -1.0),
            text: i.to_string(),
        });
        labels.push(Label {
            at: Xy::new(-1.0, f),
            text: i.to_string(),
        });
        labels.push(Label {
            at: Xy::new(f, last + 1.0),
            text: i.to_string(),
        });
        labels.push(Label {
            at: Xy::new(last + 1.0, f),
            text: i.to_string(),
        });
    }
    let points = (0..n)
        .flat_map(|r| (0..n).map(move |c| Xy::new(c as f32, r as f32)))
        .collect();
    let dots = if n == 16 {
        DOTS.iter().map(|&p| point_xy(p)).collect()
    } else {
        Vec::new()
    };
    Board::new(format!("rin-{n}"), lines, points, dots, labels)
}

/// The marks of a move: its stones.
pub fn marks(mv: &Move) -> Vec<Mark> {
    mv.stones()
        .iter()
        .map(|&p| Mark::Placed(point_xy(p)))
        .collect()
}

/// The picture of a position, with the marks of `last`, the move that led
/// to it (`None` marks nothing).
pub fn picture(g: &Rin, last: Option<&Move>) -> Picture {
    let n = g.size();
    let mut pieces = Vec::new();
    for r in 0..n as u8 {
        for c in 0..n as u8 {
            let p = Pt::new(r, c);
            if let Some(seat) = g.stone(p) {
                pieces.push(Piece {
                    at: point_xy(p),
                    seat,
                    shape: Shape::Stone,
                });
            }
        }
    }
    Picture {
        board: board(n),
        tones: [Tone::Dark, Tone::Light],
        pieces,
        last: last.map(marks).unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;

    #[test]
    fn grid_labels_dots_and_the_last_stones() {
        let mut g = Rin::start(16).unwrap();
        let p = picture(&g, None);
        assert_eq!(p.board.lines.len(), 32);
        assert_eq!(p.board.labels.len(), 64);
        assert_eq!(p.board.dots.len(), 8);
        assert_eq!(p.board.key, "rin-16");
        assert!(p.pieces.is_empty() && p.last.is_empty());
        g.play_text("3,6").unwrap();
        let mv = g.parse_move("4,7:5,8").unwrap();
        g.play(&mv).unwrap();
        let p = picture(&g, Some(&mv));
        assert_eq!(p.pieces.len(), 3);
        assert_eq!(
            p.last,
            vec![
                Mark::Placed(Xy::new(7.0, 4.0)),
                Mark::Placed(Xy::new(8.0, 5.0))
            ]
        );
        assert!(picture(&g, None).last.is_empty());
        assert!(picture(&Rin::start(8).unwrap(), None).board.dots.is_empty());
    }
}

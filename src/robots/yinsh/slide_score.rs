//! What the playout policy's score of a ring's slides costs once a ring.

/// The playout policy's score of the slides of one ring in one move of a
/// playout, computed once for the ring rather than once a slide.
///
/// A slide (a ring move that jumps no marker) leaves a marker where the
/// ring stood and changes nothing else, so every slide of a ring leaves
/// the same markers and gets the same score before its noise. The moves
/// of a ring come together in a playout's list, so the score of the last
/// ring asked about is all there is to keep.
///
/// What it buys, with the evaluation's rings' moves left uncounted at
/// weight 0: a search of 200,000 playouts of a mid-game position takes
/// 1.77 s against 2.63 s, 1.5 times as many playouts a second
/// (docs/performance.md, "Playout speed"). The robot of 2026, kept as a
/// baseline, scores every slide on its own, as it did.
#[derive(Debug, Clone, Copy)]
pub struct SlideScore {
    /// The ring's point (`u8::MAX`: none yet) and its slides' score.
    last: (u8, f32),
}

impl SlideScore {
    /// No ring scored yet.
    pub fn new() -> SlideScore {
        SlideScore {
            last: (u8::MAX, 0.0),
        }
    }

    /// The score of the slides of the ring on `ring`: that of the last
    /// call when it asked about the same ring, else `score()`.
    pub fn of(&mut self, ring: u8, score: impl FnOnce() -> f32) -> f32 {
        if self.last.0 != ring {
            self.last = (ring, score());
        }
        self.last.1
    }
}

#[cfg(test)]
mod tests {
    use super::SlideScore;

    #[test]
    fn a_rings_score_is_computed_once_while_it_is_asked_about() {
        let mut calls = 0;
        let mut slides = SlideScore::new();
        let mut ask = |ring: u8, value: f32| {
            slides.of(ring, || {
                calls += 1;
                value
            })
        };
        assert_eq!(ask(7, 1.0), 1.0);
        assert_eq!(ask(7, 2.0), 1.0, "the same ring: its first score");
        assert_eq!(ask(9, 3.0), 3.0);
        assert_eq!(ask(7, 4.0), 4.0, "another ring came between");
        assert_eq!(calls, 3);
    }
}

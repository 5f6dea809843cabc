//! Reading a move against a YINSH position: each part of the notation
//! checked (rows and rings to remove, the ring's move), with errors that
//! say what is legal instead.

use super::board::{Bits, Pt, bits, has_row, rows, window_bits};
use super::notation::{Part, row_ends, row_step};
use super::{Action, Move, Removal, SYMBOLS, Yinsh};
use crate::games::{MoveError, Seat};

fn list(b: Bits) -> String {
    bits(b).map(|p| p.to_string()).collect::<Vec<_>>().join(" ")
}

impl Yinsh {
    pub(super) fn rows_text(&self, seat: Seat) -> String {
        rows(self.markers[seat])
            .map(|(s, d)| format!("{}-{}", s, Pt(s.0 + 4 * d as u8)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn first_row(&self, seat: Seat) -> Option<(Pt, u32)> {
        rows(self.markers[seat]).next()
    }

    fn first_ring(&self, seat: Seat) -> Pt {
        bits(self.rings[seat])
            .next()
            .expect("a player in play has rings")
    }

    /// Checks one removal of `seat`'s row and ring (row as written, or left
    /// out) against this position.
    fn check_removal(
        &self,
        seat: Seat,
        row: Option<(Pt, Pt)>,
        ring: Pt,
    ) -> Result<Removal, MoveError> {
        let sym = SYMBOLS[seat];
        let (start, step) = match row {
            Some((a, b)) => {
                let (s, e) = row_ends(a, b);
                let Some(step) = row_step(s, e) else {
                    return Err(MoveError::Illegal(format!(
                        "{s}-{e} is not a row: a row's two ends are 4 steps apart on one line, e.g. g5-g9"
                    )));
                };
                if window_bits(s.0, step) & self.markers[seat] != window_bits(s.0, step) {
                    return Err(MoveError::Illegal(format!(
                        "{s}-{e} is not a row of five {sym} markers{}",
                        match self.rows_text(seat).as_str() {
                            "" => String::new(),
                            t => format!(" (your rows: {t})"),
                        }
                    )));
                }
                (s, step)
            }
            None => {
                let n = rows(self.markers[seat]).count();
                if n != 1 {
                    let (s, d) = self.first_row(seat).expect("called with rows present");
                    return Err(MoveError::Illegal(format!(
                        "there are {n} rows of five {sym} markers ({}); name the one to remove, e.g. x{}-{}x{ring}",
                        self.rows_text(seat),
                        s,
                        Pt(s.0 + 4 * d as u8)
                    )));
                }
                let (s, d) = self.first_row(seat).expect("one row");
                (s, d)
            }
        };
        if self.rings[seat] & ring.bit() == 0 {
            let what = if self.rings[1 - seat] & ring.bit() != 0 {
                format!("{ring} is {}'s ring", SYMBOLS[1 - seat])
            } else {
                format!("there is no ring on {ring}")
            };
            return Err(MoveError::Illegal(format!(
                "{what}; remove one of your own rings ({})",
                list(self.rings[seat])
            )));
        }
        Ok(Removal {
            start,
            step: step as u8,
            ring,
        })
    }

    /// Checks a ring move of `seat` and returns the markers it jumps.
    pub(super) fn check_ring_move(&self, seat: Seat, a: Pt, b: Pt) -> Result<Bits, MoveError> {
        let ill = |s: String| Err(MoveError::Illegal(s));
        let rings_all = self.rings[0] | self.rings[1];
        let mk = self.markers[0] | self.markers[1];
        if self.rings[seat] & a.bit() == 0 {
            return if self.rings[1 - seat] & a.bit() != 0 {
                ill(format!(
                    "the ring on {a} is {}'s; you play {} (your rings: {})",
                    SYMBOLS[1 - seat],
                    SYMBOLS[seat],
                    list(self.rings[seat])
                ))
            } else {
                ill(format!(
                    "there is no ring of yours on {a} (your rings: {})",
                    list(self.rings[seat])
                ))
            };
        }
        if a == b {
            return ill(format!("{a}-{b}: a ring must move to another point"));
        }
        let (dc, dr) = (b.col() - a.col(), b.row() - a.row());
        if !(dc == 0 || dr == 0 || dc == dr) {
            return ill(format!(
                "{a}-{b} is not a straight line: rings move along the board's lines (same column, same row, or both changing by the same amount)"
            ));
        }
        let (sc, sr) = (dc.signum(), dr.signum());
        let n = dc.abs().max(dr.abs());
        let mut flip: Bits = 0;
        for i in 1..n {
            let Some(q) = Pt::at(a.col() + i * sc, a.row() + i * sr) else {
                return ill(format!("{a}-{b} leaves the board"));
            };
            if rings_all & q.bit() != 0 {
                return ill(format!(
                    "{a}-{b} passes over the ring on {q}; a ring can never pass over a ring"
                ));
            }
            if mk & q.bit() != 0 {
                flip |= q.bit();
            } else if flip != 0 {
                return ill(format!(
                    "{a}-{b} goes on past the markers it jumps; after jumping markers a ring stops on the first empty point ({q})"
                ));
            }
        }
        if rings_all & b.bit() != 0 {
            return ill(format!(
                "{a}-{b} ends on the ring on {b}; a ring moves to an empty point"
            ));
        }
        if mk & b.bit() != 0 {
            return ill(format!(
                "{a}-{b} ends on the marker on {b}; a ring cannot land on a marker (it may jump markers and stop just after them)"
            ));
        }
        Ok(flip)
    }

    /// Takes from `parts` the removals `me` owes while a row of theirs
    /// stands and they have not won, applying each and adding it to `mv`;
    /// the first part that is no removal then is refused with
    /// `missing(position, move so far)`.
    fn take_removals<'a>(
        &mut self,
        me: usize,
        parts: &mut impl Iterator<Item = &'a Part>,
        mv: &mut Move,
        missing: impl Fn(&Yinsh, &Move) -> String,
    ) -> Result<(), MoveError> {
        while self.removed[me] < self.target() && has_row(self.markers[me]) {
            let Some(Part::Remove { row, ring }) = parts.next() else {
                return Err(MoveError::Illegal(missing(self, mv)));
            };
            let r = self.check_removal(me, *row, *ring)?;
            self.apply_removal(me, r);
            mv.push(r);
        }
        Ok(())
    }

    /// Checks move parts against this position; returns the complete move
    /// and the position after it. `self` is never changed.
    pub(super) fn resolve(&self, parts: &[Part]) -> Result<(Move, Yinsh), MoveError> {
        let ill = |s: String| Err(MoveError::Illegal(s));
        if self.result.is_some() {
            return ill("the game is over; no more moves".into());
        }
        let me = self.to_move as usize;
        let target = self.target();
        let mut st = self.clone();
        let mut mv = Move::EMPTY;
        let mut it = parts.iter();
        let so_far = |mv: &Move| {
            let t = mv.to_string();
            if t.is_empty() {
                t
            } else {
                t.replace(';', ":") + ":"
            }
        };

        st.take_removals(me, &mut it, &mut mv, |st, mv| {
            let (s, d) = st.first_row(me).expect("has a row");
            format!(
                "the last move made a row of yours ({}); remove it before you move: start with the row and the ring to remove, e.g. {}x{}-{}x{}:...",
                st.rows_text(me),
                so_far(mv),
                s,
                Pt(s.0 + 4 * d as u8),
                st.first_ring(me)
            )
        })?;
        let mut pass = false;
        if st.removed[me] < target {
            match it.next() {
                None => {
                    return ill(if st.placement_done() {
                        format!(
                            "the move is missing its ring move after {}",
                            so_far(&mv).trim_end_matches(':')
                        )
                    } else {
                        "the move is missing the point to place your ring on".into()
                    });
                }
                Some(Part::Place(p)) => {
                    if st.placement_done() {
                        return ill(format!(
                            "all rings are placed; move a ring along a line, e.g. {}-...",
                            st.first_ring(me)
                        ));
                    }
                    if st.occupied() & p.bit() != 0 {
                        return ill(format!("{p} is taken; place your ring on an empty point"));
                    }
                    st.rings[me] |= p.bit();
                    st.placed += 1;
                    mv.action = Action::Place(*p);
                }
                Some(Part::Ring(a, b)) => {
                    if !st.placement_done() {
                        return ill(format!(
                            "rings are still being placed: send just the point for your ring, e.g. {b}"
                        ));
                    }
                    let flip = st.check_ring_move(me, *a, *b)?;
                    st.apply_ring(me, *a, *b, flip);
                    mv.action = Action::Ring { from: *a, to: *b };
                }
                Some(Part::Pass) => {
                    if !st.placement_done() {
                        return ill("rings are still being placed; you cannot pass".into());
                    }
                    let mut example = None;
                    st.for_each_ring_move(me, |a, b, _| {
                        example.get_or_insert(format!("{a}-{b}"));
                    });
                    if let Some(e) = example {
                        return ill(format!(
                            "you can still move a ring (e.g. {e}), so you may not pass"
                        ));
                    }
                    pass = true;
                    mv.action = Action::Pass;
                }
                Some(Part::Remove { .. }) => {
                    return ill(
                        "there is no row of yours to remove before your move; a removal comes after the ring move that makes the row, e.g. i8-f5:xg5-g9xa5"
                            .into(),
                    );
                }
            }
            st.take_removals(me, &mut it, &mut mv, |st, mv| {
                let (s, d) = st.first_row(me).expect("has a row");
                let row = format!("{}-{}", s, Pt(s.0 + 4 * d as u8));
                let what = if rows(st.markers[me]).count() > 1 {
                    format!("rows {}", st.rows_text(me))
                } else {
                    format!("a row {row}")
                };
                format!(
                    "your move makes {what}; add the ring to remove, e.g. {}x{row}x{}",
                    so_far(mv),
                    st.first_ring(me)
                )
            })?;
        }
        if let Some(extra) = it.next() {
            let why = if st.removed[me] >= target {
                "this move already wins the game"
            } else {
                "the move is complete"
            };
            let extra = part_text(extra);
            return ill(format!(
                "{why} after {}; remove the extra text '{extra}'",
                mv
            ));
        }
        st.end_turn(pass);
        Ok((mv, st))
    }
}

fn part_text(p: &Part) -> String {
    match p {
        Part::Place(p) => p.to_string(),
        Part::Ring(a, b) => format!("{a}-{b}"),
        Part::Pass => "pass".into(),
        Part::Remove {
            row: Some((a, b)),
            ring,
        } => format!("x{a}-{b}x{ring}"),
        Part::Remove { row: None, ring } => format!("x{ring}"),
    }
}

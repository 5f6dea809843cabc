//! Reading a move against a YINSH position: each part of the notation
//! checked (rows and rings to remove, the ring's move), with errors that
//! say what is legal instead.

use super::board::{Bits, Pt, bits, has_row, rows, window_bits};
use super::notation::{Part, row_ends, row_step};
use super::{Action, Move, Removal, SYMBOLS, Yinsh};
use crate::games::{MoveError, Seat};
use crate::language::Msg;
use crate::msg;

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
                    return Err(MoveError::Illegal(msg!(
                        "board-yinsh-not-a-row",
                        row = format!("{s}-{e}")
                    )));
                };
                if window_bits(s.0, step) & self.markers[seat] != window_bits(s.0, step) {
                    let row = format!("{s}-{e}");
                    return Err(MoveError::Illegal(match self.rows_text(seat).as_str() {
                        "" => msg!("board-yinsh-no-row-of-five", row = row, symbol = sym),
                        t => msg!(
                            "board-yinsh-no-row-of-five-rows",
                            row = row,
                            symbol = sym,
                            rows = t
                        ),
                    }));
                }
                (s, step)
            }
            None => {
                let n = rows(self.markers[seat]).count();
                if n != 1 {
                    let (s, d) = self.first_row(seat).expect("called with rows present");
                    return Err(MoveError::Illegal(msg!(
                        "board-yinsh-which-row",
                        count = n,
                        symbol = sym,
                        rows = self.rows_text(seat),
                        example = format!("x{}-{}x{ring}", s, Pt(s.0 + 4 * d as u8))
                    )));
                }
                let (s, d) = self.first_row(seat).expect("one row");
                (s, d)
            }
        };
        if self.rings[seat] & ring.bit() == 0 {
            let rings = list(self.rings[seat]);
            return Err(MoveError::Illegal(
                if self.rings[1 - seat] & ring.bit() != 0 {
                    msg!(
                        "board-yinsh-remove-their-ring",
                        ring = ring.to_string(),
                        symbol = SYMBOLS[1 - seat],
                        rings = rings
                    )
                } else {
                    msg!(
                        "board-yinsh-remove-no-ring",
                        ring = ring.to_string(),
                        rings = rings
                    )
                },
            ));
        }
        Ok(Removal {
            start,
            step: step as u8,
            ring,
        })
    }

    /// Checks a ring move of `seat` and returns the markers it jumps.
    pub(super) fn check_ring_move(&self, seat: Seat, a: Pt, b: Pt) -> Result<Bits, MoveError> {
        let ill = |m: Msg| Err(MoveError::Illegal(m));
        let line = || format!("{a}-{b}");
        let rings_all = self.rings[0] | self.rings[1];
        let mk = self.markers[0] | self.markers[1];
        if self.rings[seat] & a.bit() == 0 {
            return if self.rings[1 - seat] & a.bit() != 0 {
                ill(msg!(
                    "board-yinsh-their-ring",
                    point = a.to_string(),
                    symbol = SYMBOLS[1 - seat],
                    mine = SYMBOLS[seat],
                    rings = list(self.rings[seat])
                ))
            } else {
                ill(msg!(
                    "board-yinsh-no-ring-of-yours",
                    point = a.to_string(),
                    rings = list(self.rings[seat])
                ))
            };
        }
        if a == b {
            return ill(msg!("board-yinsh-ring-stays", line = line()));
        }
        let (dc, dr) = (b.col() - a.col(), b.row() - a.row());
        if !(dc == 0 || dr == 0 || dc == dr) {
            return ill(msg!("board-yinsh-not-straight", line = line()));
        }
        let (sc, sr) = (dc.signum(), dr.signum());
        let n = dc.abs().max(dr.abs());
        let mut flip: Bits = 0;
        for i in 1..n {
            let Some(q) = Pt::at(a.col() + i * sc, a.row() + i * sr) else {
                return ill(msg!("board-yinsh-leaves-board", line = line()));
            };
            if rings_all & q.bit() != 0 {
                return ill(msg!(
                    "board-yinsh-passes-ring",
                    line = line(),
                    point = q.to_string()
                ));
            }
            if mk & q.bit() != 0 {
                flip |= q.bit();
            } else if flip != 0 {
                return ill(msg!(
                    "board-yinsh-goes-past",
                    line = line(),
                    point = q.to_string()
                ));
            }
        }
        if rings_all & b.bit() != 0 {
            return ill(msg!(
                "board-yinsh-ends-on-ring",
                line = line(),
                point = b.to_string()
            ));
        }
        if mk & b.bit() != 0 {
            return ill(msg!(
                "board-yinsh-ends-on-marker",
                line = line(),
                point = b.to_string()
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
        missing: impl Fn(&Yinsh, &Move) -> Msg,
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
        let ill = |m: Msg| Err(MoveError::Illegal(m));
        if self.result.is_some() {
            return ill(msg!("board-game-over-no-more-moves"));
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
            msg!(
                "board-yinsh-remove-first",
                rows = st.rows_text(me),
                example = format!(
                    "{}x{}-{}x{}",
                    so_far(mv),
                    s,
                    Pt(s.0 + 4 * d as u8),
                    st.first_ring(me)
                )
            )
        })?;
        let mut pass = false;
        if st.removed[me] < target {
            match it.next() {
                None => {
                    return ill(if st.placement_done() {
                        msg!(
                            "board-yinsh-missing-ring-move",
                            done = so_far(&mv).trim_end_matches(':')
                        )
                    } else {
                        msg!("board-yinsh-missing-placement")
                    });
                }
                Some(Part::Place(p)) => {
                    if st.placement_done() {
                        return ill(msg!(
                            "board-yinsh-all-placed",
                            ring = st.first_ring(me).to_string()
                        ));
                    }
                    if st.occupied() & p.bit() != 0 {
                        return ill(msg!("board-yinsh-point-taken", point = p.to_string()));
                    }
                    st.rings[me] |= p.bit();
                    st.placed += 1;
                    mv.action = Action::Place(*p);
                }
                Some(Part::Ring(a, b)) => {
                    if !st.placement_done() {
                        return ill(msg!("board-yinsh-still-placing", point = b.to_string()));
                    }
                    let flip = st.check_ring_move(me, *a, *b)?;
                    st.apply_ring(me, *a, *b, flip);
                    mv.action = Action::Ring { from: *a, to: *b };
                }
                Some(Part::Pass) => {
                    if !st.placement_done() {
                        return ill(msg!("board-yinsh-no-pass-placing"));
                    }
                    let mut example = None;
                    st.for_each_ring_move(me, |a, b, _| {
                        example.get_or_insert(format!("{a}-{b}"));
                    });
                    if let Some(e) = example {
                        return ill(msg!("board-yinsh-may-not-pass", line = e));
                    }
                    pass = true;
                    mv.action = Action::Pass;
                }
                Some(Part::Remove { .. }) => {
                    return ill(msg!("board-yinsh-nothing-to-remove"));
                }
            }
            st.take_removals(me, &mut it, &mut mv, |st, mv| {
                let (s, d) = st.first_row(me).expect("has a row");
                let row = format!("{}-{}", s, Pt(s.0 + 4 * d as u8));
                let example = format!("{}x{row}x{}", so_far(mv), st.first_ring(me));
                if rows(st.markers[me]).count() > 1 {
                    msg!(
                        "board-yinsh-makes-rows",
                        rows = st.rows_text(me),
                        example = example
                    )
                } else {
                    msg!("board-yinsh-makes-row", row = row, example = example)
                }
            })?;
        }
        if let Some(extra) = it.next() {
            let extra = part_text(extra);
            let done = mv.to_string();
            return ill(if st.removed[me] >= target {
                msg!("board-yinsh-extra-after-win", done = done, extra = extra)
            } else {
                msg!("board-yinsh-extra-after-move", done = done, extra = extra)
            });
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

//! A YINSH move as typed values: its removals before and after, and the
//! placement, ring move or pass between; written and read in the
//! canonical notation.

use std::str::FromStr;

use super::board::{Bits, Pt, window_bits};
use super::notation::{Part, parse_parts, row_ends, row_step};
use crate::games::MoveError;
use crate::language::Msg;
use crate::msg;

/// Removing one row (its five markers) and one ring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Removal {
    /// The row's first point (lower column, then lower row).
    pub start: Pt,
    /// Index step along the row: 1, 11 or 12.
    pub step: u8,
    /// The ring taken off.
    pub ring: Pt,
}

impl Removal {
    /// The row's last point.
    pub fn end(self) -> Pt {
        Pt(self.start.0 + 4 * self.step)
    }
    pub(super) fn bits(self) -> Bits {
        window_bits(self.start.0, self.step as u32)
    }
    pub(super) fn row_text(self) -> String {
        format!("{}-{}", self.start, self.end())
    }
}

impl std::fmt::Display for Removal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "x{}x{}", self.row_text(), self.ring)
    }
}

/// The middle part of a complete move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// No ring move: the pending removals alone won the game.
    None,
    /// A ring placed (moves 1-10).
    Place(Pt),
    /// A ring moved.
    Ring {
        /// Where the ring stood (a marker is left here).
        from: Pt,
        /// Where it lands.
        to: Pt,
    },
    /// No ring can move.
    Pass,
}

pub(super) const NO_REMOVAL: Removal = Removal {
    start: Pt(0),
    step: 0,
    ring: Pt(0),
};

/// A complete move: the removals of rows the opponent made, the placement,
/// ring move or pass, then the removals of the mover's own rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub(super) pre: [Removal; 3],
    pub(super) n_pre: u8,
    pub(super) action: Action,
    pub(super) post: [Removal; 3],
    pub(super) n_post: u8,
}

impl Move {
    pub(super) const EMPTY: Move = Move {
        pre: [NO_REMOVAL; 3],
        n_pre: 0,
        action: Action::None,
        post: [NO_REMOVAL; 3],
        n_post: 0,
    };
    /// Removals made before the action (rows the opponent made).
    pub fn pre(&self) -> &[Removal] {
        &self.pre[..self.n_pre as usize]
    }
    /// The placement, ring move or pass.
    pub fn action(&self) -> Action {
        self.action
    }
    /// Removals of the mover's own rows after the action.
    pub fn post(&self) -> &[Removal] {
        &self.post[..self.n_post as usize]
    }
    pub(super) fn push(&mut self, r: Removal) {
        if self.action == Action::None {
            self.pre[self.n_pre as usize] = r;
            self.n_pre += 1;
        } else {
            self.post[self.n_post as usize] = r;
            self.n_post += 1;
        }
    }
    pub(super) fn pop(&mut self) {
        if self.action == Action::None {
            self.n_pre -= 1;
            self.pre[self.n_pre as usize] = NO_REMOVAL;
        } else {
            self.n_post -= 1;
            self.post[self.n_post as usize] = NO_REMOVAL;
        }
    }
    pub(super) fn parts(&self) -> Vec<Part> {
        let rm = |r: &Removal| Part::Remove {
            row: Some((r.start, r.end())),
            ring: r.ring,
        };
        let mut v: Vec<Part> = self.pre().iter().map(rm).collect();
        match self.action {
            Action::None => {}
            Action::Place(p) => v.push(Part::Place(p)),
            Action::Ring { from, to } => v.push(Part::Ring(from, to)),
            Action::Pass => v.push(Part::Pass),
        }
        v.extend(self.post().iter().map(rm));
        v
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        let mut sep = |f: &mut std::fmt::Formatter<'_>| {
            let s = if first { "" } else { ";" };
            first = false;
            f.write_str(s)
        };
        for r in self.pre() {
            sep(f)?;
            write!(f, "{r}")?;
        }
        match self.action {
            Action::None => {}
            Action::Place(p) => {
                sep(f)?;
                write!(f, "{p}")?;
            }
            Action::Ring { from, to } => {
                sep(f)?;
                write!(f, "{from}-{to}")?;
            }
            Action::Pass => {
                sep(f)?;
                f.write_str("pass")?;
            }
        }
        for r in self.post() {
            sep(f)?;
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

/// Reads a move's canonical text, as [`Game::move_text`] writes it and a
/// game's log keeps it, without the position it was played in: that text
/// names every part in full, each removal with its row. Removals before
/// the placement, ring move or pass are of rows the opponent made, those
/// after it of the mover's own; a text of removals alone is a move that
/// wins by them. Says nothing of whether the move is legal anywhere; a
/// removal without its row (`xa5`) needs a position ([`Game::parse_move`]).
impl FromStr for Move {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<Move, MoveError> {
        let parse = |m: Msg| Err(MoveError::Parse(m));
        let mut mv = Move::EMPTY;
        for part in parse_parts(text)? {
            let action = match part {
                Part::Remove {
                    row: Some((a, b)),
                    ring,
                } => {
                    let (start, end) = row_ends(a, b);
                    let Some(step) = row_step(start, end) else {
                        return parse(msg!(
                            "board-yinsh-text-not-a-row",
                            text = text,
                            row = format!("{start}-{end}")
                        ));
                    };
                    let n = if mv.action == Action::None {
                        mv.n_pre
                    } else {
                        mv.n_post
                    };
                    if n as usize == mv.pre.len() {
                        return parse(msg!("board-yinsh-text-too-many-rows", text = text));
                    }
                    mv.push(Removal {
                        start,
                        step: step as u8,
                        ring,
                    });
                    continue;
                }
                Part::Remove { row: None, ring } => {
                    return parse(msg!(
                        "board-yinsh-text-no-row",
                        text = text,
                        ring = ring.to_string()
                    ));
                }
                Part::Place(p) => Action::Place(p),
                Part::Ring(from, to) => Action::Ring { from, to },
                Part::Pass => Action::Pass,
            };
            if mv.action != Action::None {
                return parse(msg!("board-yinsh-text-two-actions", text = text));
            }
            mv.action = action;
        }
        Ok(mv)
    }
}

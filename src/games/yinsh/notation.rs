//! Move notation: reading the parts of a move text, writing canonical text.

use super::board::Pt;
use crate::games::MoveError;
use crate::msg;

/// One part of a move text, as written (before it is checked against a
/// position).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// `e5`: place a ring.
    Place(Pt),
    /// `i8-f5`: move a ring.
    Ring(Pt, Pt),
    /// `pass`.
    Pass,
    /// `xg5-g9xa5`, or `xa5` with the row left out.
    Remove { row: Option<(Pt, Pt)>, ring: Pt },
}

/// How a move is written, for the errors.
fn forms() -> crate::language::Msg {
    msg!("board-yinsh-forms")
}

fn point(s: &str, whole: &str) -> Result<Pt, MoveError> {
    match Pt::parse(s) {
        Some(Ok(p)) => Ok(p),
        Some(Err(msg)) => Err(MoveError::Parse(msg)),
        None => Err(MoveError::Parse(msg!(
            "board-yinsh-not-a-point",
            text = whole,
            part = s
        ))),
    }
}

fn two_points(s: &str, whole: &str) -> Result<(Pt, Pt), MoveError> {
    match s.split_once('-') {
        Some((a, b)) => Ok((point(a, whole)?, point(b, whole)?)),
        None => Err(MoveError::Parse(msg!(
            "board-yinsh-not-two-points",
            text = whole,
            part = s
        ))),
    }
}

/// Splits a move text (without its `#N` guard) into parts.
pub fn parse_parts(text: &str) -> Result<Vec<Part>, MoveError> {
    let whole = text.trim();
    if whole.is_empty() {
        return Err(MoveError::Parse(msg!("board-move-empty", how = forms())));
    }
    if whole.chars().any(char::is_whitespace) {
        return Err(MoveError::Parse(msg!("board-yinsh-spaces", text = whole)));
    }
    let lower = whole.to_ascii_lowercase();
    lower
        .split([':', ';'])
        .map(|part| {
            if part.is_empty() {
                return Err(MoveError::Parse(msg!(
                    "board-yinsh-empty-part",
                    text = whole
                )));
            }
            if part == "pass" {
                return Ok(Part::Pass);
            }
            if let Some(rest) = part.strip_prefix('x') {
                return match rest.split_once('x') {
                    Some((row, ring)) => Ok(Part::Remove {
                        row: Some(two_points(row, whole)?),
                        ring: point(ring, whole)?,
                    }),
                    None if rest.contains('-') => Err(MoveError::Parse(msg!(
                        "board-yinsh-removal-needs-ring",
                        text = whole,
                        part = part,
                        row = rest
                    ))),
                    None => Ok(Part::Remove {
                        row: None,
                        ring: point(rest, whole)?,
                    }),
                };
            }
            if part.contains('-') {
                let (a, b) = two_points(part, whole)?;
                return Ok(Part::Ring(a, b));
            }
            if Pt::parse(part).is_none() {
                return Err(MoveError::Parse(msg!(
                    "board-yinsh-not-understood",
                    text = whole,
                    part = part,
                    how = forms()
                )));
            }
            Ok(Part::Place(point(part, whole)?))
        })
        .collect()
}

/// Orders a row's ends the canonical way: lower column first, then lower row.
pub fn row_ends(a: Pt, b: Pt) -> (Pt, Pt) {
    if (a.col(), a.row()) <= (b.col(), b.row()) {
        (a, b)
    } else {
        (b, a)
    }
}

/// The index step along a row from its first to its last point (ends as
/// [`row_ends`] orders them): 1, 11 or 12; `None` when the ends are not 4
/// steps apart on one line.
pub fn row_step(start: Pt, end: Pt) -> Option<u32> {
    match (end.col() - start.col(), end.row() - start.row()) {
        (0, 4) => Some(1),
        (4, 0) => Some(11),
        (4, 4) => Some(12),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Pt {
        Pt::parse(s).unwrap().unwrap()
    }

    #[test]
    fn parts_of_every_form() {
        assert_eq!(
            parse_parts("I8-F5:xG9-G5xA5").unwrap(),
            vec![
                Part::Ring(p("i8"), p("f5")),
                Part::Remove {
                    row: Some((p("g9"), p("g5"))),
                    ring: p("a5")
                }
            ]
        );
        assert_eq!(
            parse_parts("xa5;pass").unwrap(),
            vec![
                Part::Remove {
                    row: None,
                    ring: p("a5")
                },
                Part::Pass
            ]
        );
        assert_eq!(parse_parts("e5").unwrap(), vec![Part::Place(p("e5"))]);
    }

    #[test]
    fn malformed_texts_are_parse_errors() {
        for bad in [
            "", "f6-f7;", ";f6", "f6::f7", "e05", "hello", "f6 f7", "xg5-g9", "a1", "f6-", "xx",
            "e5-e6-e7",
        ] {
            assert!(
                matches!(parse_parts(bad), Err(MoveError::Parse(_))),
                "{bad:?} should not parse"
            );
        }
    }
}

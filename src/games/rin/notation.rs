//! Move notation: reading the points of a move text.
//!
//! A point is `r,c`, `(r,c)` or `r-c`, zero-based row and column in plain
//! decimal digits; the stones of a move are joined by `:` or `;`. Output
//! writes `r,c` joined by `;` (see [`super::Move`]'s `Display`).

use super::Pt;
use crate::games::MoveError;
use crate::language::Msg;
use crate::msg;

/// How a move is written, for the errors.
fn how() -> Msg {
    msg!("board-rin-how")
}

fn number(s: &str) -> Option<usize> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Anything this long is off every board; keep it from overflowing.
    if s.len() > 6 {
        return Some(usize::MAX);
    }
    s.parse().ok()
}

/// Reads one point (`3,6`, `(3,6)` or `3-6`) of a board of side `size`.
pub fn parse_point(part: &str, whole: &str, size: usize) -> Result<Pt, MoveError> {
    let not_point = || {
        MoveError::Parse(msg!(
            "board-rin-not-a-point",
            text = whole,
            part = part,
            how = how()
        ))
    };
    let inner = match (part.strip_prefix('('), part.strip_suffix(')')) {
        (Some(_), Some(_)) if part.len() >= 2 => &part[1..part.len() - 1],
        (None, None) => part,
        _ => {
            return Err(MoveError::Parse(msg!(
                "board-rin-brackets",
                text = whole,
                part = part
            )));
        }
    };
    let (r, c) = inner.split_once([',', '-']).ok_or_else(not_point)?;
    let (Some(r), Some(c)) = (number(r), number(c)) else {
        return Err(not_point());
    };
    if r >= size || c >= size {
        let max = size - 1;
        return Err(MoveError::Parse(msg!(
            "board-rin-off-this-board",
            point = part,
            max = max,
            size = size
        )));
    }
    Ok(Pt::new(r as u8, c as u8))
}

/// Splits a move text (without its `#N` guard) into its points, in order.
/// Says nothing yet about whether they may be played.
pub fn parse_points(text: &str, size: usize) -> Result<Vec<Pt>, MoveError> {
    let whole = text.trim();
    if whole.is_empty() {
        return Err(MoveError::Parse(msg!("board-move-empty", how = how())));
    }
    if whole.chars().any(char::is_whitespace) {
        return Err(MoveError::Parse(msg!(
            "board-rin-spaces",
            text = whole,
            how = how()
        )));
    }
    whole
        .split([':', ';'])
        .map(|part| {
            if part.is_empty() {
                return Err(MoveError::Parse(msg!("board-rin-empty-part", text = whole)));
            }
            parse_point(part, whole, size)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(r: u8, c: u8) -> Pt {
        Pt::new(r, c)
    }

    #[test]
    fn every_point_form_is_read() {
        assert_eq!(parse_points("3,6", 16).unwrap(), vec![p(3, 6)]);
        assert_eq!(parse_points("(3,6)", 16).unwrap(), vec![p(3, 6)]);
        assert_eq!(parse_points("3-6", 16).unwrap(), vec![p(3, 6)]);
        assert_eq!(parse_points("  03,6 \n", 16).unwrap(), vec![p(3, 6)]);
        assert_eq!(parse_points("3,6:4-7", 16).unwrap(), vec![p(3, 6), p(4, 7)]);
        assert_eq!(
            parse_points("(15,0);(0,15)", 16).unwrap(),
            vec![p(15, 0), p(0, 15)]
        );
        assert_eq!(
            parse_points("1,1:2,2:3,3", 8).unwrap(),
            vec![p(1, 1), p(2, 2), p(3, 3)],
            "the number of stones is a matter of legality, not notation"
        );
    }

    #[test]
    fn malformed_texts_are_parse_errors() {
        for bad in [
            "", "   ", "3,6;", ";3,6", "3,6::4,7", "3 ,6", "3,6 4,7", "hello", "3", "3,", ",6",
            "3,6,7", "3-6-7", "(3,6", "3,6)", "()", "-3,6", "3,-6", "+3,6", "3.6", "a,b", "3,6x",
            "3,6#", "e5",
        ] {
            assert!(
                matches!(parse_points(bad, 16), Err(MoveError::Parse(_))),
                "{bad:?} should not parse"
            );
        }
    }

    #[test]
    fn off_the_board_names_the_range() {
        let Err(MoveError::Parse(msg)) = parse_points("3,16", 16) else {
            panic!("3,16 is off a 16 x 16 board");
        };
        assert_eq!(
            msg.to_string(),
            "3,16 is off the board: rows and columns run from 0 to 15 on this 16 x 16 board"
        );
        assert!(parse_points("8,0", 8).is_err());
        assert!(parse_points("7,7", 8).is_ok());
        assert!(parse_points("19,19", 20).is_ok());
        assert!(parse_points("99999999999999999999,1", 20).is_err());
    }
}

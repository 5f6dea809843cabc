//! A seek's rating range (`-rating=LOW-HIGH`): absolute
//! (`-rating=1400-1700`) or around the seeker's own rating
//! (`-rating=-100+200`: from 100 below it to 200 above it).

use crate::language::Msg;
use crate::msg;

/// The highest rating an absolute range may name.
pub const MAX_RATING: i64 = 4000;
/// The most a relative range may reach below or above.
pub const MAX_REACH: i64 = 2000;

/// A seek's rating range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Range {
    /// Any rating fits.
    Any,
    /// From `low` to `high`, both included.
    Between { low: i64, high: i64 },
    /// From `below` under the seeker's own rating to `above` over it.
    Around { below: i64, above: i64 },
}

/// Digits alone, at most 4 of them (no sign, no space).
fn number(s: &str) -> Option<i64> {
    let ok = !s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| s.parse().ok()).flatten()
}

impl Range {
    /// Reads what follows `-rating=`.
    pub fn parse(text: &str) -> Result<Range, Msg> {
        let bad = || msg!("seek-bad-rating", text = text, most = MAX_RATING);
        if let Some(rest) = text.strip_prefix('-') {
            let (below, above) = rest.split_once('+').ok_or_else(bad)?;
            let (below, above) = (
                number(below).ok_or_else(bad)?,
                number(above).ok_or_else(bad)?,
            );
            if below > MAX_REACH || above > MAX_REACH {
                return Err(bad());
            }
            return Ok(Range::Around { below, above });
        }
        let (low, high) = text.split_once('-').ok_or_else(bad)?;
        let (low, high) = (number(low).ok_or_else(bad)?, number(high).ok_or_else(bad)?);
        if low > high || high > MAX_RATING {
            return Err(bad());
        }
        Ok(Range::Between { low, high })
    }

    /// The lowest and highest rating that fit, for a seeker rated `own`.
    pub fn bounds(self, own: f64) -> Option<(f64, f64)> {
        match self {
            Range::Any => None,
            Range::Between { low, high } => Some((low as f64, high as f64)),
            Range::Around { below, above } => Some((own - below as f64, own + above as f64)),
        }
    }

    /// Whether an opponent rated `other` fits the range of a seeker rated
    /// `own`.
    pub fn holds(self, own: f64, other: f64) -> bool {
        self.bounds(own)
            .is_none_or(|(low, high)| low <= other && other <= high)
    }

    /// As the store keeps it: (low, high, relative).
    pub fn columns(self) -> (Option<i64>, Option<i64>, bool) {
        match self {
            Range::Any => (None, None, false),
            Range::Between { low, high } => (Some(low), Some(high), false),
            Range::Around { below, above } => (Some(below), Some(above), true),
        }
    }

    /// From the store's columns.
    pub fn from_columns(low: Option<i64>, high: Option<i64>, relative: bool) -> Range {
        match (low, high, relative) {
            (Some(below), Some(above), true) => Range::Around { below, above },
            (Some(low), Some(high), false) => Range::Between { low, high },
            _ => Range::Any,
        }
    }

    /// As replies show it for a seeker rated `own`: `any` (in the
    /// reader's words), `1400-1700`, or `1400-1700 (-100+200)` (the
    /// numbers rounded).
    pub fn text(self, own: f64) -> Msg {
        let Some((low, high)) = self.bounds(own) else {
            return msg!("seek-range-any");
        };
        let (low, high) = (low.round().max(0.0), high.round());
        Msg::verbatim(match self {
            Range::Around { below, above } => format!("{low}-{high} (-{below}+{above})"),
            _ => format!("{low}-{high}"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absolute_and_relative_ranges_are_read() {
        assert_eq!(
            Range::parse("1400-1700"),
            Ok(Range::Between {
                low: 1400,
                high: 1700
            })
        );
        assert_eq!(
            Range::parse("-100+200"),
            Ok(Range::Around {
                below: 100,
                above: 200
            })
        );
        assert_eq!(
            Range::parse("-0+0"),
            Ok(Range::Around { below: 0, above: 0 })
        );
        for bad in [
            "",
            "1400",
            "1700-1400",
            "1400-",
            "-1400",
            "+100-200",
            "-100-200",
            "1400-4001",
            "-2001+0",
            "1400 -1700",
            "14000-15000",
            "a-b",
            "-+",
            "1e3-2e3",
            "-100+200+300",
        ] {
            let e = Range::parse(bad).unwrap_err().to_string();
            assert!(e.contains("rating range"), "{bad}: {e}");
        }
    }

    #[test]
    fn a_range_holds_both_ends() {
        let abs = Range::parse("1400-1700").unwrap();
        assert!(abs.holds(2000.0, 1400.0) && abs.holds(0.0, 1700.0));
        assert!(!abs.holds(1500.0, 1399.9) && !abs.holds(1500.0, 1700.1));
        let rel = Range::parse("-100+200").unwrap();
        assert!(rel.holds(1500.0, 1400.0) && rel.holds(1500.0, 1700.0));
        assert!(!rel.holds(1500.0, 1399.0) && !rel.holds(1600.0, 1450.0));
        assert!(Range::Any.holds(1500.0, 0.0));
    }

    #[test]
    fn columns_and_text() {
        for r in [
            Range::Any,
            Range::parse("1400-1700").unwrap(),
            Range::parse("-100+200").unwrap(),
        ] {
            let (l, h, rel) = r.columns();
            assert_eq!(Range::from_columns(l, h, rel), r);
        }
        let en = |r: Range, own| r.text(own).to_string();
        assert_eq!(en(Range::Any, 1500.0), "any");
        assert_eq!(en(Range::parse("1400-1700").unwrap(), 9.0), "1400-1700");
        assert_eq!(
            en(Range::parse("-100+200").unwrap(), 1512.4),
            "1412-1712 (-100+200)"
        );
    }
}

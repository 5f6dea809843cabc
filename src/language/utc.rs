//! Times as every reader is shown them: a moment, the same in every
//! language (`2026-11-22 10:00 UTC`), and a duration in the reader's words
//! (`1 day and 5 hours`).

use super::Msg;
use crate::msg;

const DAY: i64 = 86_400;

/// `2026-11-22 10:00 UTC`.
pub fn utc_text(t: i64) -> String {
    let days = t.div_euclid(DAY);
    let secs = t.rem_euclid(DAY);
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        secs / 3600,
        secs % 3600 / 60
    )
}

/// "13 days", "1 day and 5 hours", "3 hours": to the hour below, the last
/// minute of an hour counting as the whole hour (a mail written seconds
/// after a round time says the round time, not an hour less).
pub fn duration_text(seconds: i64) -> Msg {
    let s = seconds.max(0) + 60;
    let (days, hours) = (s / DAY, (s % DAY) / 3600);
    match (days, hours) {
        (0, 0) => msg!("server-duration-less-than-an-hour"),
        (0, h) => msg!("server-duration-hours", hours = h),
        (d, 0) => msg!("server-duration-days", days = d),
        (d, h) => msg!("server-duration-days-hours", days = d, hours = h),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_in_utc() {
        assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_text(1_795_341_600), "2026-11-22 10:00 UTC");
    }
}

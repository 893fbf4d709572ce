//! Timestamps at the start of log lines (RFC 3339), without pulling in chrono.

/// Seconds since the Unix epoch, UTC.
pub type Epoch = i64;

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    TooShort,
    BadNumber(&'static str),
    BadOffset,
}

fn num(s: &str, what: &'static str) -> Result<i64, ParseError> {
    s.parse::<i64>().map_err(|_| ParseError::BadNumber(what))
}

/// Days from 1970-01-01 to a civil date (Howard Hinnant's days_from_civil).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = (if y >= 0 { y } else { y - 399 }) / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Offset of `Z`, `+02:00` or `-05:30` in seconds east of UTC.
fn offset_seconds(s: &str) -> Result<i64, ParseError> {
    if s == "Z" {
        return Ok(0);
    }
    if s.len() != 6 || &s[3..4] != ":" {
        return Err(ParseError::BadOffset);
    }
    let sign = match &s[0..1] {
        "+" => 1,
        "-" => -1,
        _ => return Err(ParseError::BadOffset),
    };
    Ok(sign * (num(&s[1..3], "offset hour")? * 3600 + num(&s[4..6], "offset minute")? * 60))
}

/// Parses `2025-11-03T10:15:00Z`, `2025-11-03T12:15:00+02:00` and the same with
/// fractional seconds (`10:15:00.250Z`; the fraction is dropped).
pub fn parse_timestamp(s: &str) -> Result<Epoch, ParseError> {
    if s.len() < 20 {
        return Err(ParseError::TooShort);
    }
    let year = num(&s[0..4], "year")?;
    let month = num(&s[5..7], "month")?;
    let day = num(&s[8..10], "day")?;
    let hour = num(&s[11..13], "hour")?;
    let min = num(&s[14..16], "minute")?;
    let sec = num(&s[17..19], "second")?;
    let mut rest = &s[19..];
    if let Some(frac) = rest.strip_prefix('.') {
        rest = frac.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    let local = days_from_civil(year, month, day) * 86_400 + hour * 3600 + min * 60 + sec;
    Ok(local - offset_seconds(rest)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_parse_utc() {
        assert_eq!(parse_timestamp("2025-11-03T10:15:00Z"), Ok(1_762_164_900));
    }

    #[test]
    fn test_parse_fraction() {
        assert_eq!(parse_timestamp("2025-11-03T10:15:00.250Z"), Ok(1_762_164_900));
    }

    #[test]
    fn test_parse_timestamp_with_offset() {
        assert_eq!(parse_timestamp("2025-11-03T12:15:00+02:00"), parse_timestamp("2025-11-03T10:15:00Z"));
    }

    #[test]
    fn test_rejects_garbage() {
        assert_eq!(parse_timestamp("yesterday"), Err(ParseError::TooShort));
        assert_eq!(parse_timestamp("2025-11-03T10:15:00+2h"), Err(ParseError::BadOffset));
    }
}

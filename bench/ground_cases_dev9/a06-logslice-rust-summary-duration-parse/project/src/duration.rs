//! Human durations for `--since`: `90s`, `15m`, `2h`, `1d`, and combinations like `1h30m`.

use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum DurationError {
    Empty,
    Invalid(String),
    UnknownUnit(char),
    Overflow,
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DurationError::Empty => write!(f, "empty duration"),
            DurationError::Invalid(s) => write!(f, "invalid duration {s:?} (expected e.g. 90s, 15m, 2h, 1h30m)"),
            DurationError::UnknownUnit(c) => write!(f, "unknown unit {c:?} (use s, m, h or d)"),
            DurationError::Overflow => write!(f, "duration too large"),
        }
    }
}

impl std::error::Error for DurationError {}

pub fn parse_duration(s: &str) -> Result<Duration, DurationError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(DurationError::Empty);
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let unit: u64 = match c {
            's' => 1,
            'm' => 60,
            'h' => 3_600,
            'd' => 86_400,
            other => return Err(DurationError::UnknownUnit(other)),
        };
        let n: u64 = digits.parse().map_err(|_| DurationError::Invalid(s.to_string()))?;
        total = n.checked_mul(unit).ok_or(DurationError::Overflow)?;
        digits.clear();
    }
    if !digits.is_empty() {
        return Err(DurationError::Invalid(s.to_string()));
    }
    Ok(Duration::from_secs(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_units() {
        assert_eq!(parse_duration("90s").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_duration("15m").unwrap(), Duration::from_secs(900));
        assert_eq!(parse_duration("2h").unwrap(), Duration::from_secs(7_200));
        assert_eq!(parse_duration("1d").unwrap(), Duration::from_secs(86_400));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_duration(""), Err(DurationError::Empty));
        assert_eq!(parse_duration("30"), Err(DurationError::Invalid("30".into())));
        assert_eq!(parse_duration("5y"), Err(DurationError::UnknownUnit('y')));
    }
}

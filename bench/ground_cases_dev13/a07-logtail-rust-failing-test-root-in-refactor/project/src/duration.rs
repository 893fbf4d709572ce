//! Human durations for `--since`: "45s", "15m", "2h", "1d" and combinations like "1h30m".

use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum DurationError {
    Empty,
    BadNumber(String),
    BadUnit(char),
    MissingUnit(String),
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DurationError::Empty => write!(f, "empty duration"),
            DurationError::BadNumber(s) => write!(f, "bad number in duration {s:?}"),
            DurationError::BadUnit(c) => write!(f, "unknown unit {c:?} (use s, m, h or d)"),
            DurationError::MissingUnit(s) => write!(f, "duration {s:?} needs a unit (s, m, h or d)"),
        }
    }
}

impl std::error::Error for DurationError {}

pub fn parse_duration(s: &str) -> Result<Duration, DurationError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(DurationError::Empty);
    }
    if s.ends_with(|c: char| c.is_ascii_digit()) {
        return Err(DurationError::MissingUnit(s.to_string()));
    }
    let mut total: u64 = 0;
    // "1h30m" -> ["1h", "30m"]: each part is a number followed by its unit.
    for part in s.split_inclusive(|c: char| !c.is_ascii_digit()) {
        let (idx, unit) = part.char_indices().last().expect("split_inclusive yields non-empty parts");
        let n: u64 = part[..idx].parse().map_err(|_| DurationError::BadNumber(s.to_string()))?;
        total = n * unit_seconds(unit)?;
    }
    Ok(Duration::from_secs(total))
}

fn unit_seconds(unit: char) -> Result<u64, DurationError> {
    match unit {
        's' => Ok(1),
        'm' => Ok(60),
        'h' => Ok(3_600),
        'd' => Ok(86_400),
        other => Err(DurationError::BadUnit(other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_single_units() {
        assert_eq!(parse_duration("45s"), Ok(Duration::from_secs(45)));
        assert_eq!(parse_duration("15m"), Ok(Duration::from_secs(900)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7_200)));
        assert_eq!(parse_duration(" 1d "), Ok(Duration::from_secs(86_400)));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_duration(""), Err(DurationError::Empty));
        assert_eq!(parse_duration("10"), Err(DurationError::MissingUnit("10".into())));
        assert_eq!(parse_duration("5x"), Err(DurationError::BadUnit('x')));
        assert_eq!(parse_duration("h"), Err(DurationError::BadNumber("h".into())));
    }
}

//! Human-friendly durations for `--since`: `90`, `90s`, `30m`, `2h`, `1d`.

use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum DurationError {
    Empty,
    BadNumber(String),
    BadUnit(String),
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DurationError::Empty => write!(f, "empty duration"),
            DurationError::BadNumber(s) => write!(f, "not a number: {s}"),
            DurationError::BadUnit(u) => write!(f, "unknown unit '{u}' (use s, m, h or d)"),
        }
    }
}

impl std::error::Error for DurationError {}

/// Parses a number followed by an optional unit (`s` when omitted).
pub fn parse_duration(input: &str) -> Result<Duration, DurationError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(DurationError::Empty);
    }
    let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let n: u64 = num.parse().map_err(|_| DurationError::BadNumber(s.to_string()))?;
    let secs = match unit {
        "" | "s" => n,
        "m" => n * 60,
        "h" => n * 60,
        "d" => n * 86_400,
        other => return Err(DurationError::BadUnit(other.to_string())),
    };
    Ok(Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_seconds() {
        assert_eq!(parse_duration("90"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
    }

    #[test]
    fn parses_minutes() {
        assert_eq!(parse_duration("30m"), Ok(Duration::from_secs(1800)));
    }

    #[test]
    fn parses_hours() {
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7200)));
    }

    #[test]
    fn parses_days() {
        assert_eq!(parse_duration("1d"), Ok(Duration::from_secs(86_400)));
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(parse_duration(""), Err(DurationError::Empty));
        assert_eq!(parse_duration("m"), Err(DurationError::BadNumber("m".into())));
        assert_eq!(parse_duration("5w"), Err(DurationError::BadUnit("w".into())));
    }
}

use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum DurationError {
    Empty,
    BadNumber(String),
    UnknownUnit(String),
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DurationError::Empty => write!(f, "empty duration"),
            DurationError::BadNumber(s) => write!(f, "not a number: {s:?}"),
            DurationError::UnknownUnit(u) => write!(f, "unknown unit {u:?} (use s, m, h or d)"),
        }
    }
}

impl std::error::Error for DurationError {}

/// Parses "90", "15m", "2h", "1d" and the like.
pub fn parse_duration(input: &str) -> Result<Duration, DurationError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(DurationError::Empty);
    }
    let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let n: u64 = num.parse().map_err(|_| DurationError::BadNumber(input.to_string()))?;
    let secs_per_unit = match unit.trim() {
        "s" | "sec" => 1,
        "m" | "min" => 60,
        "" | "h" | "hr" => 3_600,
        "d" => 86_400,
        other => return Err(DurationError::UnknownUnit(other.to_string())),
    };
    Ok(Duration::from_secs(n * secs_per_unit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        assert_eq!(parse_duration("15m"), Ok(Duration::from_secs(900)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7_200)));
        assert_eq!(parse_duration("1d"), Ok(Duration::from_secs(86_400)));
        assert_eq!(parse_duration(" 30 s "), Ok(Duration::from_secs(30)));
    }

    #[test]
    fn errors() {
        assert_eq!(parse_duration(""), Err(DurationError::Empty));
        assert!(matches!(parse_duration("5w"), Err(DurationError::UnknownUnit(_))));
        assert!(matches!(parse_duration("m"), Err(DurationError::BadNumber(_))));
    }
}

//! Parsing of human durations such as `90s`, `15m` or `1h30m`.

use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    BadNumber(String),
    UnknownUnit(String),
    MissingUnit(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty duration"),
            ParseError::BadNumber(s) => write!(f, "bad number in duration {s:?}"),
            ParseError::UnknownUnit(u) => write!(f, "unknown duration unit {u:?} (use ms, s, m, h or d)"),
            ParseError::MissingUnit(s) => write!(f, "duration {s:?} needs a unit, e.g. {s}s"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Milliseconds per unit. `ms` has to be read as one unit, so units are whole words.
fn unit_ms(unit: &str) -> Result<u64, ParseError> {
    match unit {
        "ms" => Ok(1),
        "s" => Ok(1_000),
        "m" => Ok(60_000),
        "h" => Ok(3_600_000),
        "d" => Ok(86_400_000),
        other => Err(ParseError::UnknownUnit(other.to_string())),
    }
}

/// Parses `1h30m`, `45s`, `500ms`, `2d` ... into a Duration. Units may be combined,
/// largest first.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total_ms: u64 = 0;
    let mut chars = s.chars().peekable();
    while chars.peek().is_some() {
        let mut num = String::new();
        while let Some(c) = chars.next_if(|c| c.is_ascii_digit()) {
            num.push(c);
        }
        let mut unit = String::new();
        while let Some(c) = chars.next_if(|c| c.is_ascii_alphabetic()) {
            unit.push(c);
        }
        if num.is_empty() {
            return Err(ParseError::BadNumber(input.to_string()));
        }
        if unit.is_empty() {
            return Err(ParseError::MissingUnit(input.to_string()));
        }
        let n: u64 = num.parse().map_err(|_| ParseError::BadNumber(input.to_string()))?;
        total_ms = n * unit_ms(&unit)?;
    }
    Ok(Duration::from_millis(total_ms))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_single_units() {
        assert_eq!(parse_duration("45s"), Ok(Duration::from_secs(45)));
        assert_eq!(parse_duration("15m"), Ok(Duration::from_secs(900)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7200)));
    }

    #[test]
    fn parses_compound() {
        assert_eq!(parse_duration("1h30m15s"), Ok(Duration::from_secs(5415)));
        assert_eq!(parse_duration(" 1h30m "), Ok(Duration::from_secs(5400)));
    }

    #[test]
    fn parses_millis_and_days() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(2 * 86_400)));
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(parse_duration(""), Err(ParseError::Empty));
        assert_eq!(parse_duration("10"), Err(ParseError::MissingUnit("10".into())));
        assert_eq!(parse_duration("5x"), Err(ParseError::UnknownUnit("x".into())));
        assert_eq!(parse_duration("h"), Err(ParseError::BadNumber("h".into())));
    }
}

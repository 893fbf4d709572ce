use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    MissingUnit(String),
    UnknownUnit(char),
    Overflow,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty duration"),
            ParseError::MissingUnit(n) => write!(f, "number {n} has no unit (use s, m, h or d)"),
            ParseError::UnknownUnit(c) => write!(f, "unknown unit '{c}' (use s, m, h or d)"),
            ParseError::Overflow => write!(f, "duration too large"),
        }
    }
}

/// `--since` takes either a duration (`45m`) or a timestamp; a duration is
/// all digits and unit letters.
pub fn looks_like_duration(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit() || "smhd".contains(c))
}

fn unit_seconds(unit: char) -> Result<u64, ParseError> {
    match unit {
        's' => Ok(1),
        'm' => Ok(60),
        'h' => Ok(3600),
        'd' => Ok(86_400),
        other => Err(ParseError::UnknownUnit(other)),
    }
}

/// `90s`, `45m`, `2h`, `1d`, and combinations like `1h30m`.
pub fn parse_duration(s: &str) -> Result<Duration, ParseError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    for ch in s.chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        if digits.is_empty() {
            return Err(ParseError::UnknownUnit(ch));
        }
        let n: u64 = digits.parse().map_err(|_| ParseError::Overflow)?;
        total = n * unit_seconds(ch)?;
        digits.clear();
    }
    if !digits.is_empty() {
        return Err(ParseError::MissingUnit(digits));
    }
    Ok(Duration::from_secs(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_units() {
        assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("45m"), Ok(Duration::from_secs(2700)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7200)));
        assert_eq!(parse_duration("1d"), Ok(Duration::from_secs(86_400)));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_duration(""), Err(ParseError::Empty));
        assert_eq!(
            parse_duration("15"),
            Err(ParseError::MissingUnit("15".into()))
        );
        assert_eq!(parse_duration("3w"), Err(ParseError::UnknownUnit('w')));
    }

    #[test]
    fn tells_durations_from_times() {
        assert!(looks_like_duration("1h30m"));
        assert!(!looks_like_duration("2025-11-12T08:00:00Z"));
    }
}

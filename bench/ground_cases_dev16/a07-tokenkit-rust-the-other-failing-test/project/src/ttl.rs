//! Parsing of the `--ttl` option: a number followed by a unit (`90s`, `15m`, `12h`, `7d`).

use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum TtlError {
    Empty,
    BadNumber(String),
    UnknownUnit(char),
}

impl fmt::Display for TtlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TtlError::Empty => write!(f, "empty ttl"),
            TtlError::BadNumber(s) => write!(f, "not a number: {s:?}"),
            TtlError::UnknownUnit(c) => write!(f, "unknown unit {c:?} (use s, m, h or d)"),
        }
    }
}

impl std::error::Error for TtlError {}

/// Parses a ttl such as `90s` or `15m`. A bare number is rejected: the unit is required.
pub fn parse_ttl(input: &str) -> Result<Duration, TtlError> {
    let input = input.trim();
    let unit = input.chars().last().ok_or(TtlError::Empty)?;
    let digits = &input[..input.len() - unit.len_utf8()];
    let n: u64 = digits
        .parse()
        .map_err(|_| TtlError::BadNumber(digits.to_string()))?;
    let secs = match unit {
        's' => n,
        'm' => n * 60,
        'h' => n * 3600,
        'd' => n * 86_400,
        other => return Err(TtlError::UnknownUnit(other)),
    };
    Ok(Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_units() {
        assert_eq!(parse_ttl("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_ttl("15m"), Ok(Duration::from_secs(900)));
        assert_eq!(parse_ttl("12h"), Ok(Duration::from_secs(43_200)));
        assert_eq!(parse_ttl("7d"), Ok(Duration::from_secs(604_800)));
    }

    #[test]
    fn requires_a_unit() {
        assert_eq!(parse_ttl("15"), Err(TtlError::UnknownUnit('5')));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_ttl(""), Err(TtlError::Empty));
        assert_eq!(parse_ttl("abcm"), Err(TtlError::BadNumber("abc".into())));
    }
}

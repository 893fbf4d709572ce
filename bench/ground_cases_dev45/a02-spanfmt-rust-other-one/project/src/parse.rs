use std::fmt;
use std::time::Duration;

use crate::UNITS;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    MissingNumber { at: usize },
    UnknownUnit { unit: String, at: usize },
    Overflow,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty duration"),
            ParseError::MissingNumber { at } => write!(f, "expected a number at {at}"),
            ParseError::UnknownUnit { unit, at } => write!(f, "unknown unit `{unit}` at {at}"),
            ParseError::Overflow => write!(f, "duration too large"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Parse `"1h30m"`, `"250ms"`, `"2d 4h"` and the like. Whitespace between parts is ignored.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let s: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total: u64 = 0;
    let mut pos = 0;
    while pos < s.len() {
        let rest = &s[pos..];
        let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        if digits == 0 {
            return Err(ParseError::MissingNumber { at: pos });
        }
        let n: u64 = rest[..digits].parse().map_err(|_| ParseError::Overflow)?;
        let rest = &rest[digits..];
        let unit_len = rest.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(1);
        let unit = &rest[..unit_len];
        let size = UNITS
            .iter()
            .find(|(suffix, _)| *suffix == unit)
            .map(|(_, size)| *size)
            .ok_or_else(|| ParseError::UnknownUnit { unit: unit.to_string(), at: pos + digits })?;
        total = n
            .checked_mul(size)
            .and_then(|ms| total.checked_add(ms))
            .ok_or(ParseError::Overflow)?;
        pos += digits + unit_len;
    }
    Ok(Duration::from_millis(total))
}

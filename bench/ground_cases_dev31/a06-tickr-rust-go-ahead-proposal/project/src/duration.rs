//! Parsing and formatting of human durations like `1h30m`, `45s` or `2m5s`.

use std::fmt;

#[derive(Debug, PartialEq, Eq)]
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
            ParseError::MissingUnit(s) => write!(f, "missing unit after `{s}` (use h, m or s)"),
            ParseError::UnknownUnit(c) => write!(f, "unknown unit `{c}` (use h, m or s)"),
            ParseError::Overflow => write!(f, "duration too large"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Parses `1h30m`, `90s` or `2m5s` into whole seconds.
pub fn parse_duration(input: &str) -> Result<u64, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if digits.is_empty() {
            return Err(ParseError::MissingUnit(s.to_string()));
        }
        let n: u64 = digits.parse().map_err(|_| ParseError::Overflow)?;
        let unit: u64 = match c {
            'h' => 3600,
            'm' => 60,
            's' => 1,
            other => return Err(ParseError::UnknownUnit(other)),
        };
        total = n.checked_mul(unit).ok_or(ParseError::Overflow)?;
        digits.clear();
    }
    if !digits.is_empty() {
        return Err(ParseError::MissingUnit(digits));
    }
    Ok(total)
}

/// Formats whole seconds as `1h30m`, `45s` or `2m5s` (the inverse of `parse_duration`).
pub fn format_duration(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    let mut out = String::new();
    if h > 0 {
        out.push_str(&format!("{h}h"));
    }
    if m > 0 {
        out.push_str(&format!("{m}m"));
    }
    if s > 0 || out.is_empty() {
        out.push_str(&format!("{s}s"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_units() {
        assert_eq!(parse_duration("90s"), Ok(90));
        assert_eq!(parse_duration("25m"), Ok(1500));
        assert_eq!(parse_duration("2h"), Ok(7200));
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(parse_duration(""), Err(ParseError::Empty));
        assert_eq!(parse_duration("10"), Err(ParseError::MissingUnit("10".into())));
        assert_eq!(parse_duration("5d"), Err(ParseError::UnknownUnit('d')));
    }

    #[test]
    fn formats() {
        assert_eq!(format_duration(0), "0s");
        assert_eq!(format_duration(5400), "1h30m");
        assert_eq!(format_duration(125), "2m5s");
    }
}

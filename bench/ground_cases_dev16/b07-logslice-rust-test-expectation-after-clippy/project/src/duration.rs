//! Durations written the way people type them on the command line: `90s`, `15m`, `2h`, `1d`.

use std::fmt;
use std::time::Duration;

#[derive(Debug, PartialEq, Eq)]
pub enum DurationError {
    Empty,
    MissingUnit(String),
    UnknownUnit(char),
    BadNumber(String),
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DurationError::Empty => write!(f, "empty duration"),
            DurationError::MissingUnit(s) => write!(f, "missing unit after {s} (use s, m, h or d)"),
            DurationError::UnknownUnit(c) => write!(f, "unknown unit {c:?} (use s, m, h or d)"),
            DurationError::BadNumber(s) => write!(f, "not a number: {s}"),
        }
    }
}

impl std::error::Error for DurationError {}

fn unit_secs(unit: char) -> Result<u64, DurationError> {
    match unit {
        's' => Ok(1),
        'm' => Ok(60),
        'h' => Ok(3600),
        'd' => Ok(86_400),
        other => Err(DurationError::UnknownUnit(other)),
    }
}

/// Parse one or more `<number><unit>` parts, e.g. `90s`, `1h30m`, `2m30s`.
pub fn parse_duration(input: &str) -> Result<Duration, DurationError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(DurationError::Empty);
    }
    let mut total = 0u64;
    let mut number = String::new();
    for c in input.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        if number.is_empty() {
            return Err(DurationError::BadNumber(c.to_string()));
        }
        let n: u64 = number
            .parse()
            .map_err(|_| DurationError::BadNumber(number.clone()))?;
        total += n * unit_secs(c)?;
        number.clear();
    }
    if !number.is_empty() {
        return Err(DurationError::MissingUnit(input.to_string()));
    }
    Ok(Duration::from_secs(total))
}

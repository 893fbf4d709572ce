use std::time::Duration;

use thiserror::Error;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ParseError {
    #[error("empty duration")]
    Empty,
    #[error("missing unit after {0}")]
    MissingUnit(u64),
    #[error("unknown unit {0:?}")]
    UnknownUnit(String),
    #[error("invalid number {0:?}")]
    BadNumber(String),
}

fn unit_millis(unit: &str) -> Option<u64> {
    match unit {
        "ms" => Some(1),
        "s" => Some(1_000),
        "m" => Some(60_000),
        "h" => Some(3_600_000),
        "d" => Some(86_400_000),
        _ => None,
    }
}

/// Parse `"1h30m"`, `"45s"`, `"2d 4h"` into a Duration.
pub fn parse_duration(input: &str) -> Result<Duration, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total: u64 = 0;
    let mut rest = s;
    while !rest.is_empty() {
        rest = rest.trim_start();
        let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        let (num, tail) = rest.split_at(digits);
        let n: u64 = num.parse().map_err(|_| ParseError::BadNumber(num.to_string()))?;
        let unit_len = tail.find(|c: char| c.is_ascii_digit() || c.is_whitespace()).unwrap_or(tail.len());
        let (unit, next) = tail.split_at(unit_len);
        if unit.is_empty() {
            return Err(ParseError::MissingUnit(n));
        }
        let mult = unit_millis(unit).ok_or_else(|| ParseError::UnknownUnit(unit.to_string()))?;
        total += n * mult;
        rest = next;
    }
    Ok(Duration::from_millis(total))
}

/// The shortest string parse_duration reads back as `d` (whole seconds and up).
pub fn format_duration(d: Duration) -> String {
    let mut secs = d.as_secs();
    if secs == 0 {
        return format!("{}ms", d.as_millis());
    }
    let mut out = String::new();
    for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)] {
        if secs >= size {
            out.push_str(&format!("{}{}", secs / size, unit));
            secs %= size;
        }
    }
    out
}

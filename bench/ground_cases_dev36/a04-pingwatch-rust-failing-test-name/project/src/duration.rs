//! Human-friendly durations for the config file and the CLI (`--every 30s`).

use std::time::Duration;

use thiserror::Error;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum DurationError {
    #[error("empty duration")]
    Empty,
    #[error("invalid number in {0:?}")]
    BadNumber(String),
    #[error("unknown unit {0:?} (use ms, s, m or h)")]
    BadUnit(String),
}

/// Parses `250ms`, `30s`, `5m`, `2h` and compounds like `1h30m`; a bare number is seconds.
pub fn parse_duration(input: &str) -> Result<Duration, DurationError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(DurationError::Empty);
    }
    let mut total = Duration::ZERO;
    let mut chars = s.chars().peekable();
    while chars.peek().is_some() {
        let mut num = String::new();
        while let Some(c) = chars.peek().copied().filter(|c| c.is_ascii_digit()) {
            num.push(c);
            chars.next();
        }
        let n: u64 = num.parse().map_err(|_| DurationError::BadNumber(s.to_string()))?;
        let unit = chars.next().map(String::from).unwrap_or_default();
        total += unit_to_duration(n, &unit)?;
    }
    Ok(total)
}

fn unit_to_duration(n: u64, unit: &str) -> Result<Duration, DurationError> {
    match unit {
        "ms" => Ok(Duration::from_millis(n)),
        "s" | "" => Ok(Duration::from_secs(n)),
        "m" => Ok(Duration::from_secs(n * 60)),
        "h" => Ok(Duration::from_secs(n * 3600)),
        other => Err(DurationError::BadUnit(other.to_string())),
    }
}

/// Formats a duration back the way the config file writes it (used by `pingwatch show`).
pub fn format_duration(d: Duration) -> String {
    let ms = d.as_millis();
    if ms % 1000 != 0 {
        return format!("{ms}ms");
    }
    let secs = d.as_secs();
    match secs {
        s if s % 3600 == 0 && s > 0 => format!("{}h", s / 3600),
        s if s % 60 == 0 && s > 0 => format!("{}m", s / 60),
        s => format!("{s}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compound_hours_minutes() {
        assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5400)));
    }

    #[test]
    fn compound_minutes_seconds() {
        assert_eq!(parse_duration("2m15s"), Ok(Duration::from_secs(135)));
    }
}

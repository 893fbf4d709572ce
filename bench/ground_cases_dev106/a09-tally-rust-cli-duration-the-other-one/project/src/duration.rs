//! Durations as people type them in the time log: "45m", "1h30m", "2h", "90s".

use std::fmt;

#[derive(Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad duration: {}", self.0)
    }
}

/// Parses "1h30m" style text into seconds.
pub fn parse_duration(text: &str) -> Result<u64, ParseError> {
    let mut total = 0u64;
    let mut digits = String::new();
    for ch in text.trim().chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        let n: u64 = digits.parse().map_err(|_| ParseError(text.to_string()))?;
        digits.clear();
        match ch {
            'h' => total += n * 3600,
            'm' => total += n * 60,
            's' => total += n,
            _ => return Err(ParseError(text.to_string())),
        }
    }
    if !digits.is_empty() {
        return Err(ParseError(text.to_string()));
    }
    Ok(total)
}

/// Formats seconds the way the weekly report shows them: "1h30m", "45m", "2h".
pub fn format_duration(secs: u64) -> String {
    let hours = secs / 3600;
    let mins = secs / 60;
    match (hours, mins) {
        (0, m) => format!("{m}m"),
        (h, 0) => format!("{h}h"),
        (h, m) => format!("{h}h{m:02}m"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_units() {
        assert_eq!(parse_duration("45m"), Ok(2700));
        assert_eq!(parse_duration("2h"), Ok(7200));
        assert_eq!(parse_duration("90s"), Ok(90));
        assert_eq!(parse_duration("1h30m"), Ok(5400));
        assert_eq!(parse_duration(" 1h5m10s "), Ok(3910));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_duration("1x").is_err());
        assert!(parse_duration("30").is_err());
        assert!(parse_duration("h").is_err());
    }
}

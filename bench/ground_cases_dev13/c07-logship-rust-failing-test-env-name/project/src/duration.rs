//! Durations in config files: "30s", "5m", "1h".

use std::time::Duration;

#[derive(Debug, PartialEq)]
pub struct DurationError(pub String);

impl std::fmt::Display for DurationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "invalid duration {:?} (use e.g. 500ms, 30s, 5m, 1h, 1d)", self.0)
    }
}

pub fn parse_duration(text: &str) -> Result<Duration, DurationError> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .ok_or_else(|| DurationError(text.to_string()))?;
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().map_err(|_| DurationError(text.to_string()))?;
    let secs = match unit {
        "ms" => return Ok(Duration::from_millis(n)),
        "s" => n,
        "m" => n * 60,
        "h" => n * 3600,
        "d" => n * 86_400,
        _ => return Err(DurationError(text.to_string())),
    };
    Ok(Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_units() {
        assert_eq!(parse_duration("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("5m"), Ok(Duration::from_secs(300)));
        assert_eq!(parse_duration(" 2h "), Ok(Duration::from_secs(7200)));
    }

    #[test]
    fn parses_millis_and_days() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("1d"), Ok(Duration::from_secs(86_400)));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_duration("").is_err());
        assert!(parse_duration("10").is_err());
        assert!(parse_duration("m5").is_err());
        assert!(parse_duration("5 parsecs").is_err());
    }
}

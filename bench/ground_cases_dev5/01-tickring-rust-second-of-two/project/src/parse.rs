use std::time::Duration;

use crate::error::Error;

/// Parses "250ms", "5s" or "2m" into a Duration. A bare number is seconds.
pub fn parse_duration(s: &str) -> Result<Duration, Error> {
    let s = s.trim();
    let digits_end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (num, unit) = s.split_at(digits_end);
    let n: u64 = if num.is_empty() { 0 } else { num.parse().map_err(|_| Error::BadDuration(s.to_string()))? };
    match unit {
        "ms" => Ok(Duration::from_millis(n)),
        "s" | "" => Ok(Duration::from_secs(n)),
        "m" => Ok(Duration::from_secs(n * 60)),
        _ => Err(Error::BadDuration(s.to_string())),
    }
}

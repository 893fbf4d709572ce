//! Timestamps: the ones users pass on the command line and the ones at the start of log lines.

use chrono::{DateTime, Duration, NaiveDateTime, TimeZone, Utc};

use crate::error::SliceError;

/// Formats we accept at the start of a log line (always the first 19 bytes).
const LINE_FORMATS: &[&str] = &["%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S"];

/// Parse a `--since` / `--until` argument: a relative "10m" (before now), RFC 3339,
/// or one of LINE_FORMATS read as UTC.
pub fn parse_time_arg(arg: &str) -> Result<DateTime<Utc>, SliceError> {
    if let Some(ago) = parse_relative(arg) {
        return Ok(Utc::now() - ago);
    }
    if let Ok(t) = DateTime::parse_from_rfc3339(arg) {
        return Ok(t.with_timezone(&Utc));
    }
    for fmt in LINE_FORMATS {
        if let Ok(t) = NaiveDateTime::parse_from_str(arg, fmt) {
            return Ok(Utc.from_utc_datetime(&t));
        }
    }
    Err(SliceError::BadTime(arg.to_string()))
}

/// "90s", "10m", "2h", "3d": how long before now. None for anything else.
fn parse_relative(arg: &str) -> Option<Duration> {
    let unit = arg.chars().last()?;
    let n: i64 = arg[..arg.len() - unit.len_utf8()].parse().ok().filter(|n| *n >= 0)?;
    match unit {
        's' => Some(Duration::seconds(n)),
        'm' => Some(Duration::minutes(n)),
        'h' => Some(Duration::hours(n)),
        'd' => Some(Duration::days(n)),
        _ => None,
    }
}

/// The timestamp at the start of a log line, or None for lines without one
/// (continuation lines of a multi-line message).
pub fn line_timestamp(line: &str) -> Option<DateTime<Utc>> {
    let head = &line[..19];
    for fmt in LINE_FORMATS {
        if let Ok(t) = NaiveDateTime::parse_from_str(head, fmt) {
            return Some(Utc.from_utc_datetime(&t));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rfc3339_argument() {
        let t = parse_time_arg("2024-03-01T10:00:00+09:00").unwrap();
        assert_eq!(t.to_rfc3339(), "2024-03-01T01:00:00+00:00");
    }

    #[test]
    fn parses_plain_argument_as_utc() {
        let t = parse_time_arg("2024-03-01 10:00:00").unwrap();
        assert_eq!(t.to_rfc3339(), "2024-03-01T10:00:00+00:00");
    }

    #[test]
    fn reads_line_timestamp() {
        let t = line_timestamp("2024-03-01T10:00:05 INFO started").unwrap();
        assert_eq!(t.to_rfc3339(), "2024-03-01T10:00:05+00:00");
    }

    #[test]
    fn line_without_timestamp() {
        assert!(line_timestamp("\tat com.example.billing.Worker.run(Worker.java:42)").is_none());
    }

    #[test]
    fn parses_relative_argument() {
        let t = parse_time_arg("10m").unwrap();
        let diff = Utc::now() - t;
        assert!(diff >= Duration::minutes(10) && diff < Duration::minutes(11));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert!(parse_relative("10w").is_none());
        assert!(parse_relative("-5m").is_none());
        assert!(parse_time_arg("10w").is_err());
    }
}

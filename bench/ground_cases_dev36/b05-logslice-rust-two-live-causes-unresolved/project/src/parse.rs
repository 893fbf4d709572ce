//! Timestamps at the start of a log line.
//!
//! Supported:
//!   2025-10-01T00:00:05.123+09:00 INFO ...   (RFC 3339, from the Go services)
//!   2025-10-01 00:00:05,123 INFO ...         (logback default pattern, no offset)

use chrono::{DateTime, Local, NaiveDateTime, TimeZone, Utc};

const NAIVE_FORMATS: &[&str] = &["%Y-%m-%d %H:%M:%S,%3f", "%Y-%m-%d %H:%M:%S%.f", "%Y-%m-%dT%H:%M:%S%.f"];

/// The timestamp at the start of `line`, if any, in UTC.
pub fn timestamp(line: &str) -> Option<DateTime<Utc>> {
    let head = line.split_whitespace().next()?;
    if let Ok(dt) = DateTime::parse_from_rfc3339(head) {
        return Some(dt.with_timezone(&Utc));
    }
    // logback writes the date and the time as two fields
    let two = line.split_whitespace().take(2).collect::<Vec<_>>().join(" ");
    for fmt in NAIVE_FORMATS {
        for candidate in [two.as_str(), head] {
            if let Ok(naive) = NaiveDateTime::parse_from_str(candidate, fmt) {
                // the servers log in their own local time
                return Local.from_local_datetime(&naive).single().map(|dt| dt.with_timezone(&Utc));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_with_offset() {
        let ts = timestamp("2025-10-01T00:00:05.123+09:00 INFO started").unwrap();
        assert_eq!(ts.to_rfc3339(), "2025-09-30T15:00:05.123+00:00");
    }

    #[test]
    fn no_timestamp() {
        assert!(timestamp("    at com.example.Foo.bar(Foo.java:42)").is_none());
        assert!(timestamp("").is_none());
    }
}

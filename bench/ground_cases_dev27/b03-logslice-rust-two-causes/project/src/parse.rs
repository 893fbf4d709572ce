use chrono::{DateTime, FixedOffset, Local, NaiveDateTime, TimeZone};

/// The timestamp at the start of a log line, if it has one.
///
/// Two shapes are written by our services:
///   `2025-11-05T14:03:22.481+09:00 INFO ...`  (api, worker)
///   `2025-11-05 14:03:22.481 INFO ...`        (batch, legacy)
/// Continuation lines (stack traces, wrapped JSON) have none.
pub fn parse_timestamp(line: &str) -> Option<DateTime<FixedOffset>> {
    let mut parts = line.split_whitespace();
    let first = parts.next()?;
    if first.len() > 10 && first.as_bytes()[10] == b'T' {
        return DateTime::parse_from_rfc3339(first).ok();
    }
    let second = parts.next()?;
    if !looks_like_date(first) {
        return None;
    }
    let naive = NaiveDateTime::parse_from_str(&format!("{first} {second}"), "%Y-%m-%d %H:%M:%S%.f").ok()?;
    // no offset in the line: read it as this machine's local time
    Local.from_local_datetime(&naive).single().map(|t| t.fixed_offset())
}

fn looks_like_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10 && b[4] == b'-' && b[7] == b'-' && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_line() {
        let ts = parse_timestamp("2025-11-05T14:03:22.481+09:00 INFO started").unwrap();
        assert_eq!(ts.offset().local_minus_utc(), 9 * 3600);
    }

    #[test]
    fn continuation_line() {
        assert!(parse_timestamp("    at com.example.Foo.bar(Foo.java:42)").is_none());
        assert!(parse_timestamp("").is_none());
    }
}

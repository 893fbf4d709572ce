use chrono::{DateTime, FixedOffset};

use crate::parse::parse_timestamp;

/// The tail of `lines` written at or after `cutoff`.
///
/// Log files are append-only, so timestamps only go up: instead of parsing every line of
/// a multi-GB file we binary-search for the first line at or after the cutoff.
pub fn since<'a, 'b>(lines: &'b [&'a str], cutoff: DateTime<FixedOffset>) -> &'b [&'a str] {
    let start = lines.partition_point(|line| match parse_timestamp(line) {
        Some(ts) => ts < cutoff,
        None => true,
    });
    &lines[start..]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<FixedOffset> {
        DateTime::parse_from_rfc3339(s).unwrap()
    }

    #[test]
    fn cuts_at_first_recent_line() {
        let lines = [
            "2025-11-05T10:00:00+09:00 INFO a",
            "2025-11-05T11:00:00+09:00 INFO b",
            "2025-11-05T12:00:00+09:00 INFO c",
        ];
        let got = since(&lines, at("2025-11-05T10:30:00+09:00"));
        assert_eq!(got, &lines[1..]);
    }

    #[test]
    fn nothing_recent() {
        let lines = ["2025-11-05T10:00:00+09:00 INFO a"];
        assert!(since(&lines, at("2025-11-05T11:00:00+09:00")).is_empty());
    }
}

//! Line filters for logq.
//!
//! Log lines look like `2025-11-10 08:15:02 INFO  [worker-3] message`; stack traces and
//! other continuation lines have no timestamp of their own.

pub struct Filter {
    min_level: u8,
    grep: Option<String>,
    /// Unix seconds; lines older than this are dropped.
    since: Option<i64>,
    /// Whether the last timestamped line was inside the window (continuation lines follow it).
    last_in_range: bool,
}

/// Length of the `YYYY-MM-DD HH:MM:SS` prefix.
const TS_LEN: usize = 19;

const LEVELS: [&str; 5] = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"];

fn level_rank(name: &str) -> Option<u8> {
    LEVELS
        .iter()
        .position(|l| l.eq_ignore_ascii_case(name))
        .map(|i| i as u8)
}

fn line_level(line: &str) -> Option<u8> {
    line.split_whitespace().nth(2).and_then(level_rank)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// Unix seconds of a `YYYY-MM-DD HH:MM:SS` prefix (log times are UTC), or None.
fn parse_ts(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    if b.len() != TS_LEN
        || b[4] != b'-'
        || b[7] != b'-'
        || b[10] != b' '
        || b[13] != b':'
        || b[16] != b':'
    {
        return None;
    }
    let num = |r: std::ops::Range<usize>| s.get(r)?.parse::<i64>().ok();
    let (y, mo, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (h, mi, se) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || se > 60 {
        return None;
    }
    Some(days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se)
}

impl Filter {
    pub fn new(level: Option<&str>, grep: Option<&str>, since: Option<i64>) -> Filter {
        let min_level = match level {
            Some(l) => level_rank(l).unwrap_or(0),
            None => 0,
        };
        Filter {
            min_level,
            grep: grep.map(|s| s.to_string()),
            since,
            last_in_range: true,
        }
    }

    pub fn keep(&mut self, line: &str) -> bool {
        if let Some(since) = self.since {
            let ts = &line[..TS_LEN];
            // continuation lines (no timestamp) keep the decision of their parent line
            if let Some(t) = parse_ts(ts) {
                self.last_in_range = t >= since;
            }
            if !self.last_in_range {
                return false;
            }
        }
        if let Some(lvl) = line_level(line) {
            if lvl < self.min_level {
                return false;
            }
        }
        match &self.grep {
            Some(g) => line.contains(g.as_str()),
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_filter() {
        let mut f = Filter::new(Some("warn"), None, None);
        assert!(!f.keep("2025-11-10 08:15:02 INFO  [main] started"));
        assert!(f.keep("2025-11-10 08:15:03 ERROR [main] boom"));
    }

    #[test]
    fn grep_filter() {
        let mut f = Filter::new(None, Some("order=42"), None);
        assert!(f.keep("2025-11-10 08:15:02 INFO  [api] paid order=42"));
        assert!(!f.keep("2025-11-10 08:15:02 INFO  [api] paid order=43"));
    }

    #[test]
    fn parses_timestamps() {
        assert_eq!(parse_ts("1970-01-01 00:00:00"), Some(0));
        assert_eq!(parse_ts("2025-11-10 08:15:02"), Some(1762762502));
        assert_eq!(parse_ts("    at demo::api::x"), None);
    }

    #[test]
    fn since_keeps_continuation_lines_with_parent() {
        let since = parse_ts("2025-11-10 08:21:00");
        let mut f = Filter::new(None, None, since);
        assert!(!f.keep("2025-11-10 08:20:41 WARN  [pool] old"));
        assert!(!f.keep("    at demo::old::frame (src/old.rs:1)"));
        assert!(f.keep("2025-11-10 08:21:07 ERROR [api] new"));
        assert!(f.keep("    at demo::api::orders::create (src/api/orders.rs:88)"));
    }
}

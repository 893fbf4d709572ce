use crate::time::parse_rfc3339;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_uppercase().as_str() {
            "TRACE" => Some(Level::Trace),
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" | "FATAL" => Some(Level::Error),
            _ => None,
        }
    }
}

/// The lines to keep: `since <= t < until`, at or above `min_level`.
#[derive(Debug, Default)]
pub struct Window {
    pub since: Option<i64>,
    pub until: Option<i64>,
    pub min_level: Option<Level>,
}

/// A relative duration like `15m`, `2h`, `1d` (also `30s`, `1w`) in seconds.
pub fn parse_relative(s: &str) -> Option<i64> {
    let unit = s.chars().last()?;
    let n: i64 = s[..s.len() - unit.len_utf8()].parse().ok()?;
    let secs = match unit {
        's' => 1,
        'm' => 60,
        'h' => 3600,
        'd' => 86_400,
        'w' => 7 * 86_400,
        _ => return None,
    };
    (n >= 0).then_some(n * secs)
}

/// A `--since`/`--until` value: an RFC 3339 timestamp, or a duration before `now`
/// (Unix seconds) such as `15m`.
pub fn parse_time_arg(s: &str, now: i64) -> Result<i64, String> {
    if let Some(secs) = parse_relative(s) {
        return Ok(now + secs);
    }
    parse_rfc3339(s)
}

impl Window {
    /// Lines look like `2024-03-01T10:00:00Z INFO message`. Lines without a leading timestamp
    /// (stack traces, wrapped messages) are kept, so multi-line records stay whole.
    pub fn matches(&self, line: &str) -> bool {
        let mut parts = line.splitn(3, ' ');
        let ts = match parts.next().map(parse_rfc3339) {
            Some(Ok(ts)) => ts,
            _ => return true,
        };
        if self.since.is_some_and(|s| ts < s) || self.until.is_some_and(|u| ts >= u) {
            return false;
        }
        match (self.min_level, parts.next().and_then(Level::parse)) {
            (Some(min), Some(level)) => level >= min,
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_durations() {
        assert_eq!(parse_relative("15m"), Some(900));
        assert_eq!(parse_relative("2h"), Some(7200));
        assert_eq!(parse_relative("1d"), Some(86_400));
        assert_eq!(parse_relative("m"), None);
        assert_eq!(parse_relative("15x"), None);
        assert_eq!(parse_relative("2024-03-01T10:00:00Z"), None);
    }

    #[test]
    fn keeps_continuation_lines() {
        let w = Window { since: Some(i64::MAX), ..Window::default() };
        assert!(w.matches("    at com.example.Foo.bar(Foo.java:42)"));
    }

    #[test]
    fn level_filter() {
        let w = Window { min_level: Some(Level::Warn), ..Window::default() };
        assert!(w.matches("2024-03-01T10:00:00Z ERROR boom"));
        assert!(!w.matches("2024-03-01T10:00:00Z INFO fine"));
    }
}

//! Which lines of a log to keep.

use crate::parse::{parse_timestamp, Epoch};

/// The level in `2025-11-03T10:15:00Z [WARN] disk almost full`, if the line has one.
pub fn level_of(line: &str) -> Option<&str> {
    let (_, rest) = line.split_once(' ')?;
    if let Some(inner) = rest.strip_prefix('[') {
        let end = inner.find(']')?;
        return Some(&inner[..end]);
    }
    None
}

/// A time window given on the command line. Both ends are inclusive; a missing
/// end is unbounded.
#[derive(Debug, Clone, Copy, Default)]
pub struct Range {
    pub from: Option<Epoch>,
    pub to: Option<Epoch>,
}

impl Range {
    pub fn contains(&self, ts: Epoch) -> bool {
        if let Some(from) = self.from {
            if ts < from {
                return false;
            }
        }
        if let Some(to) = self.to {
            if ts >= to {
                return false;
            }
        }
        true
    }
}

/// Keep a line when its timestamp is in the range and its level is wanted.
/// Continuation lines (stack traces) have no timestamp and follow the line before.
pub struct Filter {
    pub range: Range,
    pub levels: Vec<String>,
    keeping: bool,
}

impl Filter {
    pub fn new(range: Range, levels: Vec<String>) -> Self {
        Filter { range, levels, keeping: false }
    }

    pub fn keep(&mut self, line: &str) -> bool {
        let stamp = line.split(' ').next().unwrap_or("");
        // A line without a timestamp is a continuation: same decision as the line it belongs to.
        if let Ok(ts) = parse_timestamp(stamp) {
            let level_ok = self.levels.is_empty()
                || level_of(line).is_some_and(|l| self.levels.iter().any(|w| w.eq_ignore_ascii_case(l)));
            self.keeping = self.range.contains(ts) && level_ok;
        }
        self.keeping
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(from: &str, to: &str) -> Range {
        Range { from: parse_timestamp(from).ok(), to: parse_timestamp(to).ok() }
    }

    #[test]
    fn test_range_inclusive_start() {
        let r = range("2025-11-03T10:00:00Z", "2025-11-03T11:00:00Z");
        assert!(r.contains(parse_timestamp("2025-11-03T10:00:00Z").unwrap()));
    }

    #[test]
    fn test_range_inclusive_end() {
        let r = range("2025-11-03T10:00:00Z", "2025-11-03T11:00:00Z");
        assert!(r.contains(parse_timestamp("2025-11-03T11:00:00Z").unwrap()));
    }

    #[test]
    fn test_continuation_follows_previous_line() {
        let mut f = Filter::new(range("2025-11-03T10:00:00Z", "2025-11-03T11:00:00Z"), vec![]);
        assert!(f.keep("2025-11-03T10:30:00Z [ERROR] boom"));
        assert!(f.keep("    at handler (app.js:12)"));
        assert!(!f.keep("2025-11-03T12:00:00Z [INFO] later"));
        assert!(!f.keep("    at other (app.js:40)"));
    }

    #[test]
    fn test_level_filter() {
        let mut f = Filter::new(Range::default(), vec!["warn".into()]);
        assert!(f.keep("2025-11-03T10:30:00Z [WARN] disk"));
        assert!(!f.keep("2025-11-03T10:31:00Z [INFO] ok"));
    }
}

use std::time::Duration;

use crate::parse::{Entry, Level};

#[derive(Debug, Clone)]
pub struct Filter {
    pub min_level: Level,
    pub target: Option<String>,
    /// Unix seconds; older entries are dropped.
    pub since: Option<i64>,
}

impl Default for Filter {
    fn default() -> Self {
        Filter { min_level: Level::Trace, target: None, since: None }
    }
}

impl Filter {
    /// Keep only entries from the last `window` before `now` (Unix seconds).
    pub fn with_since(mut self, window: Duration, now: i64) -> Self {
        self.since = Some(now - window.as_secs() as i64);
        self
    }

    pub fn keep(&self, e: &Entry<'_>) -> bool {
        e.level >= self.min_level
            && self.since.is_none_or(|s| e.ts >= s)
            && self.target.as_deref().is_none_or(|t| e.target == t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duration::parse_duration;
    use crate::parse::{parse_line, parse_timestamp};

    const LINES: [&str; 4] = [
        "2025-11-03T10:00:00Z DEBUG [api] cache miss",
        "2025-11-03T10:00:01Z INFO [api] GET /orders 200",
        "2025-11-03T10:00:02Z WARN [billing] retrying charge",
        "2025-11-03T10:00:03Z ERROR [billing] payment declined",
    ];

    fn kept(f: &Filter) -> usize {
        LINES.iter().filter_map(|l| parse_line(l)).filter(|e| f.keep(e)).count()
    }

    #[test]
    fn min_level_filters() {
        let f = Filter { min_level: Level::Warn, ..Filter::default() };
        assert_eq!(kept(&f), 2);
    }

    #[test]
    fn target_filters() {
        let f = Filter { target: Some("api".into()), ..Filter::default() };
        assert_eq!(kept(&f), 2);
    }

    #[test]
    fn since_keeps_recent_lines() {
        let now = parse_timestamp("2025-11-03T12:00:00Z").unwrap();
        let f = Filter::default().with_since(parse_duration("1h30m").unwrap(), now);
        let lines = [
            "2025-11-03T10:15:00Z INFO [api] too old",
            "2025-11-03T10:45:00Z INFO [api] recent",
            "2025-11-03T11:59:00Z INFO [api] very recent",
        ];
        let kept = lines.iter().filter_map(|l| parse_line(l)).filter(|e| f.keep(e)).count();
        assert_eq!(kept, 2);
    }
}

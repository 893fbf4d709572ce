//! Which entries to print.

use crate::parse::{Entry, Level};

#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// `--level`: print this level and everything more severe.
    pub min_level: Option<Level>,
    /// `--since`: Unix seconds; older entries are skipped.
    pub since: Option<i64>,
    /// `--target`: module prefix, `payments` matches `payments::refund`.
    pub target: Option<String>,
    /// `--grep`: substring of the message.
    pub contains: Option<String>,
}

impl Filter {
    pub fn matches(&self, entry: &Entry) -> bool {
        if let Some(min) = self.min_level {
            if entry.level < min {
                return false;
            }
        }
        if let Some(since) = self.since {
            if entry.ts < since {
                return false;
            }
        }
        if let Some(prefix) = &self.target {
            if !entry.target.starts_with(prefix.as_str()) {
                return false;
            }
        }
        if let Some(needle) = &self.contains {
            if !entry.message.contains(needle.as_str()) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_line;

    fn entry(line: &str) -> Entry {
        parse_line(line).unwrap()
    }

    #[test]
    fn since_skips_older() {
        let f = Filter { since: Some(1_762_733_700), ..Filter::default() };
        assert!(!f.matches(&entry("2025-11-10T00:14:59Z INFO  [api] old")));
        assert!(f.matches(&entry("2025-11-10T00:15:00Z INFO  [api] new")));
    }

    #[test]
    fn target_is_a_prefix() {
        let f = Filter { target: Some("payments".into()), ..Filter::default() };
        assert!(f.matches(&entry("2025-11-10T00:15:00Z INFO  [payments::refund] ok")));
        assert!(!f.matches(&entry("2025-11-10T00:15:00Z INFO  [orders] ok")));
    }

    #[test]
    fn grep_matches_message() {
        let f = Filter { contains: Some("timeout".into()), ..Filter::default() };
        assert!(f.matches(&entry("2025-11-10T00:15:00Z WARN  [db] pool timeout after 3s")));
        assert!(!f.matches(&entry("2025-11-10T00:15:00Z WARN  [db] pool ok")));
    }
}

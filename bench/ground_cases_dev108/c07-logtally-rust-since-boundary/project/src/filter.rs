use chrono::{DateTime, FixedOffset};

use crate::parse::Entry;

/// Which log entries a report looks at.
#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub status: Option<u16>,
    pub path_prefix: Option<String>,
    /// Only entries at or after this moment
    pub since: Option<DateTime<FixedOffset>>,
}

impl Filter {
    pub fn matches(&self, entry: &Entry) -> bool {
        if let Some(status) = self.status {
            if entry.status != status {
                return false;
            }
        }
        if let Some(prefix) = &self.path_prefix {
            if !entry.path.starts_with(prefix.as_str()) {
                return false;
            }
        }
        if let Some(since) = self.since {
            if !(entry.time > since) {
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

    fn entries() -> Vec<Entry> {
        [
            "2025-04-02T10:00:00+08:00 GET /api/items 200 10ms",
            "2025-04-02T10:05:00+08:00 GET /api/items 500 90ms",
            "2025-04-02T10:10:00+08:00 POST /api/orders 201 40ms",
        ]
        .iter()
        .filter_map(|l| parse_line(l))
        .collect()
    }

    #[test]
    fn filters_by_status() {
        let f = Filter { status: Some(500), ..Default::default() };
        assert_eq!(entries().iter().filter(|e| f.matches(e)).count(), 1);
    }

    #[test]
    fn since_includes_boundary() {
        let since = DateTime::parse_from_rfc3339("2025-04-02T10:00:00+08:00").unwrap();
        let f = Filter { since: Some(since), ..Default::default() };
        assert_eq!(entries().iter().filter(|e| f.matches(e)).count(), 3);
    }

    #[test]
    fn since_skips_earlier_entries() {
        let since = DateTime::parse_from_rfc3339("2025-04-02T10:06:00+08:00").unwrap();
        let f = Filter { since: Some(since), ..Default::default() };
        assert_eq!(entries().iter().filter(|e| f.matches(e)).count(), 1);
    }
}

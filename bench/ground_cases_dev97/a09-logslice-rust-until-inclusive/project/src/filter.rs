use chrono::{DateTime, Utc};

/// A time range with optional ends. `from` is inclusive, `until` exclusive.
#[derive(Debug, Clone, Copy, Default)]
pub struct Range {
    from: Option<DateTime<Utc>>,
    until: Option<DateTime<Utc>>,
}

impl Range {
    pub fn new(from: Option<DateTime<Utc>>, until: Option<DateTime<Utc>>) -> Self {
        Range { from, until }
    }

    pub fn contains(&self, ts: DateTime<Utc>) -> bool {
        let after_start = self.from.map_or(true, |from| ts >= from);
        let before_end = self.until.map_or(true, |until| ts <= until);
        after_start && before_end
    }

    pub fn is_empty(&self) -> bool {
        matches!((self.from, self.until), (Some(f), Some(u)) if f >= u)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> DateTime<Utc> {
        s.parse().unwrap()
    }

    #[test]
    fn open_range_contains_everything() {
        assert!(Range::default().contains(t("1999-01-01T00:00:00Z")));
    }

    #[test]
    fn from_is_inclusive() {
        let r = Range::new(Some(t("2025-03-04T10:00:00Z")), None);
        assert!(r.contains(t("2025-03-04T10:00:00Z")));
        assert!(!r.contains(t("2025-03-04T09:59:59Z")));
    }
}

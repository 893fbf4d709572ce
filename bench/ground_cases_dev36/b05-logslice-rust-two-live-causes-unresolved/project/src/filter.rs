use chrono::{DateTime, Utc};

/// A window of time; either end may be open. The end is exclusive.
#[derive(Debug, Clone, Default)]
pub struct TimeRange {
    pub since: Option<DateTime<Utc>>,
    pub until: Option<DateTime<Utc>>,
}

impl TimeRange {
    pub fn contains(&self, ts: &DateTime<Utc>) -> bool {
        let after_start = match self.since {
            Some(since) => *ts > since,
            None => true,
        };
        let before_end = match self.until {
            Some(until) => *ts < until,
            None => true,
        };
        after_start && before_end
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(h: u32, m: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2025, 10, 1, h, m, 0).unwrap()
    }

    #[test]
    fn open_range_contains_everything() {
        assert!(TimeRange::default().contains(&at(3, 0)));
    }

    #[test]
    fn until_is_exclusive() {
        let r = TimeRange { since: None, until: Some(at(10, 0)) };
        assert!(r.contains(&at(9, 59)));
        assert!(!r.contains(&at(10, 0)));
    }

    #[test]
    fn inside_window() {
        let r = TimeRange { since: Some(at(1, 0)), until: Some(at(2, 0)) };
        assert!(r.contains(&at(1, 30)));
        assert!(!r.contains(&at(0, 59)));
    }
}

use chrono::{DateTime, Utc};

use crate::error::SliceError;
use crate::parse::parse_time_arg;

/// A half-open time range `[since, until)`; a missing bound is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeRange {
    pub since: Option<DateTime<Utc>>,
    pub until: Option<DateTime<Utc>>,
}

impl TimeRange {
    pub fn from_args(since: Option<&str>, until: Option<&str>) -> Result<Self, SliceError> {
        let since = since.map(parse_time_arg).transpose()?;
        let until = until.map(parse_time_arg).transpose()?;
        if let (Some(s), Some(u)) = (since, until) {
            if s >= u {
                return Err(SliceError::EmptyRange { since: s, until: u });
            }
        }
        Ok(TimeRange { since, until })
    }

    pub fn contains(&self, t: DateTime<Utc>) -> bool {
        self.since.map_or(true, |s| t >= s) && self.until.map_or(true, |u| t < u)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn until_is_exclusive() {
        let r = TimeRange::from_args(Some("2024-03-01 10:00:00"), Some("2024-03-01 11:00:00")).unwrap();
        assert!(r.contains(parse_time_arg("2024-03-01 10:00:00").unwrap()));
        assert!(!r.contains(parse_time_arg("2024-03-01 11:00:00").unwrap()));
    }

    #[test]
    fn rejects_empty_range() {
        assert!(TimeRange::from_args(Some("2024-03-01 11:00:00"), Some("2024-03-01 10:00:00")).is_err());
    }
}

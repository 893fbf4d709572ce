use chrono::{DateTime, Utc};

use crate::record::{Level, Record};

#[derive(Debug, Default)]
pub struct Filter {
    pub since: Option<DateTime<Utc>>,
    pub until: Option<DateTime<Utc>>,
    pub min_level: Option<Level>,
    pub grep: Option<String>,
}

impl Filter {
    /// `since` is inclusive, `until` is exclusive.
    pub fn matches(&self, rec: &Record) -> bool {
        if let Some(since) = self.since {
            if rec.ts <= since {
                return false;
            }
        }
        if let Some(until) = self.until {
            if rec.ts >= until {
                return false;
            }
        }
        if let Some(min) = self.min_level {
            if rec.level < min {
                return false;
            }
        }
        if let Some(needle) = &self.grep {
            if !rec.msg.contains(needle.as_str()) {
                return false;
            }
        }
        true
    }
}

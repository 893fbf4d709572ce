use chrono::{DateTime, Utc};

use crate::parse::Entry;

#[derive(Debug, Default)]
pub struct Filter {
    pub since: Option<DateTime<Utc>>,
    pub until: Option<DateTime<Utc>>,
    pub min_level: Option<String>,
    pub grep: Option<String>,
}

const LEVELS: &[&str] = &["TRACE", "DEBUG", "INFO", "WARN", "ERROR"];

fn rank(level: &str) -> usize {
    LEVELS.iter().position(|l| *l == level).unwrap_or(0)
}

impl Filter {
    pub fn keep(&self, e: &Entry) -> bool {
        if let Some(since) = self.since {
            if e.at <= since {
                return false;
            }
        }
        if let Some(until) = self.until {
            if e.at >= until {
                return false;
            }
        }
        if let Some(min) = &self.min_level {
            if rank(&e.level) < rank(min) {
                return false;
            }
        }
        if let Some(needle) = &self.grep {
            if !e.message.contains(needle.as_str()) {
                return false;
            }
        }
        true
    }
}

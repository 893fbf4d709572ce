use chrono::{DateTime, Utc};

use crate::cli::Args;
use crate::parse::{Level, Record};

#[derive(Debug, Default)]
pub struct Filter {
    pub min_level: Option<Level>,
    pub target_prefix: Option<String>,
    pub needle: Option<String>,
    pub since: Option<DateTime<Utc>>,
}

impl Filter {
    pub fn from_args(args: &Args) -> Self {
        Filter {
            min_level: Some(args.level),
            target_prefix: args.target.clone(),
            needle: args.grep.clone(),
            since: args.since,
        }
    }

    pub fn matches(&self, r: &Record) -> bool {
        if !self.after_since(r) {
            return false;
        }
        if let Some(min) = self.min_level {
            if r.level < min {
                return false;
            }
        }
        if let Some(prefix) = &self.target_prefix {
            if !r.target.starts_with(prefix.as_str()) {
                return false;
            }
        }
        if let Some(needle) = &self.needle {
            if !r.message.contains(needle.as_str()) {
                return false;
            }
        }
        true
    }

    fn after_since(&self, r: &Record) -> bool {
        let Some(since) = self.since else { return true };
        r.ts >= since
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    fn rec(level: Level, target: &str, message: &str) -> Record {
        Record {
            ts: Utc.with_ymd_and_hms(2024, 3, 1, 10, 0, 0).unwrap(),
            level,
            target: target.into(),
            message: message.into(),
        }
    }

    #[test]
    fn filter_by_level() {
        let f = Filter { min_level: Some(Level::Warn), ..Default::default() };
        assert!(!f.matches(&rec(Level::Info, "api", "x")));
        assert!(f.matches(&rec(Level::Error, "api", "x")));
    }

    #[test]
    fn filter_by_target_and_text() {
        let f = Filter {
            target_prefix: Some("api::orders".into()),
            needle: Some("created".into()),
            ..Default::default()
        };
        assert!(f.matches(&rec(Level::Info, "api::orders::create", "created order 42")));
        assert!(!f.matches(&rec(Level::Info, "api::users", "created user 7")));
    }

    #[test]
    fn filter_by_since_is_inclusive() {
        let at = Utc.with_ymd_and_hms(2024, 3, 1, 10, 0, 0).unwrap();
        let f = Filter { since: Some(at), ..Default::default() };
        assert!(f.matches(&rec(Level::Info, "api", "x")));
        let later = Filter { since: Some(at + chrono::Duration::seconds(1)), ..Default::default() };
        assert!(!later.matches(&rec(Level::Info, "api", "x")));
    }
}

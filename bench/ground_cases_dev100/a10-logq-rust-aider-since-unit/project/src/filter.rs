use anyhow::Context;
use chrono::{DateTime, Utc};
use regex::Regex;

use crate::cli::{Args, Since};
use crate::record::{Level, Record};

/// Everything a record is checked against, computed once from the arguments.
pub struct Filter {
    not_before: Option<DateTime<Utc>>,
    min_level: Option<Level>,
    pattern: Option<Regex>,
}

impl Filter {
    pub fn from_args(args: &Args, now: DateTime<Utc>) -> anyhow::Result<Filter> {
        let not_before = match args.since {
            Some(Since::Ago(d)) => Some(now - chrono::Duration::from_std(d)?),
            Some(Since::At(t)) => Some(t),
            None => None,
        };
        let pattern = match &args.grep {
            Some(p) => Some(Regex::new(p).with_context(|| format!("invalid --grep pattern {p:?}"))?),
            None => None,
        };
        Ok(Filter { not_before, min_level: args.level, pattern })
    }

    pub fn matches(&self, record: &Record) -> bool {
        if let Some(t) = self.not_before {
            if record.ts < t {
                return false;
            }
        }
        if let (Some(min), Some(name)) = (self.min_level, record.level.as_deref()) {
            if Level::from_name(name).is_some_and(|level| level < min) {
                return false;
            }
        }
        if let Some(re) = &self.pattern {
            if !re.is_match(&record.msg) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(ts: &str) -> Record {
        Record::parse(&format!(r#"{{"ts":"{ts}","msg":"x"}}"#)).unwrap()
    }

    #[test]
    fn since_drops_older_records() {
        let now = "2025-01-01T12:00:00Z".parse().unwrap();
        let f = Filter { not_before: Some(now - chrono::Duration::minutes(10)), min_level: None, pattern: None };
        assert!(f.matches(&record("2025-01-01T11:55:00Z")));
        assert!(!f.matches(&record("2025-01-01T11:45:00Z")));
    }
}

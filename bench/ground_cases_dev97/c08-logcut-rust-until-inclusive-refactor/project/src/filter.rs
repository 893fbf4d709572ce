use anyhow::Result;
use chrono::NaiveDateTime;

use crate::cli::Args;
use crate::parse::{Entry, Level};

/// What to keep, built once from the command line.
#[derive(Debug, Default)]
pub struct Filter {
    pub since: Option<NaiveDateTime>,
    pub until: Option<NaiveDateTime>,
    pub grep: Option<String>,
    pub min_level: Option<Level>,
}

impl Filter {
    pub fn from_args(args: &Args) -> Result<Self> {
        Ok(Filter {
            since: args.since_time()?,
            until: args.until_time()?,
            grep: args.grep.clone(),
            min_level: args.level,
        })
    }

    fn in_range(&self, ts: NaiveDateTime) -> bool {
        let after_start = self.since.is_none_or(|s| ts >= s);
        let before_end = self.until.is_none_or(|u| ts <= u);
        after_start && before_end
    }

    pub fn keep(&self, entry: &Entry) -> bool {
        if !self.in_range(entry.ts) {
            return false;
        }
        if self.min_level.is_some_and(|min| entry.level < min) {
            return false;
        }
        if let Some(pat) = &self.grep {
            if !entry.message.contains(pat.as_str()) {
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

    fn t(s: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S").unwrap()
    }

    #[test]
    fn since_is_inclusive() {
        let f = Filter { since: Some(t("2025-11-09 10:00:00")), ..Default::default() };
        let e = parse_line("2025-11-09 10:00:00.000 INFO  app - start").unwrap();
        assert!(f.keep(&e));
    }

    #[test]
    fn grep_filters_message() {
        let f = Filter { grep: Some("timeout".into()), ..Default::default() };
        let e = parse_line("2025-11-09 10:00:00.000 INFO  app - start").unwrap();
        assert!(!f.keep(&e));
    }
}

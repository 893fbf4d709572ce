use chrono::{Duration, NaiveDateTime};
use regex::Regex;

use crate::parse::{Level, Record};

/// What the user asked to keep.
pub struct Filter {
    pub min_level: Level,
    pub grep: Option<Regex>,
    pub targets: Vec<String>,
    /// Drop records older than this (local time).
    pub since: Option<NaiveDateTime>,
}

/// Parse `90m`, `2h`, `3d` (also `45s`) into a duration.
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let (num, unit) = s.split_at(s.len() - 1);
    let n: i64 = num.parse().map_err(|_| format!("bad duration {s:?}: expected e.g. 90m, 2h, 3d"))?;
    match unit {
        "s" => Ok(Duration::seconds(n)),
        "m" => Ok(Duration::minutes(n)),
        "h" => Ok(Duration::hours(n)),
        "d" => Ok(Duration::days(n)),
        _ => Err(format!("bad duration unit in {s:?}: use s, m, h or d")),
    }
}

impl Filter {
    pub fn matches(&self, rec: &Record) -> bool {
        if rec.level < self.min_level {
            return false;
        }
        if let Some(cutoff) = self.since {
            if rec.ts < cutoff {
                return false;
            }
        }
        if !self.targets.is_empty() && !self.targets.iter().any(|t| rec.target.starts_with(t.as_str())) {
            return false;
        }
        match &self.grep {
            Some(re) => re.is_match(&rec.msg),
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn rec(level: Level, target: &str, msg: &str) -> Record {
        let ts: NaiveDateTime = NaiveDate::from_ymd_opt(2025, 11, 3).unwrap().and_hms_opt(9, 0, 0).unwrap();
        Record { ts, level, target: target.into(), msg: msg.into() }
    }

    #[test]
    fn level_threshold() {
        let f = Filter { min_level: Level::Warn, grep: None, targets: vec![], since: None };
        assert!(!f.matches(&rec(Level::Info, "a", "b")));
        assert!(f.matches(&rec(Level::Error, "a", "b")));
    }

    #[test]
    fn target_prefix() {
        let f = Filter { min_level: Level::Trace, grep: None, targets: vec!["billing".into()], since: None };
        assert!(f.matches(&rec(Level::Info, "billing::job", "x")));
        assert!(!f.matches(&rec(Level::Info, "auth::session", "x")));
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90m").unwrap(), Duration::minutes(90));
        assert_eq!(parse_duration("3d").unwrap(), Duration::days(3));
        assert!(parse_duration("2w").is_err());
        assert!(parse_duration("h").is_err());
    }

    #[test]
    fn since_cutoff() {
        let cutoff = NaiveDate::from_ymd_opt(2025, 11, 3).unwrap().and_hms_opt(10, 0, 0).unwrap();
        let f = Filter { min_level: Level::Trace, grep: None, targets: vec![], since: Some(cutoff) };
        assert!(!f.matches(&rec(Level::Error, "a", "old")));
    }
}

use chrono::{DateTime, Duration, Utc};

use crate::parse::{Entry, Level};

/// What to keep. Every condition that is set must hold.
#[derive(Debug, Default)]
pub struct Filter {
    pub min_level: Option<Level>,
    pub target_prefix: Option<String>,
    pub grep: Option<String>,
    pub since: Option<DateTime<Utc>>,
}

impl Filter {
    pub fn matches(&self, entry: &Entry) -> bool {
        self.matches_level(entry)
            && self.matches_target(entry)
            && self.matches_grep(entry)
            && self.matches_since(entry)
    }

    fn matches_level(&self, entry: &Entry) -> bool {
        match self.min_level {
            Some(min) => entry.level >= min,
            None => true,
        }
    }

    fn matches_target(&self, entry: &Entry) -> bool {
        match &self.target_prefix {
            Some(prefix) => entry.target.starts_with(prefix.as_str()),
            None => true,
        }
    }

    fn matches_grep(&self, entry: &Entry) -> bool {
        match &self.grep {
            Some(needle) => entry.msg.contains(needle.as_str()),
            None => true,
        }
    }

    fn matches_since(&self, entry: &Entry) -> bool {
        let Some(since) = self.since else {
            return true;
        };
        return entry.ts >= since;
    }
}

/// `--since` accepts an age (`90s`, `15m`, `2h`, `3d`) or an RFC 3339 timestamp.
pub fn parse_since(s: &str, now: DateTime<Utc>) -> Result<DateTime<Utc>, String> {
    if let Ok(ts) = DateTime::parse_from_rfc3339(s) {
        return Ok(ts.with_timezone(&Utc));
    }
    let (num, unit) = s.split_at(s.len().saturating_sub(1));
    let n: i64 = num.parse().map_err(|_| format!("invalid --since value: {s}"))?;
    let age = match unit {
        "s" => Duration::seconds(n),
        "m" => Duration::minutes(n),
        "h" => Duration::hours(n),
        "d" => Duration::days(n),
        _ => return Err(format!("invalid --since unit in {s}: use s, m, h or d")),
    };
    Ok(now - age)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_line;

    fn entry(level: &str, target: &str, msg: &str) -> Entry {
        let line = format!(r#"{{"ts":"2025-11-01T08:00:00Z","level":"{level}","target":"{target}","msg":"{msg}"}}"#);
        parse_line(&line).unwrap()
    }

    #[test]
    fn level_and_target() {
        let f = Filter { min_level: Some(Level::Warn), target_prefix: Some("api".into()), ..Default::default() };
        assert!(f.matches(&entry("error", "api::orders", "boom")));
        assert!(!f.matches(&entry("info", "api::orders", "ok")));
        assert!(!f.matches(&entry("error", "worker", "boom")));
    }

    #[test]
    fn grep_is_substring() {
        let f = Filter { grep: Some("timeout".into()), ..Default::default() };
        assert!(f.matches(&entry("warn", "db", "pool timeout after 5s")));
        assert!(!f.matches(&entry("warn", "db", "slow query")));
    }

    #[test]
    fn since_age_and_timestamp() {
        let now = DateTime::parse_from_rfc3339("2025-11-01T10:00:00Z").unwrap().with_timezone(&Utc);
        let f = Filter { since: Some(parse_since("1h", now).unwrap()), ..Default::default() };
        assert!(!f.matches(&entry("info", "api", "old")));
        let f = Filter { since: Some(parse_since("2025-11-01T07:59:00Z", now).unwrap()), ..Default::default() };
        assert!(f.matches(&entry("info", "api", "new enough")));
        assert!(parse_since("2w", now).is_err());
    }
}

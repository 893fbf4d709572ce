//! Which records to show.

use anyhow::{bail, Context, Result};
use chrono::{DateTime, Duration, Utc};

use crate::parse::Record;

const LEVELS: [&str; 5] = ["trace", "debug", "info", "warn", "error"];

fn rank(level: &str) -> usize {
    match level {
        "warning" => 3,
        "fatal" | "critical" => 4,
        other => LEVELS.iter().position(|l| *l == other).unwrap_or(2),
    }
}

pub struct Filter {
    min_rank: usize,
    target: Option<String>,
    since: Option<DateTime<Utc>>,
}

impl Filter {
    pub fn new(level: &str, target: Option<String>, since: Option<DateTime<Utc>>) -> Result<Self> {
        let level = level.to_lowercase();
        if !LEVELS.contains(&level.as_str()) {
            bail!("unknown level {level:?}, expected one of {}", LEVELS.join(", "));
        }
        Ok(Filter { min_rank: rank(&level), target, since })
    }

    pub fn keep(&self, rec: &Record) -> bool {
        if rank(&rec.level) < self.min_rank {
            return false;
        }
        if let Some(since) = self.since {
            match rec.ts {
                Some(ts) if ts >= since => {}
                _ => return false,
            }
        }
        match &self.target {
            Some(prefix) => rec.target.starts_with(prefix.as_str()),
            None => true,
        }
    }
}

/// "90s", "15m", "2h", "1d" -> a duration.
pub fn parse_duration(s: &str) -> Result<Duration> {
    let s = s.trim();
    let (num, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
    let n: i64 = num
        .parse()
        .with_context(|| format!("bad duration {s:?}: expected e.g. 15m, 2h, 1d"))?;
    let d = match unit {
        "s" => Duration::seconds(n),
        "m" => Duration::minutes(n),
        "h" => Duration::hours(n),
        "d" => Duration::days(n),
        _ => bail!("bad duration {s:?}: unit must be s, m, h or d"),
    };
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(level: &str, target: &str) -> Record {
        Record { ts: None, level: level.into(), target: target.into(), message: String::new() }
    }

    #[test]
    fn drops_lower_levels() {
        let f = Filter::new("warn", None, None).unwrap();
        assert!(!f.keep(&rec("info", "")));
        assert!(f.keep(&rec("error", "")));
        assert!(f.keep(&rec("warning", "")));
    }

    #[test]
    fn target_prefix() {
        let f = Filter::new("info", Some("api".into()), None).unwrap();
        assert!(f.keep(&rec("info", "api::auth")));
        assert!(!f.keep(&rec("info", "db")));
    }

    #[test]
    fn parses_durations() {
        assert_eq!(parse_duration("15m").unwrap(), Duration::minutes(15));
        assert_eq!(parse_duration("2h").unwrap(), Duration::hours(2));
        assert_eq!(parse_duration("1d").unwrap(), Duration::days(1));
    }

    #[test]
    fn rejects_bad_durations() {
        assert!(parse_duration("15").is_err());
        assert!(parse_duration("m").is_err());
        assert!(parse_duration("3w").is_err());
    }

    #[test]
    fn since_drops_old_and_untimed() {
        let now = Utc::now();
        let f = Filter::new("info", None, Some(now - Duration::hours(1))).unwrap();
        let mut r = rec("info", "");
        assert!(!f.keep(&r));
        r.ts = Some(now - Duration::hours(2));
        assert!(!f.keep(&r));
        r.ts = Some(now - Duration::minutes(5));
        assert!(f.keep(&r));
    }
}

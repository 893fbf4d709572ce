use chrono::{DateTime, Utc};
use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_lowercase().as_str() {
            "debug" => Some(Level::Debug),
            "info" => Some(Level::Info),
            "warn" | "warning" => Some(Level::Warn),
            "error" => Some(Level::Error),
            _ => None,
        }
    }
}

pub struct Filter {
    pub min_level: Level,
    pub since: Option<DateTime<Utc>>,
}

impl Filter {
    /// Keeps JSON log lines whose "level" is at least `min_level`.
    pub fn keep(&self, line: &Value) -> bool {
        let level = line.get("level").and_then(Value::as_str).and_then(Level::parse);
        if !matches!(level, Some(l) if l >= self.min_level) {
            return false;
        }
        match self.since {
            None => true,
            Some(since) => line
                .get("ts")
                .and_then(Value::as_str)
                .and_then(|ts| DateTime::parse_from_rfc3339(ts).ok())
                .is_some_and(|ts| ts.with_timezone(&Utc) >= since),
        }
    }
}

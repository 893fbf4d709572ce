use std::str::FromStr;

use chrono::{DateTime, Utc};
use serde::Deserialize;

/// One JSON log line as our services write it.
#[derive(Debug, Clone, Deserialize)]
pub struct Entry {
    pub ts: DateTime<Utc>,
    pub level: Level,
    pub target: String,
    pub msg: String,
    #[serde(default)]
    pub request_id: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "trace" => Ok(Level::Trace),
            "debug" => Ok(Level::Debug),
            "info" => Ok(Level::Info),
            "warn" | "warning" => Ok(Level::Warn),
            "error" => Ok(Level::Error),
            other => Err(format!("unknown level: {other}")),
        }
    }
}

pub fn parse_line(line: &str) -> Option<Entry> {
    serde_json::from_str(line).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line(r#"{"ts":"2025-11-01T08:00:00Z","level":"warn","target":"api::auth","msg":"bad token"}"#).unwrap();
        assert_eq!(e.level, Level::Warn);
        assert_eq!(e.target, "api::auth");
    }

    #[test]
    fn skips_garbage() {
        assert!(parse_line("panic: oh no").is_none());
    }
}

//! One log record per line: {"ts": "...", "level": "...", "target": "...", "msg": "...", ...}

use anyhow::{anyhow, Result};
use chrono::{DateTime, Utc};
use serde_json::Value;

#[derive(Debug, Clone)]
pub struct Record {
    pub ts: Option<DateTime<Utc>>,
    pub level: String,
    pub target: String,
    pub message: String,
}

/// The start of a bad line, for error messages.
fn preview(line: &str) -> String {
    let short: String = line.chars().take(60).collect();
    if short.len() < line.len() {
        format!("{short}...")
    } else {
        short
    }
}

pub fn record(line: &str) -> Result<Record> {
    let v: Value = serde_json::from_str(line).map_err(|e| anyhow!("{e}: {}", preview(line)))?;
    let obj = v.as_object().ok_or_else(|| anyhow!("not an object: {}", preview(line)))?;
    let text = |keys: &[&str]| -> Option<String> {
        keys.iter().find_map(|k| obj.get(*k)).and_then(|v| v.as_str()).map(str::to_owned)
    };
    let ts = text(&["ts", "time", "timestamp", "@timestamp"])
        .and_then(|s| DateTime::parse_from_rfc3339(&s).ok())
        .map(|t| t.with_timezone(&Utc));
    Ok(Record {
        ts,
        level: text(&["level", "lvl", "severity"]).unwrap_or_else(|| "info".into()).to_lowercase(),
        target: text(&["target", "logger", "module"]).unwrap_or_default(),
        message: text(&["msg", "message"]).unwrap_or_default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_common_keys() {
        let r = record(r#"{"time":"2025-10-01T10:00:00Z","lvl":"WARN","logger":"db","message":"slow"}"#).unwrap();
        assert_eq!(r.level, "warn");
        assert_eq!(r.target, "db");
        assert_eq!(r.message, "slow");
        assert!(r.ts.is_some());
    }

    #[test]
    fn rejects_arrays() {
        assert!(record("[1,2]").is_err());
    }
}

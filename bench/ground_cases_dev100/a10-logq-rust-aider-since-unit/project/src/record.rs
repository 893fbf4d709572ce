use chrono::{DateTime, Utc};
use clap::ValueEnum;
use serde::Deserialize;
use serde_json::{Map, Value};

/// Log levels in increasing severity; the derive gives debug < info < warn < error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, ValueEnum)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn from_name(name: &str) -> Option<Level> {
        match name.trim().to_ascii_lowercase().as_str() {
            "debug" => Some(Level::Debug),
            "info" => Some(Level::Info),
            "warn" | "warning" => Some(Level::Warn),
            "error" => Some(Level::Error),
            _ => None,
        }
    }
}

/// One log line. Unknown fields are kept in `extra` and printed after the message.
#[derive(Debug, Deserialize)]
pub struct Record {
    pub ts: DateTime<Utc>,
    #[serde(default)]
    pub level: Option<String>,
    pub msg: String,
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Record {
    pub fn parse(line: &str) -> Option<Record> {
        serde_json::from_str(line).ok()
    }

    pub fn render(&self) -> String {
        let mut out = format!(
            "{} {:<5} {}",
            self.ts.format("%Y-%m-%dT%H:%M:%S%.3fZ"),
            self.level.as_deref().unwrap_or("-"),
            self.msg
        );
        for (key, value) in &self.extra {
            match value {
                Value::String(s) => out.push_str(&format!(" {key}={s}")),
                other => out.push_str(&format!(" {key}={other}")),
            }
        }
        out
    }
}

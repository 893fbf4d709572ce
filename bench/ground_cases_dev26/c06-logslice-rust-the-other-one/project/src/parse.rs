use std::str::FromStr;

use anyhow::{anyhow, Context, Result};
use chrono::NaiveDateTime;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

impl FromStr for Level {
    type Err = anyhow::Error;

    fn from_str(s: &str) -> Result<Self> {
        match s.to_ascii_uppercase().as_str() {
            "DEBUG" => Ok(Level::Debug),
            "INFO" => Ok(Level::Info),
            "WARN" | "WARNING" => Ok(Level::Warn),
            "ERROR" => Ok(Level::Error),
            other => Err(anyhow!("unknown level {other:?}")),
        }
    }
}

#[derive(Debug)]
pub struct Entry {
    pub ts: NaiveDateTime,
    pub level: Option<Level>,
    pub source: String,
    pub message: String,
}

/// `2025-11-20 10:00:00.123 [INFO] worker-3 message text`
pub fn parse_line(line: &str) -> Result<Entry> {
    let mut it = line.splitn(5, ' ');
    let (date, time) = (it.next().unwrap_or(""), it.next().unwrap_or(""));
    let ts = NaiveDateTime::parse_from_str(&format!("{date} {time}"), "%Y-%m-%d %H:%M:%S%.f")
        .with_context(|| format!("bad timestamp in {line:?}"))?;
    let level = it.next().map(|l| l.trim_matches(|c| c == '[' || c == ']')).and_then(|l| l.parse().ok());
    let source = it.next().unwrap_or("").to_string();
    let message = it.next().unwrap_or("").to_string();
    Ok(Entry { ts, level, source, message })
}

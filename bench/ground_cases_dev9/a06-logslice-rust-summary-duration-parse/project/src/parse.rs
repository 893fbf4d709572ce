use chrono::{DateTime, Utc};

use crate::cli::Level;

#[derive(Debug)]
pub struct Entry {
    pub ts: DateTime<Utc>,
    pub level: Level,
    pub message: String,
    pub raw: String,
}

/// `2025-03-02T10:15:00Z WARN  payment retry scheduled id=88`
pub fn parse_line(line: &str) -> Option<Entry> {
    let mut parts = line.splitn(3, char::is_whitespace);
    let ts = DateTime::parse_from_rfc3339(parts.next()?).ok()?.with_timezone(&Utc);
    let level = match parts.next()?.trim() {
        "TRACE" => Level::Trace,
        "DEBUG" => Level::Debug,
        "INFO" => Level::Info,
        "WARN" | "WARNING" => Level::Warn,
        "ERROR" => Level::Error,
        _ => return None,
    };
    let message = parts.next().unwrap_or("").trim_start().to_string();
    Some(Entry { ts, level, message, raw: line.to_string() })
}

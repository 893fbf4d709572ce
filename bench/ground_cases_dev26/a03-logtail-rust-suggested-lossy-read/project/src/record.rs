use chrono::{DateTime, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_uppercase().as_str() {
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" => Some(Level::Error),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Debug => "DEBUG",
            Level::Info => "INFO",
            Level::Warn => "WARN",
            Level::Error => "ERROR",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Record {
    pub ts: Option<DateTime<Utc>>,
    pub level: Level,
    pub msg: String,
}

impl Record {
    /// "<rfc3339> <LEVEL> <message>"; anything else is an INFO line without a time.
    pub fn parse(line: &str) -> Record {
        let mut parts = line.splitn(3, ' ');
        let ts = parts.next().and_then(|t| DateTime::parse_from_rfc3339(t).ok()).map(|t| t.with_timezone(&Utc));
        if ts.is_none() {
            return Record { ts: None, level: Level::Info, msg: line.to_string() };
        }
        let level = parts.next().and_then(Level::parse).unwrap_or(Level::Info);
        let msg = parts.next().unwrap_or("").to_string();
        Record { ts, level, msg }
    }
}

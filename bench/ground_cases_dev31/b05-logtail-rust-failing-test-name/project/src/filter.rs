//! Line filters: level threshold, substring match and time window.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

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

#[derive(Debug, Default)]
pub struct Filter {
    pub min_level: Option<Level>,
    pub needles: Vec<String>,
    pub since: Option<Duration>,
}

pub struct Record<'a> {
    pub ts: u64,
    pub level: Level,
    pub message: &'a str,
}

impl Filter {
    pub fn matches(&self, rec: &Record) -> bool {
        if let Some(min) = self.min_level {
            if rec.level < min {
                return false;
            }
        }
        if let Some(window) = self.since {
            let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs();
            if rec.ts + window.as_secs() < now {
                return false;
            }
        }
        if self.needles.is_empty() {
            return true;
        }
        for i in 0..self.needles.len() {
            if rec.message.contains(&self.needles[i]) {
                return true;
            }
        }
        false
    }
}

/// Parses `<unix-ts> <LEVEL> <message>`.
pub fn parse_line(line: &str) -> Option<Record<'_>> {
    let mut parts = line.splitn(3, ' ');
    let ts = parts.next()?.parse().ok()?;
    let level = Level::parse(parts.next()?)?;
    let message = parts.next().unwrap_or("");
    Some(Record { ts, level, message })
}

use chrono::NaiveDateTime;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn from_str_loose(s: &str) -> Option<Level> {
        match s.to_ascii_uppercase().as_str() {
            "TRACE" => Some(Level::Trace),
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" | "ERR" => Some(Level::Error),
            _ => None,
        }
    }
}

#[derive(Debug, Serialize)]
pub struct Entry<'a> {
    pub ts: NaiveDateTime,
    pub level: Level,
    pub target: &'a str,
    pub message: &'a str,
}

/// Parses "2025-11-09 10:00:01.234 WARN  order::pay - message".
pub fn parse_line(line: &str) -> Option<Entry<'_>> {
    let (date, rest) = line.split_once(' ')?;
    let (time, rest) = rest.split_once(' ')?;
    let ts = NaiveDateTime::parse_from_str(&format!("{date} {time}"), "%Y-%m-%d %H:%M:%S%.f").ok()?;
    let (level, rest) = rest.trim_start().split_once(' ')?;
    let level = Level::from_str_loose(level)?;
    let (target, message) = rest.trim_start().split_once(" - ")?;
    Some(Entry { ts, level, target, message })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line("2025-11-09 10:00:01.234 WARN  order::pay - timeout after 3s").unwrap();
        assert_eq!(e.level, Level::Warn);
        assert_eq!(e.target, "order::pay");
        assert_eq!(e.message, "timeout after 3s");
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_line("    at com.foo.Bar(Bar.java:12)").is_none());
    }
}

//! Parsing of application log lines such as
//! `2025-10-01 09:15:02 INFO  [worker] job 42 finished in 1.2s`.

use std::fmt;
use std::io::BufRead;

use serde::Serialize;

/// Length of the `YYYY-MM-DD HH:MM:SS` prefix.
const TS_LEN: usize = 19;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_lowercase().as_str() {
            "trace" => Some(Level::Trace),
            "debug" => Some(Level::Debug),
            "info" => Some(Level::Info),
            "warn" | "warning" => Some(Level::Warn),
            "error" => Some(Level::Error),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entry {
    /// `YYYY-MM-DD HH:MM:SS`; compared as text.
    pub timestamp: String,
    pub level: Level,
    pub target: String,
    pub message: String,
}

#[derive(Debug)]
pub struct ParseError {
    pub line_no: usize,
    pub reason: &'static str,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line_no, self.reason)
    }
}

impl std::error::Error for ParseError {}

pub fn parse_line(line: &str, line_no: usize) -> Result<Entry, ParseError> {
    let timestamp = &line[..TS_LEN];
    let rest = line[TS_LEN..].trim_start();
    let (level, rest) = rest
        .split_once(' ')
        .ok_or(ParseError { line_no, reason: "missing level" })?;
    let level = Level::parse(level).ok_or(ParseError { line_no, reason: "unknown level" })?;
    let rest = rest.trim_start();
    let (target, message) = match rest.strip_prefix('[').and_then(|r| r.split_once("] ")) {
        Some((t, m)) => (t.to_string(), m.to_string()),
        None => (String::new(), rest.to_string()),
    };
    Ok(Entry { timestamp: timestamp.to_string(), level, target, message })
}

pub fn read_entries<R: BufRead>(reader: R) -> Result<Vec<Entry>, Box<dyn std::error::Error>> {
    let mut out = Vec::new();
    for (i, line) in reader.lines().enumerate() {
        let line = line?;
        out.push(parse_line(&line, i + 1)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_full_line() {
        let e = parse_line("2025-10-01 09:15:02 INFO  [worker] job 42 done", 1).unwrap();
        assert_eq!(e.level, Level::Info);
        assert_eq!(e.target, "worker");
        assert_eq!(e.message, "job 42 done");
    }

    #[test]
    fn target_is_optional() {
        let e = parse_line("2025-10-01 09:15:02 WARN disk almost full", 1).unwrap();
        assert_eq!(e.target, "");
        assert_eq!(e.message, "disk almost full");
    }
}

//! Parsing of one log line into a [`Record`].
//!
//! Lines look like `2025-11-03T14:02:11 INFO  billing::job: invoice run finished (412 ok)`.

use chrono::NaiveDateTime;
use std::fmt;

/// Length of the `YYYY-MM-DDTHH:MM:SS` prefix.
const TS_LEN: usize = 19;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    /// Case-insensitive. Also takes the Python logging names `WARNING` and
    /// `CRITICAL`, and the `ERR` some of the Go services write.
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_uppercase().as_str() {
            "TRACE" => Some(Level::Trace),
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" | "ERR" | "CRITICAL" => Some(Level::Error),
            _ => None,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Level::Trace => "TRACE",
            Level::Debug => "DEBUG",
            Level::Info => "INFO",
            Level::Warn => "WARN",
            Level::Error => "ERROR",
        };
        f.pad(s)
    }
}

#[derive(Debug, Clone)]
pub struct Record {
    pub ts: NaiveDateTime,
    pub level: Level,
    pub target: String,
    pub msg: String,
}

/// Parse one line. Returns `None` for lines that are not records.
pub fn parse_line(line: &str) -> Option<Record> {
    let ts = NaiveDateTime::parse_from_str(&line[..TS_LEN], "%Y-%m-%dT%H:%M:%S").ok()?;
    let rest = line[TS_LEN..].trim_start();
    let (level, rest) = rest.split_once(char::is_whitespace)?;
    let level = Level::parse(level)?;
    let (target, msg) = rest.trim_start().split_once(": ")?;
    Some(Record {
        ts,
        level,
        target: target.to_string(),
        msg: msg.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn parses_a_plain_record() {
        let r = parse_line("2025-11-03T14:02:11 INFO  billing::job: invoice run finished (412 ok)").unwrap();
        assert_eq!(r.level, Level::Info);
        assert_eq!(r.target, "billing::job");
        assert_eq!(r.msg, "invoice run finished (412 ok)");
    }

    #[test]
    fn rejects_unknown_level() {
        assert!(parse_line("2025-11-03T14:02:11 NOTICE billing::job: hello").is_none());
    }

    #[test]
    fn python_level_names() {
        let r = parse_line("2025-11-03T14:02:11 warning payments.sync: retrying in 5s").unwrap();
        assert_eq!(r.level, Level::Warn);
        assert_eq!(Level::parse("critical"), Some(Level::Error));
    }

    #[test]
    fn rejects_garbage_timestamp() {
        assert!(parse_line("not a timestamp at all, sorry INFO x: y").is_none());
    }
}

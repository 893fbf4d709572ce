use std::str::FromStr;

use chrono::{DateTime, Local, NaiveDateTime, TimeZone, Utc};
use thiserror::Error;

#[derive(Debug, Error, PartialEq)]
pub enum ParseError {
    #[error("line has no timestamp")]
    MissingTimestamp,
    #[error("bad timestamp {0:?}")]
    BadTimestamp(String),
    #[error("unknown level {0:?}")]
    BadLevel(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl FromStr for Level {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "trace" => Ok(Level::Trace),
            "debug" => Ok(Level::Debug),
            "info" => Ok(Level::Info),
            "warn" | "warning" => Ok(Level::Warn),
            "error" => Ok(Level::Error),
            _ => Err(ParseError::BadLevel(s.to_string())),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub ts: DateTime<Utc>,
    pub level: Level,
    pub target: String,
    pub message: String,
}

/// Parses `2024-03-01T10:00:00+02:00 INFO api::orders created order 42`.
pub fn parse_line(line: &str) -> Result<Record, ParseError> {
    let mut parts = line.splitn(4, ' ');
    let ts = parts.next().filter(|s| !s.is_empty()).ok_or(ParseError::MissingTimestamp)?;
    let level = parts.next().ok_or_else(|| ParseError::BadLevel(String::new()))?;
    let target = parts.next().unwrap_or("");
    let message = parts.next().unwrap_or("");
    Ok(Record {
        ts: parse_timestamp(ts)?,
        level: level.parse()?,
        target: target.to_string(),
        message: message.to_string(),
    })
}

/// Timestamps are RFC 3339 (`2024-03-01T10:00:00Z`, `...+02:00`) or, from the
/// older services, naive `2024-03-01T10:00:00` in the host's local time.
pub fn parse_timestamp(s: &str) -> Result<DateTime<Utc>, ParseError> {
    let naive = match DateTime::parse_from_rfc3339(s) {
        Ok(dt) => dt.naive_local(),
        Err(_) => NaiveDateTime::parse_from_str(s, "%Y-%m-%dT%H:%M:%S")
            .map_err(|_| ParseError::BadTimestamp(s.to_string()))?,
    };
    Local
        .from_local_datetime(&naive)
        .single()
        .map(|dt| dt.with_timezone(&Utc))
        .ok_or_else(|| ParseError::BadTimestamp(s.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn parses_a_full_line() {
        let r = parse_line("2024-03-01T10:00:00Z WARN api::orders slow query took 812ms").unwrap();
        assert_eq!(r.level, Level::Warn);
        assert_eq!(r.target, "api::orders");
        assert_eq!(r.message, "slow query took 812ms");
    }

    #[test]
    fn parses_rfc3339_zulu() {
        let ts = parse_timestamp("2024-03-01T10:00:00Z").unwrap();
        assert_eq!(ts, Utc.with_ymd_and_hms(2024, 3, 1, 10, 0, 0).unwrap());
    }

    #[test]
    fn parses_naive_as_local_time() {
        let ts = parse_timestamp("2024-03-01T10:00:00").unwrap();
        let expected = Local.with_ymd_and_hms(2024, 3, 1, 10, 0, 0).unwrap().with_timezone(&Utc);
        assert_eq!(ts, expected);
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_timestamp("yesterday"), Err(ParseError::BadTimestamp("yesterday".into())));
        assert!(matches!(parse_line(""), Err(ParseError::MissingTimestamp)));
    }
}

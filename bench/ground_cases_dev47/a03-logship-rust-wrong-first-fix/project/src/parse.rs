//! Parsing of nginx access log lines in our `edge` log_format:
//! `$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent
//!  $request_time $upstream_response_time $upstream_cache_status`
use chrono::{DateTime, FixedOffset};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::Serialize;

#[derive(Debug, Serialize, PartialEq)]
pub struct AccessLog {
    pub ts: DateTime<FixedOffset>,
    pub client: String,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub bytes: u64,
    pub request_time: f64,
    pub upstream_time: f64,
    pub cache: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    #[error("line does not match the edge log format")]
    NoMatch,
    #[error("bad field {0}: {1}")]
    Field(&'static str, String),
}

static LINE: Lazy<Regex> = Lazy::new(|| {
    Regex::new(
        r#"^(?P<client>\S+) - \S+ \[(?P<ts>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" (?P<status>\d{3}) (?P<bytes>\d+) (?P<rt>\S+) (?P<upstream>\S+)(?: (?P<cache>\S+))?$"#,
    )
    .unwrap()
});

fn parse_ts(raw: &str) -> Result<DateTime<FixedOffset>, ParseError> {
    // $time_local, and $time_iso8601 from server blocks that log in ISO format
    DateTime::parse_from_str(raw, "%d/%b/%Y:%H:%M:%S %z")
        .or_else(|_| DateTime::parse_from_rfc3339(raw))
        .map_err(|e| ParseError::Field("ts", e.to_string()))
}

pub fn parse_line(line: &str) -> Result<AccessLog, ParseError> {
    let caps = LINE.captures(line.trim_end()).ok_or(ParseError::NoMatch)?;
    let field = |name: &'static str| caps.name(name).map(|m| m.as_str()).unwrap_or("");
    Ok(AccessLog {
        ts: parse_ts(field("ts"))?,
        client: field("client").to_string(),
        method: field("method").to_string(),
        path: field("path").to_string(),
        status: field("status").parse().map_err(|_| ParseError::Field("status", field("status").into()))?,
        bytes: field("bytes").parse().map_err(|_| ParseError::Field("bytes", field("bytes").into()))?,
        request_time: field("rt").parse().map_err(|_| ParseError::Field("rt", field("rt").into()))?,
        upstream_time: field("upstream").parse().map_err(|_| ParseError::Field("upstream", field("upstream").into()))?,
        cache: caps.name("cache").map(|m| m.as_str().to_string()).filter(|c| c != "-"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MISS: &str = r#"10.2.0.7 - - [03/Nov/2025:22:01:09 +0000] "GET /api/orders?page=2 HTTP/1.1" 200 1532 0.041 0.039 MISS"#;

    #[test]
    fn parses_a_miss() {
        let log = parse_line(MISS).unwrap();
        assert_eq!(log.status, 200);
        assert_eq!(log.path, "/api/orders?page=2");
        assert_eq!(log.upstream_time, 0.039);
        assert_eq!(log.cache.as_deref(), Some("MISS"));
    }

    #[test]
    fn accepts_iso_timestamps() {
        let line = MISS.replace("03/Nov/2025:22:01:09 +0000", "2025-11-03T22:01:09+00:00");
        assert_eq!(parse_line(&line).unwrap().ts.to_rfc3339(), "2025-11-03T22:01:09+00:00");
    }

    #[test]
    fn rejects_garbage() {
        assert!(matches!(parse_line("hello"), Err(ParseError::NoMatch)));
    }

    #[test]
    fn cache_dash_is_none() {
        let line = MISS.replace(" MISS", " -");
        assert_eq!(parse_line(&line).unwrap().cache, None);
    }
}

//! Parsing of access log lines in the "combined" format that nginx and Apache share:
//!
//!     $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent
//!     "$http_referer" "$http_user_agent"

use std::fmt;

use chrono::{DateTime, FixedOffset};

#[derive(Debug, Clone, PartialEq)]
pub struct LogLine {
    pub addr: String,
    pub user: Option<String>,
    pub time: DateTime<FixedOffset>,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub bytes: u64,
    pub referer: Option<String>,
    pub user_agent: String,
}

#[derive(Debug)]
pub enum ParseError {
    Malformed(&'static str),
    BadTime(chrono::ParseError),
    BadStatus(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Malformed(why) => write!(f, "malformed line: {why}"),
            ParseError::BadTime(e) => write!(f, "bad timestamp: {e}"),
            ParseError::BadStatus(s) => write!(f, "bad status {s:?}"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Splits a line on spaces, keeping `[...]` and `"..."` groups together (without the brackets
/// or quotes).
fn fields(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = line.trim_end();
    while !rest.is_empty() {
        rest = rest.trim_start();
        let (close, skip) = match rest.as_bytes().first() {
            Some(b'[') => (']', 1),
            Some(b'"') => ('"', 1),
            _ => (' ', 0),
        };
        let body = &rest[skip..];
        let end = body.find(close).unwrap_or(body.len());
        out.push(&body[..end]);
        rest = body.get(end + skip..).unwrap_or("");
    }
    out
}

pub fn parse_line(line: &str) -> Result<LogLine, ParseError> {
    let f = fields(line);
    if f.len() < 9 {
        return Err(ParseError::Malformed("too few fields"));
    }
    let time = DateTime::parse_from_str(f[3], "%d/%b/%Y:%H:%M:%S %z").map_err(ParseError::BadTime)?;
    let mut request = f[4].splitn(3, ' ');
    let method = request.next().filter(|m| !m.is_empty()).ok_or(ParseError::Malformed("empty request"))?;
    let path = request.next().unwrap_or("/");
    let status = f[5].parse::<u16>().map_err(|_| ParseError::BadStatus(f[5].to_string()))?;
    let bytes: u64 = f[6].parse().unwrap();
    Ok(LogLine {
        addr: f[0].to_string(),
        user: dash_to_none(f[2]),
        time,
        method: method.to_string(),
        path: path.to_string(),
        status,
        bytes,
        referer: dash_to_none(f[7]),
        user_agent: f[8].to_string(),
    })
}

fn dash_to_none(s: &str) -> Option<String> {
    match s {
        "-" | "" => None,
        s => Some(s.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NGINX: &str = r#"203.0.113.7 - - [14/Oct/2025:03:12:44 +0200] "GET /api/v2/items?page=3 HTTP/1.1" 200 5123 "https://shop.example.com/" "Mozilla/5.0 (X11; Linux x86_64)""#;

    #[test]
    fn parses_nginx_combined_line() {
        let l = parse_line(NGINX).unwrap();
        assert_eq!(l.addr, "203.0.113.7");
        assert_eq!(l.method, "GET");
        assert_eq!(l.path, "/api/v2/items?page=3");
        assert_eq!(l.status, 200);
        assert_eq!(l.bytes, 5123);
        assert_eq!(l.referer.as_deref(), Some("https://shop.example.com/"));
        assert_eq!(l.user, None);
    }

    #[test]
    fn rejects_truncated_line() {
        assert!(matches!(parse_line("203.0.113.7 - -"), Err(ParseError::Malformed(_))));
    }

    #[test]
    fn bad_status_is_an_error() {
        let line = NGINX.replace(" 200 ", " 2x0 ");
        assert!(matches!(parse_line(&line), Err(ParseError::BadStatus(_))));
    }
}

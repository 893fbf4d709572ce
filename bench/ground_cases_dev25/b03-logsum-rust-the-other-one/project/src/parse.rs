//! nginx の combined 形式（末尾に $request_time を足したもの）を1行ずつ読む。

use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub ip: String,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub bytes: u64,
    pub request_time_ms: u64,
}

#[derive(Debug)]
pub enum ParseError {
    MissingField(&'static str),
    BadNumber(&'static str, String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::MissingField(name) => write!(f, "missing field: {name}"),
            ParseError::BadNumber(name, raw) => write!(f, "bad number in {name}: {raw:?}"),
        }
    }
}

/// `$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent
/// "$http_referer" "$http_user_agent" $request_time`
pub fn parse_line(line: &str) -> Result<Entry, ParseError> {
    let ip = line.split(' ').next().ok_or(ParseError::MissingField("remote_addr"))?;
    let mut quoted = line.split('"');
    let _head = quoted.next();
    let request = quoted.next().ok_or(ParseError::MissingField("request"))?;
    let after_request = quoted.next().ok_or(ParseError::MissingField("status"))?;
    let mut req = request.split(' ');
    let method = req.next().unwrap_or("-").to_string();
    let path = req.next().unwrap_or("-").to_string();

    let mut nums = after_request.split_whitespace();
    let status = nums.next().ok_or(ParseError::MissingField("status"))?;
    let status: u16 = status.parse().map_err(|_| ParseError::BadNumber("status", status.to_string()))?;
    let bytes = nums.next().unwrap_or("0");
    let bytes: u64 = bytes.parse().unwrap_or(0);

    let secs = line.rsplit(' ').next().ok_or(ParseError::MissingField("request_time"))?;
    let secs: f64 = secs.parse().map_err(|_| ParseError::BadNumber("request_time", secs.to_string()))?;

    Ok(Entry { ip: ip.to_string(), method, path, status, bytes, request_time_ms: (secs * 1000.0).round() as u64 })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = r#"203.0.113.7 - - [12/Nov/2025:09:58:11 +0900] "GET /api/items?page=2 HTTP/1.1" 200 5120 "-" "Mozilla/5.0" 0.084"#;

    #[test]
    fn parses_a_full_line() {
        let e = parse_line(LINE).unwrap();
        assert_eq!(e.ip, "203.0.113.7");
        assert_eq!(e.method, "GET");
        assert_eq!(e.path, "/api/items?page=2");
        assert_eq!(e.status, 200);
        assert_eq!(e.bytes, 5120);
        assert_eq!(e.request_time_ms, 84);
    }

    #[test]
    fn truncated_line_is_an_error() {
        let cut = r#"10.0.2.41 - - [11/Nov/2025:23:59:59 +0900] "GET /api/items?page=3 HTTP/1.1"#;
        assert!(matches!(parse_line(cut), Err(ParseError::MissingField("status"))));
    }
}

//! Parsing nginx access-log lines in our `main_timed` format:
//! $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent
//! "$http_referer" "$http_user_agent" $request_time

use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub addr: String,
    pub time_local: String,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub bytes: u64,
    pub user_agent: String,
    pub request_time: f64,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    MissingFields(usize),
    BadNumber(&'static str, String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::MissingFields(n) => write!(f, "expected 10 fields, got {n}"),
            ParseError::BadNumber(field, v) => write!(f, "{field}: not a number: {v:?}"),
        }
    }
}

const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/// `20/Nov/2025:14:03:11 +0800` -> `2025-11-20 14:03:11` (local time, zone dropped), which
/// sorts as text and compares directly with `--since`.
pub fn local_timestamp(time_local: &str) -> Option<String> {
    let (date, rest) = time_local.split_once(':')?;
    let mut d = date.split('/');
    let (day, mon, year) = (d.next()?, d.next()?, d.next()?);
    let month = MONTHS.iter().position(|m| *m == mon)? + 1;
    let clock = rest.split(' ').next()?;
    if day.len() != 2 || year.len() != 4 || clock.len() != 8 {
        return None;
    }
    Some(format!("{year}-{month:02}-{day} {clock}"))
}

/// Parses one line. Fields are bare words, `[...]` or `"..."` groups.
pub fn parse_line(line: &str) -> Result<Entry, ParseError> {
    let f = fields(line);
    if f.len() < 10 {
        return Err(ParseError::MissingFields(f.len()));
    }
    let request: Vec<&str> = f[4].split(' ').collect();
    let method = request[0].to_string();
    let path = request[1].split('?').next().unwrap_or("").to_string();
    let status = f[5].parse().map_err(|_| ParseError::BadNumber("status", f[5].to_string()))?;
    let bytes = f[6].parse().map_err(|_| ParseError::BadNumber("bytes", f[6].to_string()))?;
    let request_time = f[9].parse().map_err(|_| ParseError::BadNumber("request_time", f[9].to_string()))?;
    Ok(Entry {
        addr: f[0].to_string(),
        time_local: f[3].to_string(),
        method,
        path,
        status,
        bytes,
        user_agent: f[8].to_string(),
        request_time,
    })
}

fn fields(line: &str) -> Vec<&str> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b' ' => i += 1,
            b'"' | b'[' => {
                let close = if bytes[i] == b'"' { b'"' } else { b']' };
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != close {
                    if bytes[j] == b'\\' {
                        j += 1;
                    }
                    j += 1;
                }
                let end = j.min(bytes.len());
                out.push(&line[start..end]);
                i = end + 1;
            }
            _ => {
                let start = i;
                while i < bytes.len() && bytes[i] != b' ' {
                    i += 1;
                }
                out.push(&line[start..i]);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = r#"10.2.0.17 - - [20/Nov/2025:14:03:11 +0800] "GET /api/v2/orders?page=2 HTTP/1.1" 200 5120 "-" "okhttp/4.12.0" 0.083"#;

    #[test]
    fn parses_main_timed_line() {
        let e = parse_line(LINE).unwrap();
        assert_eq!(e.method, "GET");
        assert_eq!(e.path, "/api/v2/orders");
        assert_eq!(e.status, 200);
        assert_eq!(e.bytes, 5120);
        assert_eq!(e.user_agent, "okhttp/4.12.0");
        assert!((e.request_time - 0.083).abs() < 1e-9);
    }

    #[test]
    fn short_line_is_an_error() {
        assert_eq!(parse_line("10.2.0.17 - -"), Err(ParseError::MissingFields(3)));
    }

    #[test]
    fn local_timestamp_sorts_as_text() {
        assert_eq!(local_timestamp("20/Nov/2025:14:03:11 +0800").as_deref(), Some("2025-11-20 14:03:11"));
        assert_eq!(local_timestamp("01/Dec/2025:00:00:00 +0800").as_deref(), Some("2025-12-01 00:00:00"));
        assert_eq!(local_timestamp("garbage"), None);
    }

    #[test]
    fn bad_status_is_an_error() {
        let line = LINE.replace(" 200 ", " abc ");
        assert!(matches!(parse_line(&line), Err(ParseError::BadNumber("status", _))));
    }
}

use std::sync::LazyLock;

use regex::Regex;

/// 对应 deploy/nginx-log-format.conf 里的 `timed` 格式。
static LINE_RE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r#"^(?P<ip>\S+) \S+ \S+ \[(?P<time>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) [^"]*" "#,
        r#"(?P<status>\d{3}) (?P<bytes>\d+) "[^"]*" "[^"]*" "#,
        r#"(?P<rt>[\d.]+) (?P<urt>[\d.]+)$"#,
    ))
    .unwrap()
});

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub bytes: u64,
    pub request_time: f64,
    pub upstream_time: Option<f64>,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    NoMatch,
    BadNumber(&'static str),
}

pub fn parse_line(line: &str) -> Result<Entry, ParseError> {
    let caps = LINE_RE.captures(line).ok_or(ParseError::NoMatch)?;
    Ok(Entry {
        method: caps["method"].to_string(),
        path: caps["path"].to_string(),
        status: caps["status"].parse().map_err(|_| ParseError::BadNumber("status"))?,
        bytes: caps["bytes"].parse().map_err(|_| ParseError::BadNumber("bytes"))?,
        request_time: caps["rt"].parse().map_err(|_| ParseError::BadNumber("request_time"))?,
        upstream_time: caps["urt"].parse().ok(),
    })
}

/// `/api/orders/123?x=1` 在 depth=2 时归为 `/api/orders`。
pub fn endpoint_of(path: &str, depth: usize) -> String {
    let path = path.split('?').next().unwrap_or(path);
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).take(depth).collect();
    format!("/{}", segs.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = r#"10.2.3.4 - - [10/Sep/2025:08:00:01 +0800] "GET /api/orders/123?x=1 HTTP/1.1" 200 512 "-" "okhttp/4.12.0" 0.031 0.030"#;

    #[test]
    fn parses_timed_format() {
        let e = parse_line(LINE).unwrap();
        assert_eq!(e.status, 200);
        assert_eq!(e.upstream_time, Some(0.030));
    }

    #[test]
    fn endpoint_depth() {
        assert_eq!(endpoint_of("/api/orders/123?x=1", 2), "/api/orders");
        assert_eq!(endpoint_of("/", 2), "/");
    }
}

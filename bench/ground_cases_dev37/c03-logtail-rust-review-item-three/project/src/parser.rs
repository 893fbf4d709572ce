use std::collections::HashMap;

use chrono::NaiveDateTime;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_uppercase().as_str() {
            "TRACE" => Some(Level::Trace),
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" => Some(Level::Error),
            _ => None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Record {
    pub ts: NaiveDateTime,
    pub level: Level,
    pub target: String,
    pub msg: String,
    pub fields: HashMap<String, String>,
}

/// Parses one line such as
/// `2025-11-03 14:22:05 WARN  order::sync  retry scheduled | order_id=8812 attempt=2`
pub fn parse_line(line: &str) -> Option<Record> {
    let head = line.get(..19)?;
    let ts = NaiveDateTime::parse_from_str(head, "%Y-%m-%d %H:%M:%S").ok()?;
    let mut rest = line[head.len()..].split_whitespace();
    let level = Level::parse(rest.next()?)?;
    let target = rest.next()?.to_string();
    let body = rest.collect::<Vec<_>>().join(" ");
    let (msg, fields) = match body.split_once(" | ") {
        Some((m, kv)) => (m.to_string(), parse_kv(kv)),
        None => (body, HashMap::new()),
    };
    Some(Record { ts, level, target, msg, fields })
}

/// `a=1 b=two` -> {a: "1", b: "two"}
pub fn parse_kv(s: &str) -> HashMap<String, String> {
    let mut out = HashMap::new();
    for pair in s.split_whitespace() {
        let mut it = pair.split('=');
        if let (Some(k), Some(v)) = (it.next(), it.next()) {
            out.insert(k.to_string(), v.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_full_line() {
        let r = parse_line("2025-11-03 14:22:05 WARN  order::sync  retry scheduled | order_id=8812 attempt=2").unwrap();
        assert_eq!(r.level, Level::Warn);
        assert_eq!(r.target, "order::sync");
        assert_eq!(r.msg, "retry scheduled");
        assert_eq!(r.fields["attempt"], "2");
    }

    #[test]
    fn line_without_fields() {
        let r = parse_line("2025-11-03 14:22:06 INFO  http  GET /health 200").unwrap();
        assert_eq!(r.msg, "GET /health 200");
        assert!(r.fields.is_empty());
    }

    #[test]
    fn garbage_is_none() {
        assert!(parse_line("this is not a log line at all, really").is_none());
    }

    #[test]
    fn short_or_multibyte_line_is_none() {
        assert!(parse_line("").is_none());
        assert!(parse_line("2025-11-03 14:22").is_none());
        assert!(parse_line("订单同步失败，请检查网络连接是否").is_none());
    }
}

use chrono::{DateTime, FixedOffset};

/// One line of an nginx access log in our "timed" format:
/// `2025-04-02T10:00:01+08:00 GET /api/items 200 37ms`
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub time: DateTime<FixedOffset>,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub millis: u32,
}

pub fn parse_line(line: &str) -> Option<Entry> {
    let mut parts = line.split_whitespace();
    let time = DateTime::parse_from_rfc3339(parts.next()?).ok()?;
    let method = parts.next()?.to_string();
    let path = parts.next()?.to_string();
    let status = parts.next()?.parse().ok()?;
    let millis = parts.next()?.strip_suffix("ms")?.parse().ok()?;
    Some(Entry { time, method, path, status, millis })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line("2025-04-02T10:00:01+08:00 GET /api/items 200 37ms").unwrap();
        assert_eq!(e.status, 200);
        assert_eq!(e.millis, 37);
        assert_eq!(e.path, "/api/items");
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_line("not a log line").is_none());
        assert!(parse_line("2025-04-02T10:00:01+08:00 GET /x 200 37").is_none());
    }
}

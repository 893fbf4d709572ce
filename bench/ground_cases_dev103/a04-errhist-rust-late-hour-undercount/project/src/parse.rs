use chrono::{DateTime, NaiveDateTime, Utc};

#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub at: DateTime<Utc>,
    pub status: u16,
    pub path: String,
}

/// `10.0.0.1 - - [04/Nov/2025:23:15:02 +0100] "GET /api/x HTTP/1.1" 502 157 ...`
pub fn parse_line(line: &str) -> Option<Event> {
    let open = line.find('[')?;
    let close = line[open..].find(']')? + open;
    let stamp = &line[open + 1..close];
    let at = parse_ts(stamp)?;
    let rest = &line[close + 1..];
    let mut quoted = rest.split('"');
    let request = quoted.nth(1)?;
    let path = request.split_whitespace().nth(1)?.to_string();
    let status = quoted.next()?.split_whitespace().next()?.parse().ok()?;
    Some(Event { at, status, path })
}

fn parse_ts(stamp: &str) -> Option<DateTime<Utc>> {
    // the offset is the last field; chrono's %z would also work but we only log UTC
    let local = stamp.split_whitespace().next()?;
    let naive = NaiveDateTime::parse_from_str(local, "%d/%b/%Y:%H:%M:%S").ok()?;
    Some(naive.and_utc())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_502() {
        let e = parse_line(r#"10.0.0.1 - - [04/Nov/2025:23:15:02 +0000] "GET /api/x HTTP/1.1" 502 157 "-" "curl""#).unwrap();
        assert_eq!(e.status, 502);
        assert_eq!(e.path, "/api/x");
        assert_eq!(e.at.to_rfc3339(), "2025-11-04T23:15:02+00:00");
    }
}

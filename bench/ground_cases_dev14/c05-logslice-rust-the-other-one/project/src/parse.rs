use chrono::{DateTime, FixedOffset};

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub remote: String,
    pub time: DateTime<FixedOffset>,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub bytes: u64,
    pub request_time: f64,
}

/// One line of the `main_timed` format:
/// `$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_time`
pub fn parse_line(line: &str) -> Option<Entry> {
    let remote = line.split(' ').next()?.to_string();
    let open = line.find('[')?;
    let close = line[open..].find(']')? + open;
    let time = DateTime::parse_from_str(&line[open + 1..close], "%d/%b/%Y:%H:%M:%S %z").ok()?;
    let rest = &line[close + 1..];
    let q1 = rest.find('"')?;
    let q2 = rest[q1 + 1..].find('"')? + q1 + 1;
    let mut request = rest[q1 + 1..q2].split(' ');
    let method = request.next()?.to_string();
    let path = request.next()?.to_string();
    let mut numbers = rest[q2 + 1..].split_whitespace();
    let status = numbers.next()?.parse().ok()?;
    let bytes = numbers.next()?.parse().unwrap_or(0);
    let request_time = line.rsplit(' ').next()?.trim().parse().ok()?;
    Some(Entry { remote, time, method, path, status, bytes, request_time })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = r#"10.2.8.14 - - [20/Nov/2025:09:15:02 +0800] "POST /api/pay/notify HTTP/1.1" 200 37 "-" "WechatPay-Notify/1.0" 0.184"#;

    #[test]
    fn parses_a_line() {
        let e = parse_line(LINE).unwrap();
        assert_eq!(e.remote, "10.2.8.14");
        assert_eq!(e.method, "POST");
        assert_eq!(e.path, "/api/pay/notify");
        assert_eq!(e.status, 200);
        assert_eq!(e.bytes, 37);
        assert!((e.request_time - 0.184).abs() < 1e-9);
        assert_eq!(e.time.to_rfc3339(), "2025-11-20T09:15:02+08:00");
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_line("not a log line").is_none());
    }
}

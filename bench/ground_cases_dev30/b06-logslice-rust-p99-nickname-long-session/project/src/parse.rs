/// アクセスログ 1 行分。
///
/// 形式: `2025-10-20T09:15:02.123+09:00 GET /api/orders 200 35ms`
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub timestamp: String,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub latency_ms: u64,
}

pub fn parse_line(line: &str) -> Option<Record> {
    let mut parts = line.split_whitespace();
    let ts = parts.next()?;
    let method = parts.next()?;
    let path = parts.next()?;
    let status = parts.next()?.parse::<u16>().ok()?;
    let latency_ms = parse_latency(parts.next()?)?;
    if !valid_timestamp(ts) {
        return None;
    }
    Some(Record {
        timestamp: ts.to_string(),
        method: method.to_string(),
        path: path.to_string(),
        status,
        latency_ms,
    })
}

fn parse_latency(s: &str) -> Option<u64> {
    let digits = s.strip_suffix("ms")?;
    digits.parse::<u64>().ok()
}

/// `YYYY-MM-DDTHH:MM:SS[.mmm](Z|±HH:MM)` 形式かどうか。
fn valid_timestamp(ts: &str) -> bool {
    let b = ts.as_bytes();
    if b.len() < 20 || b[4] != b'-' || b[10] != b'T' {
        return false;
    }
    let zone = if b[19] == b'.' {
        match ts.get(20..23) {
            Some(ms) if ms.bytes().all(|c| c.is_ascii_digit()) => &ts[23..],
            _ => return false,
        }
    } else {
        &ts[19..]
    };
    zone == "Z" || (zone.len() == 6 && (zone.starts_with('+') || zone.starts_with('-')))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let r = parse_line("2025-10-20T09:15:02.123+09:00 GET /api/orders 200 35ms").unwrap();
        assert_eq!(r.status, 200);
        assert_eq!(r.latency_ms, 35);
        assert_eq!(r.path, "/api/orders");
    }

    #[test]
    fn rejects_bad_latency() {
        assert_eq!(parse_line("2025-10-20T09:15:02.123+09:00 GET / 200 fast"), None);
    }

    #[test]
    fn accepts_utc_without_millis() {
        let r = parse_line("2025-10-20T00:15:02Z GET /healthz 200 1ms").unwrap();
        assert_eq!(r.latency_ms, 1);
    }

    #[test]
    fn accepts_utc_with_millis() {
        assert!(parse_line("2025-10-20T00:15:02.500Z GET /healthz 200 1ms").is_some());
    }

    #[test]
    fn short_or_broken_timestamps_are_rejected_not_panicking() {
        assert_eq!(parse_line("2025-10-20 GET / 200 1ms"), None);
        assert_eq!(parse_line("2025-10-20T00:15:02.5Z GET / 200 1ms"), None);
        assert_eq!(parse_line("2025-10-20T00:15:02+0900 GET / 200 1ms"), None);
    }
}

use chrono::NaiveDateTime;

/// 一行 access log 解析后的结果
#[derive(Debug, Clone)]
pub struct Record {
    pub time: NaiveDateTime,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub request_time_ms: u32,
}

const TIME_FMT: &str = "%d/%b/%Y:%H:%M:%S";

/// 格式：1.2.3.4 - - [24/Nov/2025:10:01:02 +0800] "GET /api/order/list?x=1 HTTP/1.1" 200 512 0.023
pub fn parse_line(line: &str) -> Option<Record> {
    let lb = line.find('[')?;
    let rb = line.find(']')?;
    let time = parse_time(&line[lb + 1..rb]);

    let q1 = line.find('"')?;
    let q2 = q1 + 1 + line[q1 + 1..].find('"')?;
    let mut req = line[q1 + 1..q2].split_whitespace();
    let method = req.next()?.to_string();
    let path = req.next()?.split('?').next()?.to_string();

    let mut rest = line[q2 + 1..].split_whitespace();
    let status = rest.next()?.parse().ok()?;
    let _bytes = rest.next()?;
    let secs: f64 = rest.next()?.parse().ok()?;

    Some(Record { time, method, path, status, request_time_ms: (secs * 1000.0).round() as u32 })
}

fn parse_time(raw: &str) -> NaiveDateTime {
    // raw 形如 "24/Nov/2025:10:01:02 +0800"，时区统一是 +0800，直接丢掉
    let without_tz = raw.split(' ').next().unwrap_or(raw);
    NaiveDateTime::parse_from_str(without_tz, TIME_FMT).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_normal_line() {
        let l = r#"10.0.0.8 - - [24/Nov/2025:10:01:02 +0800] "GET /api/order/list?page=2 HTTP/1.1" 200 512 0.023"#;
        let r = parse_line(l).unwrap();
        assert_eq!(r.path, "/api/order/list");
        assert_eq!(r.status, 200);
        assert_eq!(r.request_time_ms, 23);
    }

    #[test]
    fn skips_line_without_request() {
        assert!(parse_line("garbage").is_none());
    }
}

/// 一行访问日志：`2025-11-01T08:00:01\t200\t35\t/api/orders`
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub ts: u64,
    pub status: u16,
    pub latency_ms: u64,
    pub path: String,
}

/// 把 `YYYY-MM-DDTHH:MM:SS`（UTC）转成 Unix 秒。
pub fn parse_ts(s: &str) -> Option<u64> {
    let (date, time) = s.split_once('T')?;
    let mut d = date.splitn(3, '-').map(|x| x.parse::<i64>());
    let (y, m, day) = (d.next()?.ok()?, d.next()?.ok()?, d.next()?.ok()?);
    let mut t = time.splitn(3, ':').map(|x| x.parse::<u64>());
    let (hh, mm, ss) = (t.next()?.ok()?, t.next()?.ok()?, t.next()?.ok()?);
    let days = days_from_civil(y, m, day);
    if days < 0 {
        return None;
    }
    Some(days as u64 * 86_400 + hh * 3_600 + mm * 60 + ss)
}

// Howard Hinnant 的 days_from_civil 算法
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

pub fn parse_line(line: &str) -> Option<Entry> {
    let mut cols = line.split('\t');
    let ts = parse_ts(cols.next()?)?;
    let status = cols.next()?.parse().ok()?;
    let latency_ms = cols.next()?.parse().ok()?;
    let path = cols.next()?.to_string();
    Some(Entry { ts, status, latency_ms, path })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_epoch() {
        assert_eq!(parse_ts("1970-01-02T00:00:01"), Some(86_401));
        assert_eq!(parse_ts("2025-11-01T00:00:00"), Some(1_761_955_200));
    }

    #[test]
    fn parses_line() {
        let e = parse_line("2025-11-01T00:00:05\t502\t1200\t/api/pay").unwrap();
        assert_eq!((e.status, e.latency_ms), (502, 1200));
    }
}

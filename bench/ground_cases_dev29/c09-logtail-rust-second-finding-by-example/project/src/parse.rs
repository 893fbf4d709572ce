use crate::filter::Level;

#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub ts: u64,
    pub level: Level,
    pub message: String,
}

/// `2025-11-12T08:00:01Z WARN payment retry 2/3` -> Record. Lines that don't
/// look like that (stack traces, blank lines) are skipped.
pub fn parse_line(line: &str) -> Option<Record> {
    let mut parts = line.splitn(3, ' ');
    let ts = parse_time(parts.next()?)?;
    let level = Level::from_name(parts.next()?)?;
    let message = parts.next().unwrap_or("").to_string();
    Some(Record { ts, level, message })
}

/// RFC3339 in UTC with a trailing Z, seconds precision: `2025-11-12T08:00:01Z`.
pub fn parse_time(s: &str) -> Option<u64> {
    let b = s.as_bytes();
    if b.len() != 20 || b[4] != b'-' || b[7] != b'-' || b[10] != b'T' || b[19] != b'Z' {
        return None;
    }
    let num = |from: usize, to: usize| -> Option<u64> { s.get(from..to)?.parse().ok() };
    let (y, mo, d) = (num(0, 4)?, num(5, 7)?, num(8, 10)?);
    let (h, mi, se) = (num(11, 13)?, num(14, 16)?, num(17, 19)?);
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || se > 60 {
        return None;
    }
    Some(days_from_civil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + se)
}

/// Days since 1970-01-01 (Howard Hinnant's algorithm), years >= 1970 only.
fn days_from_civil(y: u64, m: u64, d: u64) -> u64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let r = parse_line("2025-11-12T08:00:01Z WARN payment retry 2/3").unwrap();
        assert_eq!(r.level, Level::Warn);
        assert_eq!(r.ts, 1_762_934_401);
        assert_eq!(r.message, "payment retry 2/3");
    }

    #[test]
    fn skips_stack_traces() {
        assert!(parse_line("    at com.acme.Foo.bar(Foo.java:12)").is_none());
        assert!(parse_line("").is_none());
    }
}

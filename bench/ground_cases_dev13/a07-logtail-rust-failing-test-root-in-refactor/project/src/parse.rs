//! Log lines look like `2025-11-03T08:15:02Z ERROR [billing] payment declined: card expired`.

use std::fmt;

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

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Level::Trace => "TRACE",
            Level::Debug => "DEBUG",
            Level::Info => "INFO",
            Level::Warn => "WARN",
            Level::Error => "ERROR",
        };
        f.write_str(s)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<'a> {
    /// Unix seconds, UTC.
    pub ts: i64,
    pub level: Level,
    pub target: &'a str,
    pub message: &'a str,
}

pub fn parse_line(line: &str) -> Option<Entry<'_>> {
    let mut parts = line.splitn(4, ' ');
    let ts = parse_timestamp(parts.next()?)?;
    let level = Level::parse(parts.next()?)?;
    let target = parts.next()?.trim_start_matches('[').trim_end_matches(']');
    let message = parts.next().unwrap_or("");
    Some(Entry { ts, level, target, message })
}

/// `YYYY-MM-DDTHH:MM:SSZ` to Unix seconds.
pub fn parse_timestamp(s: &str) -> Option<i64> {
    let s = s.strip_suffix('Z')?;
    let (date, time) = s.split_once('T')?;
    let mut d = date.splitn(3, '-').map(|p| p.parse::<i64>().ok());
    let (y, m, day) = (d.next()??, d.next()??, d.next()??);
    let mut t = time.splitn(3, ':').map(|p| p.parse::<i64>().ok());
    let (hh, mm, ss) = (t.next()??, t.next()??, t.next()??);
    if !(1..=12).contains(&m) || !(1..=31).contains(&day) || hh > 23 || mm > 59 || ss > 60 {
        return None;
    }
    Some(days_from_civil(y, m, day) * 86_400 + hh * 3_600 + mm * 60 + ss)
}

/// Days since 1970-01-01 (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
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
        let e = parse_line("2025-11-03T08:15:02Z ERROR [billing] payment declined: card expired").unwrap();
        assert_eq!(e.level, Level::Error);
        assert_eq!(e.target, "billing");
        assert_eq!(e.message, "payment declined: card expired");
        assert_eq!(e.ts, 1_762_157_702);
    }

    #[test]
    fn accepts_warning_spelling() {
        let e = parse_line("2025-11-03T08:15:02Z WARNING [ledger] slow query").unwrap();
        assert_eq!(e.level, Level::Warn);
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_line("not a log line").is_none());
        assert!(parse_line("2025-13-03T08:15:02Z INFO [x] bad month").is_none());
    }
}

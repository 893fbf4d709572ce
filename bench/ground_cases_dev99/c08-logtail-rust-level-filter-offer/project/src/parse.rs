//! One log line: `2025-11-10T08:15:02+08:00 WARN  [payments::refund] message ...`

use std::fmt;
use std::str::FromStr;

/// Severity, most severe first (the derived order follows the declaration).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Error,
    Warn,
    Info,
    Debug,
    Trace,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Error => "ERROR",
            Level::Warn => "WARN",
            Level::Info => "INFO",
            Level::Debug => "DEBUG",
            Level::Trace => "TRACE",
        }
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_uppercase().as_str() {
            "ERROR" | "ERR" | "E" => Ok(Level::Error),
            "WARN" | "WARNING" | "W" => Ok(Level::Warn),
            "INFO" | "I" => Ok(Level::Info),
            "DEBUG" | "D" => Ok(Level::Debug),
            "TRACE" | "T" => Ok(Level::Trace),
            other => Err(format!("unknown level: {other}")),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Unix seconds (UTC), from the line's own timestamp and offset.
    pub ts: i64,
    pub raw_ts: String,
    pub level: Level,
    pub target: String,
    pub message: String,
}

/// Parses one line; None for continuation lines (stack traces) and garbage.
pub fn parse_line(line: &str) -> Option<Entry> {
    let (raw_ts, rest) = line.split_once(' ')?;
    let ts = parse_timestamp(raw_ts)?;
    let (level, rest) = rest.trim_start().split_once(' ')?;
    let level = level.parse().ok()?;
    let rest = rest.trim_start();
    let (target, message) = match rest.strip_prefix('[') {
        Some(r) => {
            let end = r.find(']')?;
            (&r[..end], r[end + 1..].trim_start())
        }
        None => ("", rest),
    };
    Some(Entry { ts, raw_ts: raw_ts.to_string(), level, target: target.to_string(), message: message.to_string() })
}

/// `YYYY-MM-DDTHH:MM:SS` followed by `Z` or `+HH:MM` / `-HH:MM`, as Unix seconds.
pub fn parse_timestamp(s: &str) -> Option<i64> {
    if s.len() < 20 || !s.is_char_boundary(19) {
        return None;
    }
    let (dt, zone) = s.split_at(19);
    let b = dt.as_bytes();
    if b[4] != b'-' || b[7] != b'-' || b[10] != b'T' || b[13] != b':' || b[16] != b':' {
        return None;
    }
    let num = |r: std::ops::Range<usize>| dt.get(r)?.parse::<i64>().ok();
    let (y, mo, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (h, mi, se) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&mo) || !(1..=31).contains(&d) || h > 23 || mi > 59 || se > 60 {
        return None;
    }
    let offset = match zone {
        "Z" => 0,
        z if z.len() == 6 && (z.starts_with('+') || z.starts_with('-')) && &z[3..4] == ":" => {
            let sign = if z.starts_with('-') { -1 } else { 1 };
            sign * (z[1..3].parse::<i64>().ok()? * 3600 + z[4..6].parse::<i64>().ok()? * 60)
        }
        _ => return None,
    };
    Some(days_from_civil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + se - offset)
}

/// Days since 1970-01-01 (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
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
        let e = parse_line("2025-11-10T08:15:02+08:00 WARN  [payments::refund] retry 2/5").unwrap();
        assert_eq!(e.level, Level::Warn);
        assert_eq!(e.target, "payments::refund");
        assert_eq!(e.message, "retry 2/5");
    }

    #[test]
    fn offset_and_utc_agree() {
        assert_eq!(parse_timestamp("2025-11-10T08:15:02+08:00"), parse_timestamp("2025-11-10T00:15:02Z"));
        assert_eq!(parse_timestamp("1970-01-01T00:00:00Z"), Some(0));
    }

    #[test]
    fn level_aliases() {
        assert_eq!("w".parse::<Level>(), Ok(Level::Warn));
        assert_eq!("Warning".parse::<Level>(), Ok(Level::Warn));
        assert_eq!("E".parse::<Level>(), Ok(Level::Error));
        assert!("x".parse::<Level>().is_err());
    }

    #[test]
    fn skips_continuation_lines() {
        assert!(parse_line("    at com.acme.Foo.bar(Foo.java:42)").is_none());
        assert!(parse_line("").is_none());
    }
}

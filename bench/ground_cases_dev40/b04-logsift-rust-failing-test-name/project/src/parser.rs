use std::fmt;

use crate::level::Level;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Timestamp {
    pub unix_ms: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub ts: Timestamp,
    pub level: Level,
    pub target: Option<String>,
    pub message: String,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    BadTimestamp(String),
    BadLevel(String),
    MissingMessage,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty line"),
            ParseError::BadTimestamp(t) => write!(f, "bad timestamp: {t}"),
            ParseError::BadLevel(l) => write!(f, "unknown level: {l}"),
            ParseError::MissingMessage => write!(f, "missing message"),
        }
    }
}

/// Parses one log line. Two layouts are accepted:
///   2025-11-03T10:22:01.123Z INFO [http] GET /health 200
///   [2025-11-03 10:22:01] WARN disk almost full
pub fn parse_line(line: &str) -> Result<Record, ParseError> {
    let line = line.trim_end();
    if line.is_empty() {
        return Err(ParseError::Empty);
    }
    let (ts_text, rest) = match line.strip_prefix('[') {
        Some(stripped) => stripped
            .split_once("] ")
            .ok_or_else(|| ParseError::BadTimestamp(line.to_string()))?,
        None => line.split_once(' ').ok_or(ParseError::MissingMessage)?,
    };
    let ts = parse_timestamp(ts_text)?;
    let (level_text, rest) = rest.split_once(' ').ok_or(ParseError::MissingMessage)?;
    let level: Level = level_text
        .parse()
        .map_err(|_| ParseError::BadLevel(level_text.to_string()))?;
    let (target, message) = match rest.strip_prefix('[').and_then(|r| r.split_once("] ")) {
        Some((t, m)) => (Some(t.to_string()), m),
        None => (None, rest),
    };
    Ok(Record {
        ts,
        level,
        target,
        message: message.to_string(),
    })
}

/// `YYYY-MM-DD[T ]HH:MM:SS[.mmm][Z|+HH:MM|-HH:MM]`, converted to UTC.
pub fn parse_timestamp(text: &str) -> Result<Timestamp, ParseError> {
    let bad = || ParseError::BadTimestamp(text.to_string());
    let (body, offset_min) = split_offset(text).ok_or_else(bad)?;
    let (date, time) = body.split_once(['T', ' ']).ok_or_else(bad)?;
    let mut d = date.splitn(3, '-').map(|p| p.parse::<i64>());
    let (y, mo, da) = match (d.next(), d.next(), d.next()) {
        (Some(Ok(y)), Some(Ok(m)), Some(Ok(d))) => (y, m, d),
        _ => return Err(bad()),
    };
    let (hms, millis) = match time.split_once('.') {
        Some((hms, frac)) => (
            hms,
            frac.get(..3)
                .and_then(|f| f.parse::<i64>().ok())
                .ok_or_else(bad)?,
        ),
        None => (time, 0),
    };
    let mut t = hms.splitn(3, ':').map(|p| p.parse::<i64>());
    let (h, mi, s) = match (t.next(), t.next(), t.next()) {
        (Some(Ok(h)), Some(Ok(m)), Some(Ok(s))) => (h, m, s),
        _ => return Err(bad()),
    };
    if !(1..=12).contains(&mo) || !(1..=31).contains(&da) || h > 23 || mi > 59 || s > 60 {
        return Err(bad());
    }
    let secs = days_from_civil(y, mo, da) * 86_400 + h * 3600 + mi * 60 + s - offset_min * 60;
    Ok(Timestamp {
        unix_ms: secs * 1000 + millis,
    })
}

/// Splits a trailing `Z` or `+HH:MM`/`-HH:MM` off the time; returns the offset in minutes.
fn split_offset(text: &str) -> Option<(&str, i64)> {
    if let Some(body) = text.strip_suffix('Z') {
        return Some((body, 0));
    }
    let t = text.find('T')?;
    match text[t..].rfind(['+', '-']) {
        Some(i) => {
            let (body, off) = text.split_at(t + i);
            Some((body, parse_offset(off)?))
        }
        None => Some((text, 0)),
    }
}

fn parse_offset(off: &str) -> Option<i64> {
    let sign = if off.starts_with('-') { -1 } else { 1 };
    let (h, m) = off[1..].split_once(':').unwrap_or((&off[1..], "00"));
    let (h, m) = (h.parse::<i64>().ok()?, m.parse::<i64>().ok()?);
    if h > 14 || m > 59 {
        return None;
    }
    Some(sign * (h * 60 + m))
}

/// Days since 1970-01-01 (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_iso_utc() {
        let r = parse_line("2025-11-03T10:22:01.123Z INFO [http] GET /health 200").unwrap();
        assert_eq!(r.ts.unix_ms, 1_762_165_321_123);
        assert_eq!(r.level, Level::Info);
        assert_eq!(r.target.as_deref(), Some("http"));
        assert_eq!(r.message, "GET /health 200");
    }

    #[test]
    fn parses_bracketed_timestamp() {
        let r = parse_line("[2025-11-03 10:22:01] WARN disk almost full").unwrap();
        assert_eq!(r.ts.unix_ms, 1_762_165_321_000);
        assert_eq!(r.level, Level::Warn);
        assert_eq!(r.target, None);
        assert_eq!(r.message, "disk almost full");
    }

    #[test]
    fn parses_offset() {
        let r = parse_line("2025-11-03T19:22:01.123+09:00 INFO [http] GET /health 200").unwrap();
        assert_eq!(r.ts.unix_ms, 1_762_165_321_123);
        let west = parse_timestamp("2025-11-03T05:22:01-05:00").unwrap();
        assert_eq!(west.unix_ms, 1_762_165_321_000);
    }

    #[test]
    fn rejects_unknown_level() {
        assert_eq!(
            parse_line("2025-11-03T10:22:01Z LOUD hello"),
            Err(ParseError::BadLevel("LOUD".into()))
        );
    }

    #[test]
    fn rejects_bad_month() {
        assert!(matches!(
            parse_timestamp("2025-13-01T00:00:00Z"),
            Err(ParseError::BadTimestamp(_))
        ));
    }

    #[test]
    fn empty_line() {
        assert_eq!(parse_line("   "), Err(ParseError::Empty));
    }
}

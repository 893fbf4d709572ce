//! Log lines look like `2025-11-02T09:14:03Z WARN  api::auth: token refresh failed`.

use std::borrow::Cow;
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
        f.pad(s)
    }
}

#[derive(Debug, Clone)]
pub struct Record<'a> {
    pub ts: &'a str,
    pub level: Level,
    pub target: &'a str,
    pub msg: &'a str,
}

/// `2025-11-02T09:14:03Z`
pub const TS_LEN: usize = 20;

pub fn parse_line(line: &str) -> Option<Record<'_>> {
    if line.len() < TS_LEN + 2 || !line.is_char_boundary(TS_LEN) {
        return None;
    }
    let (ts, rest) = line.split_at(TS_LEN);
    if !ts.is_ascii() || ts.as_bytes()[10] != b'T' || !ts.ends_with('Z') {
        return None;
    }
    let rest = rest.trim_start();
    let (level, rest) = rest.split_once(char::is_whitespace)?;
    let level = Level::parse(level)?;
    let (target, msg) = rest.trim_start().split_once(": ")?;
    Some(Record { ts, level, target, msg })
}

/// Seconds since midnight of a record's timestamp (`…T09:14:03Z` -> 33243).
pub fn seconds_of_day(ts: &str) -> Option<u32> {
    let hms = ts.get(11..19)?;
    let mut parts = hms.split(':').map(|p| p.parse::<u32>().ok());
    let (h, m, s) = (parts.next()??, parts.next()??, parts.next()??);
    (h < 24 && m < 60 && s < 61).then_some(h * 3600 + m * 60 + s)
}

/// `HH:MM` from the command line as seconds since midnight.
pub fn parse_hhmm(s: &str) -> Result<u32, String> {
    let (h, m) = s.split_once(':').ok_or_else(|| format!("expected HH:MM, got {s:?}"))?;
    let h: u32 = h.parse().map_err(|_| format!("bad hour in {s:?}"))?;
    let m: u32 = m.parse().map_err(|_| format!("bad minute in {s:?}"))?;
    if h > 23 || m > 59 {
        return Err(format!("{s:?} is not a time of day"));
    }
    Ok(h * 3600 + m * 60)
}

/// Shorten a message for the one-line view and mark the cut with an ellipsis.
pub fn truncate_msg(msg: &str, max: usize) -> Cow<'_, str> {
    if max == 0 || msg.len() <= max {
        return Cow::Borrowed(msg);
    }
    let cut = &msg[..max];
    Cow::Owned(format!("{cut}…"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let r = parse_line("2025-11-02T09:14:03Z WARN  api::auth: token refresh failed").unwrap();
        assert_eq!(r.level, Level::Warn);
        assert_eq!(r.target, "api::auth");
        assert_eq!(r.msg, "token refresh failed");
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_line("hello").is_none());
        assert!(parse_line("2025-11-02 09:14:03 WARN x: y").is_none());
    }

    #[test]
    fn truncates_ascii() {
        assert_eq!(truncate_msg("abcdef", 3), "abc…");
        assert_eq!(truncate_msg("abc", 3), "abc");
    }
}

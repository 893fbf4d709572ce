//! One log line: `2025-03-04T10:22:01 LEVEL target: message`.
//!
//! Lines that do not start with a timestamp (stack traces, wrapped messages)
//! are not entries of their own.

use std::fmt;

/// Length of the timestamp prefix, `YYYY-MM-DDTHH:MM:SS`.
pub const TS_LEN: usize = 19;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Timestamp {
    pub date: (u16, u8, u8),
    pub secs: u32,
}

impl Timestamp {
    /// `YYYY-MM-DDTHH:MM:SS`, or a bare date (midnight).
    pub fn parse(s: &str) -> Option<Timestamp> {
        let b = s.as_bytes();
        if b.len() < 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let num = |from: usize, to: usize| s.get(from..to)?.parse::<u32>().ok();
        let date = (num(0, 4)? as u16, num(5, 7)? as u8, num(8, 10)? as u8);
        if b.len() == 10 {
            return Some(Timestamp { date, secs: 0 });
        }
        if b.len() != TS_LEN || b[10] != b'T' {
            return None;
        }
        let secs = num(11, 13)? * 3600 + num(14, 16)? * 60 + num(17, 19)?;
        Some(Timestamp { date, secs })
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.date;
        let s = self.secs;
        write!(f, "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub ts: Timestamp,
    pub level: String,
    pub target: String,
    pub message: String,
}

/// Severity of a level name, lowest first; `None` for names we don't know.
pub fn level_rank(level: &str) -> Option<u8> {
    match level.to_ascii_uppercase().as_str() {
        "TRACE" => Some(0),
        "DEBUG" => Some(1),
        "INFO" => Some(2),
        "WARN" | "WARNING" => Some(3),
        "ERROR" => Some(4),
        "FATAL" => Some(5),
        _ => None,
    }
}

/// Parse the first line of an entry; `None` when the line does not start one.
pub fn parse_line(line: &str) -> Option<Entry> {
    if line.len() < TS_LEN {
        return None;
    }
    let ts = Timestamp::parse(&line[..TS_LEN])?;
    let rest = line[TS_LEN..].trim_start();
    let (level, rest) = rest.split_once(' ')?;
    let (target, message) = rest.split_once(": ").unwrap_or(("", rest));
    Some(Entry {
        ts,
        level: level.to_string(),
        target: target.to_string(),
        message: message.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_full_line() {
        let e = parse_line("2025-03-04T10:22:01 WARN payments::gw: retrying charge 8812").unwrap();
        assert_eq!(e.ts.to_string(), "2025-03-04T10:22:01");
        assert_eq!(e.level, "WARN");
        assert_eq!(e.target, "payments::gw");
        assert_eq!(e.message, "retrying charge 8812");
    }

    #[test]
    fn short_and_plain_lines_are_not_entries() {
        assert!(parse_line("").is_none());
        assert!(parse_line("    at charge (gw.rs:88)").is_none());
    }

    #[test]
    fn bare_date() {
        assert_eq!(Timestamp::parse("2025-03-04").unwrap().secs, 0);
    }
}

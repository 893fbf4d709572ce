//! Parses lines like `2025-12-01T09:15:02.123+09:00 WARN  [billing] 請求書の送信に失敗しました`.

use chrono::{DateTime, FixedOffset};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

#[derive(Debug, PartialEq)]
pub struct Entry {
    pub at: DateTime<FixedOffset>,
    pub level: Level,
    pub target: String,
    pub message: String,
}

const TS_LEN: usize = 29;

pub fn parse_line(line: &str) -> Option<Entry> {
    if line.len() < TS_LEN + 8 {
        return None;
    }
    let at = DateTime::parse_from_rfc3339(&line[..TS_LEN]).ok()?;
    let rest = line[TS_LEN..].trim_start();
    let (level, rest) = rest.split_once(' ')?;
    let rest = rest.trim_start();
    let target_end = rest.find(']')?;
    let target = rest[1..target_end].to_string();
    let message = &rest[target_end + 1..];
    let message = match message.char_indices().nth(80) {
        Some((end, _)) => &message[..end],
        None => message,
    };
    Some(Entry {
        at,
        level: parse_level(level)?,
        target,
        message: message.trim().to_string(),
    })
}

fn parse_level(s: &str) -> Option<Level> {
    match s {
        "DEBUG" => Some(Level::Debug),
        "INFO" => Some(Level::Info),
        "WARN" => Some(Level::Warn),
        "ERROR" => Some(Level::Error),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_basic_line() {
        let e = parse_line("2025-12-01T09:15:02.123+09:00 INFO  [api] started").unwrap();
        assert_eq!(e.level, Level::Info);
        assert_eq!(e.target, "api");
        assert_eq!(e.message, "started");
    }

    #[test]
    fn parses_multibyte_message() {
        let msg = "請求書の送信に失敗しました。宛先のメールアドレスが無効です。再送はバッチで行います。担当者に連絡してください。";
        let line = format!("2025-12-01T09:15:02.123+09:00 WARN  [billing] {msg}");
        let e = parse_line(&line).unwrap();
        assert_eq!(e.level, Level::Warn);
        assert!(msg.starts_with(&e.message));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_line("hello").is_none());
    }
}

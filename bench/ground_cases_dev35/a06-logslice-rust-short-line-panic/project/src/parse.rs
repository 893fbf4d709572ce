use chrono::NaiveDateTime;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s {
            "TRACE" => Some(Level::Trace),
            "DEBUG" => Some(Level::Debug),
            "INFO" => Some(Level::Info),
            "WARN" | "WARNING" => Some(Level::Warn),
            "ERROR" => Some(Level::Error),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Entry<'a> {
    pub ts: NaiveDateTime,
    pub level: Level,
    pub msg: &'a str,
}

const TS_FORMAT: &str = "%Y-%m-%d %H:%M:%S";

/// Parses one log line of the form `YYYY-MM-DD HH:MM:SS LEVEL message`, where the level may
/// be bracketed (`[WARN]`). The timestamp has no zone and is taken as written.
///
/// Returns `None` for lines that don't have that shape; callers skip them.
pub fn parse_line(line: &str) -> Option<Entry<'_>> {
    let ts = &line[..19];
    let ts = NaiveDateTime::parse_from_str(ts, TS_FORMAT).ok()?;
    let rest = line[19..].trim_start();
    let (level, msg) = rest.split_once(' ')?;
    let level = Level::parse(level.trim_matches(|c| c == '[' || c == ']'))?;
    Some(Entry { ts, level, msg: msg.trim_end() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_plain_line() {
        let e = parse_line("2026-04-02 11:09:58 INFO started worker pool size=8").unwrap();
        assert_eq!(e.level, Level::Info);
        assert_eq!(e.msg, "started worker pool size=8");
    }

    #[test]
    fn parses_bracketed_level() {
        let e = parse_line("2026-04-02 11:09:58 [WARN] slow query 812ms").unwrap();
        assert_eq!(e.level, Level::Warn);
    }

    #[test]
    fn rejects_garbage_timestamp() {
        assert!(parse_line("not a timestamp at all, really INFO x").is_none());
    }
}

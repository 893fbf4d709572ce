//! Printing entries, optionally with ANSI colours by level.

use crate::parse::{Entry, Level};

const RESET: &str = "\x1b[0m";

fn colour(level: Level) -> &'static str {
    match level {
        Level::Error => "\x1b[31m",
        Level::Warn => "\x1b[33m",
        Level::Info => "\x1b[32m",
        Level::Debug => "\x1b[36m",
        Level::Trace => "\x1b[90m",
    }
}

pub fn plain(entry: &Entry, color: bool) -> String {
    let target = if entry.target.is_empty() { String::new() } else { format!(" [{}]", entry.target) };
    if color {
        format!("{} {}{:<5}{}{} {}", entry.raw_ts, colour(entry.level), entry.level, RESET, target, entry.message)
    } else {
        format!("{} {:<5}{} {}", entry.raw_ts, entry.level, target, entry.message)
    }
}

/// One JSON object per entry (for jq): ts, level, target, message.
pub fn json(entry: &Entry) -> String {
    format!(
        "{{\"ts\":{},\"time\":\"{}\",\"level\":\"{}\",\"target\":\"{}\",\"message\":\"{}\"}}",
        entry.ts,
        escape(&entry.raw_ts),
        entry.level,
        escape(&entry.target),
        escape(&entry.message)
    )
}

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// A one-line summary printed to stderr at the end: how many lines matched of how many read.
pub fn summary(matched: usize, total: &usize) -> String {
    format!("{matched} of {total} lines matched")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_line;

    #[test]
    fn plain_without_colour() {
        let e = parse_line("2025-11-10T08:15:02+08:00 WARN  [db] slow query").unwrap();
        assert_eq!(plain(&e, false), "2025-11-10T08:15:02+08:00 WARN  [db] slow query");
    }

    #[test]
    fn json_escapes_quotes() {
        let e = parse_line("2025-11-10T00:00:00Z ERROR [api] bad \"id\"").unwrap();
        assert_eq!(
            json(&e),
            r#"{"ts":1762732800,"time":"2025-11-10T00:00:00Z","level":"ERROR","target":"api","message":"bad \"id\""}"#
        );
    }
}

use anyhow::{bail, Result};
use chrono::{DateTime, FixedOffset, Local, NaiveDateTime, TimeZone, Utc};

/// One log line split into its parts.
#[derive(Debug, Clone)]
pub struct Entry {
    pub at: DateTime<Utc>,
    pub level: String,
    pub message: String,
}

/// Formats we see in the wild: RFC 3339 with an offset, and the app servers'
/// plain "2025-11-10 09:15:02" which is written in the host's local time.
const NAIVE_FORMATS: &[&str] = &["%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S"];

pub fn parse_line(line: &str) -> Result<Entry> {
    let mut parts = line.splitn(3, " | ");
    let (Some(ts), Some(level), Some(message)) = (parts.next(), parts.next(), parts.next()) else {
        bail!("not a log line: {line}");
    };
    Ok(Entry {
        at: parse_timestamp(ts.trim())?,
        level: level.trim().to_uppercase(),
        message: message.to_string(),
    })
}

pub fn parse_timestamp(ts: &str) -> Result<DateTime<Utc>> {
    if let Ok(at) = DateTime::<FixedOffset>::parse_from_rfc3339(ts) {
        return Ok(at.with_timezone(&Utc));
    }
    for fmt in NAIVE_FORMATS {
        if let Ok(naive) = NaiveDateTime::parse_from_str(ts, fmt) {
            return Ok(Utc.from_utc_datetime(&naive));
        }
    }
    bail!("unrecognised timestamp: {ts}")
}

/// --since / --until accept the same formats, read as local time when naive.
pub fn parse_bound(arg: &str) -> Result<DateTime<Utc>> {
    if let Ok(at) = DateTime::<FixedOffset>::parse_from_rfc3339(arg) {
        return Ok(at.with_timezone(&Utc));
    }
    for fmt in NAIVE_FORMATS {
        if let Ok(naive) = NaiveDateTime::parse_from_str(arg, fmt) {
            if let Some(at) = Local.from_local_datetime(&naive).earliest() {
                return Ok(at.with_timezone(&Utc));
            }
        }
    }
    bail!("--since/--until: cannot read {arg:?}")
}

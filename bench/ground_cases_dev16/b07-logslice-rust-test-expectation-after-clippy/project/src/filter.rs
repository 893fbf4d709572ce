use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// One log line: only the timestamp matters to us, the rest is printed as is.
#[derive(Debug, Clone)]
pub struct Record {
    pub ts_millis: u64,
    pub raw: String,
}

impl Record {
    /// Reads `"ts": <epoch millis>` from a JSON line without a JSON parser.
    pub fn from_line(line: &str) -> Option<Record> {
        let start = line.find("\"ts\":")? + 5;
        let rest = line[start..].trim_start();
        let end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        let ts_millis = rest[..end].parse().ok()?;
        Some(Record { ts_millis, raw: line.to_string() })
    }
}

pub fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// True when the record is no older than `since` relative to `now`.
pub fn within(record: &Record, since: Duration, now: u64) -> bool {
    let window = since.as_millis() as u64;
    record.ts_millis + window >= now
}

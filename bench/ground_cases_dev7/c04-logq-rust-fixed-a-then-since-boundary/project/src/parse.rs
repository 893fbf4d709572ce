use anyhow::{anyhow, Context, Result};
use chrono::{DateTime, Utc};
use serde_json::Value;

use crate::record::{Level, Record};

/// Parse one JSON-lines log record.
///
/// Expected keys: `ts` (RFC 3339), `level`, `msg`; everything else goes to `fields`.
pub fn parse_line(line: &str) -> Result<Record> {
    let value: Value = serde_json::from_str(line).context("not JSON")?;
    let mut obj = match value {
        Value::Object(map) => map,
        _ => return Err(anyhow!("not a JSON object")),
    };
    let ts = obj
        .remove("ts")
        .and_then(|v| v.as_str().map(str::to_owned))
        .ok_or_else(|| anyhow!("missing ts"))?;
    let ts: DateTime<Utc> = DateTime::parse_from_rfc3339(&ts)
        .with_context(|| format!("bad ts {ts:?}"))?
        .with_timezone(&Utc);
    let level = obj
        .remove("level")
        .and_then(|v| v.as_str().and_then(Level::parse))
        .unwrap_or(Level::Info);
    let msg = obj
        .remove("msg")
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default();
    Ok(Record { ts, level, msg, fields: obj, raw: line.to_owned() })
}

use chrono::{DateTime, Duration, NaiveDateTime, TimeZone, Utc};
use serde_json::Value;

/// Keys we accept for the timestamp, in order of preference.
const KEYS: [&str; 3] = ["ts", "time", "@timestamp"];

/// The timestamp of one JSON log line, if it has one we understand.
pub fn timestamp(line: &str) -> Option<DateTime<Utc>> {
    let value: Value = serde_json::from_str(line).ok()?;
    let obj = value.as_object()?;
    for key in KEYS {
        match obj.get(key) {
            Some(Value::String(s)) => return parse_str(s),
            Some(Value::Number(n)) => return from_epoch(n.as_f64()?),
            _ => continue,
        }
    }
    None
}

fn parse_str(s: &str) -> Option<DateTime<Utc>> {
    if let Ok(dt) = DateTime::parse_from_rfc3339(s) {
        return Some(dt.with_timezone(&Utc));
    }
    // some services log "2025-03-04 10:00:00.123" without a zone; they are UTC
    NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S%.f")
        .ok()
        .map(|naive| Utc.from_utc_datetime(&naive))
}

/// A relative duration like "15m", "2h" or "1d".
pub fn relative(s: &str) -> Result<Duration, String> {
    let s = s.trim();
    let (num, unit) = s.split_at(s.len().saturating_sub(1));
    let n: i64 = num.parse().map_err(|_| format!("bad duration {s:?}, expected e.g. 15m, 2h, 1d"))?;
    match unit {
        "s" => Ok(Duration::seconds(n)),
        "m" => Ok(Duration::minutes(n)),
        "h" => Ok(Duration::hours(n)),
        "d" => Ok(Duration::days(n)),
        _ => Err(format!("bad unit in {s:?}, use s, m, h or d")),
    }
}

fn from_epoch(secs: f64) -> Option<DateTime<Utc>> {
    // epoch millis are common too; anything past year 5138 in seconds is millis
    let secs = if secs > 1e11 { secs / 1000.0 } else { secs };
    DateTime::from_timestamp(secs.trunc() as i64, (secs.fract() * 1e9) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_units() {
        assert_eq!(relative("15m").unwrap(), Duration::minutes(15));
        assert_eq!(relative("2h").unwrap(), Duration::hours(2));
        assert_eq!(relative("1d").unwrap(), Duration::days(1));
    }

    #[test]
    fn relative_rejects_garbage() {
        assert!(relative("").is_err());
        assert!(relative("10x").is_err());
        assert!(relative("h").is_err());
    }
}

use anyhow::{bail, Result};
use chrono::{DateTime, Local, NaiveDate, NaiveDateTime, NaiveTime, TimeZone};

/// Parse a --since/--until value in local time.
///
/// Accepts a full date-time, a date (the start of that day), or a time (today).
pub fn parse_bound(value: &str) -> Result<DateTime<Local>> {
    let value = value.trim();
    let naive = if let Ok(dt) = NaiveDateTime::parse_from_str(value, "%Y-%m-%d %H:%M") {
        dt
    } else if let Ok(dt) = NaiveDateTime::parse_from_str(value, "%Y-%m-%d %H:%M:%S") {
        dt
    } else if let Ok(date) = NaiveDate::parse_from_str(value, "%Y-%m-%d") {
        date.and_time(Local::now().time())
    } else if let Ok(time) = NaiveTime::parse_from_str(value, "%H:%M") {
        Local::now().date_naive().and_time(time)
    } else {
        bail!("cannot read {value:?}: use YYYY-MM-DD, YYYY-MM-DD HH:MM or HH:MM");
    };
    match Local.from_local_datetime(&naive).earliest() {
        Some(dt) => Ok(dt),
        None => bail!("{value:?} does not exist in the local time zone"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Timelike;

    #[test]
    fn full_datetime() {
        let dt = parse_bound("2025-11-07 09:30").unwrap();
        assert_eq!((dt.hour(), dt.minute()), (9, 30));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_bound("yesterday").is_err());
    }
}

use chrono::{Duration, NaiveDate, Timelike};

use crate::parse::Event;

/// Counts per hour of `day` (UTC), index 0 = 00:00-00:59.
pub fn hourly(events: &[Event], day: NaiveDate) -> [u32; 24] {
    let start = day.and_hms_opt(0, 0, 0).unwrap().and_utc();
    // last second of the day
    let end = start + Duration::hours(24) - Duration::minutes(1);
    let mut counts = [0u32; 24];
    for e in events {
        if e.at >= start && e.at < end {
            counts[e.at.hour() as usize] += 1;
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn ev(h: u32, m: u32) -> Event {
        Event { at: chrono::Utc.with_ymd_and_hms(2025, 11, 4, h, m, 0).unwrap(), status: 502, path: "/".into() }
    }

    #[test]
    fn counts_by_hour() {
        let day = NaiveDate::from_ymd_opt(2025, 11, 4).unwrap();
        let c = hourly(&[ev(0, 5), ev(0, 50), ev(13, 0), ev(23, 10)], day);
        assert_eq!(c[0], 2);
        assert_eq!(c[13], 1);
        assert_eq!(c[23], 1);
    }
}

use chrono::{DateTime, Local};

/// Calendar days (local time) between the day `modified` fell on and today.
pub fn age_days(modified: DateTime<Local>, now: DateTime<Local>) -> i64 {
    (now.date_naive() - modified.date_naive()).num_days()
}

/// A file is expired once its day is on or before the cutoff day (today - keep_days).
pub fn is_expired(age_days: i64, keep_days: u32) -> bool {
    let cutoff = keep_days as i64;
    age_days >= cutoff
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(y: i32, m: u32, d: u32, h: u32) -> DateTime<Local> {
        Local.with_ymd_and_hms(y, m, d, h, 0, 0).unwrap()
    }

    #[test]
    fn fresh_file_is_kept() {
        assert!(!is_expired(age_days(at(2025, 5, 10, 9), at(2025, 5, 11, 9)), 14));
    }

    #[test]
    fn old_file_is_expired() {
        assert!(is_expired(age_days(at(2025, 4, 1, 9), at(2025, 5, 11, 9)), 14));
    }

    #[test]
    fn keeps_file_exactly_at_cutoff() {
        assert!(!is_expired(age_days(at(2025, 4, 27, 9), at(2025, 5, 11, 9)), 14));
    }
}

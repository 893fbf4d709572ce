//! Relative durations for --since: `90s`, `15m`, `2h`, `3d`, or combined like `1h30m`.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds in `s`, or None when it is not a duration. A bare number is read as seconds.
pub fn parse_duration(s: &str) -> Option<i64> {
    let s = s.trim();
    if s.is_empty() {
        return None;
    }
    if let Ok(n) = s.parse::<i64>() {
        return (n >= 0).then_some(n);
    }
    let mut total: i64 = 0;
    let mut num = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let unit = match c {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            'd' => 86_400,
            _ => return None,
        };
        let n: i64 = num.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit)?)?;
        num.clear();
    }
    if !num.is_empty() {
        return None;
    }
    Some(total)
}

/// Current Unix time in seconds.
pub fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_and_combinations() {
        assert_eq!(parse_duration("90s"), Some(90));
        assert_eq!(parse_duration("15m"), Some(900));
        assert_eq!(parse_duration("2h"), Some(7200));
        assert_eq!(parse_duration("1h30m"), Some(5400));
        assert_eq!(parse_duration("3d"), Some(259_200));
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(parse_duration(""), None);
        assert_eq!(parse_duration("2x"), None);
        assert_eq!(parse_duration("h"), None);
        assert_eq!(parse_duration("1h30"), None);
    }
}

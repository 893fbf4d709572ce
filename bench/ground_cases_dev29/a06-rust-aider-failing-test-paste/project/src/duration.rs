use std::time::Duration;

/// Parse a compact duration like "90s", "5m", "1m30s" or "1h30m".
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let s = s.trim();
    if s.is_empty() {
        return Err("empty duration".into());
    }
    let mut total: u64 = 0;
    let mut num = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let n: u64 = num
            .parse()
            .map_err(|_| format!("missing number before '{c}' in {s:?}"))?;
        num.clear();
        total += match c {
            's' => n,
            'm' => n * 60,
            'h' => n * 60,
            _ => return Err(format!("unknown unit '{c}' in {s:?}")),
        };
    }
    if !num.is_empty() {
        return Err(format!("missing unit after {num} in {s:?}"));
    }
    if total == 0 {
        return Err("duration must be positive".into());
    }
    Ok(Duration::from_secs(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_seconds_and_minutes() {
        assert_eq!(parse_duration("90s").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_duration("5m").unwrap(), Duration::from_secs(300));
        assert_eq!(parse_duration("1m30s").unwrap(), Duration::from_secs(90));
    }

    #[test]
    fn parses_hours() {
        assert_eq!(parse_duration("1h30m").unwrap(), Duration::from_secs(5400));
        assert_eq!(parse_duration("2h").unwrap(), Duration::from_secs(7200));
        assert_eq!(parse_duration("1h0m5s").unwrap(), Duration::from_secs(3605));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_duration("").is_err());
        assert!(parse_duration("5").is_err());
        assert!(parse_duration("m").is_err());
        assert!(parse_duration("5d").is_err());
        assert!(parse_duration("0s").is_err());
    }
}

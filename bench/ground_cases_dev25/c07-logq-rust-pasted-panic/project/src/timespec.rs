//! Relative time specs for `--since`: `90s`, `30m`, `2h`, `1d`.

/// Seconds in a spec like `2h`; `None` when it is not `<digits><unit>`.
pub fn parse_duration(spec: &str) -> Option<i64> {
    let spec = spec.trim();
    let split = spec.find(|c: char| !c.is_ascii_digit())?;
    let (num, unit) = spec.split_at(split);
    let n: i64 = num.parse().ok()?;
    let mult = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86400,
        _ => return None,
    };
    Some(n * mult)
}

#[cfg(test)]
mod tests {
    use super::parse_duration;

    #[test]
    fn units() {
        assert_eq!(parse_duration("90s"), Some(90));
        assert_eq!(parse_duration("30m"), Some(1800));
        assert_eq!(parse_duration("2h"), Some(7200));
        assert_eq!(parse_duration("1d"), Some(86400));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_duration("2"), None);
        assert_eq!(parse_duration("h"), None);
        assert_eq!(parse_duration("2w"), None);
    }
}

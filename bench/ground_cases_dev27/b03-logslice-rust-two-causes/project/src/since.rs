use anyhow::{bail, Result};
use chrono::Duration;

/// `30m`, `2h`, `1d`, `90s` -> a Duration.
pub fn parse_duration(text: &str) -> Result<Duration> {
    let text = text.trim();
    if text.len() < 2 {
        bail!("--since: expected a number and a unit (s, m, h, d), got {text:?}");
    }
    let (num, unit) = text.split_at(text.len() - 1);
    let n: i64 = num.parse().map_err(|_| anyhow::anyhow!("--since: {num:?} is not a number"))?;
    let d = match unit {
        "s" => Duration::seconds(n),
        "m" => Duration::minutes(n),
        "h" => Duration::hours(n),
        "d" => Duration::days(n),
        other => bail!("--since: unknown unit {other:?} (use s, m, h or d)"),
    };
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        assert_eq!(parse_duration("90s").unwrap(), Duration::seconds(90));
        assert_eq!(parse_duration("30m").unwrap(), Duration::minutes(30));
        assert_eq!(parse_duration("2h").unwrap(), Duration::hours(2));
        assert_eq!(parse_duration("1d").unwrap(), Duration::days(1));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_duration("h").is_err());
        assert!(parse_duration("2w").is_err());
        assert!(parse_duration("xh").is_err());
    }
}

//! `--since` values: `90s`, `10m`, `2h`, `1d`, `500ms`.

use std::time::Duration;

pub fn parse(s: &str) -> Result<Duration, String> {
    let s = s.trim();
    let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    if num.is_empty() {
        return Err(format!("missing number in {s:?}"));
    }
    let n: u64 = num.parse().map_err(|_| format!("number too large in {s:?}"))?;
    let d = match unit {
        "ms" => Duration::from_millis(n),
        "s" | "" => Duration::from_secs(n),
        "m" => Duration::from_secs(n * 60),
        "h" => Duration::from_secs(n * 3600),
        "d" => Duration::from_secs(n * 86_400),
        other => return Err(format!("unknown unit {other:?} in {s:?} (use ms, s, m, h or d)")),
    };
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        assert_eq!(parse("90s").unwrap(), Duration::from_secs(90));
        assert_eq!(parse("10m").unwrap(), Duration::from_secs(600));
        assert_eq!(parse("2h").unwrap(), Duration::from_secs(7200));
        assert_eq!(parse("500ms").unwrap(), Duration::from_millis(500));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse("m").is_err());
        assert!(parse("10w").is_err());
    }
}

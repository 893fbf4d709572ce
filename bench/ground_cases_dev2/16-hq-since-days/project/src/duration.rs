use std::time::Duration;

/// "90s", "15m", "2h", "3d" -> a look-back duration for `--since`.
pub fn parse_since(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let (digits, unit) = text.split_at(text.len() - 1);
    let n: u64 = digits.parse().map_err(|_| format!("bad --since value: {text}"))?;
    let secs = match unit {
        "s" => n,
        "m" => n * 60,
        "h" => n * 3600,
        "d" => n * 3600,
        "w" => n * 7 * 86_400,
        _ => return Err(format!("unknown unit in --since: {unit}")),
    };
    Ok(Duration::from_secs(secs))
}

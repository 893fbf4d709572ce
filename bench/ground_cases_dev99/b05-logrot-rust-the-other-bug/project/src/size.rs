/// Parses sizes like "500", "10K", "200M", "1G". Units are binary (1K = 1024).
pub fn parse_size(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let (num, shift) = match s.chars().last() {
        Some('K' | 'k') => (&s[..s.len() - 1], 10),
        Some('M' | 'm') => (&s[..s.len() - 1], 20),
        Some('G' | 'g') => (&s[..s.len() - 1], 30),
        Some(_) => (s, 0),
        None => return Err("empty size".into()),
    };
    let n: u64 = num.parse().map_err(|_| format!("invalid size: {s}"))?;
    n.checked_shl(shift)
        .filter(|v| v >> shift == n)
        .ok_or_else(|| format!("size too large: {s}"))
}

/// Formats a byte count for humans: "1.5M", "320K", "12B".
pub fn human(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["B", "K", "M", "G"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes}B")
    } else {
        format!("{value:.1}{}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_and_units() {
        assert_eq!(parse_size("500"), Ok(500));
        assert_eq!(parse_size("10K"), Ok(10 * 1024));
        assert_eq!(parse_size("200m"), Ok(200 * 1024 * 1024));
        assert_eq!(parse_size("1G"), Ok(1 << 30));
        assert_eq!(parse_size("2g"), Ok(2 * 1024 * 1024 * 1024));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_size("").is_err());
        assert!(parse_size("ten").is_err());
    }

    #[test]
    fn formats_human() {
        assert_eq!(human(12), "12B");
        assert_eq!(human(1536), "1.5K");
    }
}

//! Parsing and printing byte sizes.

/// "1500", "500K", "1M", "2G" (case-insensitive, optional trailing "B") -> bytes.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let s = s.trim().to_ascii_uppercase();
    let s = s.strip_suffix('B').unwrap_or(&s);
    let (digits, unit) = match s.find(|c: char| !c.is_ascii_digit() && c != '.') {
        Some(i) => s.split_at(i),
        None => (s, ""),
    };
    let value: f64 = digits.parse().map_err(|_| format!("invalid size: {s}"))?;
    let base: u64 = 1000;
    let mult = match unit {
        "" => 1,
        "K" => base,
        "M" => base * base,
        "G" => base * base * base,
        other => return Err(format!("unknown unit: {other}")),
    };
    Ok((value * mult as f64).round() as u64)
}

/// Bytes -> "977.5K" style, powers of 1024.
pub fn format_size(bytes: u64) -> String {
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
    fn parses_plain_bytes() {
        assert_eq!(parse_size("1500"), Ok(1500));
    }

    #[test]
    fn parses_units() {
        assert!(parse_size("1M").unwrap() > parse_size("999K").unwrap());
        assert_eq!(parse_size("2kb"), parse_size("2K"));
    }

    #[test]
    fn formats() {
        assert_eq!(format_size(512), "512B");
        assert_eq!(format_size(1536), "1.5K");
        assert_eq!(format_size(3 * 1024 * 1024), "3.0M");
    }
}

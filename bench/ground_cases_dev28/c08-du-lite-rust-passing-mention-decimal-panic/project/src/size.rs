//! Human-readable sizes: "512", "10K", "1.5M", "2G" <-> bytes.

const UNITS: [(&str, u64); 4] = [("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30), ("T", 1 << 40)];

/// Parses a size given on the command line (`--min-size 10M`).
pub fn parse_size(s: &str) -> Result<u64, String> {
    let s = s.trim();
    if s.is_empty() {
        return Err("empty size".to_string());
    }
    let upper = s.to_ascii_uppercase();
    let upper = upper.trim_end_matches('B');
    for (suffix, factor) in UNITS {
        if let Some(num) = upper.strip_suffix(suffix) {
            let n: u64 = num.parse().unwrap();
            return Ok(n * factor);
        }
    }
    upper.parse::<u64>().map_err(|e| format!("invalid size {s:?}: {e}"))
}

/// Formats bytes the way `du -h` does: one decimal below 10, none above.
pub fn format_size(bytes: u64) -> String {
    let mut value = bytes as f64;
    let mut unit = "B";
    for (suffix, factor) in UNITS {
        if bytes >= factor {
            value = bytes as f64 / factor as f64;
            unit = suffix;
        }
    }
    if unit == "B" {
        format!("{bytes}B")
    } else if value < 10.0 {
        format!("{value:.1}{unit}")
    } else {
        format!("{value:.0}{unit}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_and_suffixed() {
        assert_eq!(parse_size("512").unwrap(), 512);
        assert_eq!(parse_size("10K").unwrap(), 10 * 1024);
        assert_eq!(parse_size("2gb").unwrap(), 2 << 30);
    }

    #[test]
    fn formats_like_du() {
        assert_eq!(format_size(900), "900B");
        assert_eq!(format_size(1536), "1.5K");
        assert_eq!(format_size(50 << 20), "50M");
    }
}

//! Human-readable sizes for the config file and the report.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeError(pub String);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid size {:?}", self.0)
    }
}

impl std::error::Error for SizeError {}

const KIB: u64 = 1024;
const MIB: u64 = 1024 * KIB;
const GIB: u64 = 1024 * MIB;

/// Parses "512B", "10K", "1.5M", "2G" (powers of 1000) or "512KiB", "1.5MiB",
/// "2GiB" (powers of 1024) into bytes.
pub fn parse_size(s: &str) -> Result<u64, SizeError> {
    let s = s.trim();
    let split = s.find(|c: char| c.is_ascii_alphabetic()).unwrap();
    let (num, unit) = s.split_at(split);
    let n: f64 = num.trim().parse().map_err(|_| SizeError(s.to_string()))?;
    if !n.is_finite() || n < 0.0 {
        return Err(SizeError(s.to_string()));
    }
    let mult: u64 = match unit.trim().to_ascii_uppercase().as_str() {
        "B" => 1,
        "K" | "KB" => 1_000,
        "M" | "MB" => 1_000_000,
        "G" | "GB" => 1_000_000_000,
        "KIB" => KIB,
        "MIB" => MIB,
        "GIB" => GIB,
        _ => return Err(SizeError(s.to_string())),
    };
    Ok((n * mult as f64).round() as u64)
}

/// Formats bytes with one decimal, e.g. "1.5 MB".
pub fn format_size(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["B", "KB", "MB", "GB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1000.0 && unit < UNITS.len() - 1 {
        value /= 1000.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_decimal_units() {
        assert_eq!(parse_size("10K"), Ok(10_000));
        assert_eq!(parse_size("1.5M"), Ok(1_500_000));
        assert_eq!(parse_size(" 2 GB "), Ok(2_000_000_000));
    }

    #[test]
    fn parses_binary_units() {
        assert_eq!(parse_size("512KiB"), Ok(524_288));
        assert_eq!(parse_size("1.5MiB"), Ok(1_572_864));
        assert_eq!(parse_size("2gib"), Ok(2_147_483_648));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert!(parse_size("12X").is_err());
    }

    #[test]
    fn formats() {
        assert_eq!(format_size(999), "999 B");
        assert_eq!(format_size(1_500_000), "1.5 MB");
    }
}

//! Reading "1.5 GiB", "300kB" or "42" as a number of bytes.

use crate::error::ParseError;

/// Unit suffixes (lower case) and their multipliers.
const UNITS: &[(&str, u64)] = &[
    ("", 1),
    ("b", 1),
    ("k", 1_000),
    ("kb", 1_000),
    ("ki", 1 << 10),
    ("kib", 1 << 10),
    ("m", 1_000_000),
    ("mb", 1_000_000),
    ("mi", 1 << 20),
    ("mib", 1 << 20),
    ("g", 1_000_000_000),
    ("gb", 1_000_000_000),
    ("gi", 1 << 30),
    ("gib", 1 << 30),
    ("t", 1_000_000_000_000),
    ("tb", 1_000_000_000_000),
    ("ti", 1 << 40),
    ("tib", 1 << 40),
    ("p", 1_000_000_000_000_000),
    ("pb", 1_000_000_000_000_000),
    ("pi", 1 << 50),
    ("pib", 1 << 50),
];

fn unit_multiplier(unit: &str) -> Result<u64, ParseError> {
    let lower = unit.to_ascii_lowercase();
    UNITS
        .iter()
        .find(|(name, _)| *name == lower)
        .map(|&(_, multiplier)| multiplier)
        .ok_or_else(|| ParseError::UnknownUnit(unit.to_string()))
}

/// Parse a human-readable size into a number of bytes.
///
/// ```
/// # use humanbytes::parse_size;
/// assert_eq!(parse_size("2 MiB"), Ok(2 * 1024 * 1024));
/// assert_eq!(parse_size("1_000"), Ok(1000));
/// ```
pub fn parse_size(input: &str) -> Result<u64, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '_'))
        .unwrap_or(s.len());
    let (number, unit) = s.split_at(split);
    let number = number.replace('_', "");
    let multiplier = unit_multiplier(unit.trim())?;
    if number.contains('.') {
        let value: f64 = number
            .parse()
            .map_err(|_| ParseError::InvalidNumber(number.clone()))?;
        // `as` saturates: a value above u64::MAX becomes u64::MAX
        return Ok((value * multiplier as f64).round() as u64);
    }
    let whole: u64 = number
        .parse()
        .map_err(|_| ParseError::InvalidNumber(number.clone()))?;
    Ok(whole * multiplier)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_numbers_are_bytes() {
        assert_eq!(parse_size("42"), Ok(42));
        assert_eq!(parse_size("  42 b "), Ok(42));
    }

    #[test]
    fn unit_lookup_is_case_insensitive() {
        assert_eq!(unit_multiplier("KiB"), Ok(1024));
        assert_eq!(unit_multiplier("kB"), Ok(1000));
        assert!(unit_multiplier("kiB2").is_err());
    }
}

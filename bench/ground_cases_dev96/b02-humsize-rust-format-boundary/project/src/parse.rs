use crate::error::ParseSizeError;
use crate::unit::multiplier;

/// Parses a human-readable size such as `"512"`, `"1.5KiB"` or `"10MB"` into bytes.
///
/// ```
/// assert_eq!(humsize::parse_size("1.5KiB"), Ok(1536));
/// assert_eq!(humsize::parse_size("10MB"), Ok(10_000_000));
/// ```
pub fn parse_size(input: &str) -> Result<u64, ParseSizeError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseSizeError::Empty);
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(s.len());
    let (number, unit) = s.split_at(split);
    let unit = unit.trim_start();
    let factor = multiplier(unit).ok_or_else(|| ParseSizeError::UnknownUnit(unit.to_string()))?;
    if number.contains('.') {
        let value: f64 = number
            .parse()
            .map_err(|_| ParseSizeError::InvalidNumber(number.to_string()))?;
        let bytes = value * factor as f64;
        if bytes >= u64::MAX as f64 {
            return Err(ParseSizeError::Overflow);
        }
        Ok(bytes.round() as u64)
    } else {
        let value: u64 = number
            .parse()
            .map_err(|_| ParseSizeError::InvalidNumber(number.to_string()))?;
        value.checked_mul(factor).ok_or(ParseSizeError::Overflow)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_bytes() {
        assert_eq!(parse_size("0"), Ok(0));
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("  17B "), Ok(17));
    }

    #[test]
    fn binary_and_decimal_units() {
        assert_eq!(parse_size("2KiB"), Ok(2048));
        assert_eq!(parse_size("2k"), Ok(2048));
        assert_eq!(parse_size("2kB"), Ok(2000));
        assert_eq!(parse_size("1GiB"), Ok(1 << 30));
    }

    #[test]
    fn space_between_number_and_unit() {
        assert_eq!(parse_size("1.5 KiB"), Ok(1536));
        assert_eq!(parse_size("10  MB"), Ok(10_000_000));
    }

    #[test]
    fn errors() {
        assert_eq!(parse_size(""), Err(ParseSizeError::Empty));
        assert_eq!(parse_size("1..5K"), Err(ParseSizeError::InvalidNumber("1..5".into())));
        assert_eq!(parse_size("3 parsecs"), Err(ParseSizeError::UnknownUnit("parsecs".into())));
        assert_eq!(parse_size("20EiB"), Err(ParseSizeError::Overflow));
    }
}

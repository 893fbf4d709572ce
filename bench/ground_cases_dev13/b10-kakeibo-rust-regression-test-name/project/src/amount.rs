//! Yen amounts as they appear in bank CSVs: "1,234", "-500", "¥3,000", "△1,200".

use std::fmt;

#[derive(Debug, PartialEq)]
pub enum AmountError {
    Empty,
    Invalid(String),
}

impl fmt::Display for AmountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AmountError::Empty => write!(f, "empty amount"),
            AmountError::Invalid(s) => write!(f, "not an amount: {s:?}"),
        }
    }
}

/// Parses a yen amount. "△" (used by some banks for minus) and "-" mean negative.
pub fn parse_amount(raw: &str) -> Result<i64, AmountError> {
    let s = raw.trim().trim_start_matches(['¥', '￥']);
    if s.is_empty() {
        return Err(AmountError::Empty);
    }
    let (negative, digits) = match s.strip_prefix(['-', '△']) {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let cleaned: String = digits.chars().filter(|c| *c != ',').collect();
    let value: i64 = cleaned.parse().map_err(|_| AmountError::Invalid(raw.to_string()))?;
    Ok(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_and_grouped() {
        assert_eq!(parse_amount("500"), Ok(500));
        assert_eq!(parse_amount("1,234,567"), Ok(1_234_567));
    }

    #[test]
    fn yen_sign_and_minus() {
        assert_eq!(parse_amount("¥3,000"), Ok(3000));
        assert_eq!(parse_amount("-500"), Ok(-500));
        assert_eq!(parse_amount("△1,200"), Ok(-1200));
    }

    #[test]
    fn rejects_garbage() {
        assert_eq!(parse_amount(""), Err(AmountError::Empty));
        assert!(parse_amount("12a").is_err());
    }
}

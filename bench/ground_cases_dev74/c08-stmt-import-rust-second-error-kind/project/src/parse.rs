use std::fmt;
use std::str::FromStr;

use chrono::NaiveDate;
use rust_decimal::Decimal;

#[derive(Debug)]
pub enum ParseError {
    Amount(String),
    Date(String),
    MissingColumn(usize),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Amount(s) => write!(f, "invalid amount {s:?}"),
            ParseError::Date(s) => write!(f, "invalid date {s:?}"),
            ParseError::MissingColumn(i) => write!(f, "missing column {i}"),
        }
    }
}

/// Amounts as the banks write them: "1,200.00", "-35.50", "¥88.00", and "(1,200.00)"
/// for a debit (accounting notation, CCB).
pub fn parse_amount(raw: &str) -> Result<Decimal, ParseError> {
    let s: String = raw.trim().chars().filter(|c| !matches!(c, ',' | '¥' | ' ')).collect();
    let (s, negative) = match s.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
        Some(inner) => (inner.to_string(), true),
        None => (s, false),
    };
    let v = Decimal::from_str(&s).map_err(|_| ParseError::Amount(raw.to_string()))?;
    Ok(if negative { -v } else { v })
}

/// Booking dates: "2025-10-03" or "20251003".
pub fn parse_date(raw: &str) -> Result<NaiveDate, ParseError> {
    let s = raw.trim();
    let formats = ["%Y-%m-%d", "%Y%m%d"];
    formats
        .iter()
        .find_map(|f| NaiveDate::parse_from_str(s, f).ok())
        .ok_or_else(|| ParseError::Date(raw.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts() {
        assert_eq!(parse_amount("1,200.00").unwrap(), Decimal::from_str("1200.00").unwrap());
        assert_eq!(parse_amount(" -35.50 ").unwrap(), Decimal::from_str("-35.50").unwrap());
        assert!(parse_amount("abc").is_err());
        assert_eq!(parse_amount("(1,200.00)").unwrap(), Decimal::from_str("-1200.00").unwrap());
        assert!(parse_amount("(12").is_err());
    }

    #[test]
    fn dates() {
        let d = NaiveDate::from_ymd_opt(2025, 10, 3).unwrap();
        assert_eq!(parse_date("2025-10-03").unwrap(), d);
        assert_eq!(parse_date("20251003").unwrap(), d);
    }
}

use anyhow::{bail, Context, Result};
use chrono::NaiveDate;

pub fn parse_date(raw: &str) -> Result<NaiveDate> {
    NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d").with_context(|| format!("bad date {raw:?}"))
}

/// Parses "1,234.56", "-12.00" or "(89.40)" into cents.
pub fn parse_amount(raw: &str) -> Result<i64> {
    let s = raw.trim().replace('\u{a0}', "");
    // direct debits are exported in accounting style: "(89.40)"
    let s = s.trim_start_matches('(').trim_end_matches(')');
    let (negative, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let digits = digits.replace(',', "");
    let (whole, frac) = digits.split_once('.').unwrap_or((digits.as_str(), "0"));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        bail!("bad amount {raw:?}");
    }
    let frac = format!("{frac:0<2}");
    if frac.len() != 2 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        bail!("bad amount {raw:?}");
    }
    let cents = whole.parse::<i64>()? * 100 + frac.parse::<i64>()?;
    Ok(if negative { -cents } else { cents })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_and_grouped() {
        assert_eq!(parse_amount("12.5").unwrap(), 1250);
        assert_eq!(parse_amount("1,234.56").unwrap(), 123456);
    }

    #[test]
    fn minus_sign() {
        assert_eq!(parse_amount("-26.75").unwrap(), -2675);
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_amount("abc").is_err());
        assert!(parse_amount("1.234").is_err());
    }
}

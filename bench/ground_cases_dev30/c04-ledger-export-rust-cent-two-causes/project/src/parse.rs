use std::io::Read;

use anyhow::{anyhow, bail, Result};
use chrono::NaiveDate;
use serde::Deserialize;

/// One statement row, amounts in cents of `currency`.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub date: NaiveDate,
    pub account: String,
    pub memo: String,
    pub currency: String,
    pub amount_cents: i64,
}

#[derive(Deserialize)]
struct RawRow {
    #[serde(rename = "Date")]
    date: String,
    #[serde(rename = "Account")]
    account: String,
    #[serde(rename = "Description")]
    memo: String,
    #[serde(rename = "Currency")]
    currency: String,
    #[serde(rename = "Amount")]
    amount: String,
}

pub fn read_statement<R: Read>(r: R) -> Result<Vec<Row>> {
    let mut rdr = csv::ReaderBuilder::new().trim(csv::Trim::All).from_reader(r);
    let mut rows = Vec::new();
    for (i, rec) in rdr.deserialize::<RawRow>().enumerate() {
        let raw = rec?;
        let date = NaiveDate::parse_from_str(&raw.date, "%Y-%m-%d")
            .map_err(|e| anyhow!("row {}: bad date {:?}: {e}", i + 2, raw.date))?;
        rows.push(Row {
            date,
            account: raw.account,
            memo: raw.memo,
            currency: raw.currency.to_uppercase(),
            amount_cents: parse_amount(&raw.amount)?,
        });
    }
    Ok(rows)
}

/// "1,234.56" / "-0.29" / "12" -> cents.
pub fn parse_amount(s: &str) -> Result<i64> {
    let cleaned: String = s.chars().filter(|c| *c != ',' && !c.is_whitespace()).collect();
    if cleaned.is_empty() {
        bail!("empty amount");
    }
    let v: f64 = cleaned.parse().map_err(|_| anyhow!("bad amount {s:?}"))?;
    Ok((v * 100.0) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_thousands_separator() {
        assert_eq!(parse_amount("1,234.50").unwrap(), 123450);
    }

    #[test]
    fn parses_negative() {
        assert_eq!(parse_amount("-12.00").unwrap(), -1200);
    }
}

use anyhow::{Context, Result};
use chrono::NaiveDate;
use std::fs;
use std::path::Path;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub date: NaiveDate,
    pub account: String,
    pub amount_cents: i64,
    pub memo: String,
}

/// Reads a bank export: a header line, then `date;account;amount;memo` rows.
pub fn read_file(path: &Path) -> Result<Vec<Entry>> {
    let text = fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let mut lines = text.lines();
    let header = lines.next().unwrap_or_default();
    let sep = detect_separator(header);
    let mut out = Vec::new();
    for (i, line) in lines.enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        out.push(parse_row(line, sep).with_context(|| format!("line {}", i + 2))?);
    }
    Ok(out)
}

fn detect_separator(header: &str) -> char {
    if header.matches(';').count() >= header.matches(',').count() {
        ';'
    } else {
        ','
    }
}

pub fn parse_row(line: &str, sep: char) -> Result<Entry> {
    let cols: Vec<&str> = line.split(sep).collect();
    let date = NaiveDate::parse_from_str(cols[0].trim(), "%Y-%m-%d").context("bad date")?;
    let account = cols[1].trim().to_string();
    let amount_cents = parse_amount(cols[2].trim())?;
    let memo = cols.get(3).map(|s| s.trim().to_string()).unwrap_or_default();
    Ok(Entry { date, account, amount_cents, memo })
}

/// "1234.5" / "-12.30" / "1 234,50" -> cents
pub fn parse_amount(raw: &str) -> Result<i64> {
    let cleaned: String = raw.chars().filter(|c| !c.is_whitespace()).collect::<String>().replace(',', ".");
    let negative = cleaned.starts_with('-');
    let digits = cleaned.trim_start_matches('-');
    let (whole, frac) = match digits.split_once('.') {
        Some((w, f)) => (w, f),
        None => (digits, "0"),
    };
    let whole: i64 = whole.parse().context("bad amount")?;
    let frac_cents: i64 = format!("{:0<2}", frac)[..2].parse().context("bad amount")?;
    let cents = whole * 100 + frac_cents;
    Ok(if negative { -cents } else { cents })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_amounts() {
        assert_eq!(parse_amount("12.3").unwrap(), 1230);
        assert_eq!(parse_amount("-0.05").unwrap(), -5);
        assert_eq!(parse_amount("1 234,50").unwrap(), 123450);
    }

    #[test]
    fn parses_row() {
        let e = parse_row("2025-10-01;4000;99.90;office chairs", ';').unwrap();
        assert_eq!(e.account, "4000");
        assert_eq!(e.amount_cents, 9990);
    }
}

use std::io::Write;

use anyhow::Result;

use crate::fx::{self, Rates};
use crate::parse::Row;

const HEADER: [&str; 6] = ["date", "account", "memo", "orig_currency", "orig_amount", "amount"];

/// Writes the ledger CSV: one line per row, amounts converted into `target`.
pub fn write_ledger<W: Write>(out: W, rows: &[Row], target: &str, rates: &Rates) -> Result<()> {
    let mut w = csv::Writer::from_writer(out);
    w.write_record(HEADER)?;
    let mut total = 0i64;
    for row in rows {
        let amount = fx::convert(row.amount_cents, &row.currency, target, rates)?;
        total += amount;
        w.write_record(&[
            row.date.format("%Y-%m-%d").to_string(),
            row.account.clone(),
            row.memo.clone(),
            row.currency.clone(),
            format_cents(row.amount_cents),
            format_cents(amount),
        ])?;
    }
    w.write_record(&["", "", "TOTAL", target, "", &format_cents(total)])?;
    w.flush()?;
    Ok(())
}

/// 123456 -> "1234.56", -5 -> "-0.05".
pub fn format_cents(c: i64) -> String {
    let sign = if c < 0 { "-" } else { "" };
    let c = c.abs();
    format!("{sign}{}.{:02}", c / 100, c % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_small_negative() {
        assert_eq!(format_cents(-5), "-0.05");
    }
}

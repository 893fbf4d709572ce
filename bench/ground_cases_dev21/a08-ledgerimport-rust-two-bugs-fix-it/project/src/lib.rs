pub mod import;
pub mod parse;

use chrono::NaiveDate;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transaction {
    pub date: NaiveDate,
    pub description: String,
    /// Amount in cents; debits are negative.
    pub cents: i64,
    pub currency: String,
}

pub fn total_cents(txs: &[Transaction]) -> i64 {
    txs.iter().map(|t| t.cents).sum()
}

pub fn format_cents(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_negative_cents() {
        assert_eq!(format_cents(-121317), "-1213.17");
        assert_eq!(format_cents(5), "0.05");
    }
}

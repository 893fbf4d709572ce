use std::collections::HashSet;

use crate::statement::Txn;

/// Banks repeat a transaction when an export spans two statement periods.
/// Keep the first occurrence of each serial number.
pub fn dedupe(txns: Vec<Txn>) -> Vec<Txn> {
    let mut seen = HashSet::new();
    txns.into_iter().filter(|t| seen.insert(t.serial.clone())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use rust_decimal::Decimal;

    fn txn(serial: &str) -> Txn {
        Txn {
            serial: serial.into(),
            date: NaiveDate::from_ymd_opt(2025, 10, 1).unwrap(),
            amount: Decimal::ONE,
            counterparty: "x".into(),
            memo: String::new(),
        }
    }

    #[test]
    fn keeps_first() {
        let out = dedupe(vec![txn("a"), txn("b"), txn("a")]);
        assert_eq!(out.len(), 2);
    }
}

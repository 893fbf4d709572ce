use std::collections::HashSet;
use std::io::Read;

use anyhow::{Context, Result};
use chrono::{NaiveDate, NaiveDateTime};
use rust_decimal::Decimal;
use serde::Deserialize;

use crate::model::{Kind, Transaction};
use crate::rules::Rules;

/// One line of a Revolut account statement export.
#[derive(Debug, Deserialize)]
struct Row {
    #[serde(rename = "Type")]
    kind: String,
    #[serde(rename = "Started Date")]
    started: String,
    #[serde(rename = "Completed Date", default)]
    completed: String,
    #[serde(rename = "Description")]
    description: String,
    #[serde(rename = "Amount")]
    amount: Decimal,
    #[serde(rename = "Fee")]
    fee: Decimal,
    #[serde(rename = "Currency")]
    currency: String,
    #[serde(rename = "State")]
    state: String,
}

#[derive(Debug, Default)]
pub struct ImportStats {
    pub read: usize,
    pub not_completed: usize,
    pub bad_date: usize,
    pub duplicates: usize,
}

const DATE_FORMAT: &str = "%Y-%m-%d %H:%M:%S";

fn parse_date(raw: &str) -> Option<NaiveDate> {
    NaiveDateTime::parse_from_str(raw.trim(), DATE_FORMAT).ok().map(|dt| dt.date())
}

pub fn import<R: Read>(input: R, rules: &Rules) -> Result<(Vec<Transaction>, ImportStats)> {
    let mut reader = csv::Reader::from_reader(input);
    let mut stats = ImportStats::default();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (i, record) in reader.deserialize::<Row>().enumerate() {
        let row: Row = record.with_context(|| format!("line {}", i + 2))?;
        stats.read += 1;
        if row.state != "COMPLETED" {
            stats.not_completed += 1;
            continue;
        }
        // the completed date is when the money actually moved
        let Some(date) = parse_date(&row.completed) else {
            log::warn!("line {}: unreadable completed date {:?}", i + 2, row.completed);
            stats.bad_date += 1;
            continue;
        };
        let kind = Kind::from_export(&row.kind);
        let tx = Transaction {
            date,
            category: rules.categorize(&kind, &row.description),
            kind,
            description: row.description.trim().to_string(),
            amount: row.amount - row.fee,
            currency: row.currency,
        };
        if !seen.insert(tx.dedupe_key()) {
            log::debug!("line {}: duplicate of an earlier row, dropped", i + 2);
            stats.duplicates += 1;
            continue;
        }
        out.push(tx);
    }
    Ok((out, stats))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance\n";

    fn run(rows: &str) -> (Vec<Transaction>, ImportStats) {
        import(format!("{HEADER}{rows}").as_bytes(), &Rules::builtin()).unwrap()
    }

    #[test]
    fn imports_completed_card_payment() {
        let (txs, _) = run("CARD_PAYMENT,Current,2025-03-03 08:12:44,2025-03-04 09:01:02,Pret A Manger,-4.20,0.00,GBP,COMPLETED,812.10\n");
        assert_eq!(txs.len(), 1);
        assert_eq!(txs[0].date, NaiveDate::from_ymd_opt(2025, 3, 4).unwrap());
        assert_eq!(txs[0].category, "eating out");
    }

    #[test]
    fn skips_pending_rows() {
        let (txs, stats) = run("CARD_PAYMENT,Current,2025-03-03 08:12:44,,Tesco,-12.00,0.00,GBP,PENDING,800.10\n");
        assert!(txs.is_empty());
        assert_eq!(stats.not_completed, 1);
    }

    #[test]
    fn drops_rows_repeated_in_overlapping_exports() {
        let row = "CARD_PAYMENT,Current,2025-03-05 18:30:00,2025-03-06 07:00:10,Deliveroo,-23.50,0.00,GBP,COMPLETED,700.00\n";
        let (txs, stats) = run(&format!("{row}{row}"));
        assert_eq!(txs.len(), 1);
        assert_eq!(stats.duplicates, 1);
    }
}

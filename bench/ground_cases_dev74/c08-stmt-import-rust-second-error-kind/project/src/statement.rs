use std::path::Path;

use anyhow::{Context, Result};
use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::Serialize;

use crate::bank::Bank;
use crate::dedupe::dedupe;
use crate::parse::{parse_amount, parse_date, ParseError};

#[derive(Debug, Clone, Serialize)]
pub struct Txn {
    pub serial: String,
    pub date: NaiveDate,
    pub amount: Decimal,
    pub counterparty: String,
    pub memo: String,
}

pub struct Report {
    pub txns: Vec<Txn>,
    pub rejected: Vec<(usize, ParseError)>,
}

/// Bank exports are GBK unless they say otherwise; accept UTF-8 (with or without BOM) too.
fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => encoding_rs::GBK.decode(bytes).0.into_owned(),
    }
}

pub fn import(path: &Path, bank: Bank) -> Result<Report> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let text = decode(&bytes);
    let layout = bank.layout();
    let mut rdr = csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(text.as_bytes());
    let mut txns = Vec::new();
    let mut rejected = Vec::new();
    for (i, rec) in rdr.records().enumerate() {
        let line = i + 1;
        if line <= layout.header_rows {
            continue;
        }
        let rec = rec.with_context(|| format!("line {line}"))?;
        let col = |idx: usize| rec.get(idx).map(str::trim).ok_or(ParseError::MissingColumn(idx));
        let parsed = (|| -> Result<Txn, ParseError> {
            Ok(Txn {
                serial: col(layout.serial)?.to_string(),
                date: parse_date(col(layout.date)?)?,
                amount: parse_amount(col(layout.amount)?)?,
                counterparty: col(layout.counterparty)?.to_string(),
                memo: col(layout.memo).unwrap_or("").to_string(),
            })
        })();
        match parsed {
            Ok(t) => txns.push(t),
            Err(e) => rejected.push((line, e)),
        }
    }
    Ok(Report { txns: dedupe(txns), rejected })
}

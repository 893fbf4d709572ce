use std::fs::File;
use std::path::Path;

use anyhow::{Context, Result};

use crate::parse::{parse_amount, parse_date};
use crate::Transaction;

/// Reads a bank statement export (semicolon separated, one header line).
pub fn read_statement(path: &Path) -> Result<Vec<Transaction>> {
    let file = File::open(path).with_context(|| format!("open {}", path.display()))?;
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(b';')
        .has_headers(true)
        .trim(csv::Trim::All)
        .from_reader(file);

    let mut out = Vec::new();
    for (i, record) in reader.records().skip(1).enumerate() {
        let line = i + 2;
        let record = record.with_context(|| format!("line {line}"))?;
        if record.len() < 4 {
            anyhow::bail!("line {line}: expected 4 columns, got {}", record.len());
        }
        out.push(Transaction {
            date: parse_date(&record[0]).with_context(|| format!("line {line}: date"))?,
            description: record[1].to_string(),
            cents: parse_amount(&record[2]).with_context(|| format!("line {line}: amount"))?,
            currency: record[3].to_string(),
        });
    }
    Ok(out)
}

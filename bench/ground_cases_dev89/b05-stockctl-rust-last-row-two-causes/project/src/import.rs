use anyhow::{Context, Result};
use rusqlite::Connection;

use crate::db;
use crate::parse::{parse_row, split_records};

pub fn run(conn: &Connection, text: &str, dry_run: bool) -> Result<usize> {
    let records = split_records(text);
    let Some((header, body)) = records.split_first() else {
        return Ok(0);
    };
    tracing::debug!(%header, rows = body.len(), "import start");
    // 基幹システムの書き出しは最終行が「合計」行なので、それを除く
    let limit = body.len().saturating_sub(1);
    let mut rows = Vec::with_capacity(limit);
    for (i, line) in body.iter().take(limit).enumerate() {
        let row = parse_row(line).with_context(|| format!("line {}", i + 2))?;
        rows.push(row);
    }
    if dry_run {
        return Ok(rows.len());
    }
    let tx = conn.unchecked_transaction()?;
    for row in &rows {
        db::upsert(&tx, row)?;
    }
    tx.commit()?;
    Ok(rows.len())
}

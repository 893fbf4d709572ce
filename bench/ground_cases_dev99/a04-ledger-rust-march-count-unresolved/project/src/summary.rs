use std::collections::BTreeMap;
use std::fmt::Write;

use chrono::Datelike;
use rust_decimal::Decimal;
use serde::Serialize;

use crate::model::Transaction;

#[derive(Debug, Serialize)]
pub struct CategoryTotal {
    pub category: String,
    pub count: usize,
    pub total: Decimal,
}

pub fn in_month(txs: Vec<Transaction>, year: i32, month: u32) -> Vec<Transaction> {
    txs.into_iter().filter(|tx| tx.date.year() == year && tx.date.month() == month).collect()
}

pub fn by_category(txs: &[Transaction]) -> Vec<CategoryTotal> {
    let mut map: BTreeMap<&str, (usize, Decimal)> = BTreeMap::new();
    for tx in txs {
        let entry = map.entry(tx.category.as_str()).or_insert((0, Decimal::ZERO));
        entry.0 += 1;
        entry.1 += tx.amount;
    }
    let mut totals: Vec<CategoryTotal> = map
        .into_iter()
        .map(|(category, (count, total))| CategoryTotal { category: category.to_string(), count, total })
        .collect();
    // biggest spend first (amounts are negative for money out)
    totals.sort_by(|a, b| a.total.cmp(&b.total));
    totals
}

pub fn render_table(totals: &[CategoryTotal]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{:<16} {:>6} {:>12}", "category", "count", "total");
    for t in totals {
        let _ = writeln!(out, "{:<16} {:>6} {:>12}", t.category, t.count, t.total.round_dp(2));
    }
    let sum: Decimal = totals.iter().map(|t| t.total).sum();
    let _ = writeln!(out, "{:<16} {:>6} {:>12}", "TOTAL", totals.iter().map(|t| t.count).sum::<usize>(), sum.round_dp(2));
    out
}

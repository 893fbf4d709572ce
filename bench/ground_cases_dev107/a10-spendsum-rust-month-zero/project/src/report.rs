use std::collections::BTreeMap;

use chrono::Datelike;

use crate::parse::Expense;

#[derive(Debug, PartialEq)]
pub struct Line {
    pub month: String,
    pub category: String,
    pub cents: i64,
    pub count: usize,
}

/// "2024-03" for year 2024, month 3. `month` is 1-based, as chrono's `month()`.
pub fn month_label(year: i32, month: u32) -> String {
    format!("{year:04}-{month:02}")
}

pub fn totals(expenses: &[Expense]) -> Vec<Line> {
    let mut sums: BTreeMap<(i32, u32, String), (i64, usize)> = BTreeMap::new();
    for e in expenses {
        let key = (e.date.year(), e.date.month0(), e.category.clone());
        let entry = sums.entry(key).or_insert((0, 0));
        entry.0 += e.cents;
        entry.1 += 1;
    }
    sums.into_iter()
        .map(|((year, month, category), (cents, count))| Line {
            month: month_label(year, month),
            category,
            cents,
            count,
        })
        .collect()
}

pub fn format_cents(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

pub fn render(lines: &[Line]) -> String {
    let mut out = String::new();
    for l in lines {
        out.push_str(&format!("{}  {:<14} {:>10}  ({})\n", l.month, l.category, format_cents(l.cents), l.count));
    }
    out
}

use std::error::Error;
use std::path::Path;

use chrono::NaiveDate;
use serde::Deserialize;

#[derive(Debug, Clone)]
pub struct Expense {
    pub date: NaiveDate,
    pub category: String,
    pub cents: i64,
    pub note: String,
}

#[derive(Deserialize)]
struct Row {
    date: String,
    category: String,
    amount: String,
    #[serde(default)]
    note: String,
}

/// "12.5" -> 1250, "-3" -> -300. Bank exports never have more than two decimals.
pub fn parse_cents(text: &str) -> Result<i64, String> {
    let text = text.trim().replace(',', "");
    let (whole, frac) = text.split_once('.').unwrap_or((text.as_str(), ""));
    let negative = whole.starts_with('-');
    let whole: i64 = whole.trim_start_matches('-').parse().map_err(|_| format!("bad amount {text:?}"))?;
    let frac: i64 = format!("{frac:0<2}")[..2].parse().map_err(|_| format!("bad amount {text:?}"))?;
    let cents = whole * 100 + frac;
    Ok(if negative { -cents } else { cents })
}

pub fn read_expenses(path: &Path) -> Result<Vec<Expense>, Box<dyn Error>> {
    let mut reader = csv::Reader::from_path(path)?;
    let mut out = Vec::new();
    for row in reader.deserialize() {
        let row: Row = row?;
        out.push(Expense {
            date: NaiveDate::parse_from_str(&row.date, "%Y-%m-%d")?,
            category: row.category.trim().to_lowercase(),
            cents: parse_cents(&row.amount)?,
            note: row.note,
        });
    }
    Ok(out)
}

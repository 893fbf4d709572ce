use std::fmt;

use indicatif::ProgressBar;

use crate::reader::{headers, CsvReader};

pub struct Column {
    pub name: String,
    pub nulls: u64,
    pub min: Option<f64>,
    pub max: Option<f64>,
}

pub struct Report {
    pub rows: u64,
    pub columns: Vec<Column>,
}

pub fn collect(rdr: &mut CsvReader, bar: ProgressBar) -> anyhow::Result<Report> {
    let names = headers(rdr)?;
    let mut columns: Vec<Column> = names
        .into_iter()
        .map(|name| Column { name, nulls: 0, min: None, max: None })
        .collect();
    let mut rows = 0u64;
    for record in rdr.records() {
        let record = record?;
        rows += 1;
        bar.set_position(record.position().map_or(0, |p| p.byte()));
        for (col, field) in columns.iter_mut().zip(record.iter()) {
            if field.trim().is_empty() {
                col.nulls += 1;
                continue;
            }
            if let Ok(v) = field.trim().parse::<f64>() {
                col.min = Some(col.min.map_or(v, |m| m.min(v)));
                col.max = Some(col.max.map_or(v, |m| m.max(v)));
            }
        }
    }
    bar.finish_and_clear();
    Ok(Report { rows, columns })
}

pub fn print_head(rdr: &mut CsvReader, n: usize) -> anyhow::Result<()> {
    let names = headers(rdr)?;
    println!("{}", names.join(" | "));
    for record in rdr.records().take(n) {
        let record = record?;
        println!("{}", record.iter().collect::<Vec<_>>().join(" | "));
    }
    Ok(())
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "rows: {}", self.rows)?;
        for c in &self.columns {
            match (c.min, c.max) {
                (Some(lo), Some(hi)) => writeln!(f, "{:<20} nulls={:<6} min={lo} max={hi}", c.name, c.nulls)?,
                _ => writeln!(f, "{:<20} nulls={}", c.name, c.nulls)?,
            }
        }
        Ok(())
    }
}

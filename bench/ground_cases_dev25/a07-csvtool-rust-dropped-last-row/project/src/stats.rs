use anyhow::{Context, Result};

use crate::reader::Table;

#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub sum: f64,
    pub min: f64,
    pub max: f64,
}

impl Summary {
    pub fn mean(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.sum / self.count as f64
        }
    }
}

pub fn summarize(table: &Table, column: &str) -> Result<Summary> {
    let idx = table.column(column).with_context(|| format!("no column named {column:?}"))?;
    let values = table
        .rows
        .iter()
        .enumerate()
        .map(|(n, r)| r[idx].parse::<f64>().with_context(|| format!("row {}: {:?} is not a number", n + 1, r[idx])))
        .collect::<Result<Vec<f64>>>()?;

    let mut s = Summary { count: 0, sum: 0.0, min: f64::INFINITY, max: f64::NEG_INFINITY };
    for &v in &values {
        s.count += 1;
        s.sum += v;
        s.min = s.min.min(v);
        s.max = s.max.max(v);
    }
    Ok(s)
}

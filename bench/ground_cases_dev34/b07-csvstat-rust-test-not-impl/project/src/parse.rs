use std::io::BufRead;

use anyhow::{bail, Result};

/// A parsed table: header names and rows of raw fields.
pub struct Table {
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// Columns whose every non-empty field parses as f64, with their values.
    pub fn numeric_columns(&self) -> Vec<(String, Vec<f64>)> {
        let mut out = Vec::new();
        for (i, name) in self.headers.iter().enumerate() {
            let parsed: Option<Vec<f64>> = self
                .rows
                .iter()
                .filter_map(|r| r.get(i).filter(|f| !f.is_empty()))
                .map(|f| f.parse::<f64>().ok())
                .collect();
            if let Some(values) = parsed {
                out.push((name.clone(), values));
            }
        }
        out
    }
}

pub fn read_table<R: BufRead>(reader: R, delimiter: char) -> Result<Table> {
    let mut lines = reader.lines();
    let header_line = match lines.next() {
        Some(line) => line?,
        None => bail!("empty input"),
    };
    let raw: Vec<&str> = header_line.split(delimiter).collect();
    let headers: Vec<String> = raw.iter().map(|h| h.trim().to_string()).collect();
    let mut rows = Vec::new();
    for (n, line) in lines.enumerate() {
        let line = line?;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<String> = line.split(delimiter).map(|f| f.trim().to_string()).collect();
        if fields.len() != headers.len() {
            bail!("line {}: expected {} fields, got {}", n + 2, headers.len(), fields.len());
        }
        rows.push(fields);
    }
    Ok(Table { headers, rows })
}

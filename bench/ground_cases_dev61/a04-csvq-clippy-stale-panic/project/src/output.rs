//! Writing a query result as CSV or as an aligned table.

use std::io::{self, Write};

use crate::query::QueryResult;

pub fn csv(out: &mut impl Write, result: &QueryResult, delim: char) -> io::Result<()> {
    writeln!(out, "{}", join(&result.headers, delim))?;
    for row in &result.rows {
        writeln!(out, "{}", join(row, delim))?;
    }
    Ok(())
}

fn join(fields: &[String], delim: char) -> String {
    fields
        .iter()
        .map(|f| if f.contains(delim) || f.contains('"') { format!("\"{}\"", f.replace('"', "\"\"")) } else { f.clone() })
        .collect::<Vec<_>>()
        .join(&delim.to_string())
}

pub fn table(out: &mut impl Write, result: &QueryResult) -> io::Result<()> {
    let mut widths: Vec<usize> = result.headers.iter().map(|h| h.chars().count()).collect();
    for row in &result.rows {
        for (i, cell) in row.iter().enumerate() {
            widths[i] = widths[i].max(cell.chars().count());
        }
    }
    let line = |cells: &[String]| {
        cells
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{c:<w$}", w = widths[i]))
            .collect::<Vec<_>>()
            .join("  ")
    };
    writeln!(out, "{}", line(&result.headers))?;
    writeln!(out, "{}", widths.iter().map(|w| "-".repeat(*w)).collect::<Vec<_>>().join("  "))?;
    for row in &result.rows {
        writeln!(out, "{}", line(row))?;
    }
    Ok(())
}

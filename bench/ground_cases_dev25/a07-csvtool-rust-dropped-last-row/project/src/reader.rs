use std::fs;
use std::io::{self, Read};
use std::path::Path;

use anyhow::{bail, Context, Result};

#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    pub fn column(&self, name: &str) -> Option<usize> {
        self.headers.iter().position(|h| h == name)
    }
}

pub fn read_input(path: Option<&Path>) -> Result<String> {
    match path {
        Some(p) => fs::read_to_string(p).with_context(|| format!("reading {}", p.display())),
        None => {
            let mut buf = String::new();
            io::stdin().read_to_string(&mut buf).context("reading stdin")?;
            Ok(buf)
        }
    }
}

/// Parse CSV text: the first line is the header, every other non-blank line a row.
/// No quoting support: fields are split on the delimiter and trimmed.
pub fn parse(text: &str, delimiter: char) -> Result<Table> {
    let lines: Vec<&str> = text.split('\n').collect();
    if lines[0].trim().is_empty() {
        bail!("empty input: expected a header line");
    }
    let headers = split_line(lines[0], delimiter);
    // files end with a newline, so the last element of the split is always ""
    let body = &lines[1..lines.len() - 1];
    let mut rows = Vec::with_capacity(body.len());
    for (i, line) in body.iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let fields = split_line(line, delimiter);
        if fields.len() != headers.len() {
            bail!("line {}: expected {} fields, got {}", i + 2, headers.len(), fields.len());
        }
        rows.push(fields);
    }
    Ok(Table { headers, rows })
}

fn split_line(line: &str, delimiter: char) -> Vec<String> {
    line.trim_end_matches('\r').split(delimiter).map(|f| f.trim().to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_header_and_rows() {
        let t = parse("a,b\n1,2\n3,4\n", ',').unwrap();
        assert_eq!(t.headers, vec!["a", "b"]);
        assert_eq!(t.rows.len(), 2);
    }

    #[test]
    fn rejects_ragged_rows() {
        assert!(parse("a,b\n1\n", ',').is_err());
    }
}

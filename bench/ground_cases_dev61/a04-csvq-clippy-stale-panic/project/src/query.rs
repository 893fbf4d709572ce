//! Applying filters and the column selection to the records of a file.

use std::io::BufRead;

use anyhow::{bail, Result};

use crate::parse::{split_fields, Filter, Op, Record};

pub struct QueryResult {
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

fn matches(record: &Record, idx: usize, filter: &Filter) -> bool {
    let cell = record.get(idx);
    match filter.op {
        Op::Eq => cell == filter.value,
        Op::Ne => cell != filter.value,
        Op::Contains => cell.contains(&filter.value),
        Op::Gt | Op::Lt => match (cell.parse::<f64>(), filter.value.parse::<f64>()) {
            (Ok(a), Ok(b)) => if filter.op == Op::Gt { a > b } else { a < b },
            _ => false,
        },
    }
}

pub fn run(reader: impl BufRead, delim: char, filters: &[Filter], select: Option<&str>) -> Result<QueryResult> {
    let mut lines = reader.lines();
    let Some(header) = lines.next() else { bail!("empty input") };
    let headers = split_fields(&header?, delim);
    let index = |name: &str| headers.iter().position(|h| h == name);

    let mut wanted = Vec::new();
    for f in filters {
        match index(&f.column) {
            Some(i) => wanted.push((i, f)),
            None => bail!("unknown column {:?}", f.column),
        }
    }
    let columns: Vec<usize> = match select {
        Some(list) => list.split(',').map(|c| index(c.trim()).ok_or_else(|| anyhow::anyhow!("unknown column {c:?}"))).collect::<Result<_>>()?,
        None => (0..headers.len()).collect(),
    };

    let mut rows = Vec::new();
    for line in lines {
        let record = Record::from_line(&line?, delim);
        if wanted.iter().all(|(i, f)| matches(&record, *i, f)) {
            rows.push(columns.iter().map(|&c| record.get(c).to_string()).collect());
        }
    }
    Ok(QueryResult { headers: columns.iter().map(|&c| headers[c].clone()).collect(), rows })
}

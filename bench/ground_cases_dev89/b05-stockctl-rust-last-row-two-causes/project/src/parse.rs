use anyhow::{bail, Result};

#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub sku: String,
    pub location: String,
    pub qty: i64,
}

/// 改行で区切ったレコードを返す。最後のレコードは改行で終わっていることを前提にしている。
pub fn split_records(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, ch) in text.char_indices() {
        if ch == '\n' {
            let line = text[start..i].trim_end_matches('\r');
            if !line.is_empty() {
                out.push(line);
            }
            start = i + 1;
        }
    }
    out
}

pub fn parse_row(line: &str) -> Result<Row> {
    let cols: Vec<&str> = line.split(',').map(str::trim).collect();
    if cols.len() != 3 {
        bail!("expected 3 columns, got {}: {line}", cols.len());
    }
    Ok(Row { sku: cols[0].to_string(), location: cols[1].to_string(), qty: cols[2].parse()? })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_crlf() {
        assert_eq!(split_records("a,b,1\r\nc,d,2\r\n"), vec!["a,b,1", "c,d,2"]);
    }

    #[test]
    fn parses_row() {
        let r = parse_row("SKU-1, A-01, 12").unwrap();
        assert_eq!(r.qty, 12);
    }
}

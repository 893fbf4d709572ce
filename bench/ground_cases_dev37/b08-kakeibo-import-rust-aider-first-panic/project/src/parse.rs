use std::fmt;
use std::fs;
use std::path::Path;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub date: String,
    pub amount: i64,
    pub memo: String,
}

#[derive(Debug)]
pub enum ParseError {
    Io(std::io::Error),
    BadAmount { line: usize, value: String },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Io(e) => write!(f, "cannot read file: {e}"),
            ParseError::BadAmount { line, value } => write!(f, "line {line}: bad amount {value:?}"),
        }
    }
}

impl From<std::io::Error> for ParseError {
    fn from(e: std::io::Error) -> Self {
        ParseError::Io(e)
    }
}

/// What `parse_file` read, for `--verbose`.
#[derive(Debug, Default, Clone, Copy)]
pub struct Stats {
    pub lines: usize,
    pub entries: usize,
}

/// One line of the bank export: `date,amount,memo` (the memo may contain commas).
pub fn parse_line(line: &str, line_no: usize) -> Result<Entry, ParseError> {
    let mut cols = line.split(',');
    let date = cols.next().unwrap_or_default().trim().to_string();
    let raw = cols.next().unwrap().trim();
    let amount = raw.parse::<i64>().map_err(|_| ParseError::BadAmount {
        line: line_no,
        value: raw.to_string(),
    })?;
    let memo = cols.collect::<Vec<_>>().join(",").trim().to_string();
    Ok(Entry { date, amount, memo })
}

pub fn parse_file(path: &Path) -> Result<(Vec<Entry>, Stats), ParseError> {
    let text = fs::read_to_string(path)?;
    let mut out = Vec::new();
    let mut stats = Stats::default();
    for (i, line) in text.lines().enumerate().skip(1) {
        stats.lines += 1;
        out.push(parse_line(line, i + 1)?);
    }
    stats.entries = out.len();
    Ok((out, stats))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line("2025/11/03,-1280,セブンイレブン 渋谷店", 2).unwrap();
        assert_eq!(e.amount, -1280);
        assert_eq!(e.memo, "セブンイレブン 渋谷店");
    }

    #[test]
    fn keeps_commas_in_memo() {
        let e = parse_line("2025/11/04,-5400,Amazon, マーケットプレイス", 3).unwrap();
        assert_eq!(e.memo, "Amazon, マーケットプレイス");
    }

    #[test]
    fn rejects_bad_amount() {
        assert!(matches!(parse_line("2025/11/05,abc,x", 4), Err(ParseError::BadAmount { .. })));
    }
}

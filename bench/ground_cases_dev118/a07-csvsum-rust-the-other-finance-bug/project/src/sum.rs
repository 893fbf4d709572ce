use std::io::Read;

#[derive(Debug, Default)]
pub struct Summary {
    pub rows: usize,
    pub total: f64,
    pub skipped: usize,
}

pub fn column_index(headers: &csv::StringRecord, name: &str) -> Option<usize> {
    // Excel's "CSV UTF-8" export puts a BOM in front of the first header
    headers.iter().position(|h| h.trim_start_matches('\u{feff}').trim() == name)
}

pub fn parse_amount(raw: &str, decimal_comma: bool) -> Option<f64> {
    let s = raw.trim();
    let s = if decimal_comma {
        s.replace('.', "").replace(',', ".")
    } else {
        s.replace(',', "")
    };
    s.parse().ok()
}

pub fn sum_column<R: Read>(rdr: &mut csv::Reader<R>, column: &str, decimal_comma: bool) -> Result<Summary, String> {
    let headers = rdr.headers().map_err(|e| e.to_string())?.clone();
    if headers.is_empty() {
        return Err("empty header row".into());
    }
    let idx = column_index(&headers, column).ok_or_else(|| format!("column {column:?} not found"))?;
    let mut summary = Summary::default();
    for record in rdr.records() {
        let record = record.map_err(|e| e.to_string())?;
        match record.get(idx).and_then(|v| parse_amount(v, decimal_comma)) {
            Some(v) => {
                summary.rows += 1;
                summary.total += v;
            }
            None => summary.skipped += 1,
        }
    }
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_with_thousands_separators() {
        assert_eq!(parse_amount("1,234.50", false), Some(1234.5));
        assert_eq!(parse_amount("1.234,50", true), Some(1234.5));
        assert_eq!(parse_amount("n/a", false), None);
    }

    #[test]
    fn sums_a_column() {
        let data = "date,amount,note\n2025-10-01,10.50,a\n2025-10-02,x,b\n2025-10-03,4.25,c\n";
        let mut rdr = csv::Reader::from_reader(data.as_bytes());
        let s = sum_column(&mut rdr, "amount", false).unwrap();
        assert_eq!((s.rows, s.skipped), (2, 1));
        assert!((s.total - 14.75).abs() < 1e-9);
    }

    #[test]
    fn finds_column_behind_bom() {
        let headers = csv::StringRecord::from(vec!["\u{feff}amount", "note"]);
        assert_eq!(column_index(&headers, "amount"), Some(0));
    }
}

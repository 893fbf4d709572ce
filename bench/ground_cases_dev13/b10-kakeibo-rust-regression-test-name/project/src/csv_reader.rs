//! Reads a bank statement CSV into entries. Columns are found by their header names,
//! so the column order of each bank does not matter.

use crate::amount::parse_amount;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub date: String,
    pub description: String,
    pub amount: i64,
}

#[derive(Debug, PartialEq)]
pub enum ReadError {
    MissingHeader,
    MissingColumn(&'static str),
    BadRow { line: usize, reason: String },
}

/// Splits one CSV line, honouring double quotes ("1,234" is one field).
pub fn split_fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    fields.push(cur);
    fields
}

struct Columns {
    date: usize,
    description: usize,
    amount: usize,
}

impl Columns {
    fn from_header(header: &[String]) -> Result<Self, ReadError> {
        let find = |names: &[&str], label: &'static str| {
            header
                .iter()
                .position(|h| names.contains(&h.trim()))
                .ok_or(ReadError::MissingColumn(label))
        };
        Ok(Columns {
            date: find(&["日付", "取引日", "お取引日"], "date")?,
            description: find(&["摘要", "お取引内容", "内容"], "description")?,
            amount: find(&["金額", "入出金額", "お取引金額"], "amount")?,
        })
    }

    fn entry(&self, fields: &[String]) -> Result<Entry, String> {
        let get = |i: usize| fields.get(i).map(|s| s.trim().to_string()).ok_or("too few fields".to_string());
        let amount = parse_amount(&get(self.amount)?).map_err(|e| e.to_string())?;
        Ok(Entry { date: get(self.date)?, description: get(self.description)?, amount })
    }
}

/// Words that only appear in a header line.
const HEADER_HINTS: [&str; 3] = ["日付", "取引日", "お取引日"];

pub fn read_statement(text: &str) -> Result<Vec<Entry>, ReadError> {
    let all: Vec<&str> = text.lines().collect();
    // Some banks (SMBC) put account info above the header and a units row (",,円,円") below it.
    let header_idx = all
        .iter()
        .position(|l| HEADER_HINTS.iter().any(|h| split_fields(l).iter().any(|f| f.trim() == *h)))
        .ok_or(ReadError::MissingHeader)?;
    let columns = Columns::from_header(&split_fields(all[header_idx]))?;
    let mut entries = Vec::new();
    for (idx, line) in all.iter().enumerate().skip(header_idx + 2) {
        if line.trim().is_empty() {
            continue;
        }
        let fields = split_fields(line);
        let entry = columns.entry(&fields).map_err(|reason| ReadError::BadRow { line: idx + 1, reason })?;
        entries.push(entry);
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIMPLE: &str = "日付,摘要,金額\n2025/10/01,ｽｰﾊﾟｰﾏﾙｴﾂ,-3280\n2025/10/25,給与,\"250,000\"\n";

    #[test]
    fn reads_simple_statement() {
        let entries = read_statement(SIMPLE).unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].description, "ｽｰﾊﾟｰﾏﾙｴﾂ");
        assert_eq!(entries[1].amount, 250_000);
    }

    #[test]
    fn quoted_commas_stay_in_one_field() {
        assert_eq!(split_fields("a,\"1,234\",b"), vec!["a", "1,234", "b"]);
    }

    #[test]
    fn reports_bad_row_line_number() {
        let err = read_statement("日付,摘要,金額\n2025/10/01,x,abc\n").unwrap_err();
        assert!(matches!(err, ReadError::BadRow { line: 2, .. }));
    }

    #[test]
    fn reads_smbc_preamble_and_units_row() {
        let text = "お客様番号,1234567\n口座,普通 7654321\nお取引日,お取引内容,お取引金額,残高\n,,円,円\n\
                    2025/10/01,ｶ)ﾕﾆｸﾛ,-4990,183210\n2025/10/03,ﾌﾘｺﾐ ﾀﾅｶ,\"12,000\",195210\n";
        let entries = read_statement(text).unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].amount, -4990);
        assert_eq!(entries[1].description, "ﾌﾘｺﾐ ﾀﾅｶ");
    }

    #[test]
    fn missing_amount_column() {
        assert_eq!(read_statement("日付,摘要\n").unwrap_err(), ReadError::MissingColumn("amount"));
    }
}

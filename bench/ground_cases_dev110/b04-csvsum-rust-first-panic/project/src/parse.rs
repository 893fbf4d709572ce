use anyhow::{anyhow, Result};

/// Split one CSV line. Quoted fields may contain commas.
pub fn split_line(line: &str, delim: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for ch in line.chars() {
        match ch {
            '"' => quoted = !quoted,
            c if c == delim && !quoted => out.push(std::mem::take(&mut cur)),
            _ => cur.push(ch),
        }
    }
    out.push(cur);
    out
}

pub fn field_as_f64(line: &str, idx: usize, delim: char) -> Result<f64> {
    let fields = split_line(line, delim);
    let raw = fields[idx].trim().replace('_', "");
    raw.parse::<f64>()
        .map_err(|_| anyhow!("not a number: {:?}", raw))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_quoted_commas() {
        assert_eq!(split_line(r#"a,"b,c",d"#, ','), vec!["a", "b,c", "d"]);
        assert_eq!(split_line("a\tb", '\t'), vec!["a", "b"]);
    }

    #[test]
    fn parses_number() {
        assert_eq!(field_as_f64("x,1_200.5", 1, ',').unwrap(), 1200.5);
    }
}

use std::io::BufRead;

use crate::time;

/// One logfmt line: `key=value` pairs, values optionally "quoted".
#[derive(Debug, Clone, Default)]
pub struct Record {
    pub ts: Option<i64>,
    pub level: String,
    pub msg: String,
    pub pairs: Vec<(String, String)>,
    pub raw: String,
}

impl Record {
    pub fn parse(line: &str) -> Record {
        let mut rec = Record { raw: line.to_string(), ..Default::default() };
        for (k, v) in pairs(line) {
            match k.as_str() {
                "ts" | "time" => rec.ts = time::parse_rfc3339(&v),
                "level" | "lvl" => rec.level = v.to_lowercase(),
                "msg" => rec.msg = v.clone(),
                _ => {}
            }
            rec.pairs.push((k, v));
        }
        rec
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

/// Calls `each` for every non-empty line of `input`; returns how many lines could not be
/// read (not valid UTF-8, I/O errors) and were skipped.
pub fn read_records(input: impl BufRead, mut each: impl FnMut(Record)) -> usize {
    let mut skipped = 0;
    for line in input.lines() {
        let Ok(line) = line else {
            skipped += 1;
            continue;
        };
        let line = line.trim_end();
        if line.is_empty() {
            continue;
        }
        each(Record::parse(line));
    }
    skipped
}

fn pairs(line: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        let Some(eq) = rest.find('=') else { break };
        let key = rest[..eq].trim().to_string();
        rest = &rest[eq + 1..];
        let value;
        if let Some(stripped) = rest.strip_prefix('"') {
            let end = find_closing_quote(stripped).unwrap_or(stripped.len());
            value = stripped[..end].replace("\\\"", "\"");
            rest = stripped.get(end + 1..).unwrap_or("");
        } else {
            let end = rest.find(' ').unwrap_or(rest.len());
            value = rest[..end].to_string();
            rest = &rest[end..];
        }
        out.push((key, value));
        rest = rest.trim_start();
    }
    out
}

fn find_closing_quote(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_values() {
        let r = Record::parse(r#"level=INFO msg="user \"bob\" logged in" svc=auth"#);
        assert_eq!(r.level, "info");
        assert_eq!(r.msg, "user \"bob\" logged in");
        assert_eq!(r.get("svc"), Some("auth"));
    }

    #[test]
    fn skips_blank_lines() {
        let mut n = 0;
        read_records("a=1\n\n   \nb=2\n".as_bytes(), |_| n += 1);
        assert_eq!(n, 2);
    }

    #[test]
    fn skips_invalid_utf8() {
        let input: &[u8] = b"a=1\n\xff\xfe broken\nb=2\n";
        let mut n = 0;
        let skipped = read_records(input, |_| n += 1);
        assert_eq!((n, skipped), (2, 1));
    }
}

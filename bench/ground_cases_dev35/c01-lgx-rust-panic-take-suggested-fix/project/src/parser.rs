//! logfmt 行解析: `ts=... level=info msg="..." key=value`

use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub ts: String,
    pub level: String,
    pub fields: BTreeMap<String, String>,
}

impl Record {
    pub fn to_json(&self) -> String {
        let mut s = String::from("{");
        s.push_str(&format!("\"ts\":\"{}\",\"level\":\"{}\"", escape(&self.ts), escape(&self.level)));
        for (k, v) in &self.fields {
            s.push_str(&format!(",\"{}\":\"{}\"", escape(k), escape(v)));
        }
        s.push('}');
        s
    }
}

const ELLIPSIS: &str = "…";

pub fn parse_line(line: &str, max_field_len: usize) -> Option<Record> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let mut fields = BTreeMap::new();
    for (k, v) in split_pairs(line) {
        fields.insert(k.to_string(), truncate_field(&v, max_field_len));
    }
    let ts = fields.remove("ts")?;
    let level = fields.remove("level").unwrap_or_else(|| "info".to_string());
    Some(Record {
        ts,
        level: normalize_level(&level),
        fields,
    })
}

fn split_pairs(line: &str) -> Vec<(&str, String)> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(eq) = rest.find('=') {
        let key = rest[..eq].trim();
        let after = &rest[eq + 1..];
        let (value, next) = if let Some(quoted) = after.strip_prefix('"') {
            match quoted.find('"') {
                Some(end) => (quoted[..end].to_string(), &quoted[end + 1..]),
                None => (quoted.to_string(), ""),
            }
        } else {
            match after.find(' ') {
                Some(end) => (after[..end].to_string(), &after[end..]),
                None => (after.to_string(), ""),
            }
        };
        if !key.is_empty() {
            out.push((key, value));
        }
        rest = next.trim_start();
    }
    out
}

fn normalize_level(level: &str) -> String {
    let l = level.to_ascii_lowercase();
    if l == "warning" {
        "warn".to_string()
    } else if l == "err" || l == "fatal" {
        "error".to_string()
    } else {
        l
    }
}

/// 超长字段截断到 max 字节, 末尾加省略号
pub fn truncate_field(value: &str, max: usize) -> String {
    if value.len() <= max {
        return value.to_string();
    }
    let mut out = value[..max].to_string();
    out.push_str(ELLIPSIS);
    out
}

fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '\n' => o.push_str("\\n"),
            c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)),
            c => o.push(c),
        }
    }
    o
}

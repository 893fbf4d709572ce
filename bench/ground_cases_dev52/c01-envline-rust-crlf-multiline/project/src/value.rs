//! Value post-processing: escapes in double quotes and `${VAR}` expansion.

use std::collections::BTreeMap;

use crate::parser::Entry;

/// Resolve `\n`, `\t`, `\"` and `\\` in a double-quoted value; other escapes stay as written.
pub(crate) fn unescape_double(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// Replace `${NAME}` in every value with the value of an earlier entry (or the process
/// environment). A reference to itself or to an unknown name becomes the empty string.
pub fn expand(entries: &[Entry]) -> Vec<Entry> {
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    let mut out = Vec::with_capacity(entries.len());
    for e in entries {
        let value = substitute(&e.value, &seen);
        seen.insert(e.key.clone(), value.clone());
        out.push(Entry { key: e.key.clone(), value, line: e.line });
    }
    out
}

fn substitute(value: &str, known: &BTreeMap<String, String>) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(start) = rest.find("${") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        match after.find('}') {
            Some(end) => {
                let name = &after[..end];
                let v = known.get(name).cloned().or_else(|| std::env::var(name).ok());
                out.push_str(&v.unwrap_or_default());
                rest = &after[end + 1..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

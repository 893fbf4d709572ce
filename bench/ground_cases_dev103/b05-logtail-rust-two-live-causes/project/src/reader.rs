use std::io::{self, BufRead};

#[derive(Debug, Clone)]
pub struct Entry {
    pub ts: String,
    pub level: String,
    pub msg: String,
}

/// Next complete line. A line without its trailing newline is treated as a
/// partial write from the app (we may be reading while it logs) and is left
/// for the next run.
pub fn next_line<R: BufRead>(reader: &mut R) -> io::Result<Option<String>> {
    let mut buf = String::new();
    let n = reader.read_line(&mut buf)?;
    if n == 0 {
        return Ok(None);
    }
    if !buf.ends_with('\n') {
        return Ok(None);
    }
    buf.pop();
    if buf.ends_with('\r') {
        buf.pop();
    }
    Ok(Some(buf))
}

/// `2025-11-06T09:59:58 INFO  message...`
pub fn parse(line: &str) -> Option<Entry> {
    let mut parts = line.splitn(3, char::is_whitespace);
    let ts = parts.next()?.to_string();
    let level = parts.next()?.trim().to_ascii_lowercase();
    let msg = parts.next().unwrap_or("").trim_start().to_string();
    if ts.len() < 19 {
        return None;
    }
    Some(Entry { ts, level, msg })
}

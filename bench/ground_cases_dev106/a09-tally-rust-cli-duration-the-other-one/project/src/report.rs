use std::collections::BTreeMap;

use serde::Serialize;

use crate::duration::{format_duration, parse_duration, ParseError};

#[derive(Debug, Clone)]
pub struct Entry {
    pub date: String,
    pub ticket: String,
    pub spent: String,
}

#[derive(Debug, Serialize)]
pub struct Line {
    pub ticket: String,
    pub seconds: u64,
    pub display: String,
}

/// Sums the time per ticket, sorted by ticket id.
pub fn per_ticket(entries: &[Entry]) -> Result<Vec<Line>, ParseError> {
    let mut sums: BTreeMap<&str, u64> = BTreeMap::new();
    for e in entries {
        *sums.entry(e.ticket.as_str()).or_default() += parse_duration(&e.spent)?;
    }
    Ok(sums
        .into_iter()
        .map(|(ticket, seconds)| Line { ticket: ticket.to_string(), seconds, display: format_duration(seconds) })
        .collect())
}

pub fn read_log(text: &str) -> Vec<Entry> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let mut parts = l.split_whitespace();
            Some(Entry { date: parts.next()?.to_string(), ticket: parts.next()?.to_string(), spent: parts.next()?.to_string() })
        })
        .collect()
}

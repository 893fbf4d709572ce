//! Parsing feeds and picking the entries we have not posted yet.

use anyhow::{Context, Result};
use feed_rs::parser;

#[derive(Debug, Clone)]
pub struct Entry {
    pub id: String,
    pub title: String,
    pub link: Option<String>,
}

/// Entries newer than the entry with id `since` (all entries when `since` is None),
/// oldest first so they are posted in order.
pub fn new_entries(body: &str, since: Option<&str>) -> Result<Vec<Entry>> {
    let feed = parser::parse(body.as_bytes()).context("parse feed")?;
    let mut out = Vec::new();
    for item in feed.entries {
        if Some(item.id.as_str()) == since {
            break;
        }
        out.push(Entry {
            id: item.id.clone(),
            title: item.title.map(|t| t.content).unwrap_or_else(|| "(no title)".into()),
            link: item.links.first().map(|l| l.href.clone()),
        });
    }
    out.reverse();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ATOM: &str = r#"<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><id>f</id><updated>2025-01-01T00:00:00Z</updated>
<entry><id>b</id><title>B</title><updated>2025-01-02T00:00:00Z</updated></entry>
<entry><id>a</id><title>A</title><updated>2025-01-01T00:00:00Z</updated></entry></feed>"#;

    #[test]
    fn stops_at_since() {
        let got = new_entries(ATOM, Some("a")).unwrap();
        assert_eq!(got.iter().map(|e| e.id.as_str()).collect::<Vec<_>>(), ["b"]);
    }
}

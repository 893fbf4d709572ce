use std::collections::HashMap;

#[derive(Debug, Default)]
pub struct Stats {
    pub notes: usize,
    pub untagged: usize,
    pub by_tag: HashMap<String, usize>,
}

/// Tags come from a front-matter line such as `tags: rust, cli`.
fn tags_of(doc: &str) -> Vec<String> {
    let mut lines = doc.lines();
    if lines.next() != Some("---") {
        return Vec::new();
    }
    for line in lines {
        if line == "---" {
            break;
        }
        if let Some(rest) = line.strip_prefix("tags:") {
            return rest
                .split(',')
                .map(|t| t.trim().to_lowercase())
                .filter(|t| !t.is_empty())
                .collect();
        }
    }
    Vec::new()
}

pub fn collect<'a>(docs: impl IntoIterator<Item = &'a str>) -> Stats {
    let mut stats = Stats::default();
    for doc in docs {
        stats.notes += 1;
        let tags = tags_of(doc);
        if tags.is_empty() {
            stats.untagged += 1;
        }
        for tag in tags {
            *stats.by_tag.entry(tag).or_insert(0) += 1;
        }
    }
    stats
}

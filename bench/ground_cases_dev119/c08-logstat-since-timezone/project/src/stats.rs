use std::collections::HashMap;

use crate::parse::Entry;

pub struct Summary {
    pub count: usize,
    pub errors: usize,
    pub p50: u32,
    pub p95: u32,
    pub by_path: Vec<(String, usize)>,
}

/// Nearest-rank percentile of an ascending slice.
pub fn percentile(sorted: &[u32], p: f64) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.saturating_sub(1).min(sorted.len() - 1)]
}

pub fn summarize(entries: &[Entry]) -> Summary {
    let mut millis: Vec<u32> = entries.iter().map(|e| e.millis).collect();
    millis.sort_unstable();
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for e in entries {
        *counts.entry(e.path.as_str()).or_default() += 1;
    }
    let mut by_path: Vec<(String, usize)> = counts.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    by_path.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Summary {
        count: entries.len(),
        errors: entries.iter().filter(|e| e.status >= 500).count(),
        p50: percentile(&millis, 50.0),
        p95: percentile(&millis, 95.0),
        by_path,
    }
}

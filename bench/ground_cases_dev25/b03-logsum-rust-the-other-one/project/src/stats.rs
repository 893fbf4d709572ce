use std::collections::HashMap;

use crate::parse::Entry;

#[derive(Debug, Default)]
pub struct Summary {
    pub total: usize,
    pub errors_5xx: usize,
    pub bytes: u64,
    pub p50_ms: u64,
    pub p95_ms: u64,
    pub p99_ms: u64,
    pub by_status: HashMap<u16, usize>,
}

pub fn summarize(entries: &[Entry]) -> Summary {
    let mut times: Vec<u64> = entries.iter().map(|e| e.request_time_ms).collect();
    times.sort_unstable();
    let mut by_status = HashMap::new();
    for e in entries {
        *by_status.entry(e.status).or_insert(0) += 1;
    }
    Summary {
        total: entries.len(),
        errors_5xx: entries.iter().filter(|e| e.status >= 500).count(),
        bytes: entries.iter().map(|e| e.bytes).sum(),
        p50_ms: percentile(&times, 50.0),
        p95_ms: percentile(&times, 95.0),
        p99_ms: percentile(&times, 99.0),
        by_status,
    }
}

/// リクエスト数の多いパスを上位 n 件（同数ならパス昇順）。
pub fn top_paths(entries: &[Entry], n: usize) -> Vec<(String, usize)> {
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for e in entries {
        *counts.entry(e.path.as_str()).or_insert(0) += 1;
    }
    let mut v: Vec<(String, usize)> = counts.into_iter().map(|(p, c)| (p.to_string(), c)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v.truncate(n);
    v
}

/// 昇順ソート済みの値から p パーセンタイルを返す（nearest-rank）。
pub fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (p / 100.0 * sorted.len() as f64).round() as usize;
    sorted[rank]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_is_zero() {
        assert_eq!(percentile(&[], 95.0), 0);
    }

    #[test]
    fn p95_of_many_values() {
        let v: Vec<u64> = (1..=200).collect();
        assert!(percentile(&v, 95.0) >= 190);
    }
}

use std::collections::HashMap;

use serde::Serialize;

use crate::parser::Entry;

#[derive(Default)]
pub struct Stats {
    pub total: u64,
    pub bytes: u64,
    pub by_status: HashMap<u16, u64>,
    pub by_path: HashMap<String, PathStats>,
    latencies: Vec<u64>,
}

#[derive(Default)]
pub struct PathStats {
    pub count: u64,
    pub bytes: u64,
    latencies: Vec<u64>,
}

#[derive(Serialize)]
pub struct Summary {
    pub total: u64,
    pub bytes: u64,
    pub p50_ms: u64,
    pub p90_ms: u64,
    pub p99_ms: u64,
    pub max_ms: u64,
}

impl Stats {
    pub fn add(&mut self, e: &Entry) {
        self.total += 1;
        self.bytes += e.bytes;
        *self.by_status.entry(e.status).or_default() += 1;
        self.latencies.push(e.request_time_ms);
        let p = self.by_path.entry(e.path.clone()).or_default();
        p.count += 1;
        p.bytes += e.bytes;
        p.latencies.push(e.request_time_ms);
    }

    pub fn summary(&self) -> Summary {
        let lat = &self.latencies;
        Summary {
            total: self.total,
            bytes: self.bytes,
            p50_ms: percentile(lat, 0.50),
            p90_ms: percentile(lat, 0.90),
            p99_ms: percentile(lat, 0.99),
            max_ms: lat.iter().copied().max().unwrap_or(0),
        }
    }

    pub fn top_paths(&self, n: usize) -> Vec<(&str, &PathStats)> {
        let mut v: Vec<_> = self.by_path.iter().map(|(k, s)| (k.as_str(), s)).collect();
        v.sort_by(|a, b| b.1.count.cmp(&a.1.count).then(a.0.cmp(b.0)));
        v.truncate(n);
        v
    }
}

impl PathStats {
    pub fn p95_ms(&self) -> u64 {
        let mut v = self.latencies.clone();
        v.sort_unstable();
        percentile(&v, 0.95)
    }
}

/// Nearest-rank percentile; `sorted` must be in ascending order.
fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p * sorted.len() as f64).ceil() as usize).max(1);
    sorted[rank - 1]
}

#[cfg(test)]
mod tests {
    use super::percentile;

    #[test]
    fn nearest_rank() {
        let v = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
        assert_eq!(percentile(&v, 0.5), 50);
        assert_eq!(percentile(&v, 0.9), 90);
        assert_eq!(percentile(&v, 0.99), 100);
    }
}

//! Aggregates over parsed entries.

use std::collections::HashMap;

use crate::parse::Entry;

#[derive(Default)]
pub struct Stats {
    pub total: u64,
    pub skipped: u64,
    pub by_status: HashMap<u16, u64>,
    by_path: HashMap<String, (u64, Vec<f64>)>,
    pub slow: Vec<Entry>,
}

impl Stats {
    pub fn add(&mut self, e: &Entry, slow_threshold: Option<f64>) {
        self.total += 1;
        *self.by_status.entry(e.status).or_default() += 1;
        let slot = self.by_path.entry(e.path.clone()).or_default();
        slot.0 += 1;
        slot.1.push(e.request_time);
        if let Some(t) = slow_threshold {
            if e.request_time >= t {
                self.slow.push(e.clone());
            }
        }
    }

    /// (path, count, p95 seconds), busiest first.
    pub fn top_paths(&self, n: usize) -> Vec<(String, u64, f64)> {
        let mut rows: Vec<(String, u64, f64)> = self
            .by_path
            .iter()
            .map(|(p, (count, times))| (p.clone(), *count, percentile(times, 0.95)))
            .collect();
        rows.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        rows.truncate(n);
        rows
    }
}

pub fn percentile(values: &[f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let mut v = values.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let idx = ((v.len() as f64 - 1.0) * q).round() as usize;
    v[idx]
}

#[cfg(test)]
mod tests {
    use super::percentile;

    #[test]
    fn p95_of_twenty() {
        let v: Vec<f64> = (1..=20).map(|x| x as f64).collect();
        assert_eq!(percentile(&v, 0.95), 19.0);
    }

    #[test]
    fn empty_is_zero() {
        assert_eq!(percentile(&[], 0.95), 0.0);
    }
}

use std::collections::BTreeMap;

use serde::Serialize;

use crate::parse::Record;

#[derive(Debug, Serialize)]
pub struct Summary {
    pub total: usize,
    pub by_status: BTreeMap<u16, usize>,
    pub p50_ms: u32,
    pub p95_ms: u32,
    pub p99_ms: u32,
    pub slowest_path: Option<String>,
}

pub fn summarize(records: &[Record]) -> Summary {
    let mut by_status = BTreeMap::new();
    for r in records {
        *by_status.entry(r.status).or_insert(0) += 1;
    }
    let mut times: Vec<u32> = records.iter().map(|r| r.request_time_ms).collect();
    times.sort_unstable();
    let slowest_path = records.iter().max_by_key(|r| r.request_time_ms).map(|r| r.path.clone());
    Summary {
        total: records.len(),
        by_status,
        p50_ms: percentile(&times, 0.50),
        p95_ms: percentile(&times, 0.95),
        p99_ms: percentile(&times, 0.99),
        slowest_path,
    }
}

/// sorted 必须已经升序
fn percentile(sorted: &[u32], p: f64) -> u32 {
    let idx = ((sorted.len() as f64) * p).ceil() as usize;
    sorted[idx.saturating_sub(1)]
}

impl Summary {
    pub fn print(&self) {
        println!("total: {}", self.total);
        for (status, n) in &self.by_status {
            println!("  {status}: {n}");
        }
        println!("p50={}ms p95={}ms p99={}ms", self.p50_ms, self.p95_ms, self.p99_ms);
        if let Some(p) = &self.slowest_path {
            println!("slowest: {p}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_basic() {
        let v: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&v, 0.50), 50);
        assert_eq!(percentile(&v, 0.99), 99);
    }
}

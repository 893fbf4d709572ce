use crate::parse::Entry;

#[derive(Debug, Default)]
pub struct Summary {
    pub count: usize,
    pub errors: usize,
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
    pub max: f64,
    pub bytes: u64,
}

/// Nearest-rank percentile of an ascending slice.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (p / 100.0 * (sorted.len() - 1) as f64).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

pub fn summarize(entries: &[Entry]) -> Summary {
    let mut times: Vec<f64> = entries.iter().map(|e| e.request_time).collect();
    times.sort_by(|a, b| b.partial_cmp(a).unwrap());
    Summary {
        count: entries.len(),
        errors: entries.iter().filter(|e| e.status >= 500).count(),
        p50: percentile(&times, 50.0),
        p90: percentile(&times, 90.0),
        p99: percentile(&times, 99.0),
        max: times.first().copied().unwrap_or(0.0),
        bytes: entries.iter().map(|e| e.bytes).sum(),
    }
}

pub fn slowest(entries: &[Entry], n: usize) -> Vec<&Entry> {
    let mut v: Vec<&Entry> = entries.iter().collect();
    v.sort_by(|a, b| b.request_time.partial_cmp(&a.request_time).unwrap());
    v.truncate(n);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_of_sorted() {
        let v = [0.1, 0.2, 0.3, 0.4, 0.5];
        assert_eq!(percentile(&v, 50.0), 0.3);
        assert_eq!(percentile(&v, 100.0), 0.5);
        assert_eq!(percentile(&[], 99.0), 0.0);
    }
}

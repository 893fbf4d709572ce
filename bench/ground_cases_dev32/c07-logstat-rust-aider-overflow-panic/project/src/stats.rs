use std::collections::BTreeMap;

use crate::parse::Entry;

/// 一次统计的结果。
#[derive(Debug, Default)]
pub struct Summary {
    pub total: usize,
    pub by_status: BTreeMap<u16, usize>,
    pub per_minute: Vec<usize>,
    pub max_gap_secs: u64,
    pub latency_hist: Vec<usize>,
}

/// 延迟直方图的桶边界（毫秒），最后一个桶是 >2000ms。
pub const LATENCY_BOUNDS: [u64; 5] = [50, 100, 300, 1000, 2000];

pub fn histogram(latencies: &[u64], bounds: &[u64]) -> Vec<usize> {
    let mut counts = vec![0; bounds.len() + 1];
    for &l in latencies {
        let idx = bounds.iter().position(|b| l <= *b).unwrap_or(bounds.len());
        counts[idx] += 1;
    }
    counts
}

pub fn summarize(entries: &[Entry]) -> Summary {
    let mut s = Summary::default();
    let Some(first) = entries.first() else {
        return s;
    };
    let start = first.ts;
    let mut prev_ts = start;
    let mut latencies = Vec::with_capacity(entries.len());

    for e in entries {
        s.total += 1;
        *s.by_status.entry(e.status).or_insert(0) += 1;

        // 多个 worker 写同一个文件，时间戳可能比第一行还早一点
        let minute = (e.ts.saturating_sub(start) / 60) as usize;
        if s.per_minute.len() <= minute {
            s.per_minute.resize(minute + 1, 0);
        }
        s.per_minute[minute] += 1;

        let gap = e.ts - prev_ts;
        if gap > s.max_gap_secs {
            s.max_gap_secs = gap;
        }
        prev_ts = e.ts;
        latencies.push(e.latency_ms);
    }

    s.latency_hist = histogram(&latencies, &LATENCY_BOUNDS);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(ts: u64, status: u16, latency_ms: u64) -> Entry {
        Entry { ts, status, latency_ms, path: "/".into() }
    }

    #[test]
    fn counts_status_and_gap() {
        let s = summarize(&[entry(0, 200, 10), entry(30, 500, 400), entry(200, 200, 3000)]);
        assert_eq!(s.total, 3);
        assert_eq!(s.by_status[&200], 2);
        assert_eq!(s.max_gap_secs, 170);
        assert_eq!(s.per_minute, vec![2, 0, 0, 1]);
        assert_eq!(s.latency_hist, vec![1, 0, 0, 1, 0, 1]);
    }
}

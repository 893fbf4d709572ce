use crate::parse::Entry;

#[derive(Debug, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub p50: u32,
    pub p95: u32,
    pub max: u32,
}

/// Nearest-rank percentile of an already sorted slice.
fn percentile(sorted: &[u32], p: f64) -> u32 {
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted[rank.saturating_sub(1).min(sorted.len() - 1)]
}

/// Counts of 2xx, 4xx and 5xx responses.
pub fn status_classes(entries: &[&Entry]) -> (usize, usize, usize) {
    let mut classes = (0, 0, 0);
    for e in entries {
        match e.status / 100 {
            2 => classes.0 += 1,
            4 => classes.1 += 1,
            5 => classes.2 += 1,
            _ => {}
        }
    }
    classes
}

pub fn summarize(entries: &[&Entry]) -> Option<Summary> {
    if entries.is_empty() {
        return None;
    }
    let mut ms: Vec<u32> = entries.iter().map(|e| e.millis).collect();
    ms.sort_unstable();
    Some(Summary {
        count: ms.len(),
        p50: percentile(&ms, 0.50),
        p95: percentile(&ms, 0.95),
        max: *ms.last().unwrap(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank() {
        let v = [10, 20, 30, 40];
        assert_eq!(percentile(&v, 0.5), 20);
        assert_eq!(percentile(&v, 0.95), 40);
    }
}

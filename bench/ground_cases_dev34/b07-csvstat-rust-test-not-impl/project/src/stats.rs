/// Summary statistics of one column.
#[derive(Debug, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub mean: f64,
    pub median: f64,
    pub p95: f64,
}

pub fn mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    Some(values.iter().sum::<f64>() / values.len() as f64)
}

/// Median; for an even count, the mean of the two middle values.
pub fn median(values: &mut [f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let mid = values.len() / 2;
    if values.len() % 2 == 0 {
        Some((values[mid - 1] + values[mid]) / 2.0)
    } else {
        Some(values[mid])
    }
}

/// Nearest-rank percentile (p in 0..=100).
pub fn percentile(values: &mut [f64], p: f64) -> Option<f64> {
    if values.is_empty() || !(0.0..=100.0).contains(&p) {
        return None;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let rank = ((p / 100.0) * values.len() as f64).ceil() as usize;
    Some(values[rank.saturating_sub(1)])
}

pub fn summarize(values: &mut [f64]) -> Summary {
    Summary {
        count: values.len(),
        mean: mean(values).unwrap_or(f64::NAN),
        median: median(values).unwrap_or(f64::NAN),
        p95: percentile(values, 95.0).unwrap_or(f64::NAN),
    }
}

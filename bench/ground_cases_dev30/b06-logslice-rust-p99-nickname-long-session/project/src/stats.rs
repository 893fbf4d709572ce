/// レイテンシの集計結果。
#[derive(Debug, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub min: u64,
    pub max: u64,
    pub mean: f64,
    pub percentiles: Vec<(f64, u64)>,
}

/// `values` を並べ替えて集計する。空なら None。
pub fn summarize(values: &mut [u64], ps: &[f64]) -> Option<Summary> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let sum: u64 = values.iter().sum();
    Some(Summary {
        count: values.len(),
        min: values[0],
        max: values[values.len() - 1],
        mean: sum as f64 / values.len() as f64,
        percentiles: ps.iter().map(|&p| (p, percentile(values, p))).collect(),
    })
}

/// nearest-rank 法のパーセンタイル。`sorted` は昇順であること。
pub fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

pub fn format_ms(v: u64) -> String {
    if v >= 1000 {
        format!("{:.2}s", v as f64 / 1000.0)
    } else {
        format!("{v}ms")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_is_none() {
        assert_eq!(summarize(&mut [], &[50.0]), None);
    }

    #[test]
    fn min_max_mean() {
        let s = summarize(&mut [30, 10, 20], &[]).unwrap();
        assert_eq!((s.min, s.max, s.count), (10, 30, 3));
        assert!((s.mean - 20.0).abs() < f64::EPSILON);
    }

    #[test]
    fn p100_is_max() {
        assert_eq!(percentile(&[1, 2, 3], 100.0), 3);
    }

    #[test]
    fn format_ms_switches_to_seconds() {
        assert_eq!(format_ms(999), "999ms");
        assert_eq!(format_ms(1500), "1.50s");
    }
}

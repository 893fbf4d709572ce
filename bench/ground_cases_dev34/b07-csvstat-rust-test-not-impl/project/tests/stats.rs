use csvstat::stats::{mean, median, percentile, summarize};

#[test]
fn mean_of_values() {
    assert_eq!(mean(&[1.0, 2.0, 3.0, 4.0]), Some(2.5));
    assert_eq!(mean(&[]), None);
}

#[test]
fn median_of_odd_count() {
    let mut v = vec![5.0, 1.0, 3.0];
    assert_eq!(median(&mut v), Some(3.0));
}

#[test]
fn median_of_even_count() {
    let mut v = vec![4.0, 1.0, 3.0, 2.0];
    assert_eq!(median(&mut v), Some(3.0));
}

#[test]
fn median_of_empty_is_none() {
    assert_eq!(median(&mut []), None);
}

#[test]
fn p95_nearest_rank() {
    let mut v: Vec<f64> = (1..=20).map(f64::from).collect();
    assert_eq!(percentile(&mut v, 95.0), Some(19.0));
    assert_eq!(percentile(&mut v, 100.0), Some(20.0));
}

#[test]
fn summary_counts_values() {
    let mut v = vec![2.0, 2.0, 8.0];
    let s = summarize(&mut v);
    assert_eq!(s.count, 3);
    assert_eq!(s.median, 2.0);
}

pub fn jobs_smoke(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

pub fn tokens(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

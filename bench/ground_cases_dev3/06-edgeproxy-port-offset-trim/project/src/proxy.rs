pub fn forward_headers(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

pub fn strip_hop(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

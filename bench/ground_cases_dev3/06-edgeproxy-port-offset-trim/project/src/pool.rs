pub fn live_conns(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

pub fn idle_conns(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

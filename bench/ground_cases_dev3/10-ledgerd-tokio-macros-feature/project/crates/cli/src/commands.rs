pub fn import_cmd(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

pub fn export_cmd(items: &[i64]) -> Vec<i64> {
    items.iter().copied().filter(|v| *v >= 0).collect()
}

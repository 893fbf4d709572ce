/// Days to keep history entries; "d" here is already days.
pub fn retention_days(text: &str) -> Option<u32> {
    text.strip_suffix('d')?.parse().ok()
}

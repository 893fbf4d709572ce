/// Page count from the trailer (placeholder for the real parser).
pub fn page_count(bytes: &[u8]) -> usize {
    bytes.windows(9).filter(|w| w == b"/Type/Page").count()
}

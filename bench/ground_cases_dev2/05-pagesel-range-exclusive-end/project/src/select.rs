use crate::range::{parse_range, RangeError};

/// Parse a comma-separated list of page ranges ("1,3-5,9") into sorted, unique 0-based indices.
pub fn parse_ranges(spec: &str) -> Result<Vec<usize>, RangeError> {
    let mut pages = Vec::new();
    for part in spec.split(',') {
        pages.extend(parse_range(part)?);
    }
    pages.sort_unstable();
    pages.dedup();
    Ok(pages)
}

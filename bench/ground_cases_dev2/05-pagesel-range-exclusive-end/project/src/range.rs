use std::ops::Range;

#[derive(Debug, PartialEq)]
pub enum RangeError {
    Empty,
    NotANumber(String),
    Backwards { start: usize, end: usize },
}

impl std::fmt::Display for RangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RangeError::Empty => write!(f, "empty page range"),
            RangeError::NotANumber(s) => write!(f, "not a page number: {s}"),
            RangeError::Backwards { start, end } => write!(f, "range runs backwards: {start}-{end}"),
        }
    }
}

fn page(s: &str) -> Result<usize, RangeError> {
    s.trim().parse::<usize>().map_err(|_| RangeError::NotANumber(s.to_string()))
}

/// Parse one 1-based, inclusive page range ("3-5" or "7") into 0-based page indices.
pub fn parse_range(spec: &str) -> Result<Range<usize>, RangeError> {
    let spec = spec.trim();
    if spec.is_empty() {
        return Err(RangeError::Empty);
    }
    let (start, end) = match spec.split_once('-') {
        Some((a, b)) => (page(a)?, page(b)?),
        None => {
            let p = page(spec)?;
            (p, p)
        }
    };
    if end < start {
        return Err(RangeError::Backwards { start, end });
    }
    Ok((start - 1)..(end - 1))
}

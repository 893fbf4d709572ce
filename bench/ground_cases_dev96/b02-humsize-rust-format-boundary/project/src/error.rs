use std::fmt;

/// Why a size string could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseSizeError {
    /// The input was empty or only whitespace.
    Empty,
    /// The numeric part is not a number (`"1..5KiB"`).
    InvalidNumber(String),
    /// The unit is not one of B, K/KiB, KB, M/MiB, MB, ... (case-insensitive).
    UnknownUnit(String),
    /// The value does not fit in a `u64`.
    Overflow,
}

impl fmt::Display for ParseSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSizeError::Empty => f.write_str("empty size string"),
            ParseSizeError::InvalidNumber(n) => write!(f, "invalid number {n:?}"),
            ParseSizeError::UnknownUnit(u) => write!(f, "unknown unit {u:?}"),
            ParseSizeError::Overflow => f.write_str("size does not fit in 64 bits"),
        }
    }
}

impl std::error::Error for ParseSizeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_quote_the_input() {
        assert_eq!(ParseSizeError::UnknownUnit("XB".into()).to_string(), "unknown unit \"XB\"");
    }
}

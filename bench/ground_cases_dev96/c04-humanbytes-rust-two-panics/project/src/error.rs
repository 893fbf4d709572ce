//! The error type of `parse_size`.

use std::fmt;

/// Why a string could not be read as a byte size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// The input was empty or only whitespace.
    Empty,
    /// The number part is not a number (`"1.2.3 MB"`, `"MB"`).
    InvalidNumber(String),
    /// The unit is not one `parse_size` knows (`"5 parsecs"`).
    UnknownUnit(String),
}

impl ParseError {
    /// A short, stable name of the kind of error, for logs and metrics.
    pub fn kind(&self) -> &'static str {
        match self {
            ParseError::Empty => "empty",
            ParseError::InvalidNumber(_) => "invalid_number",
            ParseError::UnknownUnit(_) => "unknown_unit",
        }
    }

    /// The offending part of the input, if there is one.
    pub fn fragment(&self) -> Option<&str> {
        match self {
            ParseError::Empty => None,
            ParseError::InvalidNumber(s) | ParseError::UnknownUnit(s) => Some(s),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => f.write_str("empty size string"),
            ParseError::InvalidNumber(s) => write!(f, "invalid number {s:?} in size"),
            ParseError::UnknownUnit(s) => write!(f, "unknown size unit {s:?}"),
        }
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::ParseError;

    #[test]
    fn displays_the_fragment() {
        assert_eq!(ParseError::UnknownUnit("xb".into()).to_string(), "unknown size unit \"xb\"");
        let boxed: Box<dyn std::error::Error> = Box::new(ParseError::Empty);
        assert_eq!(boxed.to_string(), "empty size string");
    }
}

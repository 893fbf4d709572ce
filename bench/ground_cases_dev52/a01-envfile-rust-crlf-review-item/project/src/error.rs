use std::fmt;

/// What was wrong with a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    MissingEquals,
    InvalidKey(String),
    UnterminatedQuote,
    BadEscape(char),
}

/// A line that could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The line the error is on.
    pub line: usize,
    pub kind: ErrorKind,
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::MissingEquals => f.write_str("expected `=` after the key"),
            ErrorKind::InvalidKey(key) => write!(f, "invalid key `{key}`"),
            ErrorKind::UnterminatedQuote => f.write_str("unterminated quoted value"),
            ErrorKind::BadEscape(c) => write!(f, "unknown escape `\\{c}`"),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for ParseError {}

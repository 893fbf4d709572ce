use std::fmt;

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    MissingEquals { line: usize },
    EmptyKey { line: usize },
    UnterminatedQuote { line: usize },
    Io(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::MissingEquals { line } => write!(f, "line {line}: missing '='"),
            ParseError::EmptyKey { line } => write!(f, "line {line}: empty key"),
            ParseError::UnterminatedQuote { line } => write!(f, "line {line}: unterminated quote"),
            ParseError::Io(msg) => write!(f, "io error: {msg}"),
        }
    }
}

impl std::error::Error for ParseError {}

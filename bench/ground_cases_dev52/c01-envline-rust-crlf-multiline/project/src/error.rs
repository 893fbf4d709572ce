use std::fmt;

/// What went wrong while parsing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    MissingEquals,
    InvalidKey(String),
    UnterminatedQuote,
    Io(String),
}

/// A parse error and the 1-based line of the entry it belongs to (0 for I/O errors).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub line: usize,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, line: usize) -> Self {
        Error { kind, line }
    }

    pub(crate) fn io(message: String) -> Self {
        Error { kind: ErrorKind::Io(message), line: 0 }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::MissingEquals => write!(f, "line {}: expected '=' after key", self.line),
            ErrorKind::InvalidKey(k) => write!(f, "line {}: invalid key {:?}", self.line, k),
            ErrorKind::UnterminatedQuote => write!(f, "line {}: unterminated quoted value", self.line),
            ErrorKind::Io(m) => write!(f, "cannot read file: {}", m),
        }
    }
}

impl std::error::Error for Error {}

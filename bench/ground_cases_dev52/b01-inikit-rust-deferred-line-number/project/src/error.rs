use std::fmt;

/// What went wrong while parsing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// `[section` without the closing bracket.
    UnclosedSection,
    /// An indented line with no key above it to continue.
    OrphanContinuation,
    /// A line that is neither a section, a comment nor `key = value`.
    MissingEquals,
    /// `= value` with nothing before the separator.
    EmptyKey,
}

/// A parse error with its position in the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub kind: ErrorKind,
    /// 1-based line number.
    pub line: usize,
    /// 1-based column number.
    pub column: usize,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            ErrorKind::UnclosedSection => "section header is missing `]`",
            ErrorKind::OrphanContinuation => "indented line does not continue any key",
            ErrorKind::MissingEquals => "expected `=` or `:`",
            ErrorKind::EmptyKey => "key is empty",
        };
        write!(f, "line {}, column {}: {}", self.line, self.column, what)
    }
}

impl std::error::Error for ParseError {}

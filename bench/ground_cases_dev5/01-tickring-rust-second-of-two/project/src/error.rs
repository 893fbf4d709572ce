use std::fmt;

#[derive(Debug, PartialEq)]
pub enum Error {
    BadDuration(String),
    Empty,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadDuration(s) => write!(f, "bad duration: {s:?}"),
            Error::Empty => write!(f, "no samples"),
        }
    }
}

impl std::error::Error for Error {}

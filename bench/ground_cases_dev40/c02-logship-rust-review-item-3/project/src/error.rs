use std::fmt;
use std::io;

#[derive(Debug)]
pub enum ShipError {
    Io(io::Error),
    Config(String),
}

impl fmt::Display for ShipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShipError::Io(e) => write!(f, "io: {e}"),
            ShipError::Config(msg) => write!(f, "config: {msg}"),
        }
    }
}

impl std::error::Error for ShipError {}

impl From<io::Error> for ShipError {
    fn from(e: io::Error) -> Self {
        ShipError::Io(e)
    }
}

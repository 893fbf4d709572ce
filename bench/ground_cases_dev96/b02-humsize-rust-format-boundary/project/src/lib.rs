//! `humsize`: parse and format byte sizes for people.
//!
//! ```
//! use humsize::{format_size, parse_size};
//!
//! let bytes = parse_size("1.5MiB").unwrap();
//! assert_eq!(bytes, 1_572_864);
//! assert_eq!(format_size(bytes), "1.5 MiB");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod error;
mod format;
mod parse;
mod unit;

use std::fmt;
use std::str::FromStr;

pub use error::ParseSizeError;
pub use format::{format_size, format_size_precise, format_size_with};
pub use parse::parse_size;
pub use unit::Base;

/// A byte count that prints and parses itself in human-readable form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Size(pub u64);

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_size(self.0))
    }
}

impl FromStr for Size {
    type Err = ParseSizeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_size(s).map(Size)
    }
}

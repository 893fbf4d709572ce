//! envline: a small, strict parser for `.env` files.
//!
//! ```
//! let entries = envline::parse("A=1\nB='two'\n").unwrap();
//! assert_eq!(entries[1].value, "two");
//! ```

mod error;
mod parser;
mod value;

pub use error::{Error, ErrorKind};
pub use parser::{Entry, Parser};
pub use value::expand;

use std::fs;
use std::path::Path;

/// Parse a whole `.env` text into its entries, in file order.
pub fn parse(input: &str) -> Result<Vec<Entry>, Error> {
    Parser::new(input).collect()
}

/// A lazy iterator over the entries of `input`; stops yielding after the first error.
pub fn parse_iter(input: &str) -> Parser<'_> {
    Parser::new(input)
}

/// Read and parse the file at `path`.
pub fn from_path(path: impl AsRef<Path>) -> Result<Vec<Entry>, Error> {
    let text = fs::read_to_string(path.as_ref()).map_err(|e| Error::io(e.to_string()))?;
    parse(text.strip_prefix('\u{feff}').unwrap_or(&text))
}

/// The entries as `(key, value)` pairs, later keys overriding earlier ones.
pub fn to_map(entries: &[Entry]) -> std::collections::BTreeMap<String, String> {
    entries
        .iter()
        .map(|e| (e.key.clone(), e.value.clone()))
        .collect()
}

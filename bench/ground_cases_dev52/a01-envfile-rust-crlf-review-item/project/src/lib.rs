//! A small, strict parser for `.env` files.
//!
//! ```
//! let entries = envfile::parse("A=1\nB=\"two\"\n").unwrap();
//! assert_eq!(entries[1].value, "two");
//! ```

mod error;
mod parser;
mod value;

pub use error::{ErrorKind, ParseError};
pub use parser::{parse, Entry, Parser};

//! Parser for the trade log format: one record per line, `|`-separated fields,
//! a trailing `#xxxxxxxx` CRC32 of the line before it.

pub mod checksum;
pub mod record;
pub mod tokenize;

pub use record::{parse_line, Record, ParseError};

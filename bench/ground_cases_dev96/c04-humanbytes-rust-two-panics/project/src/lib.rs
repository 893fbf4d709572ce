//! Parse and format human-readable byte sizes.
//!
//! ```
//! use humanbytes::{format_size, parse_size, Style};
//!
//! assert_eq!(parse_size("1.5 KiB"), Ok(1536));
//! assert_eq!(parse_size("300kB"), Ok(300_000));
//! assert_eq!(format_size(1536, Style::Binary), "1.5 KiB");
//! assert_eq!(format_size(300_000, Style::Decimal), "300.0 kB");
//! ```
//!
//! Units are case-insensitive: `k`, `kb` and `KB` are 1000 bytes; `ki`, `kib` and
//! `KiB` are 1024 bytes. A number without a unit is a number of bytes.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod error;
mod format;
mod parse;

pub use error::ParseError;
pub use format::{format_size, format_size_with, FormatOptions, Style};
pub use parse::parse_size;

/// One kibibyte (1024 bytes).
pub const KIB: u64 = 1 << 10;
/// One mebibyte (1024 KiB).
pub const MIB: u64 = 1 << 20;
/// One gibibyte (1024 MiB).
pub const GIB: u64 = 1 << 30;
/// One tebibyte (1024 GiB).
pub const TIB: u64 = 1 << 40;

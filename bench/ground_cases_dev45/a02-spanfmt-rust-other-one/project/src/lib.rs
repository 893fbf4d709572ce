//! `spanfmt`: parse and print human-friendly durations.
//!
//! ```
//! use std::time::Duration;
//! assert_eq!(spanfmt::parse_duration("1h30m").unwrap(), Duration::from_secs(5400));
//! assert_eq!(spanfmt::format_duration(Duration::from_secs(90)), "1m30s");
//! ```

mod format;
mod parse;

pub use format::format_duration;
pub use parse::{parse_duration, ParseError};

/// Unit suffixes and their size in milliseconds, largest first.
pub(crate) const UNITS: &[(&str, u64)] = &[
    ("d", 86_400_000),
    ("h", 3_600_000),
    ("m", 60_000),
    ("s", 1_000),
    ("ms", 1),
];

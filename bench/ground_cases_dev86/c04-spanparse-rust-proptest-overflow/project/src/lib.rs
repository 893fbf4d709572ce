//! Human duration strings for the scheduler.
//!
//! ```
//! use spanparse::{format_duration, parse_duration};
//! use std::time::Duration;
//!
//! assert_eq!(parse_duration("1h30m").unwrap(), Duration::from_secs(5400));
//! assert_eq!(format_duration(Duration::from_secs(90)), "1m30s");
//! ```

mod duration;

pub use duration::{format_duration, parse_duration, ParseError};

pub mod duration;
pub mod filter;

pub use duration::{parse_duration, DurationError};
pub use filter::{within, Record};

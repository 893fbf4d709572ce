pub mod duration;
pub mod schedule;

pub use duration::{format_duration, parse_duration, ParseError};

pub mod export;
pub mod report;
pub mod stats;

pub use stats::{collect, Stats};

pub mod config;
pub mod duration;
pub mod probe;
pub mod report;

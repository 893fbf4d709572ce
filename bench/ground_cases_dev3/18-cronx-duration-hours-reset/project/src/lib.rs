pub mod duration;
pub mod schedule;
pub mod jobs;
pub mod config;

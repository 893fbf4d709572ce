pub mod config;
pub mod keys;

//! lgx: logfmt -> ndjson 清洗工具
pub mod batch;
pub mod config;
pub mod parser;

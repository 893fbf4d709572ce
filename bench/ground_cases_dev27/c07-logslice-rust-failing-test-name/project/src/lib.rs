//! logslice: keep the log lines that fall into a time window.

pub mod filter;
pub mod time;

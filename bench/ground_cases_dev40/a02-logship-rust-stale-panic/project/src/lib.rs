//! logship: tails log files and ships their lines to the collector in batches.

pub mod config;
pub mod shipper;
pub mod tail;

pub mod parse;
pub mod stats;

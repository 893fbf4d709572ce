//! tagstat: count tags in issue exports and print a short report.

pub mod parse;
pub mod report;

pub use parse::count_tags;
pub use report::{summary, top_n, total};

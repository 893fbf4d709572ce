//! Library part of tagsync, so benches and integration tests can reach the merge code.
pub mod merge;
pub mod model;

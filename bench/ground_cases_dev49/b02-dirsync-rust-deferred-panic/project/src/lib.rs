pub mod config;
pub mod error;
pub mod queue;
pub mod uploader;
pub mod watcher;
